#pragma once
// Rung 2 (the seeds' kernel 3): each team owns a BM x BN tile of C and walks K in BK-deep
// slabs. The team stages an A slab (BM x BK) and a B slab (BK x BN) in level-0 team scratch,
// zero-padded at the edges; every thread keeps its running sum in a register and writes
// alpha * acc + beta * C once.
//
// Each scratch row is padded by Pad elements. Without it, staging a column-major operand
// (LayoutLeft, Kokkos' GPU default) writes a warp's 32 elements into one bank: a 32-way
// conflict on every store. With a pad of one word, the same warp hits 32 different banks.

#include <tgemm/ladder/team_driver.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/load_tile.hpp>
#include <tgemm/team/team_threads.hpp>
#include <tgemm/team/tile_mac.hpp>
#include <tgemm/team/tile_shape.hpp>

namespace tgemm::ladder {

template <class ExecSpace, class Scalar, class Shape, int Pad>
struct TeamScratchKernel : TileArgs<Scalar> {
  static constexpr int BM = Shape::BM, BN = Shape::BN, BK = Shape::BK;
  static constexpr int NT = BM * BN;  // one logical thread per element of the C tile
  using launch_bounds = Kokkos::LaunchBounds<>;
  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  static constexpr int LdA = BK + Pad, LdB = BN + Pad;  // scratch row lengths
  static constexpr std::size_t scratch_bytes = std::size_t(BM * LdA + BK * LdB) * sizeof(Scalar);

  using TileArgs<Scalar>::TileArgs;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    [[maybe_unused]] const auto& [A, B, C, alpha, beta, tiles_m] =
        static_cast<const TileArgs<Scalar>&>(*this);
    const index_t m0 = this->tile_m0(member.league_rank(), BM);
    const index_t n0 = this->tile_n0(member.league_rank(), BN);
    auto* As = static_cast<Scalar*>(member.team_scratch(0).get_shmem(int(scratch_bytes)));
    Scalar* Bs = As + BM * LdA;
    const Threads threads(member);
    const bool column_major = C.row_stride == 1;

    Scalar acc[Threads::capacity] = {};
    for (index_t k0 = 0; k0 < A.cols; k0 += BK) {
      team::load_tile_zero_padded<BM, BK, LdA>(threads.rank, threads.size, A, m0, k0, As);
      team::load_tile_zero_padded<BK, BN, LdB>(threads.rank, threads.size, B, k0, n0, Bs);
      member.team_barrier();  // slabs complete before anyone reads them
      for (int l = 0; l < Threads::capacity; ++l) {
        const int t = threads.logical_thread(l);
        if (t < 0) break;
        const TileElement<BM, BN> e(t, column_major);
        acc[l] = team::dot_slab<BK, LdA, LdB>(As, Bs, e.row, e.col, acc[l]);
      }
      member.team_barrier();  // everyone done reading before the next slab overwrites them
    }
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      const TileElement<BM, BN> e(t, column_major);
      team::store_scaled(C, m0 + e.row, n0 + e.col, alpha, acc[l], beta);
    }
  }
};

template <class Shape, int Pad>
struct TeamScratchFamily {
  static std::string name() {
    return "team_scratch<" + Shape::name() + (Pad ? ",pad" + std::to_string(Pad) : "") + ">";
  }
  template <class ExecSpace, class Scalar>
  using kernel = TeamScratchKernel<ExecSpace, Scalar, Shape, Pad>;
};

template <class Shape = TileShape<32, 32, 32>, int Pad = 1>
using TeamScratch = TeamDriver<TeamScratchFamily<Shape, Pad>>;

}  // namespace tgemm::ladder
