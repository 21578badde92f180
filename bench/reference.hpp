#pragma once
// The bench's correctness check: a reference product (cuBLAS where present, else a
// wide-accumulator GEMM on the same execution space) and the relative norm error of a
// result against it.

#include <limits>

#include "runners.hpp"

namespace tgemm::bench {

// C = op(A) * op(B), each dot product accumulated in Acc.
template <class Acc, class T>
void wide_reference_gemm(const ExecSpace& exec, char ta, char tb, const Matrix<T>& A,
                         const Matrix<T>& B, const Matrix<T>& C) {
  const auto a = make_matrix_ref(
      Kokkos::View<const T**, Kokkos::LayoutLeft, ExecSpace::memory_space>(A), ta != 'N');
  const auto b = make_matrix_ref(
      Kokkos::View<const T**, Kokkos::LayoutLeft, ExecSpace::memory_space>(B), tb != 'N');
  const auto c = make_matrix_ref(C);
  const index_t m = c.rows, k = a.cols;
  Kokkos::parallel_for(
      "tgemm::bench::wide_reference",
      Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, m * c.cols),
      KOKKOS_LAMBDA(index_t e) {
        const index_t i = e % m, j = e / m;
        Acc s = 0;
        for (index_t p = 0; p < k; ++p) s += Acc(a(i, p)) * Acc(b(p, j));
        c(i, j) = T(s);
      });
}

struct ErrorReport {
  double rel_err = 0;       // ||C - Cref||_F / ||Cref||_F
  long long nonfinite = 0;  // elements of C that are NaN or Inf (unwritten poison)
};

template <class T>
ErrorReport relative_error(const ExecSpace& exec, const Matrix<T>& C, const Matrix<T>& Cref) {
  const index_t m = index_t(C.extent(0));
  double err2 = 0, ref2 = 0;
  long long bad = 0;
  Kokkos::parallel_reduce(
      "tgemm::bench::relative_error",
      Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, m * index_t(C.extent(1))),
      KOKKOS_LAMBDA(index_t e, double& err, double& ref, long long& nonfinite) {
        const double c = double(C(e % m, e / m)), r = double(Cref(e % m, e / m));
        if (!Kokkos::isfinite(c)) {
          ++nonfinite;
          return;
        }
        err += (c - r) * (c - r);
        ref += r * r;
      },
      err2, ref2, bad);
  exec.fence();
  ErrorReport rep;
  rep.nonfinite = bad;
  rep.rel_err = ref2 > 0 ? std::sqrt(err2 / ref2) : std::sqrt(err2);
  return rep;
}

// Bound on the relative norm error of a correct result (both it and the reference carry
// rounding error growing like sqrt(k) * eps on random data), with a wide margin.
template <class T>
double error_tolerance(index_t k) {
  return 8.0 * std::sqrt(double(k) + 1.0) * std::numeric_limits<T>::epsilon();
}

}  // namespace tgemm::bench
