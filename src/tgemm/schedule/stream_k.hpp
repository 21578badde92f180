#pragma once
// Rung 13's schedule: stream-K. One team per tile leaves a partial last wave whenever the
// tiles are not a multiple of the teams the device holds at once: 4096³ in 128 x 256 tiles is
// 512 tiles on 132 one-team multiprocessors, 3.88 waves run in the time of 4. Here the tiles
// of the last one or two waves are shared out by slabs of K instead, each of `resident` teams
// taking an equal, contiguous run of (tile, slab) steps (Osama et al., "Stream-K", PPoPP 2023,
// its "two-tile" hybrid); the remaining tiles run one per team as before. A team whose run
// starts or ends inside a tile writes that tile's partial sums to a workspace and counts
// itself in; whichever of the tile's two teams arrives second adds the other's sums to its
// own and stores the tile. Nobody waits on another team, so the schedule is safe on backends
// that run teams one after another, and the sum of two partials is the same whoever comes
// second. Where no tiles need sharing it is schedule::SplitK.

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/workspace.hpp>
#include <tgemm/kernel/gemm_kernel.hpp>
#include <tgemm/schedule/options.hpp>
#include <tgemm/schedule/split_k.hpp>
#include <tgemm/schedule/tile_order.hpp>
#include <tgemm/team/arrival.hpp>
#include <tgemm/team/barrier.hpp>
#include <tgemm/thread/unroll.hpp>
#include <type_traits>

namespace tgemm::schedule {

// Which tiles run stream-K, and how their slabs are shared out. Tiles [0, tiles) are split
// over teams 0 .. teams - 1 (league ranks): team r takes share + (r < extra) slabs of depth BK,
// starting at step r * share + min(r, extra) of the tiles' steps (tile-major, `slabs` per
// tile). Tiles from `tiles` on run one per team, league rank teams + (tile - tiles).
struct StreamKSchedule {
  index_t teams = 0;  // 0: no stream-K, one team per tile
  index_t tiles = 0, slabs = 0, share = 0, extra = 0;

  KOKKOS_INLINE_FUNCTION index_t first_step(index_t r) const {
    return r * share + (r < extra ? r : extra);
  }
  KOKKOS_INLINE_FUNCTION index_t steps(index_t r) const { return share + (r < extra ? 1 : 0); }
};

// The schedule for `tiles` tiles over K of depth k when `resident` teams run at once: none
// when the tiles fill whole waves, fit in one, or K is a single slab; otherwise the last
// partial wave and one full wave before it (all tiles under two waves) go to stream-K. Every
// stream-K team then gets at least a tile's worth of steps, so each tile is cut at most once,
// between two neighbouring teams.
inline StreamKSchedule stream_k_schedule(index_t resident, index_t tiles, index_t k, int bk) {
  StreamKSchedule s;
  const index_t slabs = (k + bk - 1) / bk;
  if (resident < 1 || tiles <= resident || tiles % resident == 0 || slabs < 2) return s;
  s.teams = resident;
  s.tiles = std::min(tiles, tiles % resident + resident);
  s.slabs = slabs;
  s.share = s.tiles * slabs / resident;
  s.extra = s.tiles * slabs % resident;
  return s;
}

template <class Scalar>
struct StreamKGrid {
  TileOrder order;  // which tile of C step u / slabs is
  StreamKSchedule sk;
  // Two tiles of partial sums per stream-K team (slot 2r: the tile its run starts in, 2r + 1:
  // the one it ends in), accumulator (i, j) of logical thread t at [(i * TN + j) * NT + t] of
  // a slot, so a warp's stores coalesce; and one arrival count per stream-K tile, zero
  // between launches (the second arrival resets it).
  Scalar* partial = nullptr;
  int* arrivals = nullptr;

  // f(accumulator, its index in a slot) for each of this thread's accumulators.
  template <class K, class F>
  KOKKOS_FORCEINLINE_FUNCTION static void each_accumulator(const typename K::Threads& threads,
                                                           typename K::Acc& acc, F&& f) {
    constexpr int TM = K::Mainloop::Map::TM, TN = K::Mainloop::Map::TN;
    threads.each([&](int l, int t) {
      TGEMM_UNROLL
      for (int i = 0; i < TM; ++i) TGEMM_UNROLL
      for (int j = 0; j < TN; ++j) f(acc[l][i][j], (i * TN + j) * K::NT + t);
    });
  }

  // A tile this team computed part of: its sums go to its slot, and the second of the tile's
  // two teams to arrive adds the first's to its own (true: it stores the tile).
  template <class K>
  KOKKOS_INLINE_FUNCTION bool gather_shared(const typename K::Member& member,
                                            const typename K::Threads& threads,
                                            typename K::Acc& acc, index_t tile, index_t rank,
                                            bool ends_here) const {
    constexpr index_t slot = index_t(K::BM) * K::BN;
    // Runs are contiguous: the tile a team's run ends in continues at the start of the next
    // team's run, and the tile it starts in began at the end of the previous team's.
    Scalar* mine = partial + (2 * rank + (ends_here ? 1 : 0)) * slot;
    const Scalar* other = partial + (ends_here ? 2 * (rank + 1) : 2 * (rank - 1) + 1) * slot;
    each_accumulator<K>(threads, acc, [&](Scalar& a, index_t e) { mine[e] = a; });
    if (!team::last_to_arrive(member, &arrivals[tile], 2)) return false;  // the other finishes
    each_accumulator<K>(threads, acc, [&](Scalar& a, index_t e) { a += other[e]; });
    return true;
  }

  // One loop for both kinds of team (a tile of its own is a run of one whole tile), so the
  // mainloop and the epilogue are built once: a first version with a branch per kind (two
  // inlined copies of rung 11's unrolled mainloop, three of the epilogue) ran 5 % below
  // rung 12 at 4096³ and 8192³ on H100, where this one runs 1 % above it.
  template <class K>
  KOKKOS_FORCEINLINE_FUNCTION void run(const K& k, const typename K::Member& member) const {
    const typename K::Threads threads(member);
    const index_t rank = member.league_rank(), depth = k.A.cols;
    Scalar* const smem = K::Mainloop::stages(member);
    const bool shared = rank < sk.teams;
    const index_t first = shared ? sk.first_step(rank) : (sk.tiles + rank - sk.teams) * sk.slabs;
    const index_t end = first + (shared ? sk.steps(rank) : sk.slabs);
    for (index_t u = first; u < end;) {
      const index_t tile = u / sk.slabs, s0 = u % sk.slabs;
      const index_t s1 = s0 + (end - u) < sk.slabs ? s0 + (end - u) : sk.slabs;
      const auto [row, col] = order(tile);
      const index_t m0 = row * K::BM, n0 = col * K::BN;
      if (u != first) team::barrier(member);  // every read of the last product's stages done
      typename K::Acc acc = {};
      k.mainloop.tile_product(
          member, threads, smem, k.A, k.B,
          {m0, n0, s0 * K::BK, s1 * K::BK < depth ? s1 * K::BK : depth, k.inside(m0, n0)}, acc);
      if ((s0 == 0 && s1 == sk.slabs) ||
          gather_shared<K>(member, threads, acc, tile, rank, s0 == 0))
        k.store(member, threads, acc, k.C, m0, n0, nullptr, 0, smem);
      u += s1 - s0;
    }
  }
};

// Teams of kernel K the execution space runs at once: on a GPU as split K counts them
// (gpu_resident_teams); on host backends its threads over the team size.
template <class ExecSpace, class K>
index_t resident_teams(const ExecSpace& exec, int team_size) {
  const index_t gpu = gpu_resident_teams<typename K::launch_bounds>(exec);
  return gpu > 0 ? gpu : std::max<index_t>(1, exec.concurrency() / std::max(1, team_size));
}

struct StreamK {
  static std::string wrap(const std::string& mainloop) { return "team_stream_k<" + mainloop + ">"; }

  template <class ML, class Named, class ExecSpace, class Scalar>
  static void launch(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                     const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                     const ScheduleOptions& o) {
    using K = kernel::Gemm<ML, StreamKGrid<Scalar>>;
    const TileOrder order{device::tile_count(C.rows, K::BM), device::tile_count(C.cols, K::BN),
                          o.band_rows};
    const index_t tiles = order.tiles_m * order.tiles_n;
    const index_t resident = o.resident_teams > 0
                                 ? o.resident_teams
                                 : resident_teams<ExecSpace, K>(
                                       exec, device::team_size_of<ExecSpace, K>(exec, Named::name));
    const StreamKSchedule sk = stream_k_schedule(resident, tiles, A.cols, K::BK);
    if (sk.teams == 0) return SplitK::launch<ML, Named>(exec, alpha, A, B, beta, C, o);
    auto* partial = static_cast<Scalar*>(device::Workspace<ExecSpace>::get(
        exec, std::size_t(2 * sk.teams) * K::BM * K::BN * sizeof(Scalar),
        device::WorkspaceSlot::partial_sums));
    auto* arrivals = static_cast<int*>(device::Workspace<ExecSpace>::get(
        exec, std::size_t(sk.tiles) * sizeof(int), device::WorkspaceSlot::arrivals));
    const K kernel{
        A, B, C, alpha, beta, ML(A, B), StreamKGrid<Scalar>{order, sk, partial, arrivals}};
    device::launch_teams(exec, Named::template label<Scalar>(), kernel, sk.teams + tiles - sk.tiles,
                         Named::name);
  }
};

}  // namespace tgemm::schedule
