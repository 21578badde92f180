#pragma once
// Element types and arithmetic of a GEMM beyond float and double: half-precision inputs
// (Kokkos::Experimental::half_t, bhalf_t) accumulated in fp32, and the opt-in tf32 product for
// float inputs. What tgemm::gemm accepts, as (A and B, C):
//
//   (float, float)  (double, double)        FP32 / FP64 arithmetic, the ladder and `auto`
//   (half_t, half_t)  (half_t, float)       products and sums in fp32, C rounded once
//   (bhalf_t, bhalf_t)  (bhalf_t, float)    the same for bfloat16
//   (float, float) + Compute::fast_tf32     inputs rounded to tf32 (10-bit mantissa) for the
//                                           products, sums in fp32; only when asked for
//
// alpha and beta are float unless C is double. Where Kokkos has no 16-bit type of its own
// (its host-only builds), half_t and bhalf_t are float and these calls are FP32 GEMMs.
//
// The half ladder: its own registry, as ladder.hpp's, from which HalfVariant, its names and
// `tgemm-half-bench --list` derive. Every rung runs every supported type pair; where a rung's
// instructions are missing it runs the rung below it (rung 2 needs sm_90a code and 16-bit
// inputs, rung 1 sm_80; host backends run rung 0's FMA arithmetic).

#include <Kokkos_Core.hpp>
#include <array>
#include <optional>
#include <string_view>
#include <tgemm/ladder.hpp>
#include <tgemm/scalar_types.hpp>
#include <type_traits>

// X(number, name, summary)
#define TGEMM_HALF_LADDER(X)                                                                    \
  X(0, half_team_scratch,                                                                       \
    "half tiles staged in team scratch, a barrier, a dot in fp32, a barrier (Tilus' MatmulV1)") \
  X(1, half_mma,                                                                                \
    "+ tensor cores: mma.sync m16n8k16 fed by ldmatrix from swizzled scratch, multistage "      \
    "cp.async copies")                                                                          \
  X(2, half_wgmma,                                                                              \
    "+ Hopper warpgroups: wgmma.mma_async reads both operands from scratch through "            \
    "descriptors, fed by TMA bulk copies on mbarriers (sm_90a)")

namespace tgemm {

// The product's arithmetic for float inputs (cuBLAS' CUBLAS_COMPUTE_32F and
// CUBLAS_COMPUTE_32F_FAST_TF32). fp32 is the default and never changes unless asked for.
enum class Compute { fp32, fast_tf32 };

enum class HalfVariant : int {
#define TGEMM_HALF_ENUMERATOR(number, name, summary) name = number,
  TGEMM_HALF_LADDER(TGEMM_HALF_ENUMERATOR)
#undef TGEMM_HALF_ENUMERATOR
      automatic,
};

struct HalfRung {
  int number;
  HalfVariant variant;
  std::string_view name, summary;
};

inline constexpr HalfRung half_rungs[] = {
#define TGEMM_HALF_ENTRY(number, name, summary) HalfRung{number, HalfVariant::name, #name, summary},
    TGEMM_HALF_LADDER(TGEMM_HALF_ENTRY)
#undef TGEMM_HALF_ENTRY
};
inline constexpr int half_rung_count = int(std::size(half_rungs));

constexpr std::string_view to_string(HalfVariant v) {
  if (v == HalfVariant::automatic) return "auto";
  const int i = int(v);
  return i >= 0 && i < half_rung_count ? half_rungs[i].name : "unknown";
}

constexpr std::optional<HalfVariant> half_variant_from_string(std::string_view name) {
  if (name == "auto") return HalfVariant::automatic;
  for (const auto& r : half_rungs)
    if (r.name == name) return r.variant;
  return std::nullopt;
}

// Options of a GEMM call, by name: tgemm::gemm(exec, "N", "N", alpha, A, B, beta, C,
// {.compute = tgemm::Compute::fast_tf32}).
struct GemmOptions {
  Variant variant = Variant::automatic;  // float and double without tf32: a rung, or auto
  HalfVariant half_variant = HalfVariant::automatic;  // half inputs and tf32: a rung, or auto
  Compute compute = Compute::fp32;
};

// is_16bit_v, supported_types_v, accumulate_t and scale_t: tgemm/scalar_types.hpp.

// Whether a call with these types runs the mixed-precision path (half inputs, or C of another
// type than A and B); float with Compute::fast_tf32 takes it too, at run time.
template <class In, class Out>
inline constexpr bool is_mixed_v = is_16bit_v<In> || !std::is_same_v<In, Out>;

}  // namespace tgemm
