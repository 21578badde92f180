#pragma once
// team::barrier(member): the team barrier of the tile kernels. In CUDA device code it is
// __syncthreads() itself: Kokkos' team_barrier first reads blockDim.z (a constant-bank load
// and a branch on every call, on the critical path right after the barrier of every K slab)
// to tell a team that is a whole block from several teams sharing one; TeamPolicy's
// parallel_for launches one team per block (blockDim.z == 1), as these kernels are.
// Elsewhere it is member.team_barrier().

#include <Kokkos_Macros.hpp>

namespace tgemm::team {

template <class Member>
KOKKOS_FORCEINLINE_FUNCTION void barrier(const Member& member) {
#if defined(__CUDA_ARCH__)
  (void)member;
  __syncthreads();
#else
  member.team_barrier();
#endif
}

}  // namespace tgemm::team
