#pragma once
// Variant "auto": which candidate a call runs, from the tuning table for the device's
// architecture, or the scalar's fallback where the table says nothing.

#include <tgemm/device/team_launch.hpp>
#include <tgemm/tuning/candidates.hpp>
#include <tgemm/tuning/table.hpp>

#include <string>

namespace tgemm::tuning {

// "sm_90" on CUDA, the backend's name elsewhere.
template <class ExecSpace>
std::string device_arch(const ExecSpace& exec) {
#ifdef KOKKOS_ENABLE_CUDA
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) {
    const auto& prop = exec.cuda_device_prop();
    return "sm_" + std::to_string(prop.major) + std::to_string(prop.minor);
  }
#endif
  (void)exec;
  return ExecSpace::name();
}

template <class ExecSpace, class Scalar>
std::string choose(const ExecSpace& exec, index_t m, index_t n, index_t k) {
  std::string name =
      Table::instance().lookup(device_arch(exec), device::scalar_name<Scalar>(), m, n, k);
  if (name.empty() || !with_candidate<Scalar>(name, [](auto) {})) name = fallback_candidate<Scalar>();
  return name;
}

}  // namespace tgemm::tuning
