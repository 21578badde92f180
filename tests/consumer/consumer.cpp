// Smallest real use: C = A * B on the default execution space, checked on the host.
#include <cstdio>
#include <tgemm/gemm.hpp>

int main(int argc, char** argv) {
  Kokkos::ScopeGuard guard(argc, argv);
  const int m = 37, n = 29, k = 41;
  Kokkos::View<double**> A("A", m, k), B("B", k, n), C("C", m, n);
  auto a = Kokkos::create_mirror_view(A);
  auto b = Kokkos::create_mirror_view(B);
  for (int i = 0; i < m; ++i)
    for (int p = 0; p < k; ++p) a(i, p) = (i + 2 * p) % 7 - 3;
  for (int p = 0; p < k; ++p)
    for (int j = 0; j < n; ++j) b(p, j) = (3 * p + j) % 5 - 2;
  Kokkos::deep_copy(A, a);
  Kokkos::deep_copy(B, b);
  tgemm::gemm("N", "N", 1.0, A, B, 0.0, C);
  auto c = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
  int wrong = 0;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      double s = 0;  // small integers: the product is exact
      for (int p = 0; p < k; ++p) s += a(i, p) * b(p, j);
      wrong += c(i, j) != s;
    }
  std::printf("consumer: %d of %d elements wrong\n", wrong, m * n);
  return wrong != 0;
}
