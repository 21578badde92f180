#pragma once
// team::last_to_arrive(member, count, teams): whether this team is the last of `teams` to reach
// a device-wide count (zero before the first arrives), for kernels whose teams leave partial
// results in global memory for one of them to finish (stream-K's shared tiles, the GEMV
// kernel's slices of K). What each team wrote before the call is visible to the last after it
// returns true; the last sets the count back to zero for the next launch. All threads of the
// team call it.

#include <Kokkos_Core.hpp>
#include <tgemm/team/barrier.hpp>

namespace tgemm::team {

template <class Member>
KOKKOS_INLINE_FUNCTION bool last_to_arrive(const Member& member, int* count, int teams) {
  Kokkos::memory_fence();  // this team's results are visible device-wide before the count says so
  barrier(member);
  int before = 0;
  Kokkos::single(
      Kokkos::PerTeam(member),
      [&](int& b) {
        b = Kokkos::atomic_fetch_add(count, 1);
        if (b == teams - 1) Kokkos::atomic_store(count, 0);
      },
      before);
  if (before != teams - 1) return false;
  Kokkos::memory_fence();  // the others' results are read after the count said they were there
  return true;
}

}  // namespace tgemm::team
