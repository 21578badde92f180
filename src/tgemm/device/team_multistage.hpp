#pragma once
// Rung 11: asynchronous multistage copies. Rung 10 moves each K slab global -> registers ->
// scratch: the loads hold registers through the math of the slab before, and the stores that
// follow wait on them (the top stall in its profile on H100, bench/NOTES.md); an operand whose
// unit stride runs along K is transposed with scalar stores. Here every slab is copied straight
// into scratch, 16 bytes at a time along the operand's unit stride (team::copy_async16:
// cp.async on sm_80 and newer), Stages - 1 slabs ahead of the math, one barrier per slab. An
// operand that is unit-stride along K lands M/N-major (team::SlabLayout) and a thread reads its
// fragments of it V k-values per 16-byte load instead. The copies zero-fill edge tiles and a
// ragged last slab themselves, so every tile runs the same loop with no staging registers,
// the room 8 x 16 floats and 8 x 8 doubles need. Operands without aligned unit-stride access
// run rung 8's kernel, as in rung 10.
//
// With Transposing, an operand that is unit-stride along K is copied one element at a time
// instead (team::SlabCopyElements: 4- or 8-byte cp.async) and lands K-major in padded rows, so
// both operands are read the same way whatever their layout (the way cuBLAS' SIMT kernels
// move such operands): more copy instructions, no held fragments.
//
// With Rolled, the steady loop runs one slab per iteration, stage offsets from a run-time
// index, instead of in rounds of Stages slabs with constant offsets: a third of the code with
// three stages, whose unrolled rounds stalled on instruction fetch on H100 (bench/NOTES.md).
// The rounds stay the default: with two stages they issued about 2 % fewer instructions.
//
// With Serpentine, a slab's outer products run in thread::outer_product's serpentine order
// where both operands are K-major in scratch: the same arithmetic, fewer register reads on
// sm_90, faster for some kernels and slower for others (bench/NOTES.md, session 15).
//
// With Mma = 4 or 8 (rung 14, team_mma.hpp), double slabs that are both K-major in scratch
// are multiplied on the FP64 tensor cores, Mma values of k per product (warp::mma_f64_slab),
// where the device has them; the thread tile is then the lanes' share of the warp's products
// (team::MmaLanes), so the epilogue, split K and stream-K run unchanged, and elsewhere the
// same tile runs on FMAs.

#include <tgemm/device/team_specialized.hpp>
#include <tgemm/team/async_copy.hpp>
#include <tgemm/team/barrier.hpp>
#include <tgemm/team/slab_copy.hpp>
#include <tgemm/warp/mma.hpp>

#include <type_traits>
#include <utility>

namespace tgemm::device {

// Whose lanes hold which outputs: the tensor cores' fragment layout (rung 14) or rung 10's.
template <class Scalar, int TM, int TN, int PM, int PN, int Mma>
using MultistageLanes =
    std::conditional_t<Mma != 0, team::PreferMmaLanes, SpecializedLanes<Scalar, TM, TN, PM, PN>>;

// Rung 10's kernel (its lanes, blocks, slab steps and epilogue) with the mainloop replaced.
template <class ExecSpace, class Scalar, class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages,
          bool AColsUnit, bool BColsUnit, int PM = specialized_blocks<Scalar, TM>,
          int PN = specialized_blocks<Scalar, TN>, bool Transposing = false, bool Rolled = false,
          bool Serpentine = false, int Mma = 0>
struct TeamMultistageKernel
    : TeamSpecializedKernel<ExecSpace, Scalar, Shape, TM, TN, WarpsM, MinBlocks, AColsUnit, BColsUnit, PM, PN,
                            MultistageLanes<Scalar, TM, TN, PM, PN, Mma>> {
  using Base = TeamSpecializedKernel<ExecSpace, Scalar, Shape, TM, TN, WarpsM, MinBlocks, AColsUnit, BColsUnit, PM, PN,
                                     MultistageLanes<Scalar, TM, TN, PM, PN, Mma>>;
  using typename Base::Member;
  using typename Base::Threads;
  static constexpr int BM = Base::BM, BN = Base::BN, BK = Base::BK, HM = Base::HM, HN = Base::HN;
  static constexpr int WTM = Base::WTM, WTN = Base::WTN, V = thread::vec16<Scalar>;
  static_assert(Stages >= 2, "tgemm: team_multistage needs at least two stages");
  // An operand unit-stride along K is transposed by element copies (Transposing) or lands
  // M/N-major; every other slab lands K-major.
  static constexpr bool ATransposed = !AColsUnit && Transposing, BTransposed = !BColsUnit && Transposing;
  static constexpr bool AKMajor = AColsUnit || ATransposed, BKMajor = BColsUnit || BTransposed;
  // Transposed rows are padded by 4 elements, so the 8 rows a warp writes start on distinct
  // banks; so are K-major rows read by the tensor cores, so the 4 rows of k and 2 units a
  // quarter-warp reads (one 16-byte load per lane) take 8 distinct 16-byte bank groups.
  using LayoutA = team::SlabLayout<Scalar, BK, BM, AKMajor, HM, ATransposed || (Mma && AKMajor) ? 4 : 0>;  // op(A)^T
  using LayoutB = team::SlabLayout<Scalar, BK, BN, BKMajor, HN, BTransposed || (Mma && BKMajor) ? 4 : 0>;  // op(B)
  // The slab product on FP64 tensor cores: a warp's tile is 16 PM x 16 PN, a lane's share of
  // it TM x TN in blocks of 2 x 4 (warp::mma_f64_slab).
  static constexpr bool TensorCores = Mma && AKMajor && BKMajor && std::is_same_v<Scalar, double>;
  static_assert(Mma == 0 || ((Mma == 4 || Mma == 8) && BK % (Mma ? Mma : 1) == 0),
                "tgemm: team_mma multiplies 4 or 8 values of k per product, and BK must be a multiple of it");
  static_assert(!Mma || (Base::HM == 2 && Base::HN == 4 && WTM == 16 * PM && WTN == 16 * PN),
                "tgemm: team_mma's thread tile is the lanes' share of the warp's 16 x 8 products: PM = TM / 2, "
                "PN = TN / 4, warp tiles of 8 TM x 4 TN");
  static_assert(!TensorCores || (LayoutA::row * sizeof(Scalar) % 128 == 32 && LayoutB::row * sizeof(Scalar) % 128 == 32),
                "tgemm: team_mma's K-major rows must start 32 bytes apart modulo 128 (BM and BN multiples of 16)");
  template <class Layout, bool Transposed>
  using Copy = std::conditional_t<Transposed, team::SlabCopyElements<Scalar, Layout, Threads::logical>,
                                  team::SlabCopy<Scalar, Layout, Threads::logical>>;
  using CopyA = Copy<LayoutA, ATransposed>;
  using CopyB = Copy<LayoutB, BTransposed>;
  static constexpr int Stage = LayoutA::elements + LayoutB::elements;
  static constexpr std::size_t scratch_bytes = std::size_t(Stages * Stage) * sizeof(Scalar) + 16;

  using Base::Base;
  TeamMultistageKernel() = default;

  // One slab's arithmetic for logical thread t, Q values of k at a time (V when either
  // operand is M/N-major, whose loads give V values of k for one column): A's fragments for
  // the Q steps are held (TM x Q registers), B is streamed, one k of its fragment at a time
  // when it is K-major, one column of V values of k at a time when it is M/N-major. That
  // keeps TM * Q registers of A and TN (or V) of B live, where holding both operands' runs
  // would take (TM + TN) * V, which 8 x 16 floats cannot spare. after_first_loads() runs once the
  // first fragments are asked for: the next slab's copies then queue behind them.
  template <class Hook>
  KOKKOS_FORCEINLINE_FUNCTION static void multiply(const Scalar* stage, int t, Scalar (&acc)[TM][TN],
                                                   Hook&& after_first_loads) {
    if constexpr (TensorCores) {
#if defined(TGEMM_HAVE_MMA_F64)
      // The lanes of a warp are consecutive logical threads (vector length 1) and all take
      // this path together: mma.sync needs the whole warp.
      const int w = t / 32;
      warp::mma_f64_slab<BK, LayoutA::row, LayoutB::row, PM, PN, Mma>(
          stage + LayoutA::offset(0, (w % WarpsM) * WTM), stage + LayoutA::elements + LayoutB::offset(0, (w / WarpsM) * WTN),
          t % 32, acc,
          [](double& d0, double& d1, double& d2, double& d3, const double(&a)[Mma / 2], const double(&b)[Mma / 4]) {
            warp::mma_f64<Mma>(d0, d1, d2, d3, a, b);
          },
          after_first_loads);
      return;
#endif
    }
    const Scalar* As = stage + LayoutA::offset(0, Base::row_of(t));
    const Scalar* Bs = stage + LayoutA::elements + LayoutB::offset(0, Base::col_of(t));
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
            const auto run = thread::load_vec<V>(As + LayoutA::offset(k0, p * (WTM / PM) + i));
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
          thread::outer_product<Serpentine>(acc, a[q], b);
        }
      } else {
        TGEMM_UNROLL
        for (int p = 0; p < PN; ++p)
          TGEMM_UNROLL
          for (int j = 0; j < HN; ++j) {
            const auto run = thread::load_vec<V>(Bs + LayoutB::offset(k0, p * (WTN / PN) + j));
            if (k0 == 0 && p == 0 && j == 0) after_first_loads();
            TGEMM_UNROLL
            for (int q = 0; q < Q; ++q)
              TGEMM_UNROLL
              for (int i = 0; i < TM; ++i) acc[i][p * HN + j] += a[q][i] * run.v[q];
          }
      }
    }
  }

  // The team's scratch stages: asked for once per team (team scratch is handed out in turn).
  KOKKOS_INLINE_FUNCTION static Scalar* stages(const Member& member) {
    return static_cast<Scalar*>(member.team_scratch(0).get_shmem_aligned(int(scratch_bytes - 16), 16));
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const { run_tile(*this, member); }

  // acc += the product of the tile at (m0, n0) over K range [k_begin, K), k_begin a multiple
  // of BK, through the stages at smem. Leaves the scratch stages to be read by slower
  // threads: a caller that runs another product after this one puts a barrier between them
  // (team_stream_k).
  KOKKOS_FORCEINLINE_FUNCTION void tile_product(const Member& member, const Threads& threads, Scalar* smem, index_t m0,
                                                index_t n0, index_t k_begin, index_t K,
                                                Scalar (&acc)[Threads::capacity][TM][TN]) const {
    const auto& args = static_cast<const TileArgs<Scalar>&>(*this);

    CopyA a[Threads::capacity];
    CopyB b[Threads::capacity];
    threads.each([&](int l, int t) {
      a[l].start(t, args.A.transposed(), k_begin, m0);
      b[l].start(t, args.B, k_begin, n0);
    });
    // Slabs of this K range (the driver keeps the count within int); all but perhaps the
    // last are whole.
    const int slabs = int((K - k_begin + BK - 1) / BK), whole = int((K - k_begin) / BK);
    const bool inside = m0 + BM <= args.C.rows && n0 + BN <= args.C.cols;
    // Copies of slab j (the pointers are at it) into `stage`, then one commit: a group per
    // slab, an empty one past the last, so async_wait counts slabs. Interior tiles copy whole
    // units, edge tiles count them, the last slab counts its rows too.
    auto issue = [&](int j, Scalar* stage) {
      if (j < whole) {
        if (inside) {
          threads.each([&](int l, int) {
            a[l].template copy<true>(stage);
            b[l].template copy<true>(stage + LayoutA::elements);
          });
        } else {
          threads.each([&](int l, int) {
            a[l].template copy<false>(stage);
            b[l].template copy<false>(stage + LayoutA::elements);
          });
        }
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
        a[l].advance(this->step_a);
        b[l].advance(this->step_b);
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
    // thread that all reads of slab i - 1 are done.
    auto step = [&](int i, int R, int W) {
      team::async_wait<Stages - 2>();
      team::barrier(member);
      const int j = i + Stages - 1;
      auto next = [&] {
        if (j < slabs) advance();
        issue(j, smem + W * Stage);
      };
      threads.each([&](int l, int t) {
        if (l == 0) multiply(smem + R * Stage, t, acc[l], next);
        else multiply(smem + R * Stage, t, acc[l], [] {});
      });
    };
    if constexpr (Rolled) {
      // One slab per iteration, the stages taken in turn through a run-time index: the loop's
      // code is one slab's, not Stages slabs'.
      int read = 0, write = Stages - 1;
      TGEMM_NO_UNROLL
      for (int i = 0; i < slabs; ++i) {
        step(i, read, write);
        read = read == Stages - 1 ? 0 : read + 1;
        write = write == Stages - 1 ? 0 : write + 1;
      }
    } else {
      // Rounds of Stages steps: R and W are constants, every scratch address a fixed offset
      // from one base.
      for (int i = 0; i < slabs; i += Stages) {
        [&]<int... R>(std::integer_sequence<int, R...>) {
          ((i + R < slabs ? step(i + R, R, (R + Stages - 1) % Stages) : void()), ...);
        }(std::make_integer_sequence<int, Stages>{});
      }
    }
  }
};

// The kernels of one tile configuration, picked per call as in rung 10: four with the
// operands' orientations built in, rung 8's (kernel<>) for operands without aligned 16-byte
// access. PM, PN: blocks per thread (0: 16-byte blocks, specialized_blocks). Transposing:
// element copies for operands unit-stride along K (name suffix ",T"); Rolled: ",R";
// Serpentine: ",Z"; Mma: ",M4" or ",M8".
template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages = 3, int PM = 0, int PN = 0,
          bool Transposing = false, bool Rolled = false, bool Serpentine = false, int Mma = 0>
struct TeamMultistageFamily {
  static std::string name() {
    return "team_multistage<" + Shape::name() + ",TM" + std::to_string(TM) + ",TN" + std::to_string(TN) +
           ",WM" + std::to_string(WarpsM) + ",B" + std::to_string(MinBlocks) + ",S" + std::to_string(Stages) +
           (PM || PN ? ",P" + std::to_string(PM) + "x" + std::to_string(PN) : std::string()) +
           (Transposing ? ",T" : "") + (Rolled ? ",R" : "") + (Serpentine ? ",Z" : "") +
           (Mma ? ",M" + std::to_string(Mma) : std::string()) + ">";
  }
  template <class ExecSpace, class Scalar>
  using kernel = TeamWarpTileKernel<ExecSpace, Scalar, Shape, TM, TN, WarpsM, MinBlocks>;
  template <class ExecSpace, class Scalar, bool A, bool B>
  using specialized = TeamMultistageKernel<ExecSpace, Scalar, Shape, TM, TN, WarpsM, MinBlocks, Stages, A, B,
                                           PM ? PM : specialized_blocks<Scalar, TM>,
                                           PN ? PN : specialized_blocks<Scalar, TN>, Transposing, Rolled,
                                           Serpentine, Mma>;
  // The kernel with the most scratch (M/N-major slabs and transposed rows carry padding): what the execution
  // space must allow before anything runs (TeamDriver::check).
  template <class ExecSpace, class Scalar>
  using largest = specialized<ExecSpace, Scalar, false, false>;

  template <class ExecSpace, class Scalar, class F>
  static void dispatch(const MatrixRef<const Scalar>& A, const MatrixRef<const Scalar>& B, F&& f) {
    dispatch_orientation<kernel<ExecSpace, Scalar>, Shape::BK>(A, B, [&](auto a, auto b) {
      f(std::type_identity<specialized<ExecSpace, Scalar, decltype(a)::value, decltype(b)::value>>{});
    }, f);
  }
};

template <class Shape = TileShape<128, 128, 8>, int TM = 8, int TN = 8, int WarpsM = 4, int MinBlocks = 2,
          int Stages = 3>
using TeamMultistage = TeamDriver<TeamMultistageFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages>>;

}  // namespace tgemm::device
