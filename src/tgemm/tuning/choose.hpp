#pragma once
// Variant "auto": which candidate a call runs, from the tuning table for the device's
// architecture, or the scalar's fallback where the table says nothing.

#include <tgemm/device/team_launch.hpp>
#include <tgemm/tuning/candidates.hpp>
#include <tgemm/tuning/table.hpp>

#include <array>
#include <cstdint>
#include <mutex>
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

// Whether a row's measurement speaks for an m x n C: not when its candidate runs edge tiles
// slowly (rung 10 with 512-byte accumulators, team_specialized.hpp) and C has edge tiles
// where the row's shape had none (at 4000^3 FP32, 4096^3's pick ran 22 % below the best).
template <class ExecSpace, class Scalar>
bool row_fits(const Entry& row, index_t m, index_t n) {
  bool slow = false;
  with_candidate_at<Scalar>(candidate_index<Scalar>(row.kernel), [&](auto c) {
    using C = typename decltype(c)::type;
    if constexpr (requires { C::template slow_edges<ExecSpace, Scalar>(m, n); })
      slow = C::template slow_edges<ExecSpace, Scalar>(m, n) &&
             !C::template slow_edges<ExecSpace, Scalar>(row.m, row.n);
  });
  return !slow;
}

template <class ExecSpace, class Scalar>
std::string choose(const ExecSpace& exec, index_t m, index_t n, index_t k) {
  std::string name =
      Table::instance().lookup(device_arch(exec), device::scalar_name<Scalar>(), m, n, k,
                               [&](const Entry& row) { return row_fits<ExecSpace, Scalar>(row, m, n); });
  if (name.empty() || candidate_index<Scalar>(name) < 0) name = fallback_candidate<Scalar>();
  return name;
}

// choose() as a candidate index, remembered per device, shape and table version: the table
// lookup and the candidate names cost microseconds, as much as a small GEMM itself, and a
// code calls the same few shapes over and over. A small ring of the latest shapes.
template <class ExecSpace, class Scalar>
int choose_index(const ExecSpace& exec, index_t m, index_t n, index_t k) {
  struct Seen {
    long device;
    std::uint64_t generation;
    index_t m, n, k;
    int index;
  };
  static std::mutex mutex;
  static std::array<Seen, 32> seen;
  static int used = 0, next = 0;
  const long device = device::device_key(exec);
  const std::uint64_t generation = Table::instance().generation();
  {
    std::lock_guard<std::mutex> lock(mutex);
    for (int i = 0; i < used; ++i) {
      const Seen& s = seen[i];
      if (s.m == m && s.n == n && s.k == k && s.device == device && s.generation == generation)
        return s.index;
    }
  }
  const int index = candidate_index<Scalar>(choose<ExecSpace, Scalar>(exec, m, n, k));
  std::lock_guard<std::mutex> lock(mutex);
  seen[next] = Seen{device, generation, m, n, k, index};
  next = (next + 1) % int(seen.size());
  used = used < int(seen.size()) ? used + 1 : used;
  return index;
}

}  // namespace tgemm::tuning
