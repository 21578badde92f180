#pragma once
// One dimension of a block-cyclic distribution: which process holds a global index, where in
// its local block, and back.

#include <tgemm/dist/grid.hpp>

namespace tgemm::dist::impl {

// n indices in blocks of nb, dealt over nprocs processes starting at process src.
struct Axis {
  index_t n = 0;
  index_t nb = 1;
  int src = 0;
  int nprocs = 1;

  int owner(index_t g) const { return int((g / nb + src) % nprocs); }
  index_t local(index_t g) const { return (g / (nb * nprocs)) * nb + g % nb; }
  index_t global(index_t l, int p) const {
    const int d = (p - src + nprocs) % nprocs;
    return ((l / nb) * nprocs + d) * nb + l % nb;
  }
  index_t count(int p) const { return numroc(n, nb, p, src, nprocs); }
  // The end of the block holding global index g.
  index_t block_end(index_t g) const { return (g / nb + 1) * nb < n ? (g / nb + 1) * nb : n; }
};

inline Axis row_axis(const BlockCyclic& d, const Grid& g) {
  return {d.m, d.mb, d.rsrc, g.nprow()};
}
inline Axis col_axis(const BlockCyclic& d, const Grid& g) {
  return {d.n, d.nb, d.csrc, g.npcol()};
}

}  // namespace tgemm::dist::impl
