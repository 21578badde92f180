#pragma once
// Rung 1: team tiles from global memory. The same BM x BN tile decomposition and thread ->
// element mapping as team_scratch, but every thread reads its A row and B column straight
// from global memory: the global-only side of the scratch comparison.

#include <tgemm/ladder/team_driver.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/team_threads.hpp>
#include <tgemm/team/tile_shape.hpp>

namespace tgemm::ladder {

template <class ExecSpace, class Scalar, class Shape>
struct TeamGlobalKernel : TileArgs<Scalar> {
  static constexpr int BM = Shape::BM, BN = Shape::BN;
  static constexpr int NT = BM * BN;  // one logical thread per element of the C tile
  static constexpr std::size_t scratch_bytes = 0;
  using launch_bounds = Kokkos::LaunchBounds<>;
  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;

  using TileArgs<Scalar>::TileArgs;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    [[maybe_unused]] const auto& [A, B, C, alpha, beta, tiles_m] =
        static_cast<const TileArgs<Scalar>&>(*this);
    const index_t m0 = this->tile_m0(member.league_rank(), BM);
    const index_t n0 = this->tile_n0(member.league_rank(), BN);
    const Threads threads(member);
    const bool column_major = C.row_stride == 1;
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      const TileElement<BM, BN> e(t, column_major);
      const index_t i = m0 + e.row, j = n0 + e.col;
      if (i >= C.rows || j >= C.cols) continue;
      Scalar acc = 0;
      for (index_t p = 0; p < A.cols; ++p) acc += A(i, p) * B(p, j);
      team::store_scaled(C, i, j, alpha, acc, beta);
    }
  }
};

template <class Shape>
struct TeamGlobalFamily {
  static std::string name() { return "team_global<" + Shape::name() + ">"; }
  template <class ExecSpace, class Scalar>
  using kernel = TeamGlobalKernel<ExecSpace, Scalar, Shape>;
};

template <class Shape = TileShape<32, 32, 32>>
using TeamGlobal = TeamDriver<TeamGlobalFamily<Shape>>;

}  // namespace tgemm::ladder
