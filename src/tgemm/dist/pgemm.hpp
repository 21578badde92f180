#pragma once
// tgemm::dist::pgemm: ScaLAPACK's p?gemm arguments (global sizes, host arrays, 1-based
// submatrix origins, array descriptors) on a tgemm::dist::Grid, so a code written against
// pdgemm/psgemm switches by passing the grid where the descriptors name a BLACS context:
//
//   pdgemm_("N", "T", &m, &n, &k, &alpha, a, &ia, &ja, desca, b, &ib, &jb, descb, &beta, c, ...);
//   tgemm::dist::pgemm(grid, "N", "T", m, n, k, alpha, a, ia, ja, desca, b, ib, jb, descb, beta,
//                      c, ic, jc, descc);
//
// The arrays are column-major local blocks with leading dimension LLD, as ScaLAPACK keeps them,
// in host memory; the grid must deal ranks as the descriptors' context does (BLACS' "Row" order
// is GridOrder::row_major). A submatrix may start anywhere, as in ScaLAPACK: one that starts
// inside a block has a partial first block, and operands dealt like C (the same blocks, sources
// and offsets into the first block) are read in place, the others redistributed as in
// tgemm::dist::gemm. Bad arguments throw std::invalid_argument naming them, on every rank alike.

#include <Kokkos_Core.hpp>
#include <stdexcept>
#include <string>
#include <tgemm/dist/gemm.hpp>
#include <utility>

namespace tgemm::dist {

// The fields of a ScaLAPACK array descriptor (DESC(1..9) in Fortran).
enum ScalapackDesc : int { DTYPE_ = 0, CTXT_, M_, N_, MB_, NB_, RSRC_, CSRC_, LLD_ };

namespace detail {

// The rows x cols submatrix at 1-based (i, j) of a descriptor's matrix, over its local array.
// It is dealt like the matrix from the block holding (i, j): that block's process row and
// column are its sources, and it starts (i - 1) % MB rows and (j - 1) % NB columns into it;
// its local block is a window of the local array after the local rows and columns before it.
template <class T>
auto scalapack_matrix(const Grid& g, const char* name, index_t rows, index_t cols, T* data,
                      index_t i, index_t j, const int* desc) {
  const std::string arg = std::string("tgemm::dist::pgemm: argument '") + name;
  if (desc == nullptr) throw std::invalid_argument(arg + "': its descriptor is a null pointer");
  if (desc[DTYPE_] != 1)
    throw std::invalid_argument(arg + "': descriptor type " + std::to_string(desc[DTYPE_]) +
                                " (dense block-cyclic matrices are type 1)");
  const std::string at = " at (" + std::to_string(i) + ", " + std::to_string(j) + ")";
  if (i < 1 || j < 1 || rows < 0 || cols < 0 || i - 1 + rows > desc[M_] || j - 1 + cols > desc[N_])
    throw std::invalid_argument(arg + "': its " + std::to_string(rows) + "x" +
                                std::to_string(cols) + " submatrix" + at + " does not fit its " +
                                std::to_string(desc[M_]) + "x" + std::to_string(desc[N_]) +
                                " matrix");
  const BlockCyclic whole{desc[M_], desc[N_], desc[MB_], desc[NB_], desc[RSRC_], desc[CSRC_]};
  // Local extents only where the dealing is valid; gemm rejects it alike on every rank.
  const bool dealt = whole.mb > 0 && whole.nb > 0 && whole.rsrc >= 0 && whole.rsrc < g.nprow() &&
                     whole.csrc >= 0 && whole.csrc < g.npcol();
  detail::LocalMatrix<T> x{BlockCyclic{rows, cols, whole.mb, whole.nb, whole.rsrc, whole.csrc},
                           MatrixRef<T>{data, 0, 0, 1, 0}};
  if (!dealt) return std::pair{x, true};
  x.dist.rsrc = int((whole.rsrc + (i - 1) / whole.mb) % g.nprow());
  x.dist.csrc = int((whole.csrc + (j - 1) / whole.nb) % g.npcol());
  x.first_row = (i - 1) % whole.mb;
  x.first_col = (j - 1) % whole.nb;
  // Local rows and columns of the matrix before the submatrix's first row and column, and up
  // to its last.
  const BlockCyclic before{i - 1, j - 1, whole.mb, whole.nb, whole.rsrc, whole.csrc};
  const BlockCyclic upto{i - 1 + rows, j - 1 + cols, whole.mb, whole.nb, whole.rsrc, whole.csrc};
  const index_t r0 = before.local_rows(g), c0 = before.local_cols(g);
  const index_t lr = upto.local_rows(g) - r0, lc = upto.local_cols(g) - c0;
  // LLD is each rank's own: checked by the caller across the grid.
  const index_t lld = desc[LLD_];
  const bool lld_ok = lld >= (r0 + lr > 1 ? r0 + lr : 1);
  x.local = MatrixRef<T>{lld_ok ? data + r0 + c0 * lld : data, lr, lc, 1, lld_ok ? lld : 0};
  return std::pair{x, lld_ok};
}

}  // namespace detail

template <class T>
void pgemm(const Grid& grid, const char* transa, const char* transb, int m, int n, int k, T alpha,
           const T* a, int ia, int ja, const int* desca, const T* b, int ib, int jb,
           const int* descb, T beta, T* c, int ic, int jc, const int* descc,
           const Options& options = {}) {
  static_assert(std::is_same_v<T, float> || std::is_same_v<T, double>,
                "tgemm::dist::pgemm: float (psgemm) or double (pdgemm)");
  // The submatrix origins are replicated arguments: the same on every rank, or every rank
  // rejects the call (a mismatch could otherwise deal the same blocks differently).
  {
    const char* names[6] = {"ia", "ja", "ib", "jb", "ic", "jc"};
    int local[12] = {ia, ja, ib, jb, ic, jc, -ia, -ja, -ib, -jb, -ic, -jc}, most[12];
    MPI_Allreduce(local, most, 12, MPI_INT, MPI_MAX, grid.comm());
    for (int x = 0; x < 6; ++x)
      if (most[x] != -most[x + 6])
        throw std::invalid_argument(std::string("tgemm::dist::pgemm: argument '") + names[x] +
                                    "' differs between the ranks of the grid");
  }
  const bool ta =
      transa && (transa[0] == 'T' || transa[0] == 't' || transa[0] == 'C' || transa[0] == 'c');
  const bool tb =
      transb && (transb[0] == 'T' || transb[0] == 't' || transb[0] == 'C' || transb[0] == 'c');
  const auto [A, a_ok] =
      detail::scalapack_matrix(grid, "A", ta ? k : m, ta ? m : k, a, ia, ja, desca);
  const auto [B, b_ok] =
      detail::scalapack_matrix(grid, "B", tb ? n : k, tb ? k : n, b, ib, jb, descb);
  const auto [C, c_ok] = detail::scalapack_matrix(grid, "C", m, n, c, ic, jc, descc);
  int mine[2] = {!a_ok ? 1 : !b_ok ? 2 : !c_ok ? 3 : 0, 0}, worst[2] = {0, 0};
  MPI_Comm_rank(grid.comm(), &mine[1]);
  MPI_Allreduce(mine, worst, 1, MPI_2INT, MPI_MAXLOC, grid.comm());
  if (worst[0])
    throw std::invalid_argument(std::string("tgemm::dist::pgemm: argument '") +
                                "ABC"[worst[0] - 1] + "': on rank " + std::to_string(worst[1]) +
                                " its descriptor's LLD is below the rows of the local array");
  Kokkos::Profiling::ScopedRegion region("tgemm::dist::pgemm");
  detail::gemm<Kokkos::DefaultHostExecutionSpace, T>(
      Kokkos::DefaultHostExecutionSpace(), grid, transa, transb, alpha,
      detail::LocalMatrix<const T>{A.dist, A.local, A.first_row, A.first_col},
      detail::LocalMatrix<const T>{B.dist, B.local, B.first_row, B.first_col}, beta, C, options);
}

}  // namespace tgemm::dist
