#pragma once
// Rung 11's mainloop: asynchronous multistage copies. Rung 10 moves each K slab global ->
// registers -> scratch: the loads hold registers through the math of the slab before, and
// the stores that follow wait on them (the top stall in its profile on H100); an operand
// whose unit stride runs along K is transposed with scalar stores. Here every slab is copied
// straight into scratch, 16 bytes at a time along the operand's unit stride
// (team::copy_async16: cp.async on sm_80 and newer), `stages - 1` slabs ahead of the math,
// one barrier per slab. An operand that is unit-stride along K lands M/N-major
// (team::SlabLayout) and a thread reads its fragments of it V k-values per 16-byte load. The
// copies zero-fill edge tiles and a ragged last slab themselves, so every tile runs the same
// loop with no staging registers, the room 8 x 16 floats and 8 x 8 doubles need. Operands
// whose unit-stride runs are not 16-byte aligned (odd and prime leading dimensions) are copied
// the same way, 4 or 8 bytes per copy (the family's by_element mainloops); operands with no
// unit stride run rung 8's mainloop, as in rung 10.
//
// Tile options it reads besides the shapes:
// - transposing: an operand unit-stride along K is copied one element at a time instead
//   (team::SlabCopyElements) and lands K-major in padded rows, so both operands are read the
//   same way whatever their layout (as cuBLAS' SIMT kernels move such operands).
// - rolled: the steady loop runs one slab per iteration, stage offsets from a run-time index,
//   instead of rounds of `stages` slabs with constant offsets: a third of the code with three
//   stages, whose unrolled rounds stalled on instruction fetch on H100. With two stages the
//   rounds issued about 2 % fewer instructions, so they stay the default.
// - serpentine: a slab's outer products in thread::outer_product's serpentine order where
//   both operands are K-major in scratch: the same arithmetic, more operand-register reuse on
//   sm_90; faster for some kernels, slower for others, so a tuning choice.
//
// Rung 14 (MultistageMma): double slabs that are both K-major in scratch are multiplied on
// the FP64 tensor cores, mma_k values of k per product (warp::mma_f64_slab), where the device
// has them. A tile that does not transpose, BK a multiple of 8, copies an operand unit-stride
// along K 16 bytes at a time into a column slab (warp::MmaColumnSlab) instead, from which the
// lanes load their fragments' values of k in pairs. The thread tile is the lanes' share of
// the warp's products (team::MmaLanes), so the epilogue and the schedules run unchanged, and
// elsewhere the same tile runs on FMAs.
// The DFMA kernels ran at the H100's 700 W cap with the clock pulled down; the tensor cores do
// the same IEEE double products and sums at twice DFMA's peak for less energy per FLOP, which
// is what cuBLAS' DGEMM runs. Float has no tensor-core product that rounds like FP32 FMAs.

#include <string>
#include <tgemm/mainloop/register_staged.hpp>
#include <tgemm/team/async_copy.hpp>
#include <tgemm/team/barrier.hpp>
#include <tgemm/team/slab_copy.hpp>
#include <tgemm/warp/mma.hpp>
#include <type_traits>
#include <utility>

namespace tgemm::mainloop {

// Mma: the slab product on FP64 tensor cores (rung 14) instead of FMAs. Elements: the 16-byte
// units of the slabs not transposed are copied element by element (operands whose unit-stride
// runs are not 16-byte aligned).
template <class ExecSpace, class Scalar_, Tile T, bool AColsUnit, bool BColsUnit, bool Mma = false,
          bool Elements = false>
struct MultistageMainloop {
  static constexpr Tile tile = T;  // for aliases (ThreadMap says why)
  using Scalar = Scalar_;
  static constexpr int Stages = tile.stages, MmaK = Mma ? tile.mma_k : 0;
  // The tensor cores' lanes hold 2 x 4 blocks of the warp's 16 x 8 products.
  static constexpr int PM = Mma ? tile.tm / 2 : blocks_m<Scalar, tile>,
                       PN = Mma ? tile.tn / 4 : blocks_n<Scalar, tile>;
  using LanePolicy = std::conditional_t<Mma, team::PreferMmaLanes,
                                        SpecializedLanes<Scalar, tile.tm, tile.tn, PM, PN>>;
  using Map = ThreadMap<ExecSpace, Scalar, tile, PM, PN, LanePolicy::template type>;
  using Threads = typename Map::Threads;
  using Member = typename Map::Member;
  using Acc = typename Map::Acc;
  using launch_bounds = typename Map::launch_bounds;
  static constexpr int BM = Map::BM, BN = Map::BN, BK = Map::BK, NT = Map::NT, TM = Map::TM,
                       TN = Map::TN;
  static constexpr int HM = Map::HM, HN = Map::HN, WTM = Map::WTM, WTN = Map::WTN,
                       WarpsM = Map::WarpsM;
  static constexpr int V = thread::vec16<Scalar>;
  static constexpr bool a_cols_unit = AColsUnit, b_cols_unit = BColsUnit, by_element = Elements;
  static_assert(Stages >= 2, "tgemm: a multistage mainloop needs at least two stages");
  // An operand unit-stride along K is transposed by element copies (transposing) or lands
  // M/N-major; every other slab lands K-major.
  static constexpr bool ATransposed = !AColsUnit && tile.transposing,
                        BTransposed = !BColsUnit && tile.transposing;
  static constexpr bool AKMajor = AColsUnit || ATransposed, BKMajor = BColsUnit || BTransposed;
  // Pairs: the tensor cores read an operand unit-stride along K as it was copied, 16 bytes at
  // a time, from column slabs (warp::MmaColumnSlab) whose pairs of k values are a lane's
  // fragments: a tile that does not transpose, BK a multiple of 8, in FP64.
  static constexpr bool Pairs =
      Mma && std::is_same_v<Scalar, double> && BK % 8 == 0 && !(AKMajor && BKMajor);
  // Transposed rows are padded by 4 elements, so the 8 rows a warp writes start on distinct
  // banks; so are K-major rows read by the tensor cores, so the 4 rows of k and 2 units a
  // quarter-warp reads (one 16-byte load per lane) take 8 distinct 16-byte bank groups. Rows
  // then start 32 bytes apart (mod 128), as the source's 32-byte sectors do: a 16-byte copy
  // whose scratch row is 16 bytes off its sector reads each sector twice (rows padded by 2
  // made 1.5 times the L2 sectors). With Pairs the K-major slab's rows of k are interleaved
  // (team::SlabLayout), so its quarter-warps still read 4 consecutive rows.
  static constexpr int KMajorPad = 4;
  template <int Cols, bool KMajor, int H, bool Transposed>
  using Layout = std::conditional_t<
      Pairs && !KMajor, warp::MmaColumnSlab<BK, Cols>,
      team::SlabLayout<Scalar, BK, Cols, KMajor, H, Transposed || (Mma && KMajor) ? KMajorPad : 0,
                       Pairs && KMajor>>;
  using LayoutA = Layout<BM, AKMajor, HM, ATransposed>;  // op(A)^T
  using LayoutB = Layout<BN, BKMajor, HN, BTransposed>;  // op(B)
  static constexpr bool AColumns = Pairs && !AKMajor, BColumns = Pairs && !BKMajor;
  // The slab product on FP64 tensor cores: a warp's tile is 16 PM x 16 PN, a lane's share of
  // it TM x TN in blocks of 2 x 4 (warp::mma_f64_slab).
  static constexpr bool TensorCores =
      Mma && ((AKMajor && BKMajor) || Pairs) && std::is_same_v<Scalar, double>;
  static_assert(!Mma || ((MmaK == 4 || MmaK == 8) && BK % (Mma ? MmaK : 1) == 0),
                "tgemm: the FP64 tensor-core mainloop multiplies 4 or 8 values of k per product "
                "(mma_k), and BK must "
                "be a multiple of it");
  static_assert(
      !Mma || (HM == 2 && HN == 4 && WTM == 16 * PM && WTN == 16 * PN),
      "tgemm: the FP64 tensor-core mainloop's thread tile is the lanes' share of the warp's 16 x 8 "
      "products: warp tiles of 8 TM x 4 TN");
  static_assert(!TensorCores ||
                    ((AColumns || LayoutA::row * sizeof(Scalar) % 128 == 8 * KMajorPad) &&
                     (BColumns || LayoutB::row * sizeof(Scalar) % 128 == 8 * KMajorPad)),
                "tgemm: the tensor cores' K-major rows must start 32 bytes apart modulo 128 (BM "
                "and BN multiples of 16)");
  template <class Layout, bool Transposed>
  using Copy = std::conditional_t<Transposed, team::SlabCopyElements<Scalar, Layout, NT>,
                                  team::SlabCopy<Scalar, Layout, NT, Elements, TensorCores>>;
  using CopyA = Copy<LayoutA, ATransposed>;
  using CopyB = Copy<LayoutB, BTransposed>;
  static constexpr int Stage = LayoutA::elements + LayoutB::elements;
  static constexpr std::size_t scratch_bytes = std::size_t(Stages * Stage) * sizeof(Scalar) + 16;

  // Elements from one slab to the next in op(A)^T and op(B): BK rows of each.
  index_t step_a = 0, step_b = 0;

  MultistageMainloop() = default;
  MultistageMainloop(const MatrixRef<const Scalar>& A, const MatrixRef<const Scalar>& B)
      : step_a(BK * A.col_stride), step_b(BK * B.row_stride) {}

  // One slab's arithmetic for logical thread t, Q values of k at a time (V when either
  // operand is M/N-major, whose loads give V values of k for one column): A's fragments for
  // the Q steps are held (TM x Q registers), B is streamed, one k of its fragment at a time
  // when it is K-major, one column of V values of k at a time when it is M/N-major. That
  // keeps TM * Q registers of A and TN (or V) of B live, where holding both operands' runs
  // would take (TM + TN) * V, which 8 x 16 floats cannot spare. after_first_loads() runs once
  // the first fragments are asked for: the next slab's copies then queue behind them.
  template <class Hook>
  KOKKOS_FORCEINLINE_FUNCTION static void multiply(const Scalar* stage, int t,
                                                   Scalar (&acc)[TM][TN],
                                                   Hook&& after_first_loads) {
    if constexpr (TensorCores) {
#if defined(TGEMM_HAVE_MMA_F64)
      // The lanes of a warp are consecutive logical threads (vector length 1) and all take
      // this path together: mma.sync needs the whole warp.
      const int w = t / 32;
      warp::mma_f64_slab<BK, LayoutA::row, LayoutB::row, PM, PN, MmaK, AColumns, BColumns,
                         tile.a_scalar_loads>(
          stage + LayoutA::offset(0, (w % WarpsM) * WTM),
          stage + LayoutA::elements + LayoutB::offset(0, (w / WarpsM) * WTN), t % 32, acc,
          [](double& d0, double& d1, double& d2, double& d3, const double(&a)[MmaK / 2],
             const double(&b)[MmaK / 4]) { warp::mma_f64<MmaK>(d0, d1, d2, d3, a, b); },
          after_first_loads);
      return;
#endif
    }
    // A column slab's offsets do not add up from a thread's first column: it reads from the
    // slab's first (FMA path of a Pairs tile, where the device has no FP64 tensor cores).
    const int a0 = AColumns ? Map::row_of(t) : 0, b0 = BColumns ? Map::col_of(t) : 0;
    const Scalar* As = stage + (AColumns ? 0 : LayoutA::offset(0, Map::row_of(t)));
    const Scalar* Bs =
        stage + LayoutA::elements + (BColumns ? 0 : LayoutB::offset(0, Map::col_of(t)));
    constexpr int Q = AKMajor && BKMajor ? 1 : V;
    TGEMM_UNROLL
    for (int k0 = 0; k0 < BK; k0 += Q) {
      Scalar a[Q][TM];
      TGEMM_UNROLL
      for (int p = 0; p < PM; ++p) {
        if constexpr (AKMajor) {
          TGEMM_UNROLL
          for (int q = 0; q < Q; ++q)
            thread::load_fragment<HM>(As + LayoutA::offset(k0 + q, p * (WTM / PM)), a[q] + p * HM);
        } else {
          TGEMM_UNROLL
          for (int i = 0; i < HM; ++i) {
            const auto run = thread::load_vec<V>(As + LayoutA::offset(k0, a0 + p * (WTM / PM) + i));
            TGEMM_UNROLL
            for (int q = 0; q < Q; ++q) a[q][p * HM + i] = run.v[q];
          }
        }
      }
      if constexpr (BKMajor) {
        TGEMM_UNROLL
        for (int q = 0; q < Q; ++q) {
          Scalar b[TN];
          TGEMM_UNROLL
          for (int p = 0; p < PN; ++p)
            thread::load_fragment<HN>(Bs + LayoutB::offset(k0 + q, p * (WTN / PN)), b + p * HN);
          if (k0 + q == 0) after_first_loads();
          thread::outer_product<tile.serpentine>(acc, a[q], b);
        }
      } else {
        TGEMM_UNROLL
        for (int p = 0; p < PN; ++p) TGEMM_UNROLL
        for (int j = 0; j < HN; ++j) {
          const auto run = thread::load_vec<V>(Bs + LayoutB::offset(k0, b0 + p * (WTN / PN) + j));
          if (k0 == 0 && p == 0 && j == 0) after_first_loads();
          TGEMM_UNROLL
          for (int q = 0; q < Q; ++q) TGEMM_UNROLL
          for (int i = 0; i < TM; ++i) acc[i][p * HN + j] += a[q][i] * run.v[q];
        }
      }
    }
  }

  KOKKOS_INLINE_FUNCTION static Scalar* stages(const Member& member) {
    return team_stages<Scalar>(member, scratch_bytes);
  }

  // acc += the product of tile r over K range [r.k0, r.k1) through the stages at smem.
  // Leaves the scratch stages to be read by slower threads: a caller that runs another
  // product after this one puts a barrier between them (schedule::StreamK).
  KOKKOS_FORCEINLINE_FUNCTION void tile_product(const Member& member, const Threads& threads,
                                                Scalar* smem, const MatrixRef<const Scalar>& A,
                                                const MatrixRef<const Scalar>& B,
                                                const TileRange& r, Acc& acc) const {
    const index_t k_begin = r.k0, K = r.k1;
    CopyA a[Threads::capacity];
    CopyB b[Threads::capacity];
    threads.each([&](int l, int t) {
      a[l].start(t, A.transposed(), k_begin, r.m0);
      b[l].start(t, B, k_begin, r.n0);
    });
    // Slabs of this K range (the driver keeps the count within int); all but perhaps the
    // last are whole.
    const int slabs = int((K - k_begin + BK - 1) / BK), whole = int((K - k_begin) / BK);
    const bool inside = r.inside;
    // A whole slab's copies into `stage`: whole units (std::true_type) or counted ones.
    auto copy_slab = [&](Scalar* stage, auto whole_units) {
      threads.each([&](int l, int) {
        a[l].template copy<decltype(whole_units)::value>(stage);
        b[l].template copy<decltype(whole_units)::value>(stage + LayoutA::elements);
      });
    };
    // Copies of slab j (the pointers are at it) into `stage`, then one commit: a group per
    // slab, an empty one past the last, so async_wait counts slabs. Interior tiles copy whole
    // units, edge tiles count them, the last slab counts its rows too.
    auto issue = [&](int j, Scalar* stage) {
      if (j < whole) {
        if (inside)
          copy_slab(stage, std::true_type{});
        else
          copy_slab(stage, std::false_type{});
      } else if (j < slabs) {
        const int left = int(K - k_begin - index_t(j) * BK);
        threads.each([&](int l, int) {
          a[l].copy_last(stage, left);
          b[l].copy_last(stage + LayoutA::elements, left);
        });
      }
      team::async_commit();
    };
    auto advance = [&] {
      threads.each([&](int l, int) {
        a[l].advance(step_a);
        b[l].advance(step_b);
      });
    };

    issue(0, smem);
    TGEMM_UNROLL
    for (int s = 1; s < Stages - 1; ++s) {
      advance();
      issue(s, smem + s * Stage);
    }
    // Step i reads slab i from stage R = i % Stages while slab i + Stages - 1 is copied into
    // stage W, the one slab i - 1 was read from; the barrier publishes slab i and tells every
    // thread that all reads of slab i - 1 are done. A steady step (std::true_type) is one of
    // an interior tile whose next slab is whole: its copies go out with no branches.
    auto step = [&](int i, int R, int W, auto steady) {
      team::async_wait<Stages - 2>();
      team::barrier(member);
      const int j = i + Stages - 1;
      auto next = [&] {
        if constexpr (decltype(steady)::value) {
          advance();
          copy_slab(smem + W * Stage, std::true_type{});
          team::async_commit();
        } else {
          if (j < slabs) advance();
          issue(j, smem + W * Stage);
        }
      };
      threads.each([&](int l, int t) {
        if (l == 0)
          multiply(smem + R * Stage, t, acc[l], next);
        else
          multiply(smem + R * Stage, t, acc[l], [] {});
      });
    };
    if constexpr (tile.rolled) {
      // One slab per iteration, the stages taken in turn through a run-time index: the loop's
      // code is one slab's, not Stages slabs'.
      int read = 0, write = Stages - 1, i = 0;
      if constexpr (TensorCores) {
        // An interior tile's slabs whose next copies are whole run with no branches, so the
        // compiler puts the copies between the products: with a branch per case, a warp
        // worked through the copies before its first product of the slab, and the tensor
        // cores' pipe stood idle meanwhile.
        if (inside) {
          TGEMM_NO_UNROLL
          for (; i + Stages - 1 < whole; ++i) {
            step(i, read, write, std::true_type{});
            read = read == Stages - 1 ? 0 : read + 1;
            write = write == Stages - 1 ? 0 : write + 1;
          }
        }
      }
      TGEMM_NO_UNROLL
      for (; i < slabs; ++i) {
        step(i, read, write, std::false_type{});
        read = read == Stages - 1 ? 0 : read + 1;
        write = write == Stages - 1 ? 0 : write + 1;
      }
    } else {
      // Rounds of Stages steps: R and W are constants, every scratch address a fixed offset
      // from one base.
      for (int i = 0; i < slabs; i += Stages) {
        [&]<int... R>(std::integer_sequence<int, R...>) {
          ((i + R < slabs ? step(i + R, R, (R + Stages - 1) % Stages, std::false_type{}) : void()),
           ...);
        }
        (std::make_integer_sequence<int, Stages>{});
      }
    }
  }
};

// Whether a mainloop of `tile` for that orientation copies 16-byte units of either operand:
// a transposing tile copies an operand unit-stride along K element by element already, so
// where both are, its by_element mainloop is its own.
constexpr bool copies_units(const Tile& tile, bool a_cols_unit, bool b_cols_unit) {
  return !tile.transposing || a_cols_unit || b_cols_unit;
}

// Rung 11's mainloop as a family: four mainloops, one per orientation of op(A) and op(B),
// for operands with aligned unit-stride access (type), the same four copying by element for
// unit-stride operands without it (by_element), and rung 8's for the rest. Reads every field
// of its Tile but mma_k.
template <Tile T>
struct Multistage {
  static_assert(uses_only(T, {.stages = true, .blocks = true, .pipeline = true}),
                "tgemm::mainloop::Multistage does not read mma_k (MultistageMma does): leave it at "
                "its default");
  // The aliases below name `tile`, not T: nvcc 13 cannot name a class-type template parameter
  // in a member alias template used outside a template.
  static constexpr Tile tile = T;
  static constexpr bool per_layout = true, any_alignment = true;
  static std::string name() {
    return "team_multistage<" + tile_key(T, {.stages = true, .blocks = true, .pipeline = true}) +
           ">";
  }
  template <class ExecSpace, class Scalar, bool AColsUnit, bool BColsUnit>
  using type = MultistageMainloop<ExecSpace, Scalar, tile, AColsUnit, BColsUnit>;
  template <class ExecSpace, class Scalar, bool AColsUnit, bool BColsUnit>
  using by_element = MultistageMainloop<ExecSpace, Scalar, tile, AColsUnit, BColsUnit, false,
                                        copies_units(tile, AColsUnit, BColsUnit)>;
  template <class ExecSpace, class Scalar>
  using fallback = WarpTileMainloop<ExecSpace, Scalar, warp_tile_of(tile)>;
};

// Rung 14's mainloop as a family: rung 11's with its double slabs multiplied on the FP64
// tensor cores. An operand unit-stride along K is packed (operands::Packed), copied element by
// element into K-major rows (transposing) or, BK a multiple of 8, copied 16 bytes at a time
// into a column slab. A thread's TM x TN outputs (TM even, TN a multiple of 4) are its share
// of warp tiles of 8 TM x 4 TN; its blocks are derived (TM / 2 x TN / 4) and must not be given.
template <Tile T>
struct MultistageMma {
  static_assert(T.blocks_m == 0 && T.blocks_n == 0,
                "tgemm::mainloop::MultistageMma derives a thread's blocks from the tensor cores' "
                "fragments: leave "
                "blocks_m and blocks_n at 0");
  // a_scalar_loads says how A's column slabs are read; a tile without them would carry the
  // option (and ",A1" in its name) with no effect.
  static_assert(!T.a_scalar_loads || (!T.transposing && T.bk % 8 == 0),
                "tgemm::mainloop::MultistageMma: a_scalar_loads needs column slabs, which only a "
                "tile that does not transpose, bk a multiple of 8, has");
  // The aliases below name `tile`, not T: nvcc 13 cannot name a class-type template parameter
  // in a member alias template used outside a template.
  static constexpr Tile tile = T;
  static constexpr bool per_layout = true, any_alignment = true;
  static std::string name() {
    Tile shown = T;
    shown.blocks_m = T.tm / 2;
    shown.blocks_n = T.tn / 4;
    return "team_multistage<" +
           tile_key(shown, {.stages = true, .blocks = true, .pipeline = true, .mma = true}) + ">";
  }
  template <class ExecSpace, class Scalar, bool AColsUnit, bool BColsUnit>
  using type = MultistageMainloop<ExecSpace, Scalar, tile, AColsUnit, BColsUnit, true>;
  template <class ExecSpace, class Scalar, bool AColsUnit, bool BColsUnit>
  using by_element = MultistageMainloop<ExecSpace, Scalar, tile, AColsUnit, BColsUnit, true,
                                        copies_units(tile, AColsUnit, BColsUnit)>;
  template <class ExecSpace, class Scalar>
  using fallback = WarpTileMainloop<ExecSpace, Scalar, warp_tile_of(tile)>;
};

}  // namespace tgemm::mainloop
