#pragma once
// Rung 3: 1D register tiling. Kernel 3's structure, but each thread computes a column of TM
// outputs: one B value from scratch feeds TM FMAs, so scratch reads per FMA drop from two
// to about 1 + 1/TM.

#include <tgemm/ladder/team_driver.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/load_tile.hpp>
#include <tgemm/team/team_threads.hpp>
#include <tgemm/team/tile_shape.hpp>
#include <tgemm/thread/unroll.hpp>

namespace tgemm::ladder {

template <class ExecSpace, class Scalar, class Shape, int TM>
struct TeamTile1DKernel : TileArgs<Scalar> {
  static constexpr int BM = Shape::BM, BN = Shape::BN, BK = Shape::BK;
  static_assert(BM % TM == 0, "tgemm: team_tile_1d needs BM to be a multiple of TM");
  static constexpr int NT = BM * BN / TM;           // one logical thread per TM x 1 column strip
  static constexpr int LdA = BK + 1, LdB = BN + 1;  // padded rows, as in kernel 3
  static constexpr std::size_t scratch_bytes = std::size_t(BM * LdA + BK * LdB) * sizeof(Scalar);
  using launch_bounds = Kokkos::LaunchBounds<>;
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

    Scalar acc[Threads::capacity][TM] = {};
    for (index_t k0 = 0; k0 < A.cols; k0 += BK) {
      team::load_tile_zero_padded<BM, BK, LdA>(threads.rank, threads.size, A, m0, k0, As);
      team::load_tile_zero_padded<BK, BN, LdB>(threads.rank, threads.size, B, k0, n0, Bs);
      member.team_barrier();  // slabs complete before anyone reads them
      for (int l = 0; l < Threads::capacity; ++l) {
        const int t = threads.logical_thread(l);
        if (t < 0) break;
        const int col = t % BN, row0 = (t / BN) * TM;  // a warp shares row0: A reads broadcast
        for (int k = 0; k < BK; ++k) {
          const Scalar b = Bs[k * LdB + col];
          TGEMM_UNROLL
          for (int i = 0; i < TM; ++i) acc[l][i] += As[(row0 + i) * LdA + k] * b;
        }
      }
      member.team_barrier();  // everyone done reading before the next slab overwrites them
    }
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      const int col = t % BN, row0 = (t / BN) * TM;
      for (int i = 0; i < TM; ++i)
        team::store_scaled(C, m0 + row0 + i, n0 + col, alpha, acc[l][i], beta);
    }
  }
};

template <class Shape, int TM>
struct TeamTile1DFamily {
  static std::string name() {
    return "team_tile_1d<" + Shape::name() + ",TM" + std::to_string(TM) + ">";
  }
  template <class ExecSpace, class Scalar>
  using kernel = TeamTile1DKernel<ExecSpace, Scalar, Shape, TM>;
};

template <class Shape = TileShape<64, 64, 8>, int TM = 8>
using TeamTile1D = TeamDriver<TeamTile1DFamily<Shape, TM>>;

}  // namespace tgemm::ladder
