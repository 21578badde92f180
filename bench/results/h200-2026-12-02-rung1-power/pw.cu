// Rung 1's clock and power against cuBLAS's: each runs back to back for about three seconds
// (8192^3 f16 -> f32 NN, then TN), in the order rung 1, cuBLAS, rung 1, cuBLAS, while
// `nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,clocks_throttle_reasons.active -lms 20`
// samples the GPU (run.sh). Each phase prints its wall-clock start and end (the host's
// CLOCK_REALTIME, as nvidia-smi's timestamps) and its TFLOP/s over the phase.
// Build: KOKKOS=... INC=... bash ../h200-2026-11-28-staged-stores/mk.sh pw.cu pw
#include <Kokkos_Core.hpp>
#include <Kokkos_Random.hpp>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <cublas_v2.h>
#include <functional>
#include <tgemm/device/scratch_room.hpp>
#include <tgemm/ladder/half_mma.hpp>

using namespace tgemm;
using Exec = Kokkos::Cuda;
using half_t = Kokkos::Experimental::half_t;
using Rung1 = ladder::HalfMma<mainloop::TensorOpTile{.bm = 128, .bn = 256, .bk = 32, .warps_m = 2, .warps_n = 4, .stages = 4}>;

void stamp(char* out) {
  const auto now = std::chrono::system_clock::now();
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  const int ms = int(std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000);
  char b[32];
  std::strftime(b, sizeof b, "%Y/%m/%d %H:%M:%S", std::gmtime(&t));
  std::sprintf(out, "%s.%03d", b, ms);
}

void phase(const Exec& exec, const char* name, const char* op, double flop, const std::function<void()>& f) {
  for (int w = 0; w < 3; ++w) f();
  exec.fence();
  char s0[40], s1[40];
  stamp(s0);
  const auto t0 = std::chrono::steady_clock::now();
  int n = 0;
  double secs = 0;
  while (secs < 3.0) {
    for (int i = 0; i < 10; ++i) f();
    exec.fence();
    n += 10;
    secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }
  stamp(s1);
  std::printf("%-7s %s from %s to %s: %d runs, %.1f TFLOP/s\n", name, op, s0, s1, n, flop * n / secs * 1e-12);
  std::fflush(stdout);
}

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  Exec exec;
  cublasHandle_t h;
  cublasCreate(&h);
  cublasSetStream(h, exec.cuda_stream());
  const int m = 8192, n = 8192, k = 8192;
  Kokkos::View<float*> src("src", std::size_t(m) * k * 2);
  Kokkos::Random_XorShift64_Pool<Exec> pool(20261202);
  Kokkos::fill_random(src, pool, -1.0f, 1.0f);
  Kokkos::View<half_t*> A("A", std::size_t(m) * k), B("B", std::size_t(k) * n);
  Kokkos::parallel_for(A.size(), KOKKOS_LAMBDA(std::size_t i) { A(i) = half_t(src(i)); B(i) = half_t(src(A.size() + i)); });
  Kokkos::View<float*> C("C", std::size_t(m) * n);
  const float one = 1, zero = 0;
  const double flop = 2.0 * m * n * double(k);
  for (const char* op : {"NN", "TN"}) {
    const char ta = op[0];
    device::Problem<float, half_t> p;
    p.a = MatrixRef<const half_t>{A.data(), m, k, ta == 'N' ? 1 : k, ta == 'N' ? m : 1};
    p.b = MatrixRef<const half_t>{B.data(), k, n, 1, k};
    p.c = MatrixRef<float>{C.data(), m, n, 1, m};
    Rung1::check<Exec, half_t, float>(exec);
    auto ours = [&] { Rung1::run<Exec, half_t, float>(exec, 1.0f, p, 0.0f); };
    auto theirs = [&] {
      cublasGemmEx(h, ta == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &one, A.data(), CUDA_R_16F,
                   ta == 'N' ? m : k, B.data(), CUDA_R_16F, k, &zero, C.data(), CUDA_R_32F, m,
                   CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    };
    for (int r = 0; r < 2; ++r) {
      phase(exec, "rung1", op, flop, ours);
      phase(exec, "cublas", op, flop, theirs);
    }
  }
  cublasDestroy(h);
}
