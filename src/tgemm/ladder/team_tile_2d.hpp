#pragma once
// Rung 4: 2D register tiling. Each thread computes a TM x TN block as a sum of outer
// products of a TM fragment of A and a TN fragment of B held in registers: TM + TN scratch
// reads feed TM * TN FMAs.

#include <tgemm/ladder/team_driver.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/load_tile.hpp>
#include <tgemm/team/team_threads.hpp>
#include <tgemm/team/tile_shape.hpp>
#include <tgemm/thread/outer_product.hpp>
#include <tgemm/thread/unroll.hpp>

namespace tgemm::ladder {

template <class ExecSpace, class Scalar, class Shape, int TM, int TN>
struct TeamTile2DKernel : TileArgs<Scalar> {
  static constexpr int BM = Shape::BM, BN = Shape::BN, BK = Shape::BK;
  static_assert(BM % TM == 0 && BN % TN == 0,
                "tgemm: team_tile_2d needs BM % TM == 0 and BN % TN == 0");
  static constexpr int NT = (BM / TM) * (BN / TN);
  static constexpr int LdA = BK + 1, LdB = BN + 1;
  static constexpr std::size_t scratch_bytes = std::size_t(BM * LdA + BK * LdB) * sizeof(Scalar);
  using launch_bounds = Kokkos::LaunchBounds<NT, 2>;
  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;

  using TileArgs<Scalar>::TileArgs;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    [[maybe_unused]] const auto& [A, B, C, alpha, beta, tiles_m] =
        static_cast<const TileArgs<Scalar>&>(*this);
    const index_t m0 = this->tile_m0(member.league_rank(), BM);
    const index_t n0 = this->tile_n0(member.league_rank(), BN);
    auto* As = static_cast<Scalar*>(member.team_scratch(0).get_shmem(int(scratch_bytes)));
    Scalar* Bs = As + BM * LdA;
    const Threads threads(member);

    Scalar acc[Threads::capacity][TM][TN] = {};
    for (index_t k0 = 0; k0 < A.cols; k0 += BK) {
      team::load_tile_zero_padded<BM, BK, LdA>(threads.rank, threads.size, A, m0, k0, As);
      team::load_tile_zero_padded<BK, BN, LdB>(threads.rank, threads.size, B, k0, n0, Bs);
      member.team_barrier();  // slabs complete before anyone reads them
      for (int l = 0; l < Threads::capacity; ++l) {
        const int t = threads.logical_thread(l);
        if (t < 0) break;
        const int row0 = (t / (BN / TN)) * TM, col0 = (t % (BN / TN)) * TN;
        TGEMM_UNROLL
        for (int k = 0; k < BK; ++k) {
          Scalar a[TM], b[TN];
          TGEMM_UNROLL
          for (int i = 0; i < TM; ++i) a[i] = As[(row0 + i) * LdA + k];
          TGEMM_UNROLL
          for (int j = 0; j < TN; ++j) b[j] = Bs[k * LdB + col0 + j];
          thread::outer_product(acc[l], a, b);
        }
      }
      member.team_barrier();  // everyone done reading before the next slab overwrites them
    }
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      const int row0 = (t / (BN / TN)) * TM, col0 = (t % (BN / TN)) * TN;
      team::store_block(C, m0 + row0, n0 + col0, alpha, acc[l], beta);
    }
  }
};

template <class Shape, int TM, int TN>
struct TeamTile2DFamily {
  static std::string name() {
    return "team_tile_2d<" + Shape::name() + ",TM" + std::to_string(TM) + ",TN" +
           std::to_string(TN) + ">";
  }
  template <class ExecSpace, class Scalar>
  using kernel = TeamTile2DKernel<ExecSpace, Scalar, Shape, TM, TN>;
};

template <class Shape = TileShape<128, 128, 8>, int TM = 8, int TN = 8>
using TeamTile2D = TeamDriver<TeamTile2DFamily<Shape, TM, TN>>;

}  // namespace tgemm::ladder
