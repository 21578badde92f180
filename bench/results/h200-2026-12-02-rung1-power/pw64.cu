// FP64 at 8192^3 under sustained load: `auto`'s pick there (the packed 64 x 128 x 8 FP64
// tensor-core tile, split-K schedule without a split) and cublasDgemm, each back to back for
// about three seconds, NN then TN, twice, while run3.sh samples clock and power (as pw.cu).
// Built with -DPW_MORE (pw64b, run4.sh) it runs FP64 4096^3 and FP32 8192^3 (auto's pick there,
// stream K on the packed 128 x 256 x 8 tile of one warp along M) instead, NN only.
// Build: KOKKOS=... INC=... bash ../h200-2026-11-28-staged-stores/mk.sh pw64.cu pw64 [-DPW_MORE]
#include <chrono>
#include <ctime>
#include <functional>
#include "../h200-2026-11-27-odd-sizes/harness/common.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using Pick = device::Gemm<mainloop::MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true}>, SplitK, Packed>;
using Pick32 = device::Gemm<mainloop::Multistage<Tile{.bm = 128, .bn = 256, .bk = 8, .tm = 8, .tn = 16, .warps_m = 1, .teams_per_sm = 1, .stages = 3, .rolled = true, .serpentine = true}>, StreamK, Packed>;

static void stamp(char* out) {
  const auto now = std::chrono::system_clock::now();
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  const int ms = int(std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000);
  char b[32];
  std::strftime(b, sizeof b, "%Y/%m/%d %H:%M:%S", std::gmtime(&t));
  std::sprintf(out, "%s.%03d", b, ms);
}

static void phase(const Exec& exec, const char* name, const char* op, double flop, const std::function<void()>& f) {
  for (int w = 0; w < 2; ++w) f();
  exec.fence();
  char s0[40], s1[40];
  stamp(s0);
  const auto t0 = std::chrono::steady_clock::now();
  int n = 0;
  double secs = 0;
  while (secs < 3.0) {
    for (int i = 0; i < 4; ++i) f();
    exec.fence();
    n += 4;
    secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }
  stamp(s1);
  std::printf("%-7s %s from %s to %s: %d runs, %.2f TFLOP/s\n", name, op, s0, s1, n, flop * n / secs * 1e-12);
  std::fflush(stdout);
}

template <class T, class K>
void sustained(const Exec& exec, cublasHandle_t h, int n, const std::vector<const char*>& ops) {
  Kokkos::View<T*, Kokkos::CudaSpace> da("a", std::size_t(n) * n), db("b", std::size_t(n) * n), dc("c", std::size_t(n) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(7);
  Kokkos::fill_random(da, pool, T(-1), T(1));
  Kokkos::fill_random(db, pool, T(-1), T(1));
  const T one = 1, zero = 0;
  const double flop = 2.0 * n * n * double(n);
  K::template check<Exec, T>(exec);
  for (const char* op : ops) {
    const bool ta = op[0] == 'T';
    MatrixRef<const T> a{da.data(), n, n, 1, n}, b{db.data(), n, n, 1, n};
    if (ta) a = a.transposed();
    MatrixRef<T> c{dc.data(), n, n, 1, n};
    auto ours = [&] { K::template run<Exec, T>(exec, T(1), a, b, T(0), c, ScheduleOptions{}); };
    auto theirs = [&] {
      if constexpr (sizeof(T) == 8)
        cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, da.data(), n, db.data(), n, &zero, dc.data(), n);
      else
        cublasSgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, da.data(), n, db.data(), n, &zero, dc.data(), n);
    };
    char label[32];
    std::snprintf(label, sizeof label, "%s %d^3 %s", sizeof(T) == 8 ? "f64" : "f32", n, op);
    for (int r = 0; r < 2; ++r) {
      phase(exec, "auto", label, flop, ours);
      phase(exec, "cublas", label, flop, theirs);
    }
  }
}

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  Exec exec;
  cublasHandle_t h;
  cublasCreate(&h);
  cublasSetStream(h, exec.cuda_stream());
#ifdef PW_MORE
  sustained<double, Pick>(exec, h, 4096, {"NN"});
  sustained<float, Pick32>(exec, h, 8192, {"NN"});
#else
  sustained<double, Pick>(exec, h, 8192, {"NN", "TN"});
#endif
  cublasDestroy(h);
}
