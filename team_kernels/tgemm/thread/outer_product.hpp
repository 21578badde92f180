#pragma once
// Thread-level micro-kernel: a TM x TN block of accumulators in registers updated by the
// outer product of a TM fragment of op(A) and a TN fragment of op(B). TM * TN FMAs for
// TM + TN register loads: the reuse that lifts the register-tiled rungs off kernel 3.

#include <Kokkos_Core.hpp>
#include <tgemm/thread/unroll.hpp>

namespace tgemm::thread {

// Serpentine: rows taken alternately left to right and right to left, so the FMAs either side
// of a row turn share b[j] as well. Each accumulator sees the same operations in the same
// order either way (results are bitwise equal); only the instruction order differs, and with
// it how often the compiler can reuse an operand register instead of reading it again: on
// sm_90, 808 of the 1088 DFMA of the FP64 stream-K kernel carry an operand-reuse flag against
// 747 (docs/lessons.md). Which order runs faster depends on the kernel, so it is a tuning
// choice (tgemm::Tile's serpentine).
template <bool Serpentine = false, int TM, int TN, class T>
KOKKOS_FORCEINLINE_FUNCTION void outer_product(T (&acc)[TM][TN], const T (&a)[TM],
                                               const T (&b)[TN]) {
  TGEMM_UNROLL
  for (int i = 0; i < TM; ++i) TGEMM_UNROLL
  for (int jj = 0; jj < TN; ++jj) {
    const int j = Serpentine && i % 2 ? TN - 1 - jj : jj;
    acc[i][j] += a[i] * b[j];
  }
}

// outer_product in serpentine order.
template <int TM, int TN, class T>
KOKKOS_FORCEINLINE_FUNCTION void outer_product_serpentine(T (&acc)[TM][TN], const T (&a)[TM],
                                                          const T (&b)[TN]) {
  outer_product<true>(acc, a, b);
}

}  // namespace tgemm::thread
