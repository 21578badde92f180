#pragma once
// The process grid and the 2D block-cyclic distribution of tgemm::dist, as ScaLAPACK and
// cuBLASMp describe them: P x Q processes of an MPI communicator, and a global M x N matrix cut
// into MB x NB blocks dealt round-robin over the grid, starting at process (RSRC, CSRC).

#include <mpi.h>

#include <cstdint>

namespace tgemm::dist {

using index_t = std::int64_t;

// How ranks of the communicator fill the grid: row-major (rank = row * Q + col) is BLACS'
// default ("Row"), column-major its "Col".
enum class GridOrder { row_major, column_major };

// A P x Q grid over a communicator (collective: every rank of comm constructs it with the same
// arguments). It owns three communicators of its own (the grid, this process' row, this
// process' column), so its collectives never meet the caller's messages. Throws
// std::invalid_argument naming the argument when nprow * npcol differs from comm's size.
class Grid {
 public:
  Grid(MPI_Comm comm, int nprow, int npcol, GridOrder order = GridOrder::row_major);
  ~Grid();
  Grid(const Grid&) = delete;
  Grid& operator=(const Grid&) = delete;

  int nprow() const { return nprow_; }
  int npcol() const { return npcol_; }
  int myrow() const { return myrow_; }
  int mycol() const { return mycol_; }
  GridOrder order() const { return order_; }
  // The rank, in comm(), of process (row, col).
  int rank_of(int row, int col) const {
    return order_ == GridOrder::row_major ? row * npcol_ + col : col * nprow_ + row;
  }
  MPI_Comm comm() const { return comm_; }          // the whole grid
  MPI_Comm row_comm() const { return row_comm_; }  // my process row; its rank is my column
  MPI_Comm col_comm() const { return col_comm_; }  // my process column; its rank is my row

 private:
  int nprow_ = 0, npcol_ = 0, myrow_ = 0, mycol_ = 0;
  GridOrder order_ = GridOrder::row_major;
  MPI_Comm comm_ = MPI_COMM_NULL, row_comm_ = MPI_COMM_NULL, col_comm_ = MPI_COMM_NULL;
};

// ScaLAPACK's NUMROC: how many of n indices, dealt in blocks of nb over nprocs processes
// starting at process isrc, process iproc holds.
constexpr index_t numroc(index_t n, index_t nb, int iproc, int isrc, int nprocs) {
  const int mydist = (nprocs + iproc - isrc) % nprocs;
  const index_t nblocks = n / nb;
  index_t count = (nblocks / nprocs) * nb;
  const index_t extra = nblocks % nprocs;
  if (mydist < extra)
    count += nb;
  else if (mydist == extra)
    count += n % nb;
  return count;
}

// A global m x n matrix in mb x nb blocks; block (0, 0) lives on process (rsrc, csrc) and the
// blocks go round-robin from there (ScaLAPACK's descriptor without its context and LLD: the
// grid is passed to the call, and the local View carries its own strides).
struct BlockCyclic {
  index_t m = 0;
  index_t n = 0;
  index_t mb = 64;
  index_t nb = 64;
  int rsrc = 0;
  int csrc = 0;

  // The extents of the local block process (row, col) holds, a LayoutLeft View's extents
  // for ScaLAPACK's column-major local arrays.
  index_t local_rows(const Grid& g, int row) const { return numroc(m, mb, row, rsrc, g.nprow()); }
  index_t local_cols(const Grid& g, int col) const { return numroc(n, nb, col, csrc, g.npcol()); }
  index_t local_rows(const Grid& g) const { return local_rows(g, g.myrow()); }
  index_t local_cols(const Grid& g) const { return local_cols(g, g.mycol()); }
};

// A distributed matrix as one rank sees it: the global distribution and the rank's local
// block, a rank-2 Kokkos View (any layout, any memory space the execution space can reach)
// of extents local_rows(grid) x local_cols(grid).
template <class View>
struct Matrix {
  BlockCyclic dist;
  View local;
};

}  // namespace tgemm::dist
