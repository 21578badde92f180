#pragma once
// Rung 10: a mainloop specialized per operand layout. Rung 8 decides at run time, on every
// access, how an operand's slab is read (along rows or columns, whole 16-byte groups or
// element by element) and rebuilds every address from 64-bit strides; the compiler keeps
// every path and predicates them, so a quarter of the issued instructions are not FMAs.
// Here the orientation of op(A) and op(B) is a template parameter (four kernels, picked
// per call), each thread walks K with one pointer per 16-byte group, and teams whose tile
// lies inside C load whole slabs without bounds tests. Edge tiles and a partial last slab
// take checked loads (light_edges below for 8 x 16 floats and 8 x 8 doubles); operands
// without aligned unit-stride access run rung 8's kernel.
//
// Scheduling (measured on H100, bench/NOTES.md): the steady loop is unrolled by two, so
// each step's stage is a constant and every scratch address a fixed offset from one base
// (rung 8 rebuilds them from the stage index every slab); the barrier is team::barrier
// (no blockDim test on CUDA); the warp's lanes are placed with team::QuadLanes where it
// halves the shared-memory wavefronts of the fragment loads.

#include <tgemm/device/team_warp_tile.hpp>
#include <tgemm/team/barrier.hpp>
#include <tgemm/team/slab_stream.hpp>
#include <tgemm/team/warp_lanes.hpp>

#include <limits>
#include <type_traits>

namespace tgemm::device {

// A thread's TM (or TN) outputs are cut into blocks of one 16-byte fragment load each (at
// least two blocks, as rung 8): QuadLanes' bank reasoning holds per load, where 32-byte
// halves (8 x 8 doubles, 16 floats) would take two loads at 16-byte offsets per lane.
template <class Scalar, int T>
inline constexpr int specialized_blocks = T * int(sizeof(Scalar)) / 16 > 2 ? T * int(sizeof(Scalar)) / 16 : 2;

template <class Scalar, int TM, int TN, int PM = specialized_blocks<Scalar, TM>, int PN = specialized_blocks<Scalar, TN>>
using SpecializedLanes = team::PreferQuadLanes<TM / PM * int(sizeof(Scalar)), TN / PN * int(sizeof(Scalar))>;

// What rungs 10 and 11 run per league rank: tile rank % tiles over split-K slice rank / tiles
// (all of K without a split), then its epilogue. K: a kernel with stages() and tile_product().
template <class K>
KOKKOS_FORCEINLINE_FUNCTION void run_tile(const K& kernel, const typename K::Member& member) {
  using Scalar = std::remove_const_t<typename decltype(kernel.C)::value_type>;
  using Threads = typename K::Threads;
  const index_t slice = member.league_rank() / kernel.tiles, tile = member.league_rank() % kernel.tiles;
  const index_t m0 = (tile % kernel.tiles_m) * K::BM, n0 = (tile / kernel.tiles_m) * K::BN;
  const index_t k_begin = slice * kernel.k_chunk;
  const index_t end = k_begin + kernel.k_chunk < kernel.A.cols ? k_begin + kernel.k_chunk : kernel.A.cols;
  const Threads threads(member);
  Scalar acc[Threads::capacity][K::ThreadM][K::ThreadN] = {};
  kernel.tile_product(member, threads, K::stages(member), m0, n0, k_begin, end, acc);
  kernel.store(threads, acc, kernel.C, m0, n0, slice);
}

// PM, PN: blocks per thread along M and N (rung 8 uses halves).
// LanePolicy: the lane map, as its type<LM, LN> (rung 14 places lanes as the tensor cores do).
template <class ExecSpace, class Scalar, class Shape, int TM, int TN, int WarpsM, int MinBlocks,
          bool AColsUnit, bool BColsUnit, int PM = specialized_blocks<Scalar, TM>,
          int PN = specialized_blocks<Scalar, TN>, class LanePolicy = SpecializedLanes<Scalar, TM, TN, PM, PN>>
struct TeamSpecializedKernel
    : TeamWarpTileKernel<ExecSpace, Scalar, Shape, TM, TN, WarpsM, MinBlocks, false, LanePolicy::template type, PM,
                         PN> {
  using Base =
      TeamWarpTileKernel<ExecSpace, Scalar, Shape, TM, TN, WarpsM, MinBlocks, false, LanePolicy::template type, PM, PN>;
  using typename Base::Member;
  using typename Base::Threads;
  static constexpr int BM = Base::BM, BN = Base::BN, BK = Base::BK, Stage = Base::Stage;
  using StreamA = team::SlabStream<Scalar, BK, BM, Base::LdA, Threads::logical, AColsUnit>;  // op(A)^T
  using StreamB = team::SlabStream<Scalar, BK, BN, Base::LdB, Threads::logical, BColsUnit>;  // op(B)
  static constexpr bool a_cols_unit = AColsUnit, b_cols_unit = BColsUnit;
  // Edge tiles and a partial slab of K with 512 bytes of accumulators per thread (8 x 16
  // floats, 8 x 8 doubles): the checked loads, staged in registers and overlapped with the
  // math, took ptxas over 255 registers (spills, bench/NOTES.md). Such kernels load edge
  // slabs straight into scratch, not overlapped (10-20 % slower on edge-heavy shapes, where
  // smaller tiles win anyway), and take a partial slab first, while the accumulators are zero.
  static constexpr bool light_edges = TM * TN * int(sizeof(Scalar)) >= 512;

  // Elements from one slab to the next in op(A)^T and op(B): BK rows of each.
  index_t step_a = 0, step_b = 0;

  TeamSpecializedKernel() = default;
  TeamSpecializedKernel(MatrixRef<const Scalar> a, MatrixRef<const Scalar> b, MatrixRef<Scalar> c,
                        Scalar al, Scalar be, index_t tm)
      : Base(a, b, c, al, be, tm), step_a(BK * a.col_stride), step_b(BK * b.row_stride) {}

  // The team's scratch stages: asked for once per team (team scratch is handed out in turn).
  KOKKOS_INLINE_FUNCTION static Scalar* stages(const Member& member) {
    return static_cast<Scalar*>(member.team_scratch(0).get_shmem_aligned(int(Base::scratch_bytes - 16), 16));
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const { run_tile(*this, member); }

  // acc += the product of the tile at (m0, n0) over K range [k_begin, K), k_begin a multiple
  // of BK, through the stages at smem. May end with reads of a stage: a caller that runs
  // another product after this one puts a barrier between them (team_stream_k).
  KOKKOS_FORCEINLINE_FUNCTION void tile_product(const Member& member, const Threads& threads, Scalar* smem, index_t m0,
                                                index_t n0, index_t k_begin, index_t K,
                                                Scalar (&acc)[Threads::capacity][TM][TN]) const {
    const auto& args = static_cast<const TileArgs<Scalar>&>(*this);
    const auto At = args.A.transposed();
    const auto& B = args.B;
    const bool inside = m0 + BM <= args.C.rows && n0 + BN <= args.C.cols;

    StreamA a[Threads::capacity];
    StreamB b[Threads::capacity];
    // Checked loads (dispatch() runs these kernels only on operands that allow 16-byte
    // access, "wide"): staged in registers, or straight into stage s element by element.
    auto fetch_checked = [&](index_t k0) {
      threads.each([&](int l, int t) {
        a[l].fetch_checked(t, At, true, k0, m0);
        b[l].fetch_checked(t, B, true, k0, n0);
      });
    };
    auto load_checked = [&](index_t k0, int s) {
      threads.each([&](int l, int t) {
        a[l].load_checked(t, At, k0, m0, smem + s * Stage);
        b[l].load_checked(t, B, k0, n0, smem + s * Stage + BK * Base::LdA);
      });
    };
    auto stash = [&](int s) {
      threads.each([&](int l, int t) {
        a[l].stash(t, smem + s * Stage);
        b[l].stash(t, smem + s * Stage + BK * Base::LdA);
      });
    };
    auto multiply = [&](int s) { threads.each([&](int l, int t) { Base::multiply(smem + s * Stage, t, acc[l]); }); };

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
      if (whole > 0) start();
      else fetch_checked(k_begin);
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

// The orientation of op(A)^T and op(B) for the kernels built per orientation: calls
// pick(std::bool_constant<AColsUnit>{}, std::bool_constant<BColsUnit>{}) for operands that
// allow aligned 16-byte access along a unit stride, and whose K fits int slab counts of
// depth BK; f(std::type_identity<Fallback>{}) for the rest.
template <class Fallback, int BK, class Scalar, class Pick, class F>
void dispatch_orientation(const MatrixRef<const Scalar>& A, const MatrixRef<const Scalar>& B, Pick&& pick, F&& f) {
  const team::SlabSource ha = team::make_slab_source(A.transposed()), hb = team::make_slab_source(B);
  const bool countable = A.cols / BK < index_t(std::numeric_limits<int>::max());
  if (!ha.wide || !hb.wide || !countable) return f(std::type_identity<Fallback>{});
  auto with_b = [&](auto a_cols) {
    if (hb.cols_unit) pick(a_cols, std::true_type{});
    else pick(a_cols, std::false_type{});
  };
  if (ha.cols_unit) with_b(std::true_type{});
  else with_b(std::false_type{});
}

// The kernels of one tile configuration: four with the operands' orientations built in,
// for operands that allow aligned 16-byte access along a unit stride, and rung 8's kernel
// (kernel<>) for the rest. dispatch() picks one per call. PM, PN: blocks per thread of the
// specialized kernels (0: 16-byte blocks, specialized_blocks).
template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int PM = 0, int PN = 0>
struct TeamSpecializedFamily {
  static std::string name() {
    return "team_specialized<" + Shape::name() + ",TM" + std::to_string(TM) + ",TN" +
           std::to_string(TN) + ",WM" + std::to_string(WarpsM) + ",B" + std::to_string(MinBlocks) +
           (PM || PN ? ",P" + std::to_string(PM) + "x" + std::to_string(PN) : std::string()) + ">";
  }
  template <class ExecSpace, class Scalar>
  using kernel = TeamWarpTileKernel<ExecSpace, Scalar, Shape, TM, TN, WarpsM, MinBlocks>;
  template <class ExecSpace, class Scalar, bool A, bool B>
  using specialized = TeamSpecializedKernel<ExecSpace, Scalar, Shape, TM, TN, WarpsM, MinBlocks, A, B,
                                            PM ? PM : specialized_blocks<Scalar, TM>,
                                            PN ? PN : specialized_blocks<Scalar, TN>>;

  // Whether an m x n C has edge tiles that the specialized kernels take the slow way
  // (light_edges: loads not overlapped with the math).
  template <class ExecSpace, class Scalar>
  static bool slow_edges(index_t m, index_t n) {
    return specialized<ExecSpace, Scalar, true, true>::light_edges &&
           (m % Shape::BM != 0 || n % Shape::BN != 0);
  }

  // Calls f(std::type_identity<Kernel>{}) with the kernel for op(A) = A and op(B) = B.
  template <class ExecSpace, class Scalar, class F>
  static void dispatch(const MatrixRef<const Scalar>& A, const MatrixRef<const Scalar>& B, F&& f) {
    dispatch_orientation<kernel<ExecSpace, Scalar>, Shape::BK>(A, B, [&](auto a, auto b) {
      f(std::type_identity<specialized<ExecSpace, Scalar, decltype(a)::value, decltype(b)::value>>{});
    }, f);
  }
};

template <class Shape = TileShape<128, 128, 8>, int TM = 8, int TN = 8, int WarpsM = 4,
          int MinBlocks = 2>
using TeamSpecialized = TeamDriver<TeamSpecializedFamily<Shape, TM, TN, WarpsM, MinBlocks>>;

}  // namespace tgemm::device
