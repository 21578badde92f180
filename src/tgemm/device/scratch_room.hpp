#pragma once
// How much level-0 team scratch a team kernel may have, and the room Kokkos 4 withholds on CUDA.
//
// A team's level-0 scratch is the block's dynamic shared memory. Kokkos 5 bounds it by what a
// kernel may opt in to (sharedMemPerBlockOptin less reservedSharedMemPerBlock: 227 KiB on
// sm_90) and raises a kernel's cudaFuncAttributeMaxDynamicSharedMemorySize before launching it
// with more than the default 48 KiB. Kokkos 4 stops at the default (sharedMemPerBlock, the 40 KiB
// TeamPolicy::scratch_size_max(0) reports after its reserve), which keeps the tensor-core tiles
// that feed an H100 from running. With Kokkos 4 on CUDA, team-gemm does for its own launches what
// Kokkos 5 does: where a kernel asks for more than Kokkos allows, it opts the kernel Kokkos will
// launch in to the GPU's room and, while Kokkos checks and launches it, has Kokkos read the
// opt-in ceiling as sharedMemPerBlock (ScratchRoom). Kernels within Kokkos' own limit launch
// untouched. TGEMM_NO_KOKKOS4_SCRATCH_OPTIN (CMake: TGEMM_KOKKOS4_SCRATCH_OPTIN=OFF) keeps Kokkos
// 4's limit, should a Kokkos 4 release change the internals this reaches:
// Kokkos::Impl::CudaInternal::m_deviceProp and CudaParallelLaunch<...>::get_kernel_func().

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <cstddef>
#include <mutex>
#include <type_traits>

#if defined(KOKKOS_ENABLE_CUDA) && KOKKOS_VERSION < 50000 && \
    !defined(TGEMM_NO_KOKKOS4_SCRATCH_OPTIN)
#define TGEMM_KOKKOS4_SCRATCH_OPTIN 1
#endif

namespace tgemm::device {

#ifdef TGEMM_KOKKOS4_SCRATCH_OPTIN
// While it lives, Kokkos 4's CUDA backend takes the opt-in ceiling as the GPU's shared memory
// per block: its scratch_size_max, team-size queries and launch checks read it from the device
// properties it keeps once per process. Held under one lock, and nested on the same thread, so
// only team-gemm's own checks and launches see the raised value; another thread launching Kokkos
// kernels meanwhile could see it too, which lets through only requests Kokkos 4 would reject.
class ScratchRoom {
 public:
  ScratchRoom() : lock_(mutex()), saved_(props().sharedMemPerBlock) {
    props().sharedMemPerBlock = std::max(saved_, ceiling());
  }
  ~ScratchRoom() { props().sharedMemPerBlock = saved_; }
  ScratchRoom(const ScratchRoom&) = delete;
  ScratchRoom& operator=(const ScratchRoom&) = delete;

  // What a block may have after opting in (as Kokkos 5 reckons it).
  static std::size_t ceiling() {
    return props().sharedMemPerBlockOptin - props().reservedSharedMemPerBlock;
  }

  // Kokkos 4's own level-0 limit for Policy, asked once: every launch compares with it, and the
  // query builds a Cuda instance. Asked under the room's lock, so that no other thread's room is
  // open meanwhile and the value cached is Kokkos', not the raised one (with_room asks before it
  // opens a room on this thread).
  template <class Policy>
  static std::size_t kokkos_limit() {
    static const std::size_t own = [] {
      std::lock_guard<std::recursive_mutex> lock(mutex());
      return std::size_t(Policy::scratch_size_max(0));
    }();
    return own;
  }

  // Opts in the kernel Kokkos launches for parallel_for(Policy, K) to the ceiling, once.
  template <class Policy, class K>
  static void opt_in() {
    static const bool done = [] {
      using Driver = Kokkos::Impl::ParallelFor<K, Policy>;
      const auto* func = reinterpret_cast<const void*>(
          Kokkos::Impl::CudaParallelLaunch<Driver,
                                           typename Policy::launch_bounds>::get_kernel_func());
      cudaFuncAttributes attr{};
      KOKKOS_IMPL_CUDA_SAFE_CALL(cudaFuncGetAttributes(&attr, func));
      const int room = int(ceiling()) - int(attr.sharedSizeBytes);
      if (attr.maxDynamicSharedSizeBytes < room)
        KOKKOS_IMPL_CUDA_SAFE_CALL(
            cudaFuncSetAttribute(func, cudaFuncAttributeMaxDynamicSharedMemorySize, room));
      return true;
    }();
    (void)done;
  }

 private:
  static cudaDeviceProp& props() { return Kokkos::Impl::CudaInternal::m_deviceProp; }
  static std::recursive_mutex& mutex() {
    static std::recursive_mutex& m = *new std::recursive_mutex;  // never destroyed (shutdown order)
    return m;
  }
  std::unique_lock<std::recursive_mutex> lock_;
  std::size_t saved_;
};

#endif

// The level-0 scratch a team of Policy may have, the opt-in included: Kokkos'
// scratch_size_max(0), asked (once) while the room is open where team-gemm opts in.
template <class Policy>
std::size_t team_scratch_max() {
#ifdef TGEMM_KOKKOS4_SCRATCH_OPTIN
  if constexpr (std::is_same_v<typename Policy::execution_space, Kokkos::Cuda>) {
    static const std::size_t max = [] {  // Kokkos 4 runs one GPU a process
      ScratchRoom room;
      return std::size_t(Policy::scratch_size_max(0));
    }();
    return max;
  }
#endif
  return std::size_t(Policy::scratch_size_max(0));
}

// Runs f() with the room open where a team of Policy with `bytes` of scratch needs it (and the
// kernel of parallel_for(Policy, K) opted in), else plainly.
template <class Policy, class K, class F>
decltype(auto) with_room(std::size_t bytes, F&& f) {
#ifdef TGEMM_KOKKOS4_SCRATCH_OPTIN
  if constexpr (std::is_same_v<typename Policy::execution_space, Kokkos::Cuda>) {
    if (bytes > ScratchRoom::kokkos_limit<Policy>()) {
      ScratchRoom room;
      ScratchRoom::opt_in<Policy, K>();
      return f();
    }
  }
#endif
  (void)bytes;
  return f();
}

}  // namespace tgemm::device
