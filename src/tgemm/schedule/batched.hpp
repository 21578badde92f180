#pragma once
// The batched schedule of tgemm::batched_gemm for a composed mainloop: C_b = alpha op(A_b)
// op(B_b) + beta C_b for every b, one team per BM x BN tile of each C_b, the matrix index
// taking the place of the split-K slice. Any mainloop family runs on it (rung 8's, the
// multistage rungs, the FP64 tensor cores), read in place. (Batches of small matrices run the
// team-level GEMM instead: batched_team_gemm.hpp.)

#include <Kokkos_Core.hpp>
#include <string>
#include <tgemm/device/batched_problem.hpp>
#include <tgemm/device/launch.hpp>
#include <tgemm/kernel/gemm_kernel.hpp>
#include <tgemm/operands/in_place.hpp>
#include <type_traits>

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
    auto* const stages = K::Mainloop::stages(member);
    k.mainloop.tile_product(member, threads, stages, A, B, {m0, n0, 0, A.cols, k.inside(m0, n0)},
                            acc);
    k.store(member, threads, acc, C, m0, n0, nullptr, 0, stages);
  }
};

// Mainloop ML over every tile of every matrix (ML built for matrix 0's layout: the batch
// shares it).
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
  // Rung 8's mainloop judged 16-byte loads on matrix 0; they stay legal only if every matrix
  // starts equally aligned.
  if constexpr (requires { kernel.mainloop.how_a.wide; }) {
    if (p.a.batch_stride * index_t(sizeof(Scalar)) % 16 != 0) kernel.mainloop.how_a.wide = false;
    if (p.b.batch_stride * index_t(sizeof(Scalar)) % 16 != 0) kernel.mainloop.how_b.wide = false;
  }
  device::launch_teams(exec, label, kernel, tiles * p.count(), [&] { return label; });
}

// A mainloop family (mainloop/*.hpp) over every tile of every matrix: the family's mainloop
// for the operands' orientation where matrix 0 allows aligned 16-byte access and every
// matrix starts 16-byte aligned like it, the family's fallback (rung 8, any layout) otherwise.
template <class Family, class ExecSpace, class Scalar>
void launch_batched_family(const ExecSpace& exec, const std::string& label, Scalar alpha,
                           const device::BatchedProblem<Scalar>& p, Scalar beta) {
  using Fallback = typename Family::template fallback<ExecSpace, Scalar>;
  const bool aligned = p.a.batch_stride * index_t(sizeof(Scalar)) % 16 == 0 &&
                       p.b.batch_stride * index_t(sizeof(Scalar)) % 16 == 0;
  if (!aligned) return launch_batched<Fallback>(exec, label, alpha, p, beta);
  operands::InPlace::with_operands<Family, ExecSpace, Scalar, false>(
      exec, p.a.matrix(0, p.ta), p.b.matrix(0, p.tb), [&](const auto&, const auto&, auto ml) {
        launch_batched<typename decltype(ml)::type>(exec, label, alpha, p, beta);
      });
}

}  // namespace tgemm::schedule
