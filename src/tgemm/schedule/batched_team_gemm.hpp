#pragma once
// The batched schedule of tgemm::batched_gemm for small matrices: one team per BM x BN tile
// of each C_b (so one team per matrix up to the tile size), each running the team-level GEMM
// (team_gemm.hpp: any team size; on host backends one thread per team, many teams). Any
// type pair team_gemm takes: 16-bit inputs are staged and summed as fp32.

#include <Kokkos_Core.hpp>
#include <string>
#include <tgemm/device/batched_problem.hpp>
#include <tgemm/device/launch.hpp>
#include <tgemm/team_gemm.hpp>

namespace tgemm::schedule {

// The team-level GEMM (TeamGemm's tiling, Config a TeamGemmConfig) on one tile of one matrix
// per team.
template <class ExecSpace, class Config, class Scalar, class In = Scalar>
struct BatchedTeamGemmKernel {
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Acc = accumulate_t<In>;
  static constexpr std::size_t scratch_bytes = team_scratch_size<Config, In>();

  device::BatchedProblem<Scalar, In> p;
  Acc alpha{}, beta{};
  index_t tiles_m = 1, tiles = 1;  // tiles along M, and per matrix

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    const index_t l = member.league_rank();
    const index_t batch = l / tiles, t = l % tiles;
    const MatrixRef<const In> a = p.a.matrix(batch, p.ta), b = p.b.matrix(batch, p.tb);
    const MatrixRef<Scalar> c = p.c.matrix(batch);
    const index_t m0 = (t % tiles_m) * Config::BM, n0 = (t / tiles_m) * Config::BN;
    const index_t mt = Kokkos::min(index_t(Config::BM), c.rows - m0);
    const index_t nt = Kokkos::min(index_t(Config::BN), c.cols - n0);
    const MatrixRef<const In> a_tile{a.data + m0 * a.row_stride, mt, a.cols, a.row_stride,
                                     a.col_stride};
    const MatrixRef<const In> b_tile{b.data + n0 * b.col_stride, b.rows, nt, b.row_stride,
                                     b.col_stride};
    const MatrixRef<Scalar> c_tile{c.data + m0 * c.row_stride + n0 * c.col_stride, mt, nt,
                                   c.row_stride, c.col_stride};
    auto* scratch = static_cast<Acc*>(
        member.team_scratch(0).get_shmem(team_scratch_extent<Config, In>() * sizeof(Acc)));
    team::team_gemm<Config>(member, alpha, a_tile, b_tile, beta, c_tile, scratch);
  }
};

template <class Config, class ExecSpace, class Scalar, class In>
void launch_batched_team_gemm(const ExecSpace& exec, accumulate_t<In> alpha,
                              const device::BatchedProblem<Scalar, In>& p, accumulate_t<In> beta) {
  using K = BatchedTeamGemmKernel<ExecSpace, Config, Scalar, In>;
  static const std::string label =
      "tgemm::batched_gemm<" + Config::name() + "," +
      (std::is_same_v<In, Scalar> ? std::string() : std::string(device::scalar_name<In>()) + ",") +
      device::scalar_name<Scalar>() + ">";
  const index_t tiles_m = device::tile_count(p.m(), Config::BM),
                tiles = tiles_m * device::tile_count(p.n(), Config::BN);
  const K kernel{p, alpha, beta, tiles_m, tiles};
  using Policy = Kokkos::TeamPolicy<ExecSpace>;
  // On a GPU one thread per micro-tile; on a host backend one thread per team, many teams.
  // Throws when the configuration's scratch or team size does not fit the execution space.
  const int checked =
      device::checked_team_size<Policy>(exec, kernel, Config::units, K::scratch_bytes, label);
  const int team =
      Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible ? 1 : checked;
  Policy policy(exec, device::league_size(p.count() * tiles), team);
  policy.set_scratch_size(0, Kokkos::PerTeam(K::scratch_bytes));
  Kokkos::parallel_for(label, policy, kernel);
}

}  // namespace tgemm::schedule
