#pragma once
// The elementwise bound of the mixed-precision tests (derived in test_half_gemm.cpp's header):
// |C_ij - ref_ij| <= (k + 4) 2^-23 S + u_C |ref_ij| + (the smallest normal of C's type), with
// S = |alpha| sum_l |a_il b_lj| + |beta c_ij|; fresh seeds for every check; argument errors.

#include <cmath>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <tgemm/scalar_types.hpp>
#include <type_traits>

namespace tgemm::test {

inline std::uint64_t fresh_seed() {
  static std::random_device rd;
  return (std::uint64_t(rd()) << 32) ^ rd();
}

// Half a unit in the last place of T relative to a value: C's rounding.
template <class T>
double unit_of() {
  if constexpr (std::is_same_v<T, half_t> && is_16bit_v<T>)
    return std::ldexp(1.0, -11);
  else if constexpr (std::is_same_v<T, bhalf_t> && is_16bit_v<T>)
    return std::ldexp(1.0, -8);
  else
    return std::ldexp(1.0, -24);
}

// T's smallest normal: the absolute floor of the rounding error near zero.
template <class T>
double tiny_of() {
  return std::is_same_v<T, half_t> && is_16bit_v<T> ? std::ldexp(1.0, -14) : std::ldexp(1.0, -126);
}

// The bound on |C_ij - ref_ij| for k products summed in fp32 and C rounded to Out.
template <class Out>
double half_bound(long long k, double S, double ref) {
  return double(k + 4) * std::ldexp(1.0, -23) * S + unit_of<Out>() * std::abs(ref) + tiny_of<Out>();
}

// The message of the std::invalid_argument call() throws, or "no exception".
template <class F>
std::string invalid_argument_message(F&& call) {
  try {
    call();
  } catch (const std::invalid_argument& e) {
    return std::string(e.what());
  }
  return std::string("no exception");
}

}  // namespace tgemm::test
