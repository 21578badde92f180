#pragma once
// Logical threads of a team. A tile kernel is written for NT logical threads, each owning a
// fixed part of the C tile for the whole K walk. On a GPU the team has exactly NT threads.
// A host backend may offer fewer (OpenMP: at most its pool size), so each physical thread
// then plays several logical threads; Capacity bounds how many, at compile time, so the
// per-thread accumulators stay a fixed-size array (registers on a GPU, stack on a CPU).

#include <Kokkos_Core.hpp>

namespace tgemm {

template <int NT, int Capacity>
struct TeamThreads {
  static_assert(NT > 0 && Capacity > 0, "tgemm::TeamThreads: NT and Capacity must be positive");
  static constexpr int logical = NT;
  static constexpr int capacity = Capacity;

  int rank = 0;  // physical rank in the team
  int size = 1;  // physical team size

  template <class Member>
  KOKKOS_INLINE_FUNCTION explicit TeamThreads(const Member& member)
      : rank(member.team_rank()), size(member.team_size()) {}

  // Logical thread played in slot l (0 <= l < Capacity), or -1 when the slot is unused.
  // With a capacity of one (GPUs) the drivers launch exactly NT threads, so slot 0 is the
  // thread's own rank: no test, and no branch around the code that uses it.
  KOKKOS_INLINE_FUNCTION int logical_thread(int l) const {
    if constexpr (Capacity == 1) {
      return rank;
    } else {
      const int t = rank + l * size;
      return t < NT ? t : -1;
    }
  }

  // Calls f(l, t) for every slot l in use and the logical thread t it plays: on GPUs once,
  // with the thread's own rank, and no test around f.
  template <class F>
  KOKKOS_FORCEINLINE_FUNCTION void each(F&& f) const {
    for (int l = 0; l < Capacity; ++l) {
      const int t = logical_thread(l);
      if (Capacity > 1 && t < 0) break;
      f(l, t);
    }
  }
};

// (row, col) of the element of a Rows x Cols tile that logical thread t owns. Consecutive
// threads walk down columns when C is column-major (LayoutLeft, Kokkos' default on GPUs)
// and along rows otherwise, so a warp's stores of C coalesce either way.
template <int Rows, int Cols>
struct TileElement {
  int row, col;
  KOKKOS_INLINE_FUNCTION TileElement(int t, bool column_major)
      : row(column_major ? t % Rows : t / Cols), col(column_major ? t / Rows : t % Cols) {}
};

// Largest number of logical threads one physical thread may play, given the smallest team
// the backend can be asked for: GPUs run NT threads per team, host backends as few as one.
template <class ExecSpace, int NT>
constexpr int team_thread_capacity() {
  return Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible ? NT : 1;
}

}  // namespace tgemm
