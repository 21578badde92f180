#pragma once
// Rung 10's mainloop: rung 8's register-staged double buffer with the operands' layout built
// in. Rung 8 decides at run time, on every access, how an operand's slab is read (along rows
// or columns, whole 16-byte groups or element by element) and rebuilds every address from
// 64-bit strides; the compiler keeps every path and predicates them, so a quarter of the
// issued instructions are not FMAs. Here the orientation of op(A) and op(B) is a template
// parameter (four mainloops, picked per call by operands::InPlace), each thread walks K with
// one pointer per 16-byte group, and teams whose tile lies inside C load whole slabs without
// bounds tests. Edge tiles and a partial last slab take checked loads (light_edges below for
// 8 x 16 floats and 8 x 8 doubles); operands without aligned unit-stride access run rung 8's
// mainloop.
//
// Scheduling (measured on H100, docs/lessons.md): the steady loop is unrolled by two, so each
// step's stage is a constant and every scratch address a fixed offset from one base; the
// barrier is team::barrier (no blockDim test on CUDA); the warp's lanes are placed with
// team::QuadLanes where it halves the shared-memory wavefronts of the fragment loads.

#include <string>
#include <tgemm/mainloop/warp_tile.hpp>
#include <tgemm/team/barrier.hpp>
#include <tgemm/team/slab_stream.hpp>
#include <type_traits>

namespace tgemm::mainloop {

// A thread's TM (or TN) outputs are cut into blocks of one 16-byte fragment load each (at
// least two blocks where they hold two loads, as rung 8): QuadLanes' bank reasoning holds per
// load, where 32-byte halves (8 x 8 doubles, 16 floats) would take two loads at 16-byte
// offsets per lane. Four floats are one block.
template <class Scalar, int T>
inline constexpr int specialized_blocks = T* int(sizeof(Scalar)) / 16 >= 2
                                              ? T* int(sizeof(Scalar)) / 16
                                              : 1;

template <class Scalar, int TM, int TN, int PM = specialized_blocks<Scalar, TM>,
          int PN = specialized_blocks<Scalar, TN>>
using SpecializedLanes =
    team::PreferQuadLanes<TM / PM* int(sizeof(Scalar)), TN / PN* int(sizeof(Scalar))>;

// Blocks per thread along M and N: the Tile's, or 16-byte blocks (0).
template <class Scalar, Tile T>
inline constexpr int blocks_m = T.blocks_m ? T.blocks_m : specialized_blocks<Scalar, T.tm>;
template <class Scalar, Tile T>
inline constexpr int blocks_n = T.blocks_n ? T.blocks_n : specialized_blocks<Scalar, T.tn>;

// AColsUnit: op(A) is unit-stride along M (op(A)^T along its columns); BColsUnit: op(B) along N.
template <class ExecSpace, class Scalar_, Tile T, bool AColsUnit, bool BColsUnit>
struct RegisterStagedMainloop {
  static constexpr Tile tile = T;  // for aliases (ThreadMap says why)
  using Scalar = Scalar_;
  static constexpr int PM = blocks_m<Scalar, tile>, PN = blocks_n<Scalar, tile>;
  using Map = ThreadMap<ExecSpace, Scalar, tile, PM, PN,
                        SpecializedLanes<Scalar, tile.tm, tile.tn, PM, PN>::template type>;
  using Threads = typename Map::Threads;
  using Member = typename Map::Member;
  using Acc = typename Map::Acc;
  using launch_bounds = typename Map::launch_bounds;
  static constexpr int BM = Map::BM, BN = Map::BN, BK = Map::BK, NT = Map::NT, TM = Map::TM,
                       TN = Map::TN;
  static constexpr int LdA = BM + thread::vec16<Scalar>,
                       LdB = BN + thread::vec16<Scalar>;  // rung 8's padded rows
  static constexpr int Stage = BK * (LdA + LdB);
  static constexpr std::size_t scratch_bytes = std::size_t(2 * Stage) * sizeof(Scalar) + 16;
  using StreamA = team::SlabStream<Scalar, BK, BM, LdA, NT, AColsUnit>;  // op(A)^T
  using StreamB = team::SlabStream<Scalar, BK, BN, LdB, NT, BColsUnit>;  // op(B)
  static constexpr bool a_cols_unit = AColsUnit, b_cols_unit = BColsUnit;
  // Edge tiles and a partial slab of K with 512 bytes of accumulators per thread (8 x 16
  // floats, 8 x 8 doubles): the checked loads, staged in registers and overlapped with the
  // math, took ptxas over 255 registers (spills). Such mainloops load edge slabs straight
  // into scratch, not overlapped (10-20 % slower on edge-heavy shapes, where smaller tiles win
  // anyway), and take a partial slab first, while the accumulators are zero.
  static constexpr bool light_edges = TM * TN * int(sizeof(Scalar)) >= 512;

  // Elements from one slab to the next in op(A)^T and op(B): BK rows of each.
  index_t step_a = 0, step_b = 0;

  RegisterStagedMainloop() = default;
  RegisterStagedMainloop(const MatrixRef<const Scalar>& A, const MatrixRef<const Scalar>& B)
      : step_a(BK * A.col_stride), step_b(BK * B.row_stride) {}

  KOKKOS_INLINE_FUNCTION static Scalar* stages(const Member& member) {
    return team_stages<Scalar>(member, scratch_bytes);
  }

  // acc += the product of tile r over K range [r.k0, r.k1) through the stages at smem. May end
  // with reads of a stage: a caller that runs another product after this one puts a barrier
  // between them (schedule::StreamK).
  KOKKOS_FORCEINLINE_FUNCTION void tile_product(const Member& member, const Threads& threads,
                                                Scalar* smem, const MatrixRef<const Scalar>& A,
                                                const MatrixRef<const Scalar>& B,
                                                const TileRange& r, Acc& acc) const {
    const auto At = A.transposed();
    const index_t m0 = r.m0, n0 = r.n0, k_begin = r.k0, K = r.k1;
    const bool inside = r.inside;

    StreamA a[Threads::capacity];
    StreamB b[Threads::capacity];
    // Checked loads (these mainloops run only on operands that allow 16-byte access,
    // "wide"): staged in registers, or straight into stage s element by element.
    auto fetch_checked = [&](index_t k0) {
      threads.each([&](int l, int t) {
        a[l].fetch_checked(t, At, true, k0, m0);
        b[l].fetch_checked(t, B, true, k0, n0);
      });
    };
    auto load_checked = [&](index_t k0, int s) {
      threads.each([&](int l, int t) {
        a[l].load_checked(t, At, k0, m0, smem + s * Stage);
        b[l].load_checked(t, B, k0, n0, smem + s * Stage + BK * LdA);
      });
    };
    auto stash = [&](int s) {
      threads.each([&](int l, int t) {
        a[l].stash(t, smem + s * Stage);
        b[l].stash(t, smem + s * Stage + BK * LdA);
      });
    };
    auto multiply = [&](int s) {
      threads.each(
          [&](int l, int t) { fragment_product<Map, LdA, LdB>(smem + s * Stage, t, acc[l]); });
    };

    // Steady state: stage S holds whole slab i; slab i + 1's loads fly during its math,
    // then go to the other stage. One barrier per slab, as rung 7.
    auto steady = [&](auto stage) {
      constexpr int S = decltype(stage)::value;
      threads.each([&](int l, int) {
        a[l].advance(step_a);
        b[l].advance(step_b);
        a[l].fetch();
        b[l].fetch();
      });
      multiply(S);
      stash(S ^ 1);
      team::barrier(member);
    };
    auto start = [&] {
      threads.each([&](int l, int t) {
        a[l].start(t, At, k_begin, m0);
        b[l].start(t, B, k_begin, n0);
        a[l].fetch();
        b[l].fetch();
      });
    };
    // Slabs of this K range. The driver keeps the counts within int.
    const int slabs = int((K - k_begin + BK - 1) / BK);
    if constexpr (!light_edges) {
      // How many slabs are whole and inside the operands (none for an edge tile); the rest
      // (a partial last slab, or all of an edge tile's) take checked loads that overlap the
      // math as the steady ones do.
      const int whole = inside ? int((K - k_begin) / BK) : 0;
      if (whole > 0)
        start();
      else
        fetch_checked(k_begin);
      stash(0);
      team::barrier(member);  // first slab published
      int i = 0, s = 0;
      for (; i + 2 < whole; i += 2) {
        steady(std::integral_constant<int, 0>{});
        steady(std::integral_constant<int, 1>{});
      }
      if (i + 1 < whole) {
        steady(std::integral_constant<int, 0>{});
        ++i;
        s = 1;
      }
      for (; i < slabs; ++i, s ^= 1) {
        const bool next = i + 1 < slabs;
        if (next) fetch_checked(k_begin + index_t(i + 1) * BK);
        multiply(s);
        if (next) stash(s ^ 1);
        team::barrier(member);
      }
    } else {
      const int whole = int((K - k_begin) / BK);
      if (!inside || whole == 0) {
        // An edge tile: every slab loaded with bounds tests after the math on the one before.
        load_checked(k_begin, 0);
        for (int i = 0, s = 0; i < slabs; ++i, s ^= 1) {
          team::barrier(member);
          multiply(s);
          if (i + 1 < slabs) load_checked(k_begin + index_t(i + 1) * BK, s ^ 1);
        }
      } else {
        // A partial last slab goes first, while the accumulators are still zero.
        if (whole < slabs) {
          load_checked(k_begin + index_t(whole) * BK, 1);
          team::barrier(member);
          start();
          multiply(1);
        } else {
          start();
        }
        stash(0);
        team::barrier(member);  // whole slab 0 published
        int i = 0;
        for (; i + 2 < whole; i += 2) {
          steady(std::integral_constant<int, 0>{});
          steady(std::integral_constant<int, 1>{});
        }
        if (i + 1 < whole) {
          steady(std::integral_constant<int, 0>{});
          multiply(1);
        } else {
          multiply(0);
        }
      }
    }
  }
};

// Rung 10's mainloop as a family: four mainloops, one per orientation of op(A) and op(B),
// for operands with aligned unit-stride access, and rung 8's for the rest. Reads Tile's
// shapes, warps_m, teams_per_sm and blocks_m/blocks_n.
template <Tile T>
struct RegisterStaged {
  static_assert(uses_only(T, {.blocks = true}),
                "tgemm::mainloop::RegisterStaged reads the shapes, warps_m, teams_per_sm and "
                "blocks of its Tile; "
                "leave stages, transposing, rolled, serpentine and mma_k at their defaults");
  // The aliases below name `tile`, not T: nvcc 13 cannot name a class-type template parameter
  // in a member alias template used outside a template.
  static constexpr Tile tile = T;
  static constexpr bool per_layout = true;
  static std::string name() { return "team_specialized<" + tile_key(T, {.blocks = true}) + ">"; }
  template <class ExecSpace, class Scalar, bool AColsUnit, bool BColsUnit>
  using type = RegisterStagedMainloop<ExecSpace, Scalar, tile, AColsUnit, BColsUnit>;
  template <class ExecSpace, class Scalar>
  using fallback = WarpTileMainloop<ExecSpace, Scalar, warp_tile_of(tile)>;

  // Whether an m x n C has edge tiles that these mainloops take the slow way (light_edges:
  // loads not overlapped with the math).
  template <class ExecSpace, class Scalar>
  static bool slow_edges(index_t m, index_t n) {
    return type<ExecSpace, Scalar, true, true>::light_edges && (m % T.bm != 0 || n % T.bn != 0);
  }
};

}  // namespace tgemm::mainloop
