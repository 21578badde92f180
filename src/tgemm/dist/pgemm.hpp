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
// is GridOrder::row_major). Submatrices start at the matrix's origin (ia = ja = 1, and so for B
// and C); any m, n, k up to the descriptors' sizes. Bad arguments throw std::invalid_argument
// naming them, on every rank alike.

#include <Kokkos_Core.hpp>
#include <stdexcept>
#include <string>
#include <tgemm/dist/gemm.hpp>
#include <utility>

namespace tgemm::dist {

// The fields of a ScaLAPACK array descriptor (DESC(1..9) in Fortran).
enum ScalapackDesc : int { DTYPE_ = 0, CTXT_, M_, N_, MB_, NB_, RSRC_, CSRC_, LLD_ };

namespace detail {

// The leading rows x cols of a descriptor's matrix, as a Matrix over its local array.
template <class T>
auto scalapack_matrix(const Grid& g, const char* name, index_t rows, index_t cols, T* data, int i,
                      int j, const int* desc) {
  const std::string arg = std::string("tgemm::dist::pgemm: argument '") + name;
  if (desc == nullptr) throw std::invalid_argument(arg + "': its descriptor is a null pointer");
  if (i != 1 || j != 1)
    throw std::invalid_argument(arg + "': submatrices start at (1, 1) here (got (" +
                                std::to_string(i) + ", " + std::to_string(j) + "))");
  if (desc[DTYPE_] != 1)
    throw std::invalid_argument(arg + "': descriptor type " + std::to_string(desc[DTYPE_]) +
                                " (dense block-cyclic matrices are type 1)");
  if (rows < 0 || cols < 0 || rows > desc[M_] || cols > desc[N_])
    throw std::invalid_argument(arg + "': " + std::to_string(rows) + "x" + std::to_string(cols) +
                                " does not fit its " + std::to_string(desc[M_]) + "x" +
                                std::to_string(desc[N_]) + " matrix");
  const BlockCyclic d{rows, cols, desc[MB_], desc[NB_], desc[RSRC_], desc[CSRC_]};
  // Local extents only where the dealing is valid; gemm rejects it alike on every rank.
  const bool dealt = d.mb > 0 && d.nb > 0 && d.rsrc >= 0 && d.rsrc < g.nprow() && d.csrc >= 0 &&
                     d.csrc < g.npcol();
  const index_t lr = dealt ? d.local_rows(g) : 0, lc = dealt ? d.local_cols(g) : 0;
  using View = Kokkos::View<T**, Kokkos::LayoutStride, Kokkos::HostSpace,
                            Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
  // LLD is each rank's own: checked by the caller across the grid.
  const bool lld_ok = !dealt || desc[LLD_] >= (lr > 1 ? lr : 1);
  return std::pair{
      Matrix<View>{d, View(data, Kokkos::LayoutStride(lr, 1, lc, lld_ok ? desc[LLD_] : 0))},
      lld_ok};
}

}  // namespace detail

template <class T>
void pgemm(const Grid& grid, const char* transa, const char* transb, int m, int n, int k, T alpha,
           const T* a, int ia, int ja, const int* desca, const T* b, int ib, int jb,
           const int* descb, T beta, T* c, int ic, int jc, const int* descc,
           const Options& options = {}) {
  static_assert(std::is_same_v<T, float> || std::is_same_v<T, double>,
                "tgemm::dist::pgemm: float (psgemm) or double (pdgemm)");
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
  gemm(Kokkos::DefaultHostExecutionSpace(), grid, transa, transb, alpha, A, B, beta, C, options);
}

}  // namespace tgemm::dist
