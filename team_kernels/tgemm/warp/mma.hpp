#pragma once
// Warp-level building blocks: the FP64 tensor-core product (PTX mma.sync .f64, DMMA on sm_80
// and newer). The 32 lanes of a warp together multiply a 16 x K block of A by a K x 8 block
// of B into a 16 x 8 block of D (K = 4 or 8), each lane holding K / 2 values of A, K / 4 of
// B and four of D (MmaF64Fragments). Every product and sum is an IEEE double operation, as
// with DFMA, but the H100 runs them at twice DFMA's peak rate (67 against 33.5 TFLOP/s) for
// less energy per FLOP. Where there is no such instruction (host backends, other GPUs, the
// host pass of a CUDA build), TGEMM_HAVE_MMA_F64 is not defined and callers take their FMA
// path instead.

#include <Kokkos_Macros.hpp>
#include <tgemm/thread/unroll.hpp>
#include <tgemm/thread/vec.hpp>

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define TGEMM_HAVE_MMA_F64 1
#endif

namespace tgemm::warp {

// Which values lane l holds in mma.m16n8k4 and mma.m16n8k8 .f64 (PTX ISA, "Matrix Fragments
// for mma.m16n8k4/k8 with .f64"): group g = l / 4, index q = l % 4 within it. A is 16 x K,
// B is K x 8, D 16 x 8; value i of each fragment:
//   A: row g + 8 (i % 2), column (k) q + 4 (i / 2)      (2 values for K 4, 4 for K 8)
//   B: row (k) q + 4 i, column g                          (1 value for K 4, 2 for K 8)
//   D: row g + 8 (i / 2), column 2 q + i % 2              (4 values)
struct MmaF64Fragments {
  static constexpr int M = 16, N = 8;
  KOKKOS_INLINE_FUNCTION static constexpr int a_row(int lane, int i) {
    return lane / 4 + 8 * (i % 2);
  }
  KOKKOS_INLINE_FUNCTION static constexpr int a_col(int lane, int i) {
    return lane % 4 + 4 * (i / 2);
  }
  KOKKOS_INLINE_FUNCTION static constexpr int b_row(int lane, int i) { return lane % 4 + 4 * i; }
  KOKKOS_INLINE_FUNCTION static constexpr int b_col(int lane, int) { return lane / 4; }
  KOKKOS_INLINE_FUNCTION static constexpr int d_row(int lane, int i) {
    return lane / 4 + 8 * (i / 2);
  }
  KOKKOS_INLINE_FUNCTION static constexpr int d_col(int lane, int i) {
    return 2 * (lane % 4) + i % 2;
  }
};

#if defined(TGEMM_HAVE_MMA_F64)
// d += the lane's share of a (16 x K) times b (K x 8), K = 4 or 8; all 32 lanes of the warp
// call it together. sm_90 has these shapes as single instructions; sm_80's m8n8k4 (the same
// fragments for rows g and g + 8, B shared) makes them from two or four.
template <int K>
KOKKOS_FORCEINLINE_FUNCTION void mma_f64(double& d0, double& d1, double& d2, double& d3,
                                         const double (&a)[K / 2], const double (&b)[K / 4]) {
  static_assert(K == 4 || K == 8, "tgemm::warp::mma_f64: K is 4 or 8");
#if __CUDA_ARCH__ >= 900
  if constexpr (K == 4)
    asm("mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%0, "
        "%1, %2, %3};\n"
        : "+d"(d0), "+d"(d1), "+d"(d2), "+d"(d3)
        : "d"(a[0]), "d"(a[1]), "d"(b[0]));
  else
    asm("mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, "
        "%9}, "
        "{%0, %1, %2, %3};\n"
        : "+d"(d0), "+d"(d1), "+d"(d2), "+d"(d3)
        : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(b[0]), "d"(b[1]));
#else
  TGEMM_UNROLL
  for (int h = 0; h < K / 4; ++h) {
    asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};\n"
        : "+d"(d0), "+d"(d1)
        : "d"(a[2 * h]), "d"(b[h]));
    asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};\n"
        : "+d"(d2), "+d"(d3)
        : "d"(a[2 * h + 1]), "d"(b[h]));
  }
#endif
}
#endif

// A K slab of an operand unit-stride along K, as mma_f64_slab reads it, 8 values of k at a
// time (AColumns, BColumns below): BK x Cols values (k, column c), each column's BK values of
// k in BK / 2 pairs of 16 bytes, columns `pitch` pairs apart, column c at place
// c ^ ((c >> 1) & 1) (columns 2 and 3 of every 4 swapped). A quarter-warp reads 4 pairs of
// two columns 2 apart; pitch = 4 (mod 8) pairs and the swap put the two columns on different
// halves of the banks, so its 8 loads take 8 distinct 16-byte bank groups, and the copies
// (consecutive threads along k) write 8 distinct ones too. Offsets add up over columns split
// at a multiple of h = 4.
template <int BK, int Cols>
struct MmaColumnSlab {
  static_assert(BK % 8 == 0, "tgemm::warp::MmaColumnSlab: BK must be a multiple of 8");
  static constexpr int V = 2, rows = BK, cols = Cols, h = 4, row = 0;
  static constexpr bool cols_unit = false;
  static constexpr int G = BK / 2;                      // pairs of k a column
  static constexpr int pitch = G % 8 == 4 ? G : G + 4;  // = 4 (mod 8)
  static constexpr int elements = Cols * pitch * V;
  KOKKOS_INLINE_FUNCTION static constexpr int offset(int r, int c) {
    return ((c ^ ((c >> 1) & 1)) * pitch + r / V) * V + r % V;
  }
};

// acc += one K slab's product for a warp tile of 16 PM x 16 PN doubles: k row r of A's slab
// at a + r * LdA (the warp's first row at a), of B's at b + r * LdB; K values of k per
// product (4 or 8). Block p of 16 rows gives its products' rows g and g + 8 the tile's rows
// 16p + 2g and 16p + 2g + 1, and block (q, t) of 8 columns takes the tile's columns
// 16q + 2j + t (j = 0 .. 7): so a lane's two values of A for a product are adjacent in
// scratch and come in one 16-byte load, as do its values of B for blocks (q, 0) and (q, 1).
// Lane l then holds rows 16p + 2 (l / 4) + s and columns 16q + 4 (l % 4) + 2e + t of the
// tile in acc[2p + s][4q + 2e + t]: a 2 x 4 block of each 16 x 16 (team::MmaLanes).
//
// AColumns (BColumns): A's (B's) slab is an MmaColumnSlab instead, a column's values of k
// adjacent (an operand unit-stride along K, copied 16 bytes at a time). Each 8 values of k
// are then taken in the order 0 2 4 6 1 3 5 7 (the fragments' k index q + 4i reads k 2q + i,
// for both operands; with K = 4, two products, one of the even values and one of the odd):
// lane q's two values of k for a row of A or a column of B are adjacent, one 16-byte load
// from a column slab. A K-major slab beside a column slab then holds its rows of k
// interleaved, the even ones and then the odd ones (row 2q + i at q + i BK / 2,
// team::SlabLayout's Interleaved), so a quarter-warp reads 4 consecutive rows, as it does
// without column slabs.
//
// AScalars (with AColumns): a column slab's pair of k is two values of one row, where a
// product's A fragment holds two rows at one k in adjacent registers, so a 16-byte load of
// the pair leaves the compiler register moves to make; loading the values one double at a
// time puts each into the register its fragment takes (twice the loads, 8-byte ones). A
// tuning choice (Tile's a_scalar_loads): it paid on the batched 128 x 64 x 16 tile.
//
// mma(d0, d1, d2, d3, a, b) is mma_f64<K> on the device; tests pass a model of it.
// after_first_loads() runs once the first fragments are asked for.
template <int BK, int LdA, int LdB, int PM, int PN, int K = 4, bool AColumns = false,
          bool BColumns = false, bool AScalars = false, class Mma, class Hook>
KOKKOS_FORCEINLINE_FUNCTION void mma_f64_slab(const double* a, const double* b, int lane,
                                              double (&acc)[2 * PM][4 * PN], Mma&& mma,
                                              Hook&& after_first_loads) {
  static_assert(K == 4 || K == 8, "tgemm::warp::mma_f64_slab: K is 4 or 8");
  static_assert(BK % K == 0, "tgemm::warp::mma_f64_slab: BK must be a multiple of the product's K");
  constexpr bool Pairs = AColumns || BColumns;
  static_assert(!Pairs || BK % 8 == 0,
                "tgemm::warp::mma_f64_slab: column slabs are read 8 values of k at a time");
  // Values of k whose fragments a lane loads at once, and the lane's k indices among them
  // (J per row of A and column of B): K, or with column slabs 8, a K = 4 product then
  // taking the 8's even (k indices 0) or odd (1) values.
  constexpr int Step = Pairs ? 8 : K, J = Step / 4;
  // The K-major row of the lane's k index j of the values from k0 on, from the lane's row q.
  auto k_row = [](int k0, int j) { return Pairs ? k0 / 2 + j * (BK / 2) : k0 + 4 * j; };
  using Columns = MmaColumnSlab<Pairs ? BK : 8, 16>;  // offsets within 16 columns
  constexpr int Pitch = Columns::pitch * Columns::V;  // from one column's place to the next
  const int q = lane % 4, g = lane / 4;
  // In a column slab, the lane's columns 2g and 2g + 1 (rows s = 0, 1 of its fragments), at
  // its pair q of k.
  auto column = [&](const double* x, int c) { return x + Columns::offset(2 * q, c); };
  const double* As[2] = {AColumns ? column(a, 2 * g) : a + q * LdA + 2 * g,
                         AColumns ? column(a, 2 * g + 1) : nullptr};
  const double* Bs[2] = {BColumns ? column(b, 2 * g) : b + q * LdB + 2 * g,
                         BColumns ? column(b, 2 * g + 1) : nullptr};
  TGEMM_UNROLL
  for (int k0 = 0; k0 < BK; k0 += Step) {
    // K-major: x[j][p] holds rows 16p + 2g and + 1 at the lane's k index j; column slab:
    // x[s][p] holds row 16p + 2g + s at k indices 0 and 1. y likewise for columns.
    thread::Vec<double, 2> x[J][PM], y[J][PN];
    TGEMM_UNROLL
    for (int j = 0; j < J; ++j) {
      TGEMM_UNROLL
      for (int p = 0; p < PM; ++p) {
        const double* at =
            AColumns ? As[j] + 16 * p * Pitch + k0 : As[0] + k_row(k0, j) * LdA + 16 * p;
        if constexpr (AColumns && AScalars) {
          x[j][p].v[0] = at[0];
          x[j][p].v[1] = at[1];
        } else {
          x[j][p] = thread::load_vec<2>(at);
        }
      }
      TGEMM_UNROLL
      for (int n = 0; n < PN; ++n)
        y[j][n] = BColumns ? thread::load_vec<2>(Bs[j] + 16 * n * Pitch + k0)
                           : thread::load_vec<2>(Bs[0] + k_row(k0, j) * LdB + 16 * n);
    }
    if (k0 == 0) after_first_loads();
    TGEMM_UNROLL
    for (int sub = 0; sub < Step / K; ++sub) {
      TGEMM_UNROLL
      for (int p = 0; p < PM; ++p) {
        // value i: row g + 8 (i % 2), k index sub K / 4 + i / 2
        double av[K / 2];
        TGEMM_UNROLL
        for (int i = 0; i < K / 2; ++i) {
          const int s = i % 2, j = sub * (K / 4) + i / 2;
          av[i] = AColumns ? x[s][p].v[j] : x[j][p].v[s];
        }
        TGEMM_UNROLL
        for (int n = 0; n < PN; ++n) TGEMM_UNROLL
        for (int t = 0; t < 2; ++t) {
          // value h: k index sub K / 4 + h, column g of block (n, t)
          double bv[K / 4];
          TGEMM_UNROLL
          for (int h = 0; h < K / 4; ++h) {
            const int j = sub * (K / 4) + h;
            bv[h] = BColumns ? y[t][n].v[j] : y[j][n].v[t];
          }
          mma(acc[2 * p][4 * n + t], acc[2 * p][4 * n + 2 + t], acc[2 * p + 1][4 * n + t],
              acc[2 * p + 1][4 * n + 2 + t], av, bv);
        }
      }
    }
  }
}

}  // namespace tgemm::warp
