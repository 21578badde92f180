#include <tgemm/tuning/candidates.hpp>
#include <cblas.h>
#include <chrono>
#include <cstdio>
#include <vector>
#include <algorithm>
using namespace tgemm;
template <class F> double med(F&& f) { std::vector<double> t; for (int r = 0; r < 25; ++r) { auto a = std::chrono::steady_clock::now(); f(); auto b = std::chrono::steady_clock::now(); if (r >= 5) t.push_back(std::chrono::duration<double, std::micro>(b - a).count()); } std::sort(t.begin(), t.end()); return t[t.size() / 2]; }
template <class T> void one(int m, int n, int k, const char* op) {
  using E = Kokkos::DefaultHostExecutionSpace;
  bool ta = op[0] == 'T', tb = op[1] == 'T';
  int ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
  std::vector<T> a(size_t(ar) * ac, T(0.5)), b(size_t(br) * bc, T(0.25)), c(size_t(m) * n);
  MatrixRef<const T> A{a.data(), ar, ac, 1, ar}, B{b.data(), br, bc, 1, br};
  if (ta) A = A.transposed(); if (tb) B = B.transposed();
  MatrixRef<T> C{c.data(), m, n, 1, m};
  double tg = med([&] { device::HostGemv::run<E, T>(E(), T(1), A, B, T(0), C, {}); });
  using HB = std::conditional_t<sizeof(T) == 8, device::HostGemm<CpuTile{.mr = 16, .nr = 12, .mc = 240, .nc = 504, .kc = 384}>, device::HostGemm<CpuTile{.mr = 32, .nr = 8, .mc = 256, .nc = 512, .kc = 384}>>;
  double tbl = med([&] { HB::template run<E, T>(E(), T(1), A, B, T(0), C, {}); });
  double to = med([&] { if constexpr (sizeof(T) == 8) cblas_dgemm(CblasColMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, m, n, k, 1.0, a.data(), ar, b.data(), br, 0.0, c.data(), m); else cblas_sgemm(CblasColMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, m, n, k, 1.f, a.data(), ar, b.data(), br, 0.f, c.data(), m); });
  std::printf("%s %dx%dx%d %s  gemv %8.1f us (%5.1f %% of OpenBLAS)  blocked %8.1f us (%5.1f %%)  openblas %8.1f us\n", sizeof(T) == 8 ? "f64" : "f32", m, n, k, op, tg, 100 * to / tg, tbl, 100 * to / tbl, to);
}
int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  openblas_set_num_threads(Kokkos::DefaultHostExecutionSpace().concurrency());
  one<double>(1, 2, 6023, "TN"); one<float>(2, 3, 103925, "NT"); one<double>(534, 1, 3451, "NN"); one<double>(3907, 1, 184, "NN");
  one<float>(1, 271, 121, "NN"); one<double>(1, 50, 13174, "TN"); one<float>(2, 8, 58685, "NT"); one<double>(2908, 2, 138, "NN");
  one<float>(92, 7531, 1, "NN"); one<float>(2, 1640, 13879, "NT"); one<double>(4, 2, 13259, "NT"); one<double>(1, 6, 14499, "TT");
  one<float>(2, 35, 25907, "TN"); one<double>(8, 21, 98651, "NT"); one<float>(4096, 1, 4096, "NN"); one<float>(4096, 1, 4096, "TN");
}
