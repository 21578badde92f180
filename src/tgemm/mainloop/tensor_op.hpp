#pragma once
// The tensor-core mainloop (half rung 1): a team multiplies one BM x BN tile of C over K with
// mma.sync.m16n8k16 (f16 or bf16 in, f32 accumulators), or for float inputs with
// Compute::fast_tf32 mma.sync.m16n8k8 on tf32 (each value rounded to tf32, cvt.rna, as it
// leaves scratch; both operands then K-contiguous, ldmatrix reading pairs of 16-bit halves). Each K
// slab of A and B is copied global -> scratch 16 bytes at a time along the operand's unit stride
// (team::copy_async16: cp.async, zero-filled at the edges and past K; the units reaching past
// the operand's end read by element), `stages - 1` slabs ahead of the math, one barrier per
// slab, as rung 11's mainloop does. Warps read their
// fragments with ldmatrix, transposing on the way where an operand's unit stride runs along
// M or N, so every orientation lands in scratch as it lies in memory.
//
// Scratch rows are swizzled in 16-byte chunks (chunk c of row r lies at c ^ f(r)), so the
// eight rows an ldmatrix phase reads, and the eight chunks a phase of copies writes, fall in
// eight different bank groups: no padding, no conflicts.
//
// A warp owns a WTM x WTN sub-tile (WTM / 16 x WTN / 8 products per 16 values of k); lane l
// holds its accumulators in the D fragments' layout (warp/mma_f16.hpp), which the kernel's
// epilogue reads.

#include <Kokkos_Core.hpp>
#include <cstdint>
#include <string>
#include <tgemm/precision.hpp>
#include <tgemm/team/async_copy.hpp>
#include <tgemm/team/barrier.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/thread/unroll.hpp>
#include <tgemm/warp/mma_f16.hpp>

namespace tgemm::mainloop {

// A tensor-core tile, by name: BM x BN of C per team, BK of k per slab, warps_m x warps_n
// warps, `stages` slabs in scratch, teams_per_sm the launch bounds ask the compiler to fit.
struct TensorOpTile {
  int bm = 128, bn = 128, bk = 32;
  int warps_m = 2, warps_n = 2;
  int stages = 2;
  int teams_per_sm = 1;  // 2: four warps of 64 x 64 fit in 255 registers, eight spill
};

inline std::string tensor_op_key(const TensorOpTile& t) {
  return std::to_string(t.bm) + "x" + std::to_string(t.bn) + "x" + std::to_string(t.bk) + ",W" +
         std::to_string(t.warps_m) + "x" + std::to_string(t.warps_n) + ",S" +
         std::to_string(t.stages) +
         (t.teams_per_sm > 1 ? ",T" + std::to_string(t.teams_per_sm) : "");
}

// A slab in scratch: Rows rows of Cols values, VPC values per 16-byte chunk, unit stride along
// the row, chunks swizzled by row. Rows of 8 or more chunks take c ^ (r % 8); rows of 4 (64
// bytes, two per 128-byte bank line) take c ^ ((r / 2) % 4), rows of 2 c ^ ((r / 4) % 2).
template <int Rows, int Cols, int VPC = 8>
struct SwizzledSlab {
  static constexpr int rows = Rows, cols = Cols, chunks_per_row = Cols / VPC;
  static constexpr int chunks = Rows * chunks_per_row, elements = Rows * Cols;
  static_assert(chunks_per_row == 2 || chunks_per_row == 4 || chunks_per_row % 8 == 0,
                "tgemm::mainloop::SwizzledSlab: rows of 2, 4 or a multiple of 8 chunks");
  KOKKOS_FORCEINLINE_FUNCTION static constexpr int offset(int r, int chunk) {
    const int swizzle = chunks_per_row == 2   ? (r >> 2) & 1
                        : chunks_per_row == 4 ? (r >> 1) & 3
                                              : r & 7;
    return r * Cols + VPC * (chunk ^ swizzle);
  }
};

// One operand's copies, global -> scratch: the CPT chunks thread t moves per slab, with
// their source pointers held and moved one slab on at a time, and their places in a stage
// computed once per tile (no index arithmetic per slab). NT threads, values of type E (16 or
// 32 bits), BK of k per slab. Slab: its layout in scratch; KContig: the operand's unit stride
// runs along K, so a slab is `rows` (M or N) rows of BK, else BK rows of `cols` (M or N).
template <class Slab, int NT, class E, int BK, bool KContig>
struct SlabCopier {
  static constexpr int VPC = 16 / int(sizeof(E)), CPR = Slab::chunks_per_row;
  static constexpr int CPT = Slab::chunks / NT, bk = BK;
  static_assert(Slab::chunks % NT == 0,
                "tgemm::mainloop::SlabCopier: a slab's chunks must divide among the team");
  // A thread's chunks lie NT / CPR rows apart in the same column; where that is a whole
  // number of swizzle periods (8 rows), chunk u's place is the first's plus a constant.
  static constexpr bool Uniform = NT % CPR == 0 && (NT / CPR) % 8 == 0;
  const E* src[CPT];
  int dst[Uniform ? 1 : CPT];  // each chunk's place in a stage (Uniform: the first's)
  const E* end;     // one past the operand's last value: units reaching past it go by element
  index_t step;     // values from one slab to the next
  index_t mn_left;  // rows (KContig) or columns of the operand from this tile's first on
  index_t k_left;   // values of K from the current slab's first on
  int t;

  // X: the operand with unit stride along its rows (KContig: rows = M or N), ld between
  // rows; the tile's first row or column mn0.
  KOKKOS_FORCEINLINE_FUNCTION SlabCopier(const E* x, index_t ld, index_t mn0, index_t mn_end,
                                         index_t K, int thread)
      : end(mn_end > 0 && K > 0 ? (KContig ? x + (mn_end - 1) * ld + K : x + (K - 1) * ld + mn_end)
                                : x),
        step(KContig ? BK : BK * ld),
        mn_left(mn_end - mn0),
        k_left(K),
        t(thread) {
    TGEMM_UNROLL
    for (int u = 0; u < CPT; ++u) {
      const int e = t + u * NT, row = e / CPR, col = VPC * (e % CPR);
      src[u] = KContig ? x + (mn0 + row) * ld + col : x + row * ld + mn0 + col;
      if (!Uniform || u == 0) dst[Uniform ? 0 : u] = Slab::offset(row, e % CPR);
    }
  }
  KOKKOS_FORCEINLINE_FUNCTION int place(int u) const {
    if constexpr (Uniform)
      return dst[0] + u * (NT / CPR) * Slab::cols;
    else
      return dst[u];
  }
  // Copies the current slab into `stage`: whole chunks where the slab lies inside the operand
  // (`whole`, decided once per slab for both operands), else counted ones, zero-filled past
  // its edges.
  KOKKOS_FORCEINLINE_FUNCTION void copy(E* stage, bool whole) const {
    if (whole) {
      TGEMM_UNROLL
      for (int u = 0; u < CPT; ++u) team::copy_async16(stage + place(u), src[u]);
      return;
    }
    TGEMM_UNROLL
    for (int u = 0; u < CPT; ++u) {
      const int e = t + u * NT, row = e / CPR, chunk = e % CPR;
      // rows of the slab are M/N (KContig) or k; the unit stride runs along k or M/N
      const index_t along = (KContig ? k_left : mn_left) - VPC * chunk;
      const bool row_in = row < (KContig ? mn_left : k_left);
      const int values = row_in && along > 0 ? (along < VPC ? int(along) : VPC) : 0;
      team::copy_async16(stage + place(u), src[u], values, end);
    }
  }
  KOKKOS_FORCEINLINE_FUNCTION void advance() {
    TGEMM_UNROLL
    for (int u = 0; u < CPT; ++u) src[u] += step;
    k_left -= BK;
  }

  // The copies of op(A)'s slabs (m x k) from row m0, or of op(B)'s (k x n) from column n0.
  template <class In>
  KOKKOS_FORCEINLINE_FUNCTION static SlabCopier of_a(const MatrixRef<const In>& A, index_t m0,
                                                     index_t K, int thread) {
    return SlabCopier(reinterpret_cast<const E*>(A.data), KContig ? A.row_stride : A.col_stride, m0,
                      A.rows, K, thread);
  }
  template <class In>
  KOKKOS_FORCEINLINE_FUNCTION static SlabCopier of_b(const MatrixRef<const In>& B, index_t n0,
                                                     index_t K, int thread) {
    return SlabCopier(reinterpret_cast<const E*>(B.data), KContig ? B.col_stride : B.row_stride, n0,
                      B.cols, K, thread);
  }
};

// A tile's copies of both operands: op(A)'s slab at the start of a stage, op(B)'s OffsetB
// values after it, whole chunks where the tile lies inside C.
template <class CopierA, class CopierB, int OffsetB>
struct TileCopies {
  CopierA a;
  CopierB b;
  bool inside;

  // The next slab into stage, then both copiers a slab on.
  template <class E>
  KOKKOS_FORCEINLINE_FUNCTION void issue(E* stage) {
    const bool whole = inside && a.k_left >= index_t(CopierA::bk);
    a.copy(stage, whole);
    b.copy(stage + OffsetB, whole);
    a.advance();
    b.advance();
  }
  // The first Count slabs (of `slabs`) into consecutive stages of `stage` values, a commit
  // group each (an empty one past the last slab, so waits count slabs).
  template <int Count, class E>
  KOKKOS_FORCEINLINE_FUNCTION void prologue(E* smem, int stage, int slabs) {
    TGEMM_UNROLL
    for (int s = 0; s < Count; ++s) {
      if (s < slabs) issue(smem + s * stage);
      team::async_commit();
    }
  }
};

// The tile (tm, tn) team p takes when teams take groups of `group` tile rows, column by column
// within a group: the teams running together share their slabs of B in L2.
KOKKOS_INLINE_FUNCTION void grouped_tile(index_t p, index_t tiles_m, index_t tiles_n, int group,
                                         index_t& tm, index_t& tn) {
  const index_t per_group = group * tiles_n, first = (p / per_group) * group;
  const index_t rows = tiles_m - first < group ? tiles_m - first : group;
  tm = first + (p % per_group) % rows;
  tn = (p % per_group) / rows;
}

// AKContig: op(A)'s unit stride runs along K (else along M); BKContig: op(B)'s along K (else
// along N). In: half_t or bhalf_t; float for tf32 (both K-contiguous).
template <class In, TensorOpTile T, bool AKContig, bool BKContig>
struct TensorOpMainloop {
  static constexpr TensorOpTile tile = T;
  static constexpr bool Tf32 = std::is_same_v<In, float>;
  static_assert(!Tf32 || (AKContig && BKContig),
                "tgemm::mainloop::TensorOpMainloop: tf32 slabs are read K-contiguous");
  using E = std::conditional_t<Tf32, std::uint32_t, std::uint16_t>;  // the bits, in scratch
  static constexpr int VPC = 16 / int(sizeof(E)), KStep = Tf32 ? 8 : 16;
  static constexpr int BM = T.bm, BN = T.bn, BK = T.bk, Stages = T.stages;
  static constexpr int WarpsM = T.warps_m, WarpsN = T.warps_n, NT = 32 * WarpsM * WarpsN;
  static constexpr int WTM = BM / WarpsM, WTN = BN / WarpsN, MI = WTM / 16, NI = WTN / 8;
  static_assert(
      BM % (16 * WarpsM) == 0 && BN % (16 * WarpsN) == 0 && BK % KStep == 0,
      "tgemm::mainloop::TensorOpMainloop: warp tiles are multiples of 16 x 16, BK of the mma's k");
  static_assert(Stages >= 2, "tgemm::mainloop::TensorOpMainloop: at least two stages");
  static constexpr warp::Mma16 kind =
      std::is_same_v<In, bhalf_t> ? warp::Mma16::bf16 : warp::Mma16::f16;
  // op(A)^T's slab: BM rows of BK when K-contiguous, else BK rows of BM; op(B)'s: BN rows of
  // BK, or BK rows of BN.
  using SlabA = std::conditional_t<AKContig, SwizzledSlab<BM, BK, VPC>, SwizzledSlab<BK, BM, VPC>>;
  using SlabB = std::conditional_t<BKContig, SwizzledSlab<BN, BK, VPC>, SwizzledSlab<BK, BN, VPC>>;
  static constexpr int Stage = SlabA::elements + SlabB::elements;  // values
  static constexpr std::size_t scratch_bytes = std::size_t(Stages) * Stage * sizeof(E) + 16;
  using Acc = float[MI][NI][4];

  using Copies = TileCopies<SlabCopier<SlabA, NT, E, BK, AKContig>,
                            SlabCopier<SlabB, NT, E, BK, BKContig>, SlabA::elements>;

  // A warp's fragments for one step of KStep values of k.
  struct Fragments {
    std::uint32_t a[MI][4], b[NI][2];
  };

  static constexpr int Steps = BK / KStep;

  // Where a lane reads its fragments in a stage, computed once per tile. Swizzles repeat every
  // 8 rows, so an operand read along K keeps one place per step (the step picks the chunk) and
  // adds its 16-row blocks as constants; one read along M or N keeps one place per 16-wide
  // block and adds the step's rows as constants. Inside the unrolled steps every address is
  // then a register plus an immediate.
  struct FragmentPlaces {
    int a[AKContig ? Steps : MI], b[BKContig ? Steps : NI / 2];

    KOKKOS_FORCEINLINE_FUNCTION FragmentPlaces(int w, int lane) {
      const int wm0 = (w % WarpsM) * WTM, wn0 = (w / WarpsM) * WTN;
      const int j = lane / 8, r = lane % 8;
      if constexpr (AKContig) {
        TGEMM_UNROLL
        for (int s = 0; s < Steps; ++s)
          a[s] = SlabA::offset(wm0 + lane % 16, s * KStep / VPC + lane / 16);
      } else {
        TGEMM_UNROLL
        for (int i = 0; i < MI; ++i)
          a[i] = SlabA::offset(r + 8 * (j / 2), (wm0 + 16 * i) / VPC + j % 2);
      }
      if constexpr (BKContig) {
        TGEMM_UNROLL
        for (int s = 0; s < Steps; ++s)
          b[s] = SlabB::offset(wn0 + r + 8 * (j / 2), s * KStep / VPC + j % 2);
      } else {
        TGEMM_UNROLL
        for (int p = 0; p < NI / 2; ++p)
          b[p] = SlabB::offset(r + 8 * (j % 2), (wn0 + 16 * p) / VPC + j / 2);
      }
    }
    // op(A)'s 16-row block i, and op(B)'s pair p of 8-column blocks, at step s
    KOKKOS_FORCEINLINE_FUNCTION int of_a(int s, int i) const {
      if constexpr (AKContig)
        return a[s] + 16 * i * SlabA::cols;
      else
        return a[i] + s * KStep * SlabA::cols;
    }
    KOKKOS_FORCEINLINE_FUNCTION int of_b(int s, int p) const {
      if constexpr (BKContig)
        return b[s] + 16 * p * SlabB::cols;
      else
        return b[p] + s * KStep * SlabB::cols;
    }
  };

  // Loads a warp's fragments of step s (of the slab's Steps) from stage, at the lane's places.
  KOKKOS_FORCEINLINE_FUNCTION static void load(const E* stage, int s, const FragmentPlaces& at,
                                               Fragments& f) {
#if defined(TGEMM_HAVE_MMA_F16)
    const E* sa = stage;
    const E* sb = stage + SlabA::elements;
    TGEMM_UNROLL
    for (int i = 0; i < MI; ++i) {
      warp::ldmatrix_x4<!AKContig>(f.a[i], sa + at.of_a(s, i));
      if constexpr (Tf32) {
        // a 16 x 8 block of tf32 is four 8 x 8 matrices of 16-bit halves: lane l receives
        // value (l / 4, l % 4) of each, the tf32 fragment's layout (warp/mma_f16.hpp)
        TGEMM_UNROLL
        for (int v = 0; v < 4; ++v) f.a[i][v] = warp::to_tf32(f.a[i][v]);
      }
    }
    TGEMM_UNROLL
    for (int p = 0; p < NI / 2; ++p) {
      std::uint32_t x[4];
      warp::ldmatrix_x4<!BKContig>(x, sb + at.of_b(s, p));
      if constexpr (Tf32) {
        TGEMM_UNROLL
        for (int v = 0; v < 4; ++v) x[v] = warp::to_tf32(x[v]);
      }
      f.b[2 * p][0] = x[0];
      f.b[2 * p][1] = x[1];
      f.b[2 * p + 1][0] = x[2];
      f.b[2 * p + 1][1] = x[3];
    }
#else
    (void)stage, (void)s, (void)at, (void)f;
#endif
  }

  // acc += the step's products.
  KOKKOS_FORCEINLINE_FUNCTION static void mma(const Fragments& f, Acc& acc) {
#if defined(TGEMM_HAVE_MMA_F16)
    TGEMM_UNROLL
    for (int i = 0; i < MI; ++i) TGEMM_UNROLL
    for (int n = 0; n < NI; ++n) {
      if constexpr (Tf32)
        warp::mma_1688_tf32(acc[i][n], f.a[i], f.b[n][0], f.b[n][1]);
      else
        warp::mma_16816<kind>(acc[i][n], f.a[i], f.b[n][0], f.b[n][1]);
    }
#else
    (void)f, (void)acc;
#endif
  }

  // acc = the product of op(A) rows m0.. and op(B) columns n0.. over all of K, through the
  // stages at smem; thread t of the team. The fragments of the next step are loaded before
  // the products of this one are issued (two sets in registers), across slabs too: the last
  // step of a slab first waits for the next slab, so the tensor cores never wait on ldmatrix.
  template <class Member>
  KOKKOS_FORCEINLINE_FUNCTION static void tile_product(const Member& member, E* smem,
                                                       const MatrixRef<const In>& A,
                                                       const MatrixRef<const In>& B, index_t m0,
                                                       index_t n0, int t, Acc& acc) {
    const index_t K = A.cols;
    const int slabs = int((K + BK - 1) / BK);
    const FragmentPlaces at(t / 32, t % 32);
    Copies copies{decltype(Copies::a)::of_a(A, m0, K, t), decltype(Copies::b)::of_b(B, n0, K, t),
                  m0 + BM <= A.rows && n0 + BN <= B.cols};
    copies.template prologue<Stages - 1>(smem, Stage, slabs);
    int read = 0, write = Stages - 1;
    team::async_wait<Stages - 2>();
    team::barrier(member);
    Fragments f[2];
    load(smem, 0, at, f[0]);
    TGEMM_NO_UNROLL
    for (int i = 0; i < slabs; ++i) {
      TGEMM_UNROLL
      for (int s = 0; s < Steps; ++s) {
        if (s == 0) {
          // every warp finished reading slab i - 1 (stage `write`) before the last barrier
          if (i + Stages - 1 < slabs) copies.issue(smem + write * Stage);
          team::async_commit();
        }
        if (s == Steps - 1) {
          // slab i + 1 has landed: the next step's fragments come from it
          team::async_wait<Stages - 2>();
          team::barrier(member);
          read = read == Stages - 1 ? 0 : read + 1;
          write = write == Stages - 1 ? 0 : write + 1;
          if (i + 1 < slabs) load(smem + read * Stage, 0, at, f[(s + 1) % 2]);
        } else {
          load(smem + read * Stage, s + 1, at, f[(s + 1) % 2]);
        }
        mma(f[s % 2], acc);
      }
      // an odd number of steps leaves the next slab's first fragments in the other set
      if constexpr (Steps % 2 == 1) f[0] = f[1];
    }
  }
};

}  // namespace tgemm::mainloop
