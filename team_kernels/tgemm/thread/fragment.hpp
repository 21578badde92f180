#pragma once
// Register fragments read from team scratch: N consecutive elements of one scratch row,
// with 16-byte loads (the row offset and the scratch base are 16-byte aligned).

#include <tgemm/thread/unroll.hpp>
#include <tgemm/thread/vec.hpp>

namespace tgemm::thread {

template <int N, class T>
KOKKOS_FORCEINLINE_FUNCTION void load_fragment(const T* p, T* frag) {
  constexpr int V = vec16<T>;
  static_assert(N % V == 0,
                "tgemm::thread::load_fragment: N must be a multiple of the vector width");
  TGEMM_UNROLL
  for (int i = 0; i < N; i += V) {
    const Vec<T, V> x = load_vec<V>(p + i);
    TGEMM_UNROLL
    for (int v = 0; v < V; ++v) frag[i + v] = x.v[v];
  }
}

}  // namespace tgemm::thread
