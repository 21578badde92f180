#pragma once
// One dimension of a block-cyclic distribution: which process holds a global index, where in
// its local block, and back.

#include <tgemm/dist/grid.hpp>

namespace tgemm::dist::impl {

// n indices in blocks of nb, dealt over nprocs processes starting at process src. first: the
// indices start that far into their first block (a submatrix that starts inside a block, as
// p?gemm's origins allow): index g sits where g + first sits in the dealing of whole blocks, and
// each process numbers its own from 0.
struct Axis {
  index_t n = 0;
  index_t nb = 1;
  int src = 0;
  int nprocs = 1;
  index_t first = 0;

  int owner(index_t g) const { return int(((g + first) / nb + src) % nprocs); }
  // How many of the indices before the first one process p would hold.
  index_t skipped(int p) const { return first > 0 ? numroc(first, nb, p, src, nprocs) : 0; }
  index_t local(index_t g) const {
    const index_t x = g + first;
    return (x / (nb * nprocs)) * nb + x % nb - skipped(owner(g));
  }
  index_t global(index_t l, int p) const {
    const int d = (p - src + nprocs) % nprocs;
    const index_t x = l + skipped(p);
    return ((x / nb) * nprocs + d) * nb + x % nb - first;
  }
  index_t count(int p) const { return numroc(first + n, nb, p, src, nprocs) - skipped(p); }
  // The end of the block holding global index g.
  index_t block_end(index_t g) const {
    const index_t end = ((g + first) / nb + 1) * nb - first;
    return end < n ? end : n;
  }
};

inline Axis row_axis(const BlockCyclic& d, const Grid& g, index_t first = 0) {
  return {d.m, d.mb, d.rsrc, g.nprow(), first};
}
inline Axis col_axis(const BlockCyclic& d, const Grid& g, index_t first = 0) {
  return {d.n, d.nb, d.csrc, g.npcol(), first};
}

}  // namespace tgemm::dist::impl
