#pragma once
// team-gemm public API: a BLAS-style GEMM over Kokkos Views.
//
//   tgemm::gemm(exec, "N", "T", alpha, A, B, beta, C);                  // tuned ("auto")
//   tgemm::gemm(exec, "N", "N", alpha, A, B, beta, C, tgemm::Variant::team_global);
//   tgemm::gemm<tgemm::device::TeamScratch<tgemm::TileShape<64, 64, 16>>>(exec, ...);
//
// C = alpha * op(A) * op(B) + beta * C with op in {"N", "T", "C"} (the first character
// counts, either case; for real scalars "C" equals "T"). A and B are rank-2 Views (const
// allowed), C a non-const rank-2 View; LayoutLeft, LayoutRight and LayoutStride (subviews)
// in any mix; float or double. BLAS semantics: beta == 0 never reads C, alpha == 0 never
// reads A or B, k == 0 scales C by beta, empty m or n does nothing. Bad arguments throw
// std::invalid_argument before anything runs, naming the argument; C is left untouched.

#include <tgemm/configs.hpp>
#include <tgemm/device/problem.hpp>
#include <tgemm/device/scale_c.hpp>
#include <tgemm/tuning/choose.hpp>
#include <tgemm/variant.hpp>

#include <Kokkos_Profiling_ScopedRegion.hpp>

#include <type_traits>

namespace tgemm {

namespace detail {

template <class ExecSpace, class AView, class BView, class CView>
constexpr void static_check_views() {
  static_assert(Kokkos::is_execution_space_v<ExecSpace>,
                "tgemm::gemm: the first argument must be a Kokkos execution space instance");
  static_assert(Kokkos::is_view_v<AView> && Kokkos::is_view_v<BView> && Kokkos::is_view_v<CView>,
                "tgemm::gemm: A, B and C must be Kokkos::View");
  static_assert(AView::rank() == 2 && BView::rank() == 2 && CView::rank() == 2,
                "tgemm::gemm: A, B and C must be rank-2 Views (matrices)");
  using Scalar = typename CView::non_const_value_type;
  static_assert(std::is_same_v<Scalar, float> || std::is_same_v<Scalar, double>,
                "tgemm::gemm: the scalar type must be float or double");
  static_assert(std::is_same_v<typename AView::non_const_value_type, Scalar> &&
                    std::is_same_v<typename BView::non_const_value_type, Scalar>,
                "tgemm::gemm: A, B and C must have the same scalar type");
  static_assert(!std::is_const_v<typename CView::value_type>,
                "tgemm::gemm: C is written, so it must be a View of non-const scalars");
  static_assert(
      Kokkos::SpaceAccessibility<ExecSpace, typename AView::memory_space>::accessible,
      "tgemm::gemm: A lives in a memory space the execution space cannot read; "
      "deep_copy it into ExecSpace::memory_space (or pass a matching execution space)");
  static_assert(
      Kokkos::SpaceAccessibility<ExecSpace, typename BView::memory_space>::accessible,
      "tgemm::gemm: B lives in a memory space the execution space cannot read; "
      "deep_copy it into ExecSpace::memory_space (or pass a matching execution space)");
  static_assert(
      Kokkos::SpaceAccessibility<ExecSpace, typename CView::memory_space>::accessible,
      "tgemm::gemm: C lives in a memory space the execution space cannot write; "
      "deep_copy it into ExecSpace::memory_space (or pass a matching execution space)");
}

}  // namespace detail

// GEMM with the kernel given as a type (device::NaiveRange, device::TeamGlobal<Shape>,
// device::TeamScratch<Shape>, ...): the way to pick a tile configuration at compile time.
template <class Kernel, class ExecSpace, class AView, class BView, class CView>
void gemm(const ExecSpace& exec, const char transA[], const char transB[],
          typename CView::const_value_type alpha, const AView& A, const BView& B,
          typename CView::const_value_type beta, const CView& C) {
  detail::static_check_views<ExecSpace, AView, BView, CView>();
  using Scalar = typename CView::non_const_value_type;
  Kokkos::Profiling::ScopedRegion region("tgemm::gemm");
  const auto p = device::make_problem(transA, transB, A, B, C);
  Kernel::template check<ExecSpace, Scalar>(exec);
  if (p.m() == 0 || p.n() == 0) return;
  if (alpha == Scalar(0) || p.k() == 0) return device::scale_c(exec, Scalar(beta), p.c);
  Kernel::template run<ExecSpace, Scalar>(exec, alpha, p.a, p.b, beta, p.c);
}

// GEMM with the variant chosen at run time.
template <class ExecSpace, class AView, class BView, class CView>
void gemm(const ExecSpace& exec, const char transA[], const char transB[],
          typename CView::const_value_type alpha, const AView& A, const BView& B,
          typename CView::const_value_type beta, const CView& C,
          Variant variant = Variant::automatic) {
  using Scalar = typename CView::non_const_value_type;
  auto call = [&](auto kernel) {
    gemm<typename decltype(kernel)::type>(exec, transA, transB, alpha, A, B, beta, C);
  };
  if (variant != Variant::automatic) return with_kernel<Scalar>(variant, call);
  detail::static_check_views<ExecSpace, AView, BView, CView>();
  const auto p = device::make_problem(transA, transB, A, B, C);
  tuning::with_candidate_at<Scalar>(tuning::choose_index<ExecSpace, Scalar>(exec, p.m(), p.n(), p.k()), call);
}

// As above, on the default instance of C's execution space.
template <class AView, class BView, class CView>
void gemm(const char transA[], const char transB[], typename CView::const_value_type alpha,
          const AView& A, const BView& B, typename CView::const_value_type beta, const CView& C,
          Variant variant = Variant::automatic) {
  gemm(typename CView::execution_space{}, transA, transB, alpha, A, B, beta, C, variant);
}

}  // namespace tgemm
