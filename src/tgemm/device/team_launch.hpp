#pragma once
// Launch checks shared by the TeamPolicy variants: scratch per team and team size must fit
// what the execution space allows, or the call is rejected before anything runs.

#include <tgemm/team/matrix_ref.hpp>

#include <algorithm>
#include <cstddef>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace tgemm::device {

template <class Scalar>
constexpr const char* scalar_name() {
  if constexpr (std::is_same_v<Scalar, float>) return "float";
  else if constexpr (std::is_same_v<Scalar, double>) return "double";
  else return "scalar";
}

// Team size for a functor written for nt logical threads: exactly nt on a GPU; on a host
// backend as many as it offers, up to nt (each thread then plays several logical threads).
template <class ExecSpace, class Functor>
int checked_team_size(const ExecSpace& exec, const Functor& functor, int nt,
                      std::size_t scratch_bytes, const std::string& kernel) {
  using Policy = Kokkos::TeamPolicy<ExecSpace>;
  const auto max_scratch = static_cast<std::size_t>(Policy::scratch_size_max(0));
  if (scratch_bytes > max_scratch)
    throw std::invalid_argument("tgemm::gemm: tile configuration of " + kernel + " needs " +
                                std::to_string(scratch_bytes) +
                                " bytes of level-0 team scratch per team, but " +
                                ExecSpace::name() + " allows at most " +
                                std::to_string(max_scratch));
  Policy probe(exec, 1, Kokkos::AUTO);
  probe.set_scratch_size(0, Kokkos::PerTeam(scratch_bytes));
  const int max_threads = probe.team_size_max(functor, Kokkos::ParallelForTag());
  if (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible)
    return std::max(1, std::min(nt, max_threads));
  if (max_threads < nt)
    throw std::invalid_argument("tgemm::gemm: tile configuration of " + kernel + " needs " +
                                std::to_string(nt) + " threads per team, but " +
                                ExecSpace::name() + " allows at most " +
                                std::to_string(max_threads) + " for this kernel");
  return nt;
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

}  // namespace tgemm::device
