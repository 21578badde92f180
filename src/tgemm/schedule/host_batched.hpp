#pragma once
// The CPU schedule for a batch of small matrices: one host thread per matrix. Each team (one
// thread) takes a run of consecutive matrices and multiplies each whole, with the CPU
// mainloop's blocks for one thread (HostTileKernel: micro-kernel over packed panels), panels in its
// own team scratch. No thread waits on another inside a matrix, and the batch is split evenly
// (static schedule).

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <string>
#include <tgemm/device/batched_problem.hpp>
#include <tgemm/device/launch.hpp>
#include <tgemm/schedule/host_tiles.hpp>
#include <tgemm/tile.hpp>

namespace tgemm::schedule {

template <class Scalar, CpuTile T>
struct HostBatchedKernel {
  device::BatchedProblem<Scalar> p;
  Scalar alpha{}, beta{};
  bool row_major = false;  // C_b row-major: computed as C_b^T = op(B_b)^T op(A_b)^T
  HostBlocks blocks;
  index_t per_team = 1;  // consecutive matrices per team

  // Matrix b's problem, transposed where C is row-major so the micro-kernel's columns are C's
  // unit-stride rows (as device::HostGemm).
  KOKKOS_INLINE_FUNCTION HostTileKernel<Scalar, T> matrix(index_t b) const {
    const MatrixRef<const Scalar> a = p.a.matrix(b, p.ta), bm = p.b.matrix(b, p.tb);
    const MatrixRef<Scalar> c = p.c.matrix(b);
    if (row_major) return {bm.transposed(), a.transposed(), c.transposed(), alpha, beta, blocks};
    return {a, bm, c, alpha, beta, blocks};
  }

  KOKKOS_INLINE_FUNCTION std::size_t scratch_values() const { return matrix(0).scratch_values(); }

  template <class Member>
  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    auto* panels = static_cast<Scalar*>(
        member.team_scratch(1).get_shmem_aligned(scratch_values() * sizeof(Scalar), 64));
    const index_t b0 = member.league_rank() * per_team, b1 = Kokkos::min(b0 + per_team, p.c.count);
    for (index_t b = b0; b < b1; ++b) {
      const HostTileKernel<Scalar, T> k = matrix(b);
      for (index_t rank = 0; rank < blocks.tiles; ++rank) k.run(rank, panels);
    }
  }
};

// C_b = alpha op(A_b) op(B_b) + beta C_b for every b of p, on a host execution space, with the
// CPU mainloop's blocking T. alpha != 0 and K > 0 (the caller scales C otherwise).
template <CpuTile T, class ExecSpace, class Scalar>
void launch_host_batched(const ExecSpace& exec, const std::string& label, Scalar alpha,
                         const device::BatchedProblem<Scalar>& p, Scalar beta) {
  using K = HostBatchedKernel<Scalar, T>;
  K kernel{p, alpha, beta, p.c.row_stride != 1 && p.c.col_stride == 1, {}, 1};
  const HostTileKernel<Scalar, T> first = kernel.matrix(0);
  const index_t m = first.C.rows, n = first.C.cols, k = first.A.cols;
  kernel.blocks = host_blocks<T>(m, n, k, 1, 0);
  // Operands packed, never read in place: each matrix of a batch arrives cold from memory, and
  // the packing pass streams it in order (prefetchers keep up) where the micro-kernel's strided
  // reads would wait on every line.
  // A few runs of matrices per thread: even shares, and few enough teams that starting one
  // costs nothing beside its matrices.
  const index_t threads = std::max<index_t>(1, exec.concurrency());
  const index_t teams = std::min<index_t>(p.c.count, 8 * threads);
  kernel.per_team = (p.c.count + teams - 1) / teams;
  const index_t league = (p.c.count + kernel.per_team - 1) / kernel.per_team;
  Kokkos::TeamPolicy<ExecSpace> policy(exec, device::league_size(league), 1);
  policy.set_scratch_size(1, Kokkos::PerTeam(kernel.scratch_values() * sizeof(Scalar) + 64));
  Kokkos::parallel_for(label, policy, kernel);
}

}  // namespace tgemm::schedule
