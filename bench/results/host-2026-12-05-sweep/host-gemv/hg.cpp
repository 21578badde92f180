#include <tgemm/tuning/candidates.hpp>
#include <cstdio>
#include <random>
using namespace tgemm;
int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  using E = Kokkos::DefaultHostExecutionSpace;
  std::mt19937 rng(1);
  std::uniform_real_distribution<double> d(-1, 1);
  int fails = 0;
  for (int m : {1, 2, 3, 300, 1030}) for (int n : {1, 2, 5, 777}) for (int k : {0, 1, 31, 1000, 9000})
  for (int ta = 0; ta < 2; ++ta) for (int tb = 0; tb < 2; ++tb) for (double beta : {0.0, 0.5}) {
    if (std::min(m, n) > 5) continue;
    int ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
    std::vector<double> a(std::max(1, ar * ac)), b(std::max(1, br * bc)), c(m * n), c0(m * n);
    for (auto& x : a) x = d(rng); for (auto& x : b) x = d(rng); for (auto& x : c) x = d(rng);
    c0 = c; if (beta == 0) for (auto& x : c) x = 0.0 / 0.0;
    MatrixRef<const double> A{a.data(), ar, ac, 1, std::max(1, ar)}, B{b.data(), br, bc, 1, std::max(1, br)};
    if (ta) A = A.transposed(); if (tb) B = B.transposed();
    MatrixRef<double> C{c.data(), m, n, 1, m};
    device::HostGemv::run<E, double>(E(), 1.5, A, B, beta, C, {});
    double err = 0, nrm = 0;
    for (int i = 0; i < m; ++i) for (int j = 0; j < n; ++j) {
      long double s = 0; for (int p = 0; p < k; ++p) s += (long double)A(i, p) * B(p, j);
      double ref = 1.5 * double(s) + beta * c0[i + j * m];
      err += (ref - c[i + j * m]) * (ref - c[i + j * m]); nrm += ref * ref;
    }
    double rel = std::sqrt(err / std::max(nrm, 1e-300));
    if (!(rel < 1e-13)) { ++fails; std::printf("FAIL m%d n%d k%d ta%d tb%d beta%g rel %g\n", m, n, k, ta, tb, beta, rel); }
  }
  std::printf("fails %d\n", fails);
}
