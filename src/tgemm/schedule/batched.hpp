#pragma once
// The batched schedule of tgemm::batched_gemm for a composed mainloop: C_b = alpha op(A_b)
// op(B_b) + beta C_b for every b, one team per BM x BN tile of each C_b, the matrix index
// taking the place of the split-K slice. (Batches of small matrices run the team-level GEMM
// instead: batched_team_gemm.hpp.)

#include <Kokkos_Core.hpp>
#include <string>
#include <tgemm/device/batched_problem.hpp>
#include <tgemm/device/launch.hpp>
#include <tgemm/kernel/gemm_kernel.hpp>

namespace tgemm::schedule {

// Team r works on tile r % tiles (tiles_m along M) of matrix r / tiles; matrix b of each
// operand starts b * batch_x elements after matrix 0 (kernel::Gemm's A, B, C).
struct BatchGrid {
  index_t tiles_m = 1, tiles = 1;
  index_t batch_a = 0, batch_b = 0, batch_c = 0;

  template <class K>
  KOKKOS_FORCEINLINE_FUNCTION void run(const K& k, const typename K::Member& member) const {
    const index_t b = member.league_rank() / tiles, tile = member.league_rank() % tiles;
    auto A = k.A, B = k.B;
    auto C = k.C;
    A.data += b * batch_a;
    B.data += b * batch_b;
    C.data += b * batch_c;
    const index_t m0 = (tile % tiles_m) * K::BM, n0 = (tile / tiles_m) * K::BN;
    const typename K::Threads threads(member);
    typename K::Acc acc = {};
    k.mainloop.tile_product(member, threads, K::Mainloop::stages(member), A, B,
                            {m0, n0, 0, A.cols, k.inside(m0, n0)}, acc);
    K::Epilogue::store(threads, acc, C, m0, n0, k.alpha, k.beta, nullptr, 0);
  }
};

// Mainloop ML (a rung 8 mainloop: one for any layout) over every tile of every matrix.
template <class ML, class ExecSpace, class Scalar>
void launch_batched(const ExecSpace& exec, const std::string& label, Scalar alpha,
                    const device::BatchedProblem<Scalar>& p, Scalar beta) {
  using K = kernel::Gemm<ML, BatchGrid>;
  const auto a = p.a.matrix(0, p.ta), b = p.b.matrix(0, p.tb);
  const auto c = p.c.matrix(0);
  const index_t tiles_m = device::tile_count(p.m(), K::BM),
                tiles = tiles_m * device::tile_count(p.n(), K::BN);
  K kernel{a,
           b,
           c,
           alpha,
           beta,
           ML(a, b),
           BatchGrid{tiles_m, tiles, p.a.batch_stride, p.b.batch_stride, p.c.batch_stride}};
  // 16-byte loads were judged on matrix 0; they stay legal only if every matrix starts
  // equally aligned.
  if (p.a.batch_stride * index_t(sizeof(Scalar)) % 16 != 0) kernel.mainloop.how_a.wide = false;
  if (p.b.batch_stride * index_t(sizeof(Scalar)) % 16 != 0) kernel.mainloop.how_b.wide = false;
  device::launch_teams(exec, label, kernel, tiles * p.count(), [&] { return label; });
}

}  // namespace tgemm::schedule
