#pragma once
// Rung 1: team tiles from global memory. The same BM x BN tile decomposition and thread ->
// element mapping as team_scratch, but every thread reads its A row and B column straight
// from global memory: the global-only side of the scratch comparison.

#include <tgemm/device/team_launch.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/team_threads.hpp>
#include <tgemm/team/tile_shape.hpp>

namespace tgemm::device {

template <class ExecSpace, class Scalar, class Shape>
struct TeamGlobalKernel {
  static constexpr int BM = Shape::BM, BN = Shape::BN;
  static constexpr int NT = BM * BN;  // one logical thread per element of the C tile
  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;

  MatrixRef<const Scalar> A, B;
  MatrixRef<Scalar> C;
  Scalar alpha, beta;
  index_t tiles_m;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    const index_t m0 = (member.league_rank() % tiles_m) * BM;
    const index_t n0 = (member.league_rank() / tiles_m) * BN;
    const Threads threads(member);
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      const index_t i = m0 + t / BN, j = n0 + t % BN;
      if (i >= C.rows || j >= C.cols) continue;
      Scalar acc = 0;
      for (index_t p = 0; p < A.cols; ++p) acc += A(i, p) * B(p, j);
      team::store_scaled(C, i, j, alpha, acc, beta);
    }
  }
};

template <class Shape = TileShape<32, 32, 32>>
struct TeamGlobal {
  static std::string name() { return "team_global<" + Shape::name() + ">"; }

  template <class ExecSpace, class Scalar>
  static int team_size(const ExecSpace& exec) {
    using K = TeamGlobalKernel<ExecSpace, Scalar, Shape>;
    return checked_team_size(exec, K{}, K::NT, 0, name() + "," + scalar_name<Scalar>());
  }

  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace& exec) {
    team_size<ExecSpace, Scalar>(exec);
  }

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C) {
    using K = TeamGlobalKernel<ExecSpace, Scalar, Shape>;
    const index_t tiles_m = tile_count(C.rows, Shape::BM);
    const int league = league_size(tiles_m * tile_count(C.cols, Shape::BN));
    Kokkos::parallel_for("tgemm::" + name() + "," + scalar_name<Scalar>(),
                         Kokkos::TeamPolicy<ExecSpace>(exec, league,
                                                       team_size<ExecSpace, Scalar>(exec)),
                         K{A, B, C, alpha, beta, tiles_m});
  }
};

}  // namespace tgemm::device
