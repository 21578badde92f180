#pragma once
// The element types of team-gemm's GEMMs, and the arithmetic each pair runs in. A and B share
// one type (In), C may have another (Out):
//
//   (float, float)  (double, double)        FP32 / FP64 arithmetic
//   (half_t, half_t)  (half_t, float)       products and sums in fp32, C rounded once
//   (bhalf_t, bhalf_t)  (bhalf_t, float)    the same for bfloat16
//
// Where Kokkos has no 16-bit type of its own (its host-only builds) half_t and bhalf_t are
// float, and these are FP32 GEMMs.

#include <Kokkos_Core.hpp>
#include <type_traits>

// What a static_assert says when a call's types are not in the table above.
#define TGEMM_SUPPORTED_TYPES_TEXT                                                            \
  "(A and B, C) may be (float, float), (double, double), (half_t, half_t), (half_t, float), " \
  "(bhalf_t, bhalf_t) or (bhalf_t, float), with half_t and bhalf_t from Kokkos::Experimental"

namespace tgemm {

using half_t = Kokkos::Experimental::half_t;
using bhalf_t = Kokkos::Experimental::bhalf_t;

// Whether T is a 16-bit type of its own in this Kokkos (not float standing in for it).
template <class T>
inline constexpr bool is_16bit_v = (std::is_same_v<T, half_t> ||
                                    std::is_same_v<T, bhalf_t>)&&!std::is_same_v<T, float>;

// The (A and B, C) pairs the GEMMs take (the table above).
template <class In, class Out>
inline constexpr bool supported_types_v =
    (std::is_same_v<In, Out> && (std::is_same_v<In, float> || std::is_same_v<In, double>)) ||
    (is_16bit_v<In> && (std::is_same_v<Out, In> || std::is_same_v<Out, float>));

// The type products are summed in for inputs of type In: fp32 for 16-bit inputs.
template <class In>
using accumulate_t = std::conditional_t<is_16bit_v<In>, float, In>;

// The type of alpha and beta: double for double C, else float.
template <class Out>
using scale_t = std::conditional_t<std::is_same_v<Out, double>, double, float>;

}  // namespace tgemm
