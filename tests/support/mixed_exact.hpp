#pragma once
// A whole-kernel GEMM whose operands and C are of another type than its arithmetic (the small-K
// and thin kernels as the half path runs them: 16-bit values read and converted to float, C
// rounded once), checked on every backend: A, B and C of double, the arithmetic in float, on
// small integers, so that every product and sum is exact in float and the result must equal
// the exact one. A wrong conversion, a value read twice or skipped, or a beta = 0 that reads C
// (NaN there) shows as a mismatch.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <tgemm/device/problem.hpp>

#include "gemm_check.hpp"

namespace tgemm::test {

// run(alpha, problem, beta) computes C = alpha op(A) op(B) + beta C for a
// device::Problem<double, double> in float arithmetic; c_right: C row-major.
template <class Run>
void check_mixed_exact(char ta, char tb, index_t m, index_t n, index_t k, float alpha, float beta,
                       bool c_right, Run&& run) {
  using Left = Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace>;
  using Right = Kokkos::View<double**, Kokkos::LayoutRight, MemSpace>;
  const std::uint64_t seed = fresh_seed();
  std::mt19937_64 gen(seed);
  std::uniform_int_distribution<int> value(-3, 3);
  const index_t ar = ta == 'N' ? m : k, ac = ta == 'N' ? k : m;
  const index_t br = tb == 'N' ? k : n, bc = tb == 'N' ? n : k;
  Left A("A", ar, ac), B("B", br, bc), CL("C", c_right ? 0 : m, c_right ? 0 : n);
  Right CR("C", c_right ? m : 0, c_right ? n : 0);
  auto ha = Kokkos::create_mirror_view(A);
  auto hb = Kokkos::create_mirror_view(B);
  for (index_t j = 0; j < ac; ++j)
    for (index_t i = 0; i < ar; ++i) ha(i, j) = value(gen);
  for (index_t j = 0; j < bc; ++j)
    for (index_t i = 0; i < br; ++i) hb(i, j) = value(gen);
  std::vector<double> c0(m * n);
  for (auto& x : c0) x = beta == 0 ? std::numeric_limits<double>::quiet_NaN() : value(gen);
  Kokkos::deep_copy(A, ha);
  Kokkos::deep_copy(B, hb);
  auto fill_c = [&](auto C) {
    auto h = Kokkos::create_mirror_view(C);
    for (index_t j = 0; j < n; ++j)
      for (index_t i = 0; i < m; ++i) h(i, j) = c0[i + j * m];
    Kokkos::deep_copy(C, h);
  };
  auto get_c = [&](auto C) {
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
    std::vector<double> v(m * n);
    for (index_t j = 0; j < n; ++j)
      for (index_t i = 0; i < m; ++i) v[i + j * m] = h(i, j);
    return v;
  };
  const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
  std::vector<double> got;
  const Kokkos::View<const double**, Kokkos::LayoutLeft, MemSpace> a = A, b = B;
  if (c_right) {
    fill_c(CR);
    run(alpha, device::make_problem(tra, trb, a, b, CR), beta);
    Kokkos::fence();
    got = get_c(CR);
  } else {
    fill_c(CL);
    run(alpha, device::make_problem(tra, trb, a, b, CL), beta);
    Kokkos::fence();
    got = get_c(CL);
  }
  int bad = 0;
  std::string first;
  for (index_t j = 0; j < n; ++j)
    for (index_t i = 0; i < m; ++i) {
      double dot = 0;
      for (index_t l = 0; l < k; ++l)
        dot += (ta == 'N' ? ha(i, l) : ha(l, i)) * (tb == 'N' ? hb(l, j) : hb(j, l));
      const double ref = alpha * dot + (beta == 0 ? 0.0 : beta * c0[i + j * m]);
      if (got[i + j * m] != ref && bad++ == 0)
        first = "C(" + std::to_string(i) + "," + std::to_string(j) +
                ") = " + std::to_string(got[i + j * m]) + ", exact " + std::to_string(ref);
    }
  EXPECT_EQ(bad, 0) << m << "x" << n << "x" << k << " " << ta << tb << (c_right ? " C right" : "")
                    << " alpha=" << alpha << " beta=" << beta << " seed=" << seed << ": " << bad
                    << " elements differ; first " << first;
}

}  // namespace tgemm::test
