// Split K's reduction at small C: (1) reduce kernels alone over a workspace of slices x mn;
// (2) whole split-K calls at forced slice counts, against cuBLAS, at the sweep's large-k shapes.
// CUDA events on the instance's stream, median of 20 after 3 warm-ups.
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
template <class T, class K> void call_part(cublasHandle_t h, const Sh& s, std::vector<int> sl) {
  Exec exec;
  try { K::template check<Exec, T>(exec); } catch (const std::exception& e) { std::printf("skip %s: %s\n", K::name().c_str(), e.what()); return; }
  const bool ta = s.tr[0] == 'T', tb = s.tr[1] == 'T';
  const int m = s.m, n = s.n, k = s.k, ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
  Kokkos::View<T*, Kokkos::CudaSpace> da("a", std::size_t(ar) * ac), db("b", std::size_t(br) * bc), dc("c", std::size_t(m) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(7); Kokkos::fill_random(da, pool, T(-1), T(1)); Kokkos::fill_random(db, pool, T(-1), T(1));
  MatrixRef<const T> a{da.data(), ar, ac, 1, ar}, b{db.data(), br, bc, 1, br};
  if (ta) a = a.transposed();
  if (tb) b = b.transposed();
  MatrixRef<T> c{dc.data(), m, n, 1, m};
  cublasSetStream(h, exec.cuda_stream());
  T one = 1, zero = 0;
  double tc = time_us(exec, [&] {
    if constexpr (sizeof(T) == 4) cublasSgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &one, da.data(), ar, db.data(), br, &zero, dc.data(), m);
    else cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &one, da.data(), ar, db.data(), br, &zero, dc.data(), m); });
  for (int nsl : sl) {
    double t = time_us(exec, [&] { K::template run<Exec, T>(exec, T(1), a, b, T(0), c, ScheduleOptions{.slices = nsl}); });
    double err = rel_err<T>(exec, h, ta, tb, m, n, k, da, ar, db, br, dc);
    std::printf("%dx%dx%d %s %s %s slices %d us %.1f cublas %.1f pct %.1f err %.1e\n", m, n, k, s.tr, sizeof(T) == 4 ? "f32" : "f64", K::name().c_str(), nsl, t, tc, 100 * tc / t, err);
  }
  std::fflush(stdout);
}

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h; cublasCreate(&h);
  using namespace tgemm::schedule;
  using namespace tgemm::operands;
  using mainloop::MultistageMma;
  using K0 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true}>, SplitK, Packed>;
  using K1 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  using K2 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 32, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 1, .stages = 3, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  using K3 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 1, .stages = 4, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  using K4 = device::Gemm<MultistageMma<Tile{.bm = 128, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 3, .rolled = true, .mma_k = 8}>, StreamK, Packed>;
  using K5 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 2, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  using K6 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 2, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  using K7 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 1, .stages = 2, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  const bool big = argc > 1;
  std::vector<Sh> shapes = {{3717, 193, 16045, "TT"}, {6565, 298, 2351, "NT"}, {3833, 119, 840, "TT"}, {4095, 511, 8193, "NT"}, {1753, 443, 683, "NT"}, {2047, 256, 256, "NN"}, {4096, 4096, 4096, "NN"}, {4096, 4096, 4096, "TN"}};
  if (big) shapes.push_back({8192, 8192, 8192, "NN"});
  for (Sh s : shapes) {
    call_part<double, K0>(h, s, {0}); call_part<double, K1>(h, s, {0}); call_part<double, K2>(h, s, {0});
    call_part<double, K3>(h, s, {0}); call_part<double, K4>(h, s, {0});
    call_part<double, K5>(h, s, {0}); call_part<double, K6>(h, s, {0}); call_part<double, K7>(h, s, {0});
  }
}
