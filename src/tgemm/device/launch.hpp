#pragma once
// Launching team kernels: the checks that run before anything launches (scratch per team,
// team size), so a tile configuration the execution space cannot run is rejected with a
// message naming it and C is untouched; the team sizes they find, remembered per kernel and
// device; and the launch itself. Shared by the ladder's rungs and the composed kernels.

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <cstddef>
#include <limits>
#include <mutex>
#include <stdexcept>
#include <string>
#include <tgemm/device/scratch_room.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <type_traits>
#include <utility>
#include <vector>

namespace tgemm::device {

template <class Scalar>
constexpr const char* scalar_name() {
  if constexpr (std::is_same_v<Scalar, float>)
    return "float";
  else if constexpr (std::is_same_v<Scalar, double>)
    return "double";
  else if constexpr (std::is_same_v<Scalar, Kokkos::Experimental::half_t>)
    return "half";  // where Kokkos has a 16-bit type of its own (else half_t is float)
  else if constexpr (std::is_same_v<Scalar, Kokkos::Experimental::bhalf_t>)
    return "bhalf";
  else
    return "scalar";
}

// The Kokkos label of a mixed-precision kernel's launches: "tgemm::<name>,<In>,<Out>".
template <class In, class Out>
std::string mixed_label(const std::string& name) {
  return "tgemm::" + name + "," + scalar_name<In>() + "," + scalar_name<Out>();
}

// Kernel K's Kokkos label for Scalar: "tgemm::<name>,<Scalar>", made once.
template <class K, class Scalar>
const std::string& kernel_label() {
  static const std::string l = "tgemm::" + K::name() + "," + scalar_name<Scalar>();
  return l;
}

// The CPU kernels' check: they run on execution spaces that reach host memory only.
template <class ExecSpace>
void check_host_space(const std::string& name) {
  if constexpr (!Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible)
    throw std::invalid_argument("tgemm::gemm: " + name +
                                " runs on host execution spaces only, not " + ExecSpace::name());
}

// What a per-device cache is keyed on: the GPU's ordinal; on host backends the instance's
// concurrency (a partitioned instance may offer fewer threads).
template <class ExecSpace>
long device_key(const ExecSpace& exec) {
#ifdef KOKKOS_ENABLE_CUDA
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) return exec.cuda_device();
#endif
  return long(exec.concurrency());
}

// Team size for a functor written for nt logical threads: exactly nt on a GPU; on a host
// backend as many as it offers, up to nt (each thread then plays several logical threads).
// Scratch beyond Kokkos' own limit counts where team-gemm opts kernels in (scratch_room.hpp).
template <class Policy, class ExecSpace, class Functor>
int checked_team_size(const ExecSpace& exec, const Functor& functor, int nt,
                      std::size_t scratch_bytes, const std::string& kernel) {
  const std::size_t max_scratch = team_scratch_max<Policy>();
  if (scratch_bytes > max_scratch)
    throw std::invalid_argument(
        "tgemm::gemm: tile configuration of " + kernel + " needs " + std::to_string(scratch_bytes) +
        " bytes of level-0 team scratch per team, but " + ExecSpace::name() + " allows at most " +
        std::to_string(max_scratch));
  Policy probe(exec, 1, Kokkos::AUTO);
  probe.set_scratch_size(0, Kokkos::PerTeam(scratch_bytes));
  const int max_threads = with_room<Policy, Functor>(
      scratch_bytes, [&] { return probe.team_size_max(functor, Kokkos::ParallelForTag()); });
  if (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible)
    return std::max(1, std::min(nt, max_threads));
  if (max_threads < nt)
    throw std::invalid_argument("tgemm::gemm: tile configuration of " + kernel + " needs " +
                                std::to_string(nt) + " threads per team, but " + ExecSpace::name() +
                                " allows at most " + std::to_string(max_threads) +
                                " for this kernel");
  return nt;
}

// checked_team_size, remembered per kernel (Functor) and device (key: device_key): Kokkos'
// team-size query costs microseconds per call, as much as a small GEMM, and its answer
// depends only on those two. Rejections are not remembered: they throw every time. name()
// is called only when the query runs.
template <class Policy, class ExecSpace, class Functor, class Name>
int remembered_team_size(const ExecSpace& exec, const Functor& functor, int nt,
                         std::size_t scratch_bytes, Name&& name) {
  // Never destroyed: a call during static destruction (an embedder's atexit handler) finds them.
  static std::mutex& mutex = *new std::mutex;
  static std::vector<std::pair<long, int>>& known = *new std::vector<std::pair<long, int>>;
  const long key = device_key(exec);
  {
    std::lock_guard<std::mutex> lock(mutex);
    for (const auto& [k, size] : known)
      if (k == key) return size;
  }
  const int size = checked_team_size<Policy>(exec, functor, nt, scratch_bytes, name());
  std::lock_guard<std::mutex> lock(mutex);
  known.emplace_back(key, size);
  return size;
}

inline constexpr index_t tile_count(index_t extent, int tile) {
  return (extent + tile - 1) / tile;
}

// One team per tile; Kokkos' league size is an int.
inline int league_size(index_t tiles) {
  if (tiles > index_t(std::numeric_limits<int>::max()))
    throw std::invalid_argument("tgemm::gemm: argument 'C' needs " + std::to_string(tiles) +
                                " tiles, more than a Kokkos league can hold");
  return int(tiles);
}

// Kernel K's team size on exec, remembered per device; `name` labels a rejection.
template <class ExecSpace, class K, class Name>
int team_size_of(const ExecSpace& exec, Name&& name) {
  using Policy = Kokkos::TeamPolicy<ExecSpace, typename K::launch_bounds>;
  return remembered_team_size<Policy>(exec, K{}, K::NT, K::scratch_bytes, name);
}

// Launches kernel K over `teams` teams, each with K::scratch_bytes of level-0 scratch.
template <class ExecSpace, class K, class Name>
void launch_teams(const ExecSpace& exec, const std::string& label, const K& kernel, index_t teams,
                  Name&& name) {
  Kokkos::TeamPolicy<ExecSpace, typename K::launch_bounds> policy(
      exec, league_size(teams), team_size_of<ExecSpace, K>(exec, name));
  if constexpr (K::scratch_bytes > 0) policy.set_scratch_size(0, Kokkos::PerTeam(K::scratch_bytes));
  with_room<decltype(policy), K>(K::scratch_bytes,
                                 [&] { Kokkos::parallel_for(label, policy, kernel); });
}

}  // namespace tgemm::device
