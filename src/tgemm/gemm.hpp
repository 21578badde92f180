#pragma once
// team-gemm public API: a BLAS-style GEMM over Kokkos Views.
//
//   tgemm::gemm(exec, "N", "T", alpha, A, B, beta, C);                     // tuned ("auto")
//   tgemm::gemm(exec, "N", "N", alpha, A, B, beta, C, tgemm::Variant::team_scratch);  // a rung
//   tgemm::gemm<Kernel>(exec, "N", "N", alpha, A, B, beta, C);             // a kernel type
//
// C = alpha * op(A) * op(B) + beta * C with op in {"N", "T", "C"} (the first character
// counts, either case; for real scalars "C" equals "T"). A and B are rank-2 Views (const
// allowed), C a non-const rank-2 View; LayoutLeft, LayoutRight and LayoutStride (subviews)
// in any mix; float or double. BLAS semantics: beta == 0 never reads C, alpha == 0 never
// reads A or B, k == 0 scales C by beta, empty m or n does nothing. Bad arguments throw
// std::invalid_argument before anything runs, naming the argument; C is left untouched.
//
// The first two forms call the compiled library (TeamGemm::teamgemm): this header declares
// them, and a translation unit calling them compiles no kernel. The third is header-only: the
// caller includes the kernel's header (tgemm/kernels.hpp has them all).

#include <Kokkos_Profiling_ScopedRegion.hpp>
#include <concepts>
#include <string>
#include <tgemm/device/problem.hpp>
#include <tgemm/device/scale_c.hpp>
#include <tgemm/ladder.hpp>
#include <tgemm/precision.hpp>
#include <tgemm/spaces.hpp>
#include <type_traits>

namespace tgemm {

// What tgemm::gemm<Kernel> needs of a kernel type: its name, a check that it can run on an
// execution space (throwing std::invalid_argument, before anything runs) and the GEMM itself
// on layout-erased operands (op(A), op(B) applied).
template <class K, class ExecSpace, class Scalar>
concept GemmKernel = requires(const ExecSpace& exec, Scalar s, const MatrixRef<const Scalar>& a,
                              const MatrixRef<Scalar>& c) {
  { K::name() } -> std::convertible_to<std::string>;
  K::template check<ExecSpace, Scalar>(exec);
  K::template run<ExecSpace, Scalar>(exec, s, a, a, s, c);
};

namespace detail {

template <class ExecSpace, class AView, class BView, class CView>
constexpr void static_check_views() {
  static_assert(Kokkos::is_execution_space_v<ExecSpace>,
                "tgemm::gemm: the first argument must be a Kokkos execution space instance");
  static_assert(Kokkos::is_view_v<AView> && Kokkos::is_view_v<BView> && Kokkos::is_view_v<CView>,
                "tgemm::gemm: A, B and C must be Kokkos::View");
  static_assert(AView::rank() == 2 && BView::rank() == 2 && CView::rank() == 2,
                "tgemm::gemm: A, B and C must be rank-2 Views (matrices)");
  using In = typename AView::non_const_value_type;
  using Out = typename CView::non_const_value_type;
  static_assert(std::is_same_v<typename BView::non_const_value_type, In>,
                "tgemm::gemm: A and B must have the same scalar type");
  static_assert(supported_types_v<In, Out>,
                "tgemm::gemm: unsupported scalar types. " TGEMM_SUPPORTED_TYPES_TEXT
                " (tgemm/scalar_types.hpp)");
  static_assert(!std::is_const_v<typename CView::value_type>,
                "tgemm::gemm: C is written, so it must be a View of non-const scalars");
  static_assert(Kokkos::SpaceAccessibility<ExecSpace, typename AView::memory_space>::accessible,
                "tgemm::gemm: A lives in a memory space the execution space cannot read; "
                "deep_copy it into ExecSpace::memory_space (or pass a matching execution space)");
  static_assert(Kokkos::SpaceAccessibility<ExecSpace, typename BView::memory_space>::accessible,
                "tgemm::gemm: B lives in a memory space the execution space cannot read; "
                "deep_copy it into ExecSpace::memory_space (or pass a matching execution space)");
  static_assert(Kokkos::SpaceAccessibility<ExecSpace, typename CView::memory_space>::accessible,
                "tgemm::gemm: C lives in a memory space the execution space cannot write; "
                "deep_copy it into ExecSpace::memory_space (or pass a matching execution space)");
}

// The GEMM of a checked problem with the variant's kernel (auto: the tuned one): compiled in
// the library for every execution space of spaces.hpp and float, double.
template <class ExecSpace, class Scalar>
void gemm(const ExecSpace& exec, Variant variant, Scalar alpha, const device::Problem<Scalar>& p,
          Scalar beta);

// The mixed-precision GEMM (precision.hpp): half inputs, or float with Compute::fast_tf32;
// compiled in the library for every execution space and supported type pair.
template <class ExecSpace, class In, class Out>
void gemm_mixed(const ExecSpace& exec, HalfVariant variant, Compute compute, float alpha,
                const device::Problem<Out, In>& p, float beta);

// The FMA kernel auto's cost model would give the mixed-precision problem (FP32's small-K or
// thin candidate, on the operands as they lie) whether or not auto takes it: on a GPU with
// tensor cores; elsewhere auto. For the benchmark's comparison of the two.
template <class ExecSpace, class In, class Out>
void gemm_mixed_fma(const ExecSpace& exec, float alpha, const device::Problem<Out, In>& p,
                    float beta);

// float or double with the options named: tf32 tensor cores where a float call asks for them,
// else the variant's kernel.
template <class ExecSpace, class Scalar>
void gemm_with_options(const ExecSpace& exec, const GemmOptions& options, Scalar alpha,
                       const device::Problem<Scalar>& p, Scalar beta) {
  if constexpr (std::is_same_v<Scalar, float>) {
    if (options.compute == Compute::fast_tf32)
      return gemm_mixed<ExecSpace, float, float>(exec, options.half_variant, options.compute, alpha,
                                                 p, beta);
  }
  gemm<ExecSpace, Scalar>(exec, options.variant, alpha, p, beta);
}

}  // namespace detail

// GEMM with the kernel given as a type (tgemm/kernels.hpp): the way to pick a tile
// configuration at compile time. Header-only.
template <class Kernel, class ExecSpace, class AView, class BView, class CView>
void gemm(const ExecSpace& exec, const char transA[], const char transB[],
          typename CView::const_value_type alpha, const AView& A, const BView& B,
          typename CView::const_value_type beta, const CView& C) {
  detail::static_check_views<ExecSpace, AView, BView, CView>();
  using Scalar = typename CView::non_const_value_type;
  static_assert(!is_mixed_v<typename AView::non_const_value_type, Scalar>,
                "tgemm::gemm<Kernel>: kernel types run float and double; half inputs run through "
                "tgemm::gemm (a HalfVariant, or auto)");
  static_assert(GemmKernel<Kernel, ExecSpace, Scalar>,
                "tgemm::gemm<Kernel>: Kernel must be a kernel type of tgemm/kernels.hpp (name(), "
                "check<ExecSpace, "
                "Scalar>(exec), run<ExecSpace, Scalar>(exec, alpha, A, B, beta, C))");
  Kokkos::Profiling::ScopedRegion region("tgemm::gemm");
  const auto p = device::make_problem(transA, transB, A, B, C);
  Kernel::template check<ExecSpace, Scalar>(exec);
  if (p.m() == 0 || p.n() == 0) return;
  if (alpha == Scalar(0) || p.k() == 0) return device::scale_c(exec, Scalar(beta), p.c);
  Kernel::template run<ExecSpace, Scalar>(exec, alpha, p.a, p.b, beta, p.c);
}

// GEMM with the options named (precision.hpp's GemmOptions: a rung, tf32), from the compiled
// library. alpha and beta are float unless C is double.
template <class ExecSpace, class AView, class BView, class CView>
void gemm(const ExecSpace& exec, const char transA[], const char transB[],
          scale_t<typename CView::non_const_value_type> alpha, const AView& A, const BView& B,
          scale_t<typename CView::non_const_value_type> beta, const CView& C,
          const GemmOptions& options) {
  detail::static_check_views<ExecSpace, AView, BView, CView>();
  static_assert(
      compiled_space<ExecSpace>,
      "tgemm::gemm: the compiled library holds kernels for Kokkos' Serial, OpenMP, Threads and "
      "Cuda "
      "spaces; for another, call tgemm::gemm<Kernel> with a kernel type of tgemm/kernels.hpp");
  using In = typename AView::non_const_value_type;
  using Scalar = typename CView::non_const_value_type;
  Kokkos::Profiling::ScopedRegion region("tgemm::gemm");
  const auto p = device::make_problem(transA, transB, A, B, C);
  if constexpr (is_mixed_v<In, Scalar>) {
    detail::gemm_mixed<ExecSpace, In, Scalar>(exec, options.half_variant, options.compute,
                                              float(alpha), p, float(beta));
  } else {
    detail::gemm_with_options<ExecSpace, Scalar>(exec, options, Scalar(alpha), p, Scalar(beta));
  }
}

// GEMM with the variant chosen at run time (default: tuned per device and shape), from the
// compiled library.
template <class ExecSpace, class AView, class BView, class CView>
void gemm(const ExecSpace& exec, const char transA[], const char transB[],
          scale_t<typename CView::non_const_value_type> alpha, const AView& A, const BView& B,
          scale_t<typename CView::non_const_value_type> beta, const CView& C,
          Variant variant = Variant::automatic) {
  gemm(exec, transA, transB, alpha, A, B, beta, C, GemmOptions{.variant = variant});
}

// As above, on the default instance of C's execution space.
template <class AView, class BView, class CView>
void gemm(const char transA[], const char transB[],
          scale_t<typename CView::non_const_value_type> alpha, const AView& A, const BView& B,
          scale_t<typename CView::non_const_value_type> beta, const CView& C,
          Variant variant = Variant::automatic) {
  gemm(typename CView::execution_space{}, transA, transB, alpha, A, B, beta, C, variant);
}

template <class AView, class BView, class CView>
void gemm(const char transA[], const char transB[],
          scale_t<typename CView::non_const_value_type> alpha, const AView& A, const BView& B,
          scale_t<typename CView::non_const_value_type> beta, const CView& C,
          const GemmOptions& options) {
  gemm(typename CView::execution_space{}, transA, transB, alpha, A, B, beta, C, options);
}

// The name of the kernel variant v runs for Scalar ("auto": how it chooses), from the
// compiled library.
template <class Scalar>
std::string kernel_name(Variant v);

// The kernel rung v of the half ladder runs for (In, Out) on ExecSpace ("auto": how it
// chooses), from the compiled library.
template <class ExecSpace, class In, class Out>
std::string half_kernel_name(HalfVariant v, Compute compute = Compute::fp32);

}  // namespace tgemm
