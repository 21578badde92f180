// The dots kernel (device::Dots) in five tiles at the public suite's Krylov product, 64 x 64 x
// 10^6 TN FP64 (and K of 10^5), against the 64 x 64 x 16 split-K tile auto takes there, the
// 8- and 16-deep 32 x 32 tiles and cuBLAS, timed in turn (rounds of one run each, first variant
// rotating; median of 20); the shape() of ../h200-2026-12-02e-dots/dots.cu.
// Build: KOKKOS=... bash ../h200-2026-11-28-staged-stores/mk.sh krylov.cu krylov -Xptxas -v
#include <functional>
#include <string>
#include <tgemm/device/dots.hpp>
#include "../h200-2026-11-27-odd-sizes/harness/common.hpp"

using mainloop::Multistage;
using mainloop::MultistageMma;
template <int BM, int BN, int BK, int WM, int B, int S>
using D = device::Dots<Tile{.bm = BM, .bn = BN, .bk = BK, .tm = BM / 16, .tn = BN / 8, .warps_m = WM, .teams_per_sm = B, .stages = S}>;
// the library's small split-K tiles (FP64 on tensor cores, FP32 on FMAs), transposing copies
using Pick64 = device::Gemm<MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>;
using Pick64d = device::Gemm<MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 4, .stages = 3, .transposing = true, .rolled = true}>>;
using Pick32 = device::Gemm<Multistage<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>;

static bool ncu_only = false;

struct Variant {
  std::string name;
  std::function<void()> run;
};

static void turn(const Exec& exec, const std::string& label, std::vector<Variant>& vs, double flop) {
  const int n = int(vs.size()), rounds = 20;
  std::vector<std::vector<double>> t(n);
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  for (auto& v : vs) { v.run(); v.run(); v.run(); }
  exec.fence();
  for (int r = 0; r < rounds; ++r)
    for (int j = 0; j < n; ++j) {
      auto& v = vs[(r + j) % n];
      cudaEventRecord(a, exec.cuda_stream());
      v.run();
      cudaEventRecord(b, exec.cuda_stream());
      cudaEventSynchronize(b);
      float ms;
      cudaEventElapsedTime(&ms, a, b);
      t[(r + j) % n].push_back(ms);
    }
  std::vector<double> med(n);
  for (int j = 0; j < n; ++j) {
    std::sort(t[j].begin(), t[j].end());
    med[j] = t[j][rounds / 2];
  }
  for (int j = 0; j < n; ++j)
    std::printf("%s %-44s %9.2f us %8.1f GFLOP/s %6.1f %% of cublas\n", label.c_str(), vs[j].name.c_str(), med[j] * 1e3, flop / med[j] * 1e-6, 100 * med[n - 1] / med[j]);
  std::fflush(stdout);
}

template <class T, class... K>
void shape(const Exec& exec, cublasHandle_t h, int m, int n, int k, int pad = 0) {
  // TN: A is k x m, B is k x n, column-major; pad > 0 makes the leading dimensions k + pad
  const int lda = k + pad, ldb = k + pad;
  Kokkos::View<T*, Kokkos::CudaSpace> da("a", std::size_t(lda) * m), db("b", std::size_t(ldb) * n), dc("c", std::size_t(m) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(11 + m + n);
  Kokkos::fill_random(da, pool, T(-1), T(1));
  Kokkos::fill_random(db, pool, T(-1), T(1));
  MatrixRef<const T> a = MatrixRef<const T>{da.data(), k, m, 1, lda}.transposed(), b{db.data(), k, n, 1, ldb};
  MatrixRef<T> c{dc.data(), m, n, 1, m};
  const T one = 1, zero = 0;
  std::vector<Variant> vs;
  auto add = [&]<class Kc>(std::type_identity<Kc>) {
    try {
      Kc::template check<Exec, T>(exec);
    } catch (const std::exception& e) {
      std::printf("skip %s: %s\n", Kc::name().c_str(), e.what());
      return;
    }
    vs.push_back({Kc::name(), [&, a, b, c] { Kc::template run<Exec, T>(exec, T(1), a, b, T(0), c, ScheduleOptions{}); }});
  };
  (add(std::type_identity<K>{}), ...);
  vs.push_back({"cublas", [&] {
                  if constexpr (sizeof(T) == 8) cublasDgemm(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &one, da.data(), lda, db.data(), ldb, &zero, dc.data(), m);
                  else cublasSgemm(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &one, da.data(), lda, db.data(), ldb, &zero, dc.data(), m); }});
  if (ncu_only) {
    for (auto& v : vs) v.run(), v.run();
    exec.fence();
    return;
  }
  char label[64];
  std::snprintf(label, sizeof label, "%s %dx%dx%d TN%s", sizeof(T) == 8 ? "f64" : "f32", m, n, k, pad ? " ld+1" : "");
  for (auto& v : vs) {
    if (v.name == "cublas") continue;
    Kokkos::deep_copy(dc, T(0.0 / 0.0));  // poisoned
    v.run();
    exec.fence();
    std::printf("%s %-44s err %.1e\n", label, v.name.c_str(), rel_err<T>(exec, h, true, false, m, n, k, da, lda, db, ldb, dc));
  }
  turn(exec, label, vs, 2.0 * m * n * double(k));
}

using Krylov64 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 4, .transposing = true, .rolled = true}>>;
#define DK D<32, 32, 64, 4, 2, 3>, D<16, 64, 64, 4, 2, 3>, D<32, 64, 64, 4, 1, 3>, D<64, 32, 64, 4, 1, 3>, D<48, 16, 64, 4, 2, 3>

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  Exec exec;
  cublasHandle_t h;
  cublasCreate(&h);
  cublasSetStream(h, exec.cuda_stream());
  for (int rep = 0; rep < 2; ++rep) {
    shape<double, Krylov64, Pick64, Pick64d, DK>(exec, h, 64, 64, 1000000);
    shape<double, Krylov64, Pick64, Pick64d, DK>(exec, h, 64, 64, 100000);
  }
}
