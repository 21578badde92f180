#pragma once
// What a result row records about where it was measured, and the matrices the bench and
// the tuner allocate, fill and poison.

#include <Kokkos_Random.hpp>
#include <ctime>
#include <fstream>
#include <limits>
#include <string>

#include "runners.hpp"
#include "shapes.hpp"
#include "timing.hpp"

namespace tgemm::bench {

// `git describe` of the sources this binary was built from (generated at build time:
// cmake/TeamGemmCommit.cmake).
const char* build_commit();

inline constexpr bool kHostBackend =
    Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible;

struct DeviceInfo {
  std::string name, backend, driver;
  double peak_f32 = 0, peak_f64 = 0;  // GFLOP/s, FMA = 2 flops
};

inline DeviceInfo device_info() {
  DeviceInfo d;
  d.backend = ExecSpace::name();
#ifdef KOKKOS_ENABLE_CUDA
  int dev = 0;
  cuda_check(cudaGetDevice(&dev), "cudaGetDevice");
  cudaDeviceProp prop{};
  cuda_check(cudaGetDeviceProperties(&prop, dev), "cudaGetDeviceProperties");
  int khz = 0, sms = 0, driver = 0;
  cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, dev);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  cudaDriverGetVersion(&driver);
  d.name = std::string(prop.name) + " (sm_" + std::to_string(prop.major) +
           std::to_string(prop.minor) + ", " + std::to_string(sms) + " SMs)";
  d.driver =
      "CUDA driver API " + std::to_string(driver / 1000) + "." + std::to_string(driver % 1000 / 10);
  // FMA lanes per SM and clock: 128 FP32 and 64 FP64 on sm_80/sm_90 class parts.
  if (prop.major >= 8) {
    const double ghz = khz * 1e-6;
    const bool big_fp64 = prop.minor == 0;  // sm_80, sm_90: full-rate FP64 datacenter parts
    d.peak_f32 = sms * 128 * 2 * ghz;
    d.peak_f64 = sms * (big_fp64 ? 64 : 2) * 2 * ghz;
  }
#else
  std::ifstream cpu("/proc/cpuinfo");
  for (std::string line; std::getline(cpu, line);)
    if (line.rfind("model name", 0) == 0) {
      d.name = trim(line.substr(line.find(':') + 1));
      break;
    }
  if (d.name.empty() && std::getenv("TGEMM_HOST_CPU")) d.name = std::getenv("TGEMM_HOST_CPU");
  if (d.name.empty()) d.name = "host CPU";
  d.name += " (" + std::to_string(ExecSpace().concurrency()) + " threads)";
  d.driver = "-";
#endif
  return d;
}

inline std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

inline std::string commit() {
  if (const char* c = std::getenv("TGEMM_COMMIT")) return c;
  return build_commit();
}

template <class T>
void fill_random(const ExecSpace& exec, const Matrix<T>& X, std::uint64_t seed) {
  Kokkos::Random_XorShift64_Pool<ExecSpace> pool(seed);
  Kokkos::fill_random(exec, X, pool, T(-1), T(1));
}

// C = NaN everywhere: an element a variant fails to write stays NaN and fails the check.
template <class T>
void poison(const ExecSpace& exec, const Matrix<T>& X) {
  const auto x = make_matrix_ref(X);
  const T nan = std::numeric_limits<T>::quiet_NaN();
  Kokkos::parallel_for(
      "tgemm::bench::poison",
      Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, x.rows * x.cols),
      KOKKOS_LAMBDA(index_t e) { x(e % x.rows, e / x.rows) = nan; });
}

template <class T>
Matrix<T> make_matrix(const char* label, index_t rows, index_t cols) {
  return Matrix<T>(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string(label)),
                   std::size_t(rows), std::size_t(cols));
}

}  // namespace tgemm::bench
