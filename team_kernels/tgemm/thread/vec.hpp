#pragma once
// Aligned short vectors: copying one is a single wide load or store (LDG.128 / LDS.128 /
// STS.128 on CUDA) where the address is aligned; host compilers see a plain struct copy.

#include <Kokkos_Core.hpp>

namespace tgemm::thread {

template <class T, int N>
struct alignas(sizeof(T) * N) Vec {
  T v[N];
};

// Elements per 16-byte access: 4 floats, 2 doubles.
template <class T>
inline constexpr int vec16 = 16 / int(sizeof(T));

template <int N, class T>
KOKKOS_INLINE_FUNCTION Vec<T, N> load_vec(const T* p) {
  return *reinterpret_cast<const Vec<T, N>*>(p);
}

template <int N, class T>
KOKKOS_INLINE_FUNCTION void store_vec(T* p, const Vec<T, N>& x) {
  *reinterpret_cast<Vec<T, N>*>(p) = x;
}

}  // namespace tgemm::thread
