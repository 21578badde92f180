#pragma once
// The batched schedule of tgemm::batched_gemm for small matrices: one team per BM x BN tile
// of each C_b (so one team per matrix up to the tile size), each running the team-level GEMM
// (team_gemm.hpp: any team size; on host backends one thread per team, many teams).

#include <Kokkos_Core.hpp>
#include <string>
#include <tgemm/device/batched_problem.hpp>
#include <tgemm/device/launch.hpp>
#include <tgemm/team_gemm.hpp>

namespace tgemm::schedule {

// The team-level GEMM (TeamGemm's tiling, Config a TeamGemmConfig) on one tile of one matrix
// per team.
template <class ExecSpace, class Config, class Scalar>
struct BatchedTeamGemmKernel {
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  static constexpr std::size_t scratch_bytes = team_scratch_size<Config, Scalar>();

  device::BatchedProblem<Scalar> p;
  Scalar alpha{}, beta{};
  index_t tiles_m = 1, tiles = 1;  // tiles along M, and per matrix

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    const index_t l = member.league_rank();
    const index_t batch = l / tiles, t = l % tiles;
    const MatrixRef<const Scalar> a = p.a.matrix(batch, p.ta), b = p.b.matrix(batch, p.tb);
    const MatrixRef<Scalar> c = p.c.matrix(batch);
    const index_t m0 = (t % tiles_m) * Config::BM, n0 = (t / tiles_m) * Config::BN;
    const index_t mt = Kokkos::min(index_t(Config::BM), c.rows - m0);
    const index_t nt = Kokkos::min(index_t(Config::BN), c.cols - n0);
    const MatrixRef<const Scalar> a_tile{a.data + m0 * a.row_stride, mt, a.cols, a.row_stride,
                                         a.col_stride};
    const MatrixRef<const Scalar> b_tile{b.data + n0 * b.col_stride, b.rows, nt, b.row_stride,
                                         b.col_stride};
    const MatrixRef<Scalar> c_tile{c.data + m0 * c.row_stride + n0 * c.col_stride, mt, nt,
                                   c.row_stride, c.col_stride};
    auto* scratch = static_cast<Scalar*>(
        member.team_scratch(0).get_shmem(team_scratch_extent<Config, Scalar>() * sizeof(Scalar)));
    team::team_gemm<Config>(member, alpha, a_tile, b_tile, beta, c_tile, scratch);
  }
};

template <class Config, class ExecSpace, class Scalar>
void launch_batched_team_gemm(const ExecSpace& exec, Scalar alpha,
                              const device::BatchedProblem<Scalar>& p, Scalar beta) {
  using K = BatchedTeamGemmKernel<ExecSpace, Config, Scalar>;
  static const std::string label =
      "tgemm::batched_gemm<" + Config::name() + "," + device::scalar_name<Scalar>() + ">";
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
