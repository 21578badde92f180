#pragma once
// Thread-level micro-kernel: a TM x TN block of accumulators in registers updated by the
// outer product of a TM fragment of op(A) and a TN fragment of op(B). TM * TN FMAs for
// TM + TN register loads: the reuse that lifts the register-tiled rungs off kernel 3.

#include <tgemm/thread/unroll.hpp>

#include <Kokkos_Core.hpp>

namespace tgemm::thread {

template <int TM, int TN, class T>
KOKKOS_FORCEINLINE_FUNCTION void outer_product(T (&acc)[TM][TN], const T (&a)[TM],
                                               const T (&b)[TN]) {
  TGEMM_UNROLL
  for (int i = 0; i < TM; ++i)
    TGEMM_UNROLL
    for (int j = 0; j < TN; ++j) acc[i][j] += a[i] * b[j];
}

}  // namespace tgemm::thread
