#pragma once
// The two lists of tuning candidates (tuning/candidates.hpp): GPU kernels for device execution
// spaces, the CPU mainloop for host ones. kernel_set<ExecSpace> is the list a space draws from.

#include <Kokkos_Core.hpp>
#include <tgemm/tile.hpp>
#include <type_traits>

namespace tgemm::tuning {

struct GpuKernels {};
struct HostKernels {};

template <class ExecSpace>
using kernel_set =
    std::conditional_t<Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible,
                       HostKernels, GpuKernels>;

// The host list's fallback, where the table has no row: BLIS' register block for the ISA the
// translation unit is compiled for (the library's: TGEMM_NATIVE). One of Candidates<HostKernels>.
template <class Scalar>
constexpr CpuTile host_fallback_tile() {
  constexpr bool f32 = sizeof(Scalar) <= 4;
#if defined(__AVX512F__)
  return f32 ? CpuTile{.mr = 32, .nr = 12, .mc = 480, .nc = 504, .kc = 384}
             : CpuTile{.mr = 16, .nr = 14, .mc = 240, .nc = 504, .kc = 256};
#elif defined(__ARM_NEON)
  return f32 ? CpuTile{.mr = 8, .nr = 12, .mc = 120, .nc = 516, .kc = 640}
             : CpuTile{.mr = 6, .nr = 8, .mc = 120, .nc = 512, .kc = 256};
#else
  return f32 ? CpuTile{.mr = 16, .nr = 6, .mc = 176, .nc = 504, .kc = 256}
             : CpuTile{.mr = 8, .nr = 6, .mc = 72, .nc = 504, .kc = 256};
#endif
}

}  // namespace tgemm::tuning
