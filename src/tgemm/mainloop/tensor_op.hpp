#pragma once
// The tensor-core mainloop (half rung 1): a team multiplies one BM x BN tile of C over K with
// mma.sync.m16n8k16 (f16 or bf16 in, f32 accumulators), or for float inputs with
// Compute::fast_tf32 mma.sync.m16n8k8 on tf32 (each value rounded to tf32, cvt.rna, as it
// leaves scratch; both operands then K-contiguous, ldmatrix reading pairs of 16-bit halves). Each K
// slab of A and B is copied global -> scratch 16 bytes at a time along the operand's unit stride
// (team::copy_async16_bytes: cp.async, zero-filled at the edges and past K), `stages - 1`
// slabs ahead of the math, one barrier per slab, as rung 11's mainloop does. Warps read their
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
  int teams_per_sm = 2;
};

inline std::string tensor_op_key(const TensorOpTile& t) {
  return std::to_string(t.bm) + "x" + std::to_string(t.bn) + "x" + std::to_string(t.bk) + ",W" +
         std::to_string(t.warps_m) + "x" + std::to_string(t.warps_n) + ",S" +
         std::to_string(t.stages);
}

// A slab in scratch: Rows rows of Cols values, VPC values per 16-byte chunk, unit stride along
// the row, chunks swizzled by row. Rows of 8 or more chunks take c ^ (r % 8); rows of 4 (64
// bytes, two per 128-byte bank line) take c ^ ((r / 2) % 4).
template <int Rows, int Cols, int VPC = 8>
struct SwizzledSlab {
  static constexpr int rows = Rows, cols = Cols, chunks_per_row = Cols / VPC;
  static constexpr int chunks = Rows * chunks_per_row, elements = Rows * Cols;
  static_assert(
      chunks_per_row == 4 || chunks_per_row % 8 == 0,
      "tgemm::mainloop::SwizzledSlab: rows of 4 chunks or a multiple of 8 (64 bytes, 128 k)");
  KOKKOS_FORCEINLINE_FUNCTION static constexpr int offset(int r, int chunk) {
    const int swizzle = chunks_per_row == 4 ? (r >> 1) & 3 : r & 7;
    return r * Cols + VPC * (chunk ^ swizzle);
  }
};

// One operand's slab as it lies in memory: rows `r0 ..` and columns `c0 ..` (c0 a multiple of
// a chunk) of a matrix with unit stride along its rows and `ld` between rows, rows_end x
// cols_end of it real (the rest zero). Copied by NT threads, thread t taking chunks t, t + NT..
template <class Slab, int NT, class E>
KOKKOS_FORCEINLINE_FUNCTION void copy_slab(E* out, const E* base, index_t ld, index_t r0,
                                           index_t c0, index_t rows_end, index_t cols_end, int t) {
  constexpr int VPC = 16 / int(sizeof(E));
  TGEMM_UNROLL
  for (int e = t; e < Slab::chunks; e += NT) {
    const int row = e / Slab::chunks_per_row, chunk = e % Slab::chunks_per_row;
    const index_t r = r0 + row, c = c0 + VPC * chunk;
    const index_t left = cols_end - c;
    const int values = r < rows_end && left > 0 ? (left < VPC ? int(left) : VPC) : 0;
    team::copy_async16_bytes(out + Slab::offset(row, chunk), values ? base + r * ld + c : base,
                             int(sizeof(E)) * values);
  }
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

  // Copies slab j of K (from k_begin) of A's rows m0.. and B's columns n0.. into stage.
  KOKKOS_FORCEINLINE_FUNCTION static void issue(E* stage, const MatrixRef<const In>& A,
                                                const MatrixRef<const In>& B, index_t m0,
                                                index_t n0, index_t k, index_t K, int t) {
    const auto* a = reinterpret_cast<const E*>(A.data);
    const auto* b = reinterpret_cast<const E*>(B.data);
    if constexpr (AKContig)
      copy_slab<SlabA, NT>(stage, a, A.row_stride, m0, k, A.rows, K, t);
    else
      copy_slab<SlabA, NT>(stage, a, A.col_stride, k, m0, K, A.rows, t);
    if constexpr (BKContig)
      copy_slab<SlabB, NT>(stage + SlabA::elements, b, B.col_stride, n0, k, B.cols, K, t);
    else
      copy_slab<SlabB, NT>(stage + SlabA::elements, b, B.row_stride, k, n0, K, B.cols, t);
  }

  // acc += one slab's product for warp w's sub-tile, KStep values of k per step.
  KOKKOS_FORCEINLINE_FUNCTION static void multiply(const E* stage, int w, int lane, Acc& acc) {
#if defined(TGEMM_HAVE_MMA_F16)
    const E* sa = stage;
    const E* sb = stage + SlabA::elements;
    const int wm0 = (w % WarpsM) * WTM, wn0 = (w / WarpsM) * WTN;
    const int j = lane / 8, r = lane % 8;
    if constexpr (Tf32) {
      // A 16 x 8 block of tf32 is four 8 x 8 matrices of 16-bit halves: lane l receives the
      // value (l / 4, l % 4) of each, which is the fragment's layout (warp/mma_f16.hpp).
      TGEMM_UNROLL
      for (int kk = 0; kk < BK; kk += KStep) {
        std::uint32_t a[MI][4], b[NI][2];
        TGEMM_UNROLL
        for (int i = 0; i < MI; ++i) {
          warp::ldmatrix_x4<false>(
              a[i], sa + SlabA::offset(wm0 + 16 * i + lane % 16, kk / VPC + lane / 16));
          TGEMM_UNROLL
          for (int v = 0; v < 4; ++v) a[i][v] = warp::to_tf32(a[i][v]);
        }
        TGEMM_UNROLL
        for (int p = 0; p < NI / 2; ++p) {
          std::uint32_t x[4];
          warp::ldmatrix_x4<false>(
              x, sb + SlabB::offset(wn0 + 16 * p + r + 8 * (j / 2), kk / VPC + j % 2));
          b[2 * p][0] = warp::to_tf32(x[0]);
          b[2 * p][1] = warp::to_tf32(x[1]);
          b[2 * p + 1][0] = warp::to_tf32(x[2]);
          b[2 * p + 1][1] = warp::to_tf32(x[3]);
        }
        TGEMM_UNROLL
        for (int i = 0; i < MI; ++i) TGEMM_UNROLL
        for (int n = 0; n < NI; ++n) warp::mma_1688_tf32(acc[i][n], a[i], b[n][0], b[n][1]);
      }
    } else {
      TGEMM_UNROLL
      for (int kk = 0; kk < BK; kk += KStep) {
        std::uint32_t a[MI][4], b[NI][2];
        TGEMM_UNROLL
        for (int i = 0; i < MI; ++i) {
          if constexpr (AKContig)
            warp::ldmatrix_x4<false>(
                a[i], sa + SlabA::offset(wm0 + 16 * i + lane % 16, kk / 8 + lane / 16));
          else
            warp::ldmatrix_x4<true>(
                a[i], sa + SlabA::offset(kk + r + 8 * (j / 2), (wm0 + 16 * i) / 8 + j % 2));
        }
        TGEMM_UNROLL
        for (int p = 0; p < NI / 2; ++p) {
          std::uint32_t x[4];
          if constexpr (BKContig)
            warp::ldmatrix_x4<false>(
                x, sb + SlabB::offset(wn0 + 16 * p + r + 8 * (j / 2), kk / 8 + j % 2));
          else
            warp::ldmatrix_x4<true>(
                x, sb + SlabB::offset(kk + r + 8 * (j % 2), (wn0 + 16 * p) / 8 + j / 2));
          b[2 * p][0] = x[0];
          b[2 * p][1] = x[1];
          b[2 * p + 1][0] = x[2];
          b[2 * p + 1][1] = x[3];
        }
        TGEMM_UNROLL
        for (int i = 0; i < MI; ++i) TGEMM_UNROLL
        for (int n = 0; n < NI; ++n) warp::mma_16816<kind>(acc[i][n], a[i], b[n][0], b[n][1]);
      }
    }
#else
    (void)stage, (void)w, (void)lane, (void)acc;
#endif
  }

  // acc = the product of op(A) rows m0.. and op(B) columns n0.. over all of K, through the
  // stages at smem; thread t of the team.
  template <class Member>
  KOKKOS_FORCEINLINE_FUNCTION static void tile_product(const Member& member, E* smem,
                                                       const MatrixRef<const In>& A,
                                                       const MatrixRef<const In>& B, index_t m0,
                                                       index_t n0, int t, Acc& acc) {
    const index_t K = A.cols;
    const int slabs = int((K + BK - 1) / BK);
    const int w = t / 32, lane = t % 32;
    TGEMM_UNROLL
    for (int s = 0; s < Stages - 1; ++s) {
      if (s < slabs) issue(smem + s * Stage, A, B, m0, n0, index_t(s) * BK, K, t);
      team::async_commit();
    }
    int read = 0, write = Stages - 1;
    TGEMM_NO_UNROLL
    for (int i = 0; i < slabs; ++i) {
      // Slab i has landed, and every warp is done with slab i - 1's stage, which `write` is.
      team::async_wait<Stages - 2>();
      team::barrier(member);
      const int next = i + Stages - 1;
      if (next < slabs) issue(smem + write * Stage, A, B, m0, n0, index_t(next) * BK, K, t);
      team::async_commit();
      multiply(smem + read * Stage, w, lane, acc);
      read = read == Stages - 1 ? 0 : read + 1;
      write = write == Stages - 1 ? 0 : write + 1;
    }
  }
};

}  // namespace tgemm::mainloop
