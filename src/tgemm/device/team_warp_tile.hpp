#pragma once
// Rung 8: warp tiling. Rung 7's double-buffered pipeline with the team's threads arranged
// the way the hardware schedules them. Each warp owns a WTM x WTN sub-tile; inside it the
// 32 lanes form an LM x LN grid, and a thread's TM x TN outputs are four (TM/2) x (TN/2)
// blocks half a warp tile apart (rung 10 cuts them finer: PM x PN blocks WTM/PM and
// WTN/PN apart). A warp's fragment reads then cover LM (or LN) adjacent
// 16-byte words of one scratch row: broadcasts and conflict-free loads, where rung 7's
// contiguous TN-wide thread strips put two lanes of each quarter-warp on the same banks.

#include <tgemm/device/team_padded.hpp>
#include <tgemm/team/slab_pipeline.hpp>
#include <tgemm/team/warp_lanes.hpp>

namespace tgemm::device {

// Lanes: where each lane sits in the warp's lane grid (team/warp_lanes.hpp). PM, PN: blocks
// of a thread's outputs along M and N (2: halves).
template <class ExecSpace, class Scalar, class Shape, int TM, int TN, int WarpsM, int MinBlocks,
          bool Batched = false, template <int, int> class Lanes = team::WarpLanes, int PM = 2, int PN = 2>
struct TeamWarpTileKernel : TileArgs<Scalar> {
  static constexpr int BM = Shape::BM, BN = Shape::BN, BK = Shape::BK;
  static constexpr int NT = (BM / TM) * (BN / TN);
  static constexpr int Warps = NT / 32, WarpsN = Warps / WarpsM;
  static constexpr int WTM = BM / WarpsM, WTN = BN / WarpsN;  // warp tile
  static constexpr int HM = TM / PM, HN = TN / PN;            // a thread's blocks
  static constexpr int ThreadM = TM, ThreadN = TN;             // a thread's outputs
  static constexpr int LM = WTM / TM, LN = WTN / TN;          // lane grid
  static_assert(NT % 32 == 0 && Warps % WarpsM == 0, "tgemm: team_warp_tile needs whole warps split evenly along M");
  static_assert(LM * LN == 32 && WTM % TM == 0 && WTN % TN == 0, "tgemm: team_warp_tile's warp tile must hold 32 lanes of TM x TN");
  static_assert(TM % PM == 0 && TN % PN == 0, "tgemm: team_warp_tile's blocks must split TM and TN evenly");
  static_assert(HM % thread::vec16<Scalar> == 0 && HN % thread::vec16<Scalar> == 0, "tgemm: team_warp_tile's blocks must be whole 16-byte loads");
  using Lane = Lanes<LM, LN>;
  static_assert(team::covers_grid<Lane, LM, LN>(), "tgemm: team_warp_tile's lane map must give each lane its own grid cell");
  static constexpr int Pad = pad_one_access<Scalar>;
  static constexpr int LdA = BM + Pad, LdB = BN + Pad;
  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Pipeline = team::SlabPipeline<Scalar, BM, BN, BK, LdA, LdB, Threads>;
  static constexpr int Stage = Pipeline::stage_elements;
  static constexpr std::size_t scratch_bytes = std::size_t(2 * Stage) * sizeof(Scalar) + 16;
  using launch_bounds = Kokkos::LaunchBounds<NT, MinBlocks>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;

  team::SlabSource how_a, how_b;
  // Split K (team_split_k): team r works on slice r / tiles, K range [slice * k_chunk,
  // (slice + 1) * k_chunk), and writes raw sums to work (slice-major m x n column-major
  // blocks) instead of C. Without a split there is one slice covering K.
  index_t tiles = 1, k_chunk = 0;
  Scalar* work = nullptr;
  // Batched (batched_gemm): the slice index is a matrix index instead, matrix r of A, B, C
  // starting batch_a, batch_b, batch_c elements after matrix 0, each over all of K. A
  // compile-time choice, so the plain kernel carries none of it.
  static constexpr bool batched = Batched;
  index_t batch_a = 0, batch_b = 0, batch_c = 0;

  TeamWarpTileKernel() = default;
  TeamWarpTileKernel(MatrixRef<const Scalar> a, MatrixRef<const Scalar> b, MatrixRef<Scalar> c,
                     Scalar al, Scalar be, index_t tm)
      : TileArgs<Scalar>(a, b, c, al, be, tm),
        how_a(team::make_slab_source(a.transposed())),
        how_b(team::make_slab_source(b)),
        tiles(tm * ((c.cols + BN - 1) / BN)),
        k_chunk(a.cols) {}

  // Tile offsets of logical thread t's first row and column; its blocks sit at multiples
  // of WTM/PM (rows) and WTN/PN (columns).
  KOKKOS_INLINE_FUNCTION static int row_of(int t) {
    const int warp = t / 32, lane = t % 32;
    return (warp % WarpsM) * WTM + Lane::m(lane) * HM;
  }
  KOKKOS_INLINE_FUNCTION static int col_of(int t) {
    const int warp = t / 32, lane = t % 32;
    return (warp / WarpsM) * WTN + Lane::n(lane) * HN;
  }

  // One slab's arithmetic for logical thread t: BK outer products of its fragments, read
  // from the stage (A's slab, then B's).
  KOKKOS_FORCEINLINE_FUNCTION static void multiply(const Scalar* stage, int t, Scalar (&acc)[TM][TN]) {
    const Scalar* As = stage;
    const Scalar* Bs = As + BK * LdA;
    const int row0 = row_of(t), col0 = col_of(t);
    TGEMM_UNROLL
    for (int k = 0; k < BK; ++k) {
      Scalar a[TM], b[TN];
      TGEMM_UNROLL
      for (int p = 0; p < PM; ++p) thread::load_fragment<HM>(As + k * LdA + row0 + p * (WTM / PM), a + p * HM);
      TGEMM_UNROLL
      for (int p = 0; p < PN; ++p) thread::load_fragment<HN>(Bs + k * LdB + col0 + p * (WTN / PN), b + p * HN);
      thread::outer_product(acc, a, b);
    }
  }

  // The team's results: alpha * acc + beta * C into C, or raw sums into the split-K
  // workspace (slice `slice`).
  KOKKOS_INLINE_FUNCTION void store(const Threads& threads, const Scalar (&acc)[Threads::capacity][TM][TN],
                                    const MatrixRef<Scalar>& C, index_t m0, index_t n0, index_t slice) const {
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      const index_t i0 = m0 + row_of(t), j0 = n0 + col_of(t);
      // unrolled, so acc stays in registers (8 x 16 tiles otherwise go to local memory)
      TGEMM_UNROLL
      for (int bj = 0; bj < PN; ++bj)
        TGEMM_UNROLL
        for (int j = 0; j < HN; ++j)
          TGEMM_UNROLL
          for (int bi = 0; bi < PM; ++bi)
            TGEMM_UNROLL
            for (int i = 0; i < HM; ++i) {
              const index_t r = i0 + bi * (WTM / PM) + i, c = j0 + bj * (WTN / PN) + j;
              const Scalar v = acc[l][bi * HM + i][bj * HN + j];
              if (!work) {
                team::store_scaled(C, r, c, this->alpha, v, this->beta);
              } else if (r < C.rows && c < C.cols) {
                work[(slice * C.cols + c) * C.rows + r] = v;
              }
            }
    }
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    [[maybe_unused]] const auto& [A0, B0, C0, alpha, beta, tiles_m] = static_cast<const TileArgs<Scalar>&>(*this);
    const index_t slice = member.league_rank() / tiles, tile = member.league_rank() % tiles;
    MatrixRef<const Scalar> A = A0, B = B0;
    MatrixRef<Scalar> C = C0;
    if constexpr (Batched) {
      A.data += slice * batch_a;
      B.data += slice * batch_b;
      C.data += slice * batch_c;
    }
    const index_t m0 = (tile % tiles_m) * BM, n0 = (tile / tiles_m) * BN;
    auto* smem = static_cast<Scalar*>(member.team_scratch(0).get_shmem_aligned(int(scratch_bytes - 16), 16));
    const auto At = A.transposed();
    // k_chunk is a multiple of BK, so no slab straddles two slices; the last slab of K is
    // zero-padded by the loader as before.
    const index_t k_begin = Batched ? 0 : slice * k_chunk;
    const index_t K = k_begin + k_chunk < A.cols ? k_begin + k_chunk : A.cols;
    const Threads threads(member);

    Pipeline slabs;
    auto fetch = [&](index_t k0) { slabs.fetch(threads, At, how_a, B, how_b, k0, m0, n0); };
    auto stash = [&](Scalar* stage) { slabs.stash(threads, how_a, how_b, stage); };

    Scalar acc[Threads::capacity][TM][TN] = {};
    fetch(k_begin);
    stash(smem);
    member.team_barrier();  // first slab published
    int s = 0;
    for (index_t k0 = k_begin; k0 < K; k0 += BK, s ^= 1) {
      const bool next = k0 + BK < K;
      if (next) fetch(k0 + BK);  // global loads in flight during the math below
      for (int l = 0; l < Threads::capacity; ++l) {
        const int t = threads.logical_thread(l);
        if (t < 0) break;
        multiply(smem + s * Stage, t, acc[l]);
      }
      if (next) stash(smem + (s ^ 1) * Stage);  // last read in step k0 - BK: see barrier
      member.team_barrier();  // slab s + 1 published; slab s free for step k0 + 2 BK
    }
    store(threads, acc, C, m0, n0, slice);
  }
};

// MinBlocks: teams per multiprocessor the register budget must allow (launch bounds).
// Batched: the batched_gemm form of the kernel (same name: batched_gemm labels it).
template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, bool Batched = false>
struct TeamWarpTileFamily {
  static std::string name() {
    return "team_warp_tile<" + Shape::name() + ",TM" + std::to_string(TM) + ",TN" +
           std::to_string(TN) + ",WM" + std::to_string(WarpsM) + ",B" + std::to_string(MinBlocks) + ">";
  }
  template <class ExecSpace, class Scalar>
  using kernel = TeamWarpTileKernel<ExecSpace, Scalar, Shape, TM, TN, WarpsM, MinBlocks, Batched>;
};

template <class Shape = TileShape<128, 128, 8>, int TM = 8, int TN = 8, int WarpsM = 4,
          int MinBlocks = 2>
using TeamWarpTile = TeamDriver<TeamWarpTileFamily<Shape, TM, TN, WarpsM, MinBlocks>>;

}  // namespace tgemm::device
