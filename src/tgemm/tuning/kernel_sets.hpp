#pragma once
// The two lists of tuning candidates (tuning/candidates.hpp): GPU kernels for device execution
// spaces, the CPU mainloop for host ones. kernel_set<ExecSpace> is the list a space draws from.

#include <Kokkos_Core.hpp>
#include <type_traits>

namespace tgemm::tuning {

struct GpuKernels {};
struct HostKernels {};

template <class ExecSpace>
using kernel_set =
    std::conditional_t<Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible,
                       HostKernels, GpuKernels>;

}  // namespace tgemm::tuning
