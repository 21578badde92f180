#pragma once
// C = beta * C, for the calls that need no product (alpha == 0 or k == 0). beta == 0
// writes zeros without reading C; A and B are never read.

#include <string>
#include <tgemm/team/matrix_ref.hpp>

namespace tgemm::device {

// T: the arithmetic's type (float for a 16-bit C).
template <class ExecSpace, class Scalar, class T = Scalar>
void scale_c(const ExecSpace& exec, T beta, const MatrixRef<Scalar>& C) {
  const index_t m = C.rows;
  Kokkos::parallel_for(
      "tgemm::scale_c",
      Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, m * C.cols),
      KOKKOS_LAMBDA(index_t e) {
        Scalar& c = C(e % m, e / m);
        c = beta == T(0) ? Scalar(T(0)) : Scalar(beta * T(c));
      });
}

}  // namespace tgemm::device
