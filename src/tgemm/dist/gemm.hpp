#pragma once
// tgemm::dist::gemm: C = alpha * op(A) * op(B) + beta * C on matrices distributed 2D
// block-cyclically over a process grid (tgemm/dist/grid.hpp), each rank's local block a Kokkos
// View. SUMMA: step by step along k, the process column holding a panel of op(A) broadcasts it
// along the process rows, the process row holding the matching panel of op(B) broadcasts it
// along the columns, and every rank multiplies the two into its block of C with tgemm::gemm's
// auto; the next step's broadcasts run while this step multiplies.
//
//   tgemm::dist::Grid grid(MPI_COMM_WORLD, 2, 2);
//   tgemm::dist::BlockCyclic d{.m = m, .n = n, .mb = 256, .nb = 256};
//   Kokkos::View<double**, Kokkos::LayoutLeft> a("a", d.local_rows(grid), d.local_cols(grid));
//   ...
//   tgemm::dist::gemm(exec, grid, "N", "T", alpha, tgemm::dist::Matrix{dA, a},
//                     tgemm::dist::Matrix{dB, b}, beta, tgemm::dist::Matrix{d, c});
//
// BLAS semantics as tgemm::gemm (beta == 0 never reads C, alpha == 0 or k == 0 never reads A
// or B). Every rank of the grid calls it with the same transposes, scalars, distributions and
// options; bad arguments throw std::invalid_argument on every rank with the same message,
// naming the argument (and the rank, for a local block of the wrong shape), before anything
// runs or is sent. Any distributions work: where op(A)'s rows are dealt like C's and op(B)'s
// columns like C's (A not transposed with A.mb == C.mb and A.rsrc == C.rsrc; B not transposed
// with B.nb == C.nb and B.csrc == C.csrc) the local blocks are used in place; otherwise the
// operand is first redistributed (all-to-all) into that form. Returns when C is complete. MPI
// is called only from the calling thread (MPI_THREAD_FUNNELED is enough).

#include <tgemm/dist/grid.hpp>
#include <tgemm/gemm.hpp>
#include <type_traits>

namespace tgemm::dist {

// Who moves the panels. automatic: MPI (NCCL, where the build has it, for device memory).
enum class Transport { automatic, mpi, nccl };

// Whether MPI is handed device memory. automatic: where the MPI says it is GPU-aware (Open
// MPI's MPIX_Query_cuda_support), else staged through host buffers.
enum class DeviceBuffers { automatic, staged, direct };

struct Options {
  Transport transport = Transport::automatic;
  DeviceBuffers mpi_device_buffers = DeviceBuffers::automatic;
  // Columns of op(A) (rows of op(B)) per local multiply: consecutive k blocks are gathered
  // into panels this wide (at least one block). 0: k / 8, at least 256, at most what keeps
  // the panel buffers within the size of the local block of C.
  index_t panel = 0;
  // Broadcast the next panel while this one multiplies (two panel buffers instead of one).
  bool overlap = true;
  // The local multiply: a rung, or auto (tgemm::gemm's GemmOptions; tf32 for float).
  GemmOptions local = {};
};

namespace detail {

// A distributed matrix as the compiled code takes it. first_row, first_col: where its first
// row and column sit inside their first blocks (pgemm's submatrices that start inside a block;
// 0 for dist::gemm's Matrix): its rows are dealt like rows first_row .. of dist.rsrc's dealing
// of whole blocks, and each process' local block holds its own of them.
template <class Scalar>
struct LocalMatrix {
  BlockCyclic dist;
  MatrixRef<Scalar> local;
  index_t first_row = 0;
  index_t first_col = 0;
};

// The compiled SUMMA (TeamGemm::dist), for every execution space of spaces.hpp and float,
// double.
template <class ExecSpace, class Scalar>
void gemm(const ExecSpace& exec, const Grid& grid, const char* transA, const char* transB,
          Scalar alpha, const LocalMatrix<const Scalar>& A, const LocalMatrix<const Scalar>& B,
          Scalar beta, const LocalMatrix<Scalar>& C, const Options& options);

}  // namespace detail

template <class ExecSpace, class AView, class BView, class CView>
void gemm(const ExecSpace& exec, const Grid& grid, const char transA[], const char transB[],
          typename CView::const_value_type alpha, const Matrix<AView>& A, const Matrix<BView>& B,
          typename CView::const_value_type beta, const Matrix<CView>& C,
          const Options& options = {}) {
  tgemm::detail::static_check_views<ExecSpace, AView, BView, CView>();
  using Scalar = typename CView::non_const_value_type;
  static_assert(std::is_same_v<typename AView::non_const_value_type, Scalar> &&
                    (std::is_same_v<Scalar, float> || std::is_same_v<Scalar, double>),
                "tgemm::dist::gemm: A, B and C must all be float or all be double");
  static_assert(compiled_space<ExecSpace>,
                "tgemm::dist::gemm: the compiled library holds it for Kokkos' Serial, OpenMP, "
                "Threads and Cuda spaces");
  Kokkos::Profiling::ScopedRegion region("tgemm::dist::gemm");
  detail::gemm<ExecSpace, Scalar>(
      exec, grid, transA, transB, Scalar(alpha),
      detail::LocalMatrix<const Scalar>{A.dist, make_matrix_ref(A.local)},
      detail::LocalMatrix<const Scalar>{B.dist, make_matrix_ref(B.local)}, Scalar(beta),
      detail::LocalMatrix<Scalar>{C.dist, make_matrix_ref(C.local)}, options);
}

}  // namespace tgemm::dist
