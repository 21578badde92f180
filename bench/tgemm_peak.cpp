// tgemm-peak: the FMA throughput this device sustains, measured with a plain Kokkos kernel,
// as the ceiling a GEMM's FLOP rate is read against. The nominal peak (FMA lanes x boost
// clock, device_info) assumes the boost clock holds; under a full FMA load the clock may
// drop, so a GEMM's "% of peak" is honest only against what an FMA-only kernel reaches.
//
// Every thread runs Chains independent FMA chains (enough to cover the FMA latency), for
// --iters steps, over --threads threads; the result is written out so nothing is dead.
//
//   tgemm-peak [--threads N] [--iters N] [--reps N]

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "device_info.hpp"

namespace {

using tgemm::bench::ExecSpace;

constexpr int Chains = 8;

template <class T>
double fma_tflops(long threads, int iters, int reps) {
  Kokkos::View<T*, ExecSpace> out("tgemm-peak out", threads);
  const ExecSpace exec{};
  tgemm::bench::Timer timer;
  // x and y come from the index, so the compiler cannot fold the chains
  auto run = [&] {
    Kokkos::parallel_for(
        "tgemm-peak fma", Kokkos::RangePolicy<ExecSpace>(exec, 0, threads),
        KOKKOS_LAMBDA(const long i) {
          const T x = T(1) - T(1e-7) * T(i % 7), y = T(1e-3) * T(i % 5);
          T c[Chains];
          for (int j = 0; j < Chains; ++j) c[j] = T(j) + T(i % 3);
        // unrolled, so loop control does not take issue slots from the FMAs
#if defined(__CUDA_ARCH__)
#pragma unroll 16
#endif
          for (int s = 0; s < iters; ++s)
            for (int j = 0; j < Chains; ++j) c[j] = c[j] * x + y;
          T sum = 0;
          for (int j = 0; j < Chains; ++j) sum += c[j];
          out(i) = sum;
        });
  };
  timer.time_ms(exec, run);  // warm-up
  std::vector<double> ms;
  for (int r = 0; r < reps; ++r) ms.push_back(timer.time_ms(exec, run));
  std::sort(ms.begin(), ms.end());
  const double flops = 2.0 * double(threads) * iters * Chains;
  return flops / (ms[ms.size() / 2] * 1e-3) * 1e-12;
}

}  // namespace

int main(int argc, char** argv) {
  Kokkos::ScopeGuard kokkos(argc, argv);
  long threads = 0;
  int iters = 0, reps = 7;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&](const char* what) {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "tgemm-peak: %s needs a value\n", what);
        std::exit(2);
      }
      const long v = std::atol(argv[++i]);
      if (v <= 0) {
        std::fprintf(stderr, "tgemm-peak: %s must be a positive integer, got '%s'\n", what,
                     argv[i]);
        std::exit(2);
      }
      return v;
    };
    if (a == "--threads")
      threads = value("--threads");
    else if (a == "--iters")
      iters = int(value("--iters"));
    else if (a == "--reps")
      reps = int(value("--reps"));
    else {
      std::fprintf(stderr, "usage: tgemm-peak [--threads N] [--iters N] [--reps N]\n");
      return a == "--help" || a == "-h" ? 0 : 2;
    }
  }
  const auto dev = tgemm::bench::device_info();
  const bool host = tgemm::bench::kHostBackend;
  // GPUs: 16 resident-thread loads of every SM's 2048 threads, about a second at full rate
  if (threads == 0)
    threads = host ? long(ExecSpace().concurrency()) * 64 : long(ExecSpace().concurrency()) * 16;
  if (iters == 0) iters = host ? 20000 : 100000;
  std::printf(
      "# tgemm-peak: %s, backend %s, %ld threads x %d chains x %d FMA steps, median of %d\n",
      dev.name.c_str(), dev.backend.c_str(), threads, Chains, iters, reps);
  std::printf("scalar,tflops,nominal_tflops,pct_nominal\n");
  const double f32 = fma_tflops<float>(threads, iters, reps),
               f64 = fma_tflops<double>(threads, iters, reps);
  auto row = [](const char* name, double t, double nominal_gflops) {
    std::printf("%s,%.2f,%.2f,%.1f\n", name, t, nominal_gflops * 1e-3,
                nominal_gflops > 0 ? 100.0 * t / (nominal_gflops * 1e-3) : 0.0);
  };
  row("float", f32, dev.peak_f32);
  row("double", f64, dev.peak_f64);
  return 0;
}
