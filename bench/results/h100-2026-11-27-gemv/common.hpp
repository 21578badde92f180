// Shared by the harnesses here: timing on the Kokkos instance's stream (CUDA events, median
// of 20 after 3 warm-ups), the relative Frobenius error against cuBLAS, and call_part: one
// kernel K at one shape, each forced slice count (0: the library's), against cuBLAS.
#pragma once
#include <Kokkos_Core.hpp>
#include <Kokkos_Random.hpp>
#include <cublas_v2.h>
#include <tgemm/tuning/candidates.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>
using namespace tgemm;
using Exec = Kokkos::Cuda;

template <class F> double time_us(const Exec& exec, F&& f) {
  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
  std::vector<double> t;
  for (int r = 0; r < 23; ++r) {
    cudaEventRecord(a, exec.cuda_stream()); f(); cudaEventRecord(b, exec.cuda_stream());
    cudaEventSynchronize(b); float ms; cudaEventElapsedTime(&ms, a, b);
    if (r >= 3) t.push_back(ms * 1e3);
  }
  std::sort(t.begin(), t.end()); return t[t.size() / 2];
}

// |C - C_cublas| / |C_cublas| (Frobenius) for the product in dc
template <class T, class V>
double rel_err(const Exec& exec, cublasHandle_t h, bool ta, bool tb, int m, int n, int k, const V& da, int ar, const V& db, int br, const V& dc) {
  V ref("ref", std::size_t(m) * n);
  T one = 1, zero = 0;
  if constexpr (sizeof(T) == 4) cublasSgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &one, da.data(), ar, db.data(), br, &zero, ref.data(), m);
  else cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &one, da.data(), ar, db.data(), br, &zero, ref.data(), m);
  exec.fence();
  double d = 0, r = 0;
  Kokkos::parallel_reduce(Kokkos::RangePolicy<Exec>(exec, 0, std::size_t(m) * n), KOKKOS_LAMBDA(std::size_t i, double& s) { double x = double(dc(i)) - double(ref(i)); s += x * x; }, d);
  Kokkos::parallel_reduce(Kokkos::RangePolicy<Exec>(exec, 0, std::size_t(m) * n), KOKKOS_LAMBDA(std::size_t i, double& s) { s += double(ref(i)) * double(ref(i)); }, r);
  return std::sqrt(d / r);
}

struct Sh { int m, n, k; const char* tr; };

// One shape's operands on the device, stored column-major (uniform in [-1, 1], seed 7), op()
// applied through strides; cublas() writes cuBLAS's product to C, err() compares C with it.
template <class T> struct Operands {
  bool ta, tb; int m, n, k, ar, br;
  Kokkos::View<T*, Kokkos::CudaSpace> da, db, dc;
  MatrixRef<const T> a, b;
  MatrixRef<T> c;
  Operands(const Exec& exec, cublasHandle_t h, const Sh& s)
      : ta(s.tr[0] == 'T'), tb(s.tr[1] == 'T'), m(s.m), n(s.n), k(s.k), ar(ta ? k : m), br(tb ? n : k),
        da("a", std::size_t(ar) * (ta ? m : k)), db("b", std::size_t(br) * (tb ? k : n)), dc("c", std::size_t(m) * n) {
    Kokkos::Random_XorShift64_Pool<Exec> pool(7); Kokkos::fill_random(da, pool, T(-1), T(1)); Kokkos::fill_random(db, pool, T(-1), T(1));
    a = {da.data(), ar, ta ? m : k, 1, ar}; b = {db.data(), br, tb ? k : n, 1, br};
    if (ta) a = a.transposed();
    if (tb) b = b.transposed();
    c = {dc.data(), m, n, 1, m};
    cublasSetStream(h, exec.cuda_stream());
  }
  void cublas(cublasHandle_t h) const {
    T one = 1, zero = 0;
    if constexpr (sizeof(T) == 4) cublasSgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &one, da.data(), ar, db.data(), br, &zero, dc.data(), m);
    else cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &one, da.data(), ar, db.data(), br, &zero, dc.data(), m);
  }
  double err(const Exec& exec, cublasHandle_t h) const { return rel_err<T>(exec, h, ta, tb, m, n, k, da, ar, db, br, dc); }
};

template <class T, class K> void call_part(cublasHandle_t h, const Sh& s, std::vector<int> sl) {
  Exec exec;
  try { K::template check<Exec, T>(exec); } catch (const std::exception& e) { std::printf("skip %s: %s\n", K::name().c_str(), e.what()); return; }
  const Operands<T> o(exec, h, s);
  double tc = time_us(exec, [&] { o.cublas(h); });
  for (int nsl : sl) {
    double t = time_us(exec, [&] { K::template run<Exec, T>(exec, T(1), o.a, o.b, T(0), o.c, ScheduleOptions{.slices = nsl}); });
    double err = o.err(exec, h);
    std::printf("%dx%dx%d %s %s %s slices %d us %.1f cublas %.1f pct %.1f err %.1e\n", s.m, s.n, s.k, s.tr, sizeof(T) == 4 ? "f32" : "f64", K::name().c_str(), nsl, t, tc, 100 * tc / t, err);
  }
  std::fflush(stdout);
}
