#pragma once
// team-gemm batched API: many independent GEMMs in one launch.
//
//   tgemm::batched_gemm(exec, "N", "T", alpha, A, B, beta, C);   // kernel chosen by size
//   tgemm::batched_gemm<tgemm::TeamGemmConfig<32, 32, 16, 2, 2>>(exec, "N", "N", ...);
//
// C(b, :, :) = alpha * op(A(b, :, :)) * op(B(b, :, :)) + beta * C(b, :, :) for every b.
// A, B, C are rank-3 Views, batch index first, any layout (LayoutRight keeps each matrix
// contiguous; LayoutLeft interleaves the batch); op, BLAS semantics and scalar types as
// tgemm::gemm: float, double, and half_t or bhalf_t inputs with C of the same type or float,
// alpha and beta float unless C is double (tgemm/scalar_types.hpp). Bad arguments throw
// std::invalid_argument naming the argument, before anything runs. The first form calls the
// compiled library; the second (the team-level GEMM with a given tile configuration) is
// header-only.

#include <Kokkos_Profiling_ScopedRegion.hpp>
#include <tgemm/device/batched_problem.hpp>
#include <tgemm/scalar_types.hpp>
#include <tgemm/schedule/batched_team_gemm.hpp>
#include <tgemm/spaces.hpp>
#include <type_traits>

namespace tgemm {

namespace detail {

template <class ExecSpace, class AView, class BView, class CView>
constexpr void static_check_batched_views() {
  static_assert(
      Kokkos::is_execution_space_v<ExecSpace>,
      "tgemm::batched_gemm: the first argument must be a Kokkos execution space instance");
  static_assert(Kokkos::is_view_v<AView> && Kokkos::is_view_v<BView> && Kokkos::is_view_v<CView>,
                "tgemm::batched_gemm: A, B and C must be Kokkos::View");
  static_assert(AView::rank() == 3 && BView::rank() == 3 && CView::rank() == 3,
                "tgemm::batched_gemm: A, B and C must be rank-3 Views (batch index first)");
  using In = typename AView::non_const_value_type;
  using Out = typename CView::non_const_value_type;
  static_assert(std::is_same_v<typename BView::non_const_value_type, In>,
                "tgemm::batched_gemm: A and B must have the same scalar type");
  static_assert(supported_types_v<In, Out>,
                "tgemm::batched_gemm: unsupported scalar types. " TGEMM_SUPPORTED_TYPES_TEXT);
  static_assert(!std::is_const_v<typename CView::value_type>,
                "tgemm::batched_gemm: C is written, so it must be a View of non-const scalars");
  static_assert(
      Kokkos::SpaceAccessibility<ExecSpace, typename AView::memory_space>::accessible &&
          Kokkos::SpaceAccessibility<ExecSpace, typename BView::memory_space>::accessible &&
          Kokkos::SpaceAccessibility<ExecSpace, typename CView::memory_space>::accessible,
      "tgemm::batched_gemm: A, B or C lives in a memory space the execution space "
      "cannot access; deep_copy it into ExecSpace::memory_space");
}

// Checks the arguments (at compile time, then at run time, throwing before anything runs).
template <class ExecSpace, class AView, class BView, class CView>
auto checked_batched(const char transA[], const char transB[], const AView& A, const BView& B,
                     const CView& C) {
  static_check_batched_views<ExecSpace, AView, BView, CView>();
  using In = typename AView::non_const_value_type;
  using Out = typename CView::non_const_value_type;
  return device::make_batched_problem<Out, In>(transA, transB, device::make_batch_ref(A),
                                               device::make_batch_ref(B),
                                               device::make_batch_ref(C));
}

// The batched GEMM with the kernel chosen by the matrices' size: compiled in the library.
template <class ExecSpace, class Scalar>
void batched_gemm(const ExecSpace& exec, Scalar alpha, const device::BatchedProblem<Scalar>& p,
                  Scalar beta);

// The batched GEMM of 16-bit inputs (C half, bfloat16 or float): compiled in the library.
template <class ExecSpace, class In, class Out>
void batched_gemm_mixed(const ExecSpace& exec, float alpha,
                        const device::BatchedProblem<Out, In>& p, float beta);

}  // namespace detail

// Batched GEMM through the team-level GEMM with the tile configuration given as a type.
template <class Config, class ExecSpace, class AView, class BView, class CView>
void batched_gemm(const ExecSpace& exec, const char transA[], const char transB[],
                  scale_t<typename CView::non_const_value_type> alpha, const AView& A,
                  const BView& B, scale_t<typename CView::non_const_value_type> beta,
                  const CView& C) {
  using Acc = accumulate_t<typename AView::non_const_value_type>;
  Kokkos::Profiling::ScopedRegion region("tgemm::batched_gemm");
  const auto p = detail::checked_batched<ExecSpace>(transA, transB, A, B, C);
  if (p.c.count == 0 || p.m() == 0 || p.n() == 0) return;
  schedule::launch_batched_team_gemm<Config>(exec, Acc(alpha), p, Acc(beta));
}

// Batched GEMM with the kernel chosen by the size of the matrices: on a GPU, the team-level
// GEMM with a 16 x 16 or 32 x 32 tile up to 32 rows and columns, the warp-tiled kernel above;
// on host backends, the CPU mainloop with one matrix per thread.
template <class ExecSpace, class AView, class BView, class CView>
void batched_gemm(const ExecSpace& exec, const char transA[], const char transB[],
                  scale_t<typename CView::non_const_value_type> alpha, const AView& A,
                  const BView& B, scale_t<typename CView::non_const_value_type> beta,
                  const CView& C) {
  static_assert(compiled_space<ExecSpace>,
                "tgemm::batched_gemm: the compiled library holds kernels for Kokkos' Serial, "
                "OpenMP, Threads and "
                "Cuda spaces; for another, call tgemm::batched_gemm<Config>");
  using In = typename AView::non_const_value_type;
  using Scalar = typename CView::non_const_value_type;
  Kokkos::Profiling::ScopedRegion region("tgemm::batched_gemm");
  const auto p = detail::checked_batched<ExecSpace>(transA, transB, A, B, C);
  if (p.c.count == 0 || p.m() == 0 || p.n() == 0) return;
  if constexpr (is_16bit_v<In>)
    detail::batched_gemm_mixed<ExecSpace, In, Scalar>(exec, alpha, p, beta);
  else
    detail::batched_gemm<ExecSpace, Scalar>(exec, Scalar(alpha), p, Scalar(beta));
}

// As above, on the default instance of C's execution space.
template <class AView, class BView, class CView>
requires(Kokkos::is_view_v<AView>) void batched_gemm(
    const char transA[], const char transB[], scale_t<typename CView::non_const_value_type> alpha,
    const AView& A, const BView& B, scale_t<typename CView::non_const_value_type> beta,
    const CView& C) {
  batched_gemm(typename CView::execution_space{}, transA, transB, alpha, A, B, beta, C);
}

}  // namespace tgemm
