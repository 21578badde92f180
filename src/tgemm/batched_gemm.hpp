#pragma once
// team-gemm batched API: many independent GEMMs in one launch.
//
//   tgemm::batched_gemm(exec, "N", "T", alpha, A, B, beta, C);   // tile config by size
//   tgemm::batched_gemm<tgemm::TeamGemmConfig<32, 32, 16, 2, 2>>(exec, "N", "N", ...);
//
// C(b, :, :) = alpha * op(A(b, :, :)) * op(B(b, :, :)) + beta * C(b, :, :) for every b.
// A, B, C are rank-3 Views, batch index first, any layout (LayoutRight keeps each matrix
// contiguous; LayoutLeft interleaves the batch), float or double; op and BLAS semantics as
// tgemm::gemm. Bad arguments throw std::invalid_argument naming the argument, before
// anything runs.

#include <tgemm/device/batched.hpp>

#include <Kokkos_Profiling_ScopedRegion.hpp>

#include <type_traits>

namespace tgemm {

namespace detail {

template <class ExecSpace, class AView, class BView, class CView>
constexpr void static_check_batched_views() {
  static_assert(Kokkos::is_execution_space_v<ExecSpace>,
                "tgemm::batched_gemm: the first argument must be a Kokkos execution space instance");
  static_assert(Kokkos::is_view_v<AView> && Kokkos::is_view_v<BView> && Kokkos::is_view_v<CView>,
                "tgemm::batched_gemm: A, B and C must be Kokkos::View");
  static_assert(AView::rank() == 3 && BView::rank() == 3 && CView::rank() == 3,
                "tgemm::batched_gemm: A, B and C must be rank-3 Views (batch index first)");
  using Scalar = typename CView::non_const_value_type;
  static_assert(std::is_same_v<Scalar, float> || std::is_same_v<Scalar, double>,
                "tgemm::batched_gemm: the scalar type must be float or double");
  static_assert(std::is_same_v<typename AView::non_const_value_type, Scalar> &&
                    std::is_same_v<typename BView::non_const_value_type, Scalar>,
                "tgemm::batched_gemm: A, B and C must have the same scalar type");
  static_assert(!std::is_const_v<typename CView::value_type>,
                "tgemm::batched_gemm: C is written, so it must be a View of non-const scalars");
  static_assert(Kokkos::SpaceAccessibility<ExecSpace, typename AView::memory_space>::accessible &&
                    Kokkos::SpaceAccessibility<ExecSpace, typename BView::memory_space>::accessible &&
                    Kokkos::SpaceAccessibility<ExecSpace, typename CView::memory_space>::accessible,
                "tgemm::batched_gemm: A, B or C lives in a memory space the execution space "
                "cannot access; deep_copy it into ExecSpace::memory_space");
}

// Checks the arguments (at compile time, then at run time, throwing before anything runs)
// and calls run(ta, tb) with the parsed transposes unless C is empty.
template <class ExecSpace, class AView, class BView, class CView, class Run>
void checked_batched(const char transA[], const char transB[], const AView& A, const BView& B,
                     const CView& C, Run&& run) {
  static_check_batched_views<ExecSpace, AView, BView, CView>();
  Kokkos::Profiling::ScopedRegion region("tgemm::batched_gemm");
  const bool ta = device::detail::parse_trans(transA, "transA", "tgemm::batched_gemm");
  const bool tb = device::detail::parse_trans(transB, "transB", "tgemm::batched_gemm");
  device::check_batched(ta, tb, A, B, C);
  if (C.size() != 0) run(ta, tb);
}

}  // namespace detail

// Batched GEMM through the team-level GEMM with the tile configuration given as a type.
template <class Config, class ExecSpace, class AView, class BView, class CView>
void batched_gemm(const ExecSpace& exec, const char transA[], const char transB[],
                  typename CView::const_value_type alpha, const AView& A, const BView& B,
                  typename CView::const_value_type beta, const CView& C) {
  detail::checked_batched<ExecSpace>(transA, transB, A, B, C, [&](bool ta, bool tb) {
    device::run_batched<Config>(exec, ta, tb, alpha, A, B, beta, C);
  });
}

// Batched GEMM with the kernel chosen by the size of the matrices: the team-level GEMM with
// a 16 x 16 or 32 x 32 tile up to 32 rows and columns, the warp-tiled kernel above.
template <class ExecSpace, class AView, class BView, class CView>
void batched_gemm(const ExecSpace& exec, const char transA[], const char transB[],
                  typename CView::const_value_type alpha, const AView& A, const BView& B,
                  typename CView::const_value_type beta, const CView& C) {
  using Scalar = typename CView::non_const_value_type;
  const auto size = std::max(C.extent(1), C.extent(2));
  if (size <= 16)
    return batched_gemm<device::BatchedConfigTiny>(exec, transA, transB, alpha, A, B, beta, C);
  if (size <= 32)
    return batched_gemm<device::BatchedConfigSmall>(exec, transA, transB, alpha, A, B, beta, C);
  detail::checked_batched<ExecSpace>(transA, transB, A, B, C, [&](bool ta, bool tb) {
    // Nothing to multiply: the team-level path scales C without reading A or B.
    if (alpha == Scalar(0) || (ta ? A.extent(1) : A.extent(2)) == 0)
      device::run_batched<device::BatchedConfigSmall>(exec, ta, tb, alpha, A, B, beta, C);
    else if (size <= 64)
      device::run_batched_warp_tiles<device::BatchedWarpTileMedium<Scalar>>(exec, ta, tb, alpha, A, B, beta, C);
    else
      device::run_batched_warp_tiles<device::BatchedWarpTileLarge<Scalar>>(exec, ta, tb, alpha, A, B, beta, C);
  });
}

// As above, on the default instance of C's execution space.
template <class AView, class BView, class CView>
  requires(Kokkos::is_view_v<AView>)
void batched_gemm(const char transA[], const char transB[], typename CView::const_value_type alpha,
                  const AView& A, const BView& B, typename CView::const_value_type beta,
                  const CView& C) {
  batched_gemm(typename CView::execution_space{}, transA, transB, alpha, A, B, beta, C);
}

}  // namespace tgemm
