#pragma once
// One timing method for every row: device events on the instance's stream where the
// backend is CUDA, a fenced host clock otherwise.

#include <Kokkos_Core.hpp>
#include <chrono>
#include <stdexcept>
#include <string>

namespace tgemm::bench {

#ifdef KOKKOS_ENABLE_CUDA
inline void cuda_check(cudaError_t e, const char* what) {
  if (e != cudaSuccess) throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

class Timer {
 public:
  Timer() {
    cuda_check(cudaEventCreate(&start_), "cudaEventCreate");
    cuda_check(cudaEventCreate(&stop_), "cudaEventCreate");
  }
  ~Timer() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
  }
  Timer(const Timer&) = delete;
  Timer& operator=(const Timer&) = delete;
  static const char* method() { return "CUDA events on the instance's stream"; }

  template <class F>
  double time_ms(const Kokkos::Cuda& exec, F&& f) {
    cuda_check(cudaEventRecord(start_, exec.cuda_stream()), "cudaEventRecord");
    f();
    cuda_check(cudaEventRecord(stop_, exec.cuda_stream()), "cudaEventRecord");
    cuda_check(cudaEventSynchronize(stop_), "cudaEventSynchronize");
    cuda_check(cudaGetLastError(), "kernel launch");
    float ms = 0;
    cuda_check(cudaEventElapsedTime(&ms, start_, stop_), "cudaEventElapsedTime");
    return ms;
  }

 private:
  cudaEvent_t start_{}, stop_{};
};
#else
class Timer {
 public:
  static const char* method() { return "fenced host clock (steady_clock)"; }

  template <class Exec, class F>
  double time_ms(const Exec& exec, F&& f) {
    exec.fence();
    const auto t0 = std::chrono::steady_clock::now();
    f();
    exec.fence();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  }
};
#endif

}  // namespace tgemm::bench
