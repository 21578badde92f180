#pragma once
// Multiply-accumulate over one staged K slab: the inner loop of the team-scratch GEMM.
// As is BM x BK row-major (ld LdA), Bs is BK x BN row-major (ld LdB), both in team scratch.

#include <Kokkos_Core.hpp>
#include <tgemm/thread/unroll.hpp>

namespace tgemm::team {

// acc += sum_k As[row][k] * Bs[k][col]: one output, two scratch reads per FMA (kernel 3).
template <int BK, int LdA, int LdB, class Scalar>
KOKKOS_INLINE_FUNCTION Scalar dot_slab(const Scalar* As, const Scalar* Bs, int row, int col,
                                       Scalar acc) {
  const Scalar* a = As + row * LdA;
  const Scalar* b = Bs + col;
  TGEMM_UNROLL
  for (int k = 0; k < BK; ++k) acc += a[k] * b[k * LdB];
  return acc;
}

}  // namespace tgemm::team
