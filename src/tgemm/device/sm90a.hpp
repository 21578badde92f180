#pragma once
// Whether this build's device code has sm_90a's arch-specific instructions (wgmma, and the
// bulk tensor copies of warp/tma.hpp; TGEMM_HAVE_WGMMA): only the device pass knows what it
// compiled for, so the GPU is asked, once per device. A build for plain sm_90, or one whose
// kernels the driver compiled from PTX, runs the kernels without them.

#include <Kokkos_Core.hpp>
#if defined(KOKKOS_ENABLE_CUDA)
#include <mutex>
#include <tgemm/warp/wgmma.hpp>
#include <utility>
#include <vector>

namespace tgemm::device {

inline bool sm90a_compiled(const Kokkos::Cuda& exec) {
  static std::mutex& mutex = *new std::mutex;  // never destroyed (shutdown order)
  static std::vector<std::pair<int, bool>>& known = *new std::vector<std::pair<int, bool>>;
  std::lock_guard<std::mutex> lock(mutex);
  for (const auto& [device, has] : known)
    if (device == exec.cuda_device()) return has;
  int has = 0;
  Kokkos::parallel_reduce(
      "tgemm::sm90a_probe", Kokkos::RangePolicy<Kokkos::Cuda>(exec, 0, 1),
      KOKKOS_LAMBDA(int, int& v) {
#if defined(TGEMM_HAVE_WGMMA)
        v = 1;
#else
        v = 0;
#endif
      },
      has);
  known.emplace_back(exec.cuda_device(), has != 0);
  return has != 0;
}

}  // namespace tgemm::device
#endif
