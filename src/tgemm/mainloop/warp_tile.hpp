#pragma once
// Rung 8's mainloop: register-staged double buffering on warp tiles. Each K slab of op(A)^T
// and op(B) is fetched from global memory into registers while the team multiplies the slab
// before it, then stored K-major into the other of two scratch stages (rows padded by one
// 16-byte access against bank conflicts); one team barrier per slab. How each operand is
// read (along rows or columns, 16 bytes or one element at a time, with bounds tests) is
// decided per access at run time (team::SlabLoader), so it takes any operand: it is also
// the fallback of the per-layout mainloops for operands without aligned unit-stride access.
// A thread's outputs are four (TM/2) x (TN/2) blocks half a warp tile apart (WarpLanes).

#include <string>
#include <tgemm/mainloop/thread_map.hpp>
#include <tgemm/team/slab_pipeline.hpp>
#include <tgemm/thread/fragment.hpp>
#include <tgemm/thread/outer_product.hpp>
#include <tgemm/thread/unroll.hpp>

namespace tgemm::mainloop {

// One slab's arithmetic for logical thread t of Map: BK outer products of its fragments, read
// from the K-major slabs in `stage` (A's rows LdA long, then B's rows LdB long).
template <class Map, int LdA, int LdB, class Scalar>
KOKKOS_FORCEINLINE_FUNCTION void fragment_product(const Scalar* stage, int t,
                                                  Scalar (&acc)[Map::TM][Map::TN]) {
  constexpr int BK = Map::BK, PM = Map::PM, PN = Map::PN, HM = Map::HM, HN = Map::HN;
  const Scalar* As = stage;
  const Scalar* Bs = As + BK * LdA;
  const int row0 = Map::row_of(t), col0 = Map::col_of(t);
  TGEMM_UNROLL
  for (int k = 0; k < BK; ++k) {
    Scalar a[Map::TM], b[Map::TN];
    TGEMM_UNROLL
    for (int p = 0; p < PM; ++p)
      thread::load_fragment<HM>(As + k * LdA + row0 + p * (Map::WTM / PM), a + p * HM);
    TGEMM_UNROLL
    for (int p = 0; p < PN; ++p)
      thread::load_fragment<HN>(Bs + k * LdB + col0 + p * (Map::WTN / PN), b + p * HN);
    thread::outer_product(acc, a, b);
  }
}

template <class ExecSpace, class Scalar_, Tile T>
struct WarpTileMainloop {
  static constexpr Tile tile = T;  // for aliases (ThreadMap says why)
  // Two blocks a thread along M and N where its tile holds two 16-byte loads, else one (a
  // thread tile of 4 floats).
  static constexpr int PM = tile.tm / thread::vec16<Scalar_> >= 2 ? 2 : 1,
                       PN = tile.tn / thread::vec16<Scalar_> >= 2 ? 2 : 1;
  using Map = ThreadMap<ExecSpace, Scalar_, tile, PM, PN, team::WarpLanes>;
  using Scalar = Scalar_;
  using Threads = typename Map::Threads;
  using Member = typename Map::Member;
  using Acc = typename Map::Acc;
  using launch_bounds = typename Map::launch_bounds;
  static constexpr int BM = Map::BM, BN = Map::BN, BK = Map::BK, NT = Map::NT;
  static constexpr int Pad = thread::vec16<Scalar>;  // one 16-byte access per scratch row
  static constexpr int LdA = BM + Pad, LdB = BN + Pad;
  using Pipeline = team::SlabPipeline<Scalar, BM, BN, BK, LdA, LdB, Threads>;
  static constexpr int Stage = Pipeline::stage_elements;
  static constexpr std::size_t scratch_bytes = std::size_t(2 * Stage) * sizeof(Scalar) + 16;

  team::SlabSource how_a, how_b;  // chosen once per launch from layouts and alignment

  WarpTileMainloop() = default;
  WarpTileMainloop(const MatrixRef<const Scalar>& A, const MatrixRef<const Scalar>& B)
      : how_a(team::make_slab_source(A.transposed())), how_b(team::make_slab_source(B)) {}

  KOKKOS_INLINE_FUNCTION static Scalar* stages(const Member& member) {
    return team_stages<Scalar>(member, scratch_bytes);
  }

  // acc += the product of tile r's rows of A and columns of B over K range [r.k0, r.k1).
  // Ends with a barrier: the stages are free when it returns.
  KOKKOS_FORCEINLINE_FUNCTION void tile_product(const Member& member, const Threads& threads,
                                                Scalar* smem, const MatrixRef<const Scalar>& A,
                                                const MatrixRef<const Scalar>& B,
                                                const TileRange& r, Acc& acc) const {
    const auto At = A.transposed();
    Pipeline slabs;
    auto fetch = [&](index_t k0) { slabs.fetch(threads, At, how_a, B, how_b, k0, r.m0, r.n0); };
    auto stash = [&](Scalar* stage) { slabs.stash(threads, how_a, how_b, stage); };

    fetch(r.k0);
    stash(smem);
    member.team_barrier();  // first slab published
    int s = 0;
    for (index_t k0 = r.k0; k0 < r.k1; k0 += BK, s ^= 1) {
      const bool next = k0 + BK < r.k1;
      if (next) fetch(k0 + BK);  // global loads in flight during the math below
      for (int l = 0; l < Threads::capacity; ++l) {
        const int t = threads.logical_thread(l);
        if (t < 0) break;
        fragment_product<Map, LdA, LdB>(smem + s * Stage, t, acc[l]);
      }
      if (next) stash(smem + (s ^ 1) * Stage);  // last read in step k0 - BK: see barrier
      member.team_barrier();  // slab s + 1 published; slab s free for step k0 + 2 BK
    }
  }
};

// Rung 8's mainloop as a family: one kernel for every operand layout.
// Reads Tile's shapes, warps_m and teams_per_sm.
template <Tile T>
struct WarpTile {
  static_assert(uses_only(T, {}),
                "tgemm::mainloop::WarpTile reads only the tile and thread shapes, warps_m and "
                "teams_per_sm of its Tile; leave the other fields at their defaults");
  // The aliases below name `tile`, not T: nvcc 13 cannot name a class-type template parameter
  // in a member alias template used outside a template.
  static constexpr Tile tile = T;
  static constexpr bool per_layout = false;
  static std::string name() { return "team_warp_tile<" + tile_key(T, {}) + ">"; }
  template <class ExecSpace, class Scalar>
  using fallback = WarpTileMainloop<ExecSpace, Scalar, tile>;
};

// The rung 8 tile of any Tile: its shapes, warps and teams per multiprocessor.
constexpr Tile warp_tile_of(const Tile& t) {
  return Tile{.bm = t.bm,
              .bn = t.bn,
              .bk = t.bk,
              .tm = t.tm,
              .tn = t.tn,
              .warps_m = t.warps_m,
              .teams_per_sm = t.teams_per_sm};
}

}  // namespace tgemm::mainloop
