#pragma once
// Rung 0: naive RangePolicy GEMM. One index per element of C, the dot product read straight
// from global memory. Index e maps to (e % m, e / m), so neighbouring indices walk down a
// column of C, which is the unit-stride direction of Kokkos' default device layout.

#include <string>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/matrix_ref.hpp>

namespace tgemm::ladder {

struct NaiveRange {
  static std::string name() { return "naive_range"; }

  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace&) {}

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C) {
    const index_t m = C.rows, k = A.cols;
    Kokkos::parallel_for(
        "tgemm::naive_range",
        Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, m * C.cols),
        KOKKOS_LAMBDA(index_t e) {
          const index_t i = e % m, j = e / m;
          Scalar acc = 0;
          for (index_t p = 0; p < k; ++p) acc += A(i, p) * B(p, j);
          team::store_scaled(C, i, j, alpha, acc, beta);
        });
  }
};

}  // namespace tgemm::ladder
