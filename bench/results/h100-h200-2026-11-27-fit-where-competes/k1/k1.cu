// k1.cu: small-K / k = 1 kernels against cuBLAS at large C
#include "../../h200-2026-11-27-odd-sizes/harness/common.hpp"
#include <tgemm/device/small_k.hpp>
#include <tgemm/ladder/naive_range.hpp>
#include <cstdlib>

template <class T, class Run>
void one(cublasHandle_t h, const Sh& s, const char* name, Run&& run_k) {
  Exec exec;
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
  Kokkos::deep_copy(dc, T(0.0/0.0));
  run_k(exec, a, b, c); exec.fence();
  if (auto e = cudaGetLastError(); e != cudaSuccess) { std::printf("%s: CUDA error %s\n", name, cudaGetErrorString(e)); std::exit(1); }
  double t = time_us(exec, [&] { run_k(exec, a, b, c); });
  double err = rel_err<T>(exec, h, ta, tb, m, n, k, da, ar, db, br, dc);
  double gbs = double(m) * n * sizeof(T) / (t * 1e3);
  std::printf("%dx%dx%d %s %s %-48s us %8.1f cublas %8.1f pct %6.1f C-GB/s %6.0f err %.1e\n", m, n, k, s.tr, sizeof(T) == 4 ? "f32" : "f64", name, t, tc, 100 * tc / t, gbs, err);
  std::fflush(stdout);
}

template <class T, Tile TL> void sk(cublasHandle_t h, const Sh& s) {
  using K = device::SmallK<TL>;
  try { K::template check<Exec, T, T, T>(Exec{}); } catch (const std::exception& e) { std::printf("skip %s\n", K::name().c_str()); return; }
  for (const char* w : {"0", "1", "2", "4"}) {
    setenv("TGEMM_SMALLK_WAVES", w, 1);
    std::string nm = K::name() + " w" + w;
    one<T>(h, s, nm.c_str(), [&](const Exec& e, auto& a, auto& b, auto& c) { K::template run<Exec, T, T, T>(e, T(1), a, b, T(0), c); });
  }
}

template <class T> void shape(cublasHandle_t h, const Sh& s) {
  one<T>(h, s, "naive_range", [&](const Exec& e, auto& a, auto& b, auto& c) { ladder::NaiveRange::run<Exec, T>(e, T(1), a, b, T(0), c); });
  sk<T, Tile{.bm = 128, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 3}>(h, s);
  sk<T, Tile{.bm = 128, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 1, .teams_per_sm = 4}>(h, s);
  if constexpr (sizeof(T) == 8) sk<T, Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 2, .tn = 8, .warps_m = 1, .teams_per_sm = 4}>(h, s);
  sk<T, Tile{.bm = 256, .bn = 64, .bk = 16, .tm = 8, .tn = 8, .warps_m = 1, .teams_per_sm = 2}>(h, s);
}

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  if (argc > 1) { cublasHandle_t h; cublasCreate(&h); setenv("TGEMM_SMALLK_WAVES", argv[1], 1); one<double>(h, Sh{argc > 2 ? std::atoi(argv[2]) : 300, argc > 3 ? std::atoi(argv[3]) : 200, 1, "TT"}, "dbg", [&](const Exec& e, auto& a, auto& b, auto& c) { device::SmallK<Tile{.bm = 128, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 3}>::template run<Exec, double, double, double>(e, 1.0, a, b, 0.0, c); }); return 0; }
  cublasHandle_t h; cublasCreate(&h);
  for (Sh s : {Sh{3849, 11081, 1, "TT"}, Sh{9008, 1006, 1, "TT"}, Sh{1707, 2824, 1, "TN"}, Sh{3581, 1394, 2, "NN"}, Sh{14544, 21, 1, "NT"}, Sh{5434, 8697, 2, "TT"}})
    shape<double>(h, s);
  for (Sh s : {Sh{3361, 5913, 1, "NT"}, Sh{520, 11656, 1, "TN"}, Sh{4366, 3982, 2, "TN"}, Sh{12370, 1607, 3, "NN"}})
    shape<float>(h, s);
  cublasDestroy(h);
}
