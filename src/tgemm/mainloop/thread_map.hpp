#pragma once
// Where a team's threads sit in its BM x BN tile of C, shared by the mainloops (which scratch
// fragments a thread reads) and the epilogue (which elements of C it writes). The team's
// warps form a WarpsM x WarpsN grid of WTM x WTN warp tiles; the 32 lanes of a warp form an
// LM x LN grid placed by Lanes (team/warp_lanes.hpp); a thread's TM x TN outputs are PM x PN
// blocks of HM x HN, WTM / PM rows and WTN / PN columns apart, so a warp's fragment reads
// cover LM (or LN) adjacent 16-byte words of one scratch row: broadcasts and conflict-free
// loads.

#include <Kokkos_Core.hpp>
#include <cstddef>
#include <tgemm/team/team_threads.hpp>
#include <tgemm/team/warp_lanes.hpp>
#include <tgemm/thread/vec.hpp>
#include <tgemm/tile.hpp>

namespace tgemm::mainloop {

template <class ExecSpace, class Scalar_, Tile T, int PM_, int PN_, template <int, int> class Lanes>
struct ThreadMap {
  // Aliases name `tile`, not T: nvcc 13 cannot name a class-type template parameter in a
  // member alias used outside a template.
  static constexpr Tile tile = T;
  using Scalar = Scalar_;
  static constexpr int BM = T.bm, BN = T.bn, BK = T.bk, TM = T.tm, TN = T.tn, PM = PM_, PN = PN_;
  static constexpr int NT = (BM / TM) * (BN / TN);  // logical threads
  static constexpr int Warps = NT / 32, WarpsM = T.warps_m, WarpsN = Warps / WarpsM;
  static constexpr int WTM = BM / WarpsM, WTN = BN / WarpsN;  // warp tile
  static constexpr int HM = TM / PM, HN = TN / PN;            // a thread's blocks
  static constexpr int LM = WTM / TM, LN = WTN / TN;          // lane grid
  static_assert(BM % TM == 0 && BN % TN == 0,
                "tgemm: a tile must hold whole thread tiles (BM % TM, BN % TN)");
  static_assert(NT % 32 == 0 && Warps % WarpsM == 0,
                "tgemm: warp tiles need whole warps split evenly along M");
  static_assert(LM * LN == 32 && WTM % TM == 0 && WTN % TN == 0,
                "tgemm: a warp tile must hold 32 lanes of TM x TN");
  static_assert(TM % PM == 0 && TN % PN == 0,
                "tgemm: a thread's blocks must split TM and TN evenly");
  static_assert(HM % thread::vec16<Scalar> == 0 && HN % thread::vec16<Scalar> == 0,
                "tgemm: a thread's blocks must be whole 16-byte loads");
  using Lane = Lanes<LM, LN>;
  static_assert(team::covers_grid<Lane, LM, LN>(),
                "tgemm: the lane map must give each lane its own grid cell");

  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using launch_bounds = Kokkos::LaunchBounds<NT, tile.teams_per_sm>;
  using Acc =
      Scalar[Threads::capacity][TM][TN];  // a thread's accumulators, per logical thread it plays

  // Tile offsets of logical thread t's first row and column; its blocks sit at multiples of
  // WTM / PM (rows) and WTN / PN (columns).
  KOKKOS_INLINE_FUNCTION static int row_of(int t) {
    const int warp = t / 32, lane = t % 32;
    return (warp % WarpsM) * WTM + Lane::m(lane) * HM;
  }
  KOKKOS_INLINE_FUNCTION static int col_of(int t) {
    const int warp = t / 32, lane = t % 32;
    return (warp / WarpsM) * WTN + Lane::n(lane) * HN;
  }
};

// A team's scratch stages: scratch_bytes of level-0 scratch, 16 of them slack for the 16-byte
// alignment. Asked for once per team (team scratch is handed out in turn).
template <class Scalar, class Member>
KOKKOS_INLINE_FUNCTION Scalar* team_stages(const Member& member, std::size_t scratch_bytes) {
  return static_cast<Scalar*>(
      member.team_scratch(0).get_shmem_aligned(int(scratch_bytes - 16), 16));
}

// One tile of C over one range of K: what a schedule hands a mainloop.
struct TileRange {
  index_t m0, n0;  // the tile's first row and column
  index_t k0, k1;  // K range [k0, k1), k0 a multiple of BK
  bool inside;     // the whole tile lies inside C
};

}  // namespace tgemm::mainloop
