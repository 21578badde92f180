#pragma once
// The one write of C: C(i, j) = alpha * acc + beta * C(i, j). With beta == 0, C is never
// read (BLAS semantics: NaN or garbage in C must not leak into the result).

#include <tgemm/team/matrix_ref.hpp>

namespace tgemm::team {

// Scalar: C's type; T: the arithmetic's, the same or wider (float for a 16-bit C, which is
// then rounded once).
template <class Scalar, class T>
KOKKOS_INLINE_FUNCTION void store_scaled(const MatrixRef<Scalar>& C, index_t i, index_t j, T alpha,
                                         T acc, T beta) {
  if (i >= C.rows || j >= C.cols) return;
  Scalar& c = C(i, j);
  c = Scalar(beta == T(0) ? alpha * acc : alpha * acc + beta * T(c));
}

}  // namespace tgemm::team

namespace tgemm::team {

// A thread's TM x TN block of accumulators at rows i0.., columns j0.. of C, written with
// the same bounds and beta rules as store_scaled.
template <int TM, int TN, class Scalar>
KOKKOS_INLINE_FUNCTION void store_block(const MatrixRef<Scalar>& C, index_t i0, index_t j0,
                                        Scalar alpha, const Scalar (&acc)[TM][TN], Scalar beta) {
  for (int j = 0; j < TN; ++j)
    for (int i = 0; i < TM; ++i) store_scaled(C, i0 + i, j0 + j, alpha, acc[i][j], beta);
}

}  // namespace tgemm::team
