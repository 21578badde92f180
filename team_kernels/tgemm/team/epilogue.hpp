#pragma once
// The one write of C: C(i, j) = alpha * acc + beta * C(i, j). With beta == 0, C is never
// read (BLAS semantics: NaN or garbage in C must not leak into the result).

#include <tgemm/team/matrix_ref.hpp>

namespace tgemm::team {

template <class Scalar>
KOKKOS_INLINE_FUNCTION void store_scaled(const MatrixRef<Scalar>& C, index_t i, index_t j,
                                         Scalar alpha, Scalar acc, Scalar beta) {
  if (i >= C.rows || j >= C.cols) return;
  Scalar& c = C(i, j);
  c = beta == Scalar(0) ? alpha * acc : alpha * acc + beta * c;
}

}  // namespace tgemm::team
