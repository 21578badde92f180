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

// acc += one K slab's product for a warp tile of 16 PM x 16 PN doubles, both operands K-major
// in scratch: k row r of A's slab at a + r * LdA (the warp's first row at a), of B's at
// b + r * LdB; K values of k per product (4 or 8). Block p of 16 rows gives its products'
// rows g and g + 8 the tile's rows 16p + 2g and 16p + 2g + 1, and block (q, t) of 8 columns
// takes the tile's columns 16q + 2j + t (j = 0 .. 7): so a lane's two values of A for a
// product are adjacent in scratch and come in one 16-byte load, as do its values of B for
// blocks (q, 0) and (q, 1). Lane l then holds rows 16p + 2 (l / 4) + s and columns
// 16q + 4 (l % 4) + 2e + t of the tile in acc[2p + s][4q + 2e + t]: a 2 x 4 block of each
// 16 x 16 (team::MmaLanes). mma(d0, d1, d2, d3, a, b) is mma_f64<K> on the device; tests
// pass a model of it. after_first_loads() runs once the first fragments are asked for.
template <int BK, int LdA, int LdB, int PM, int PN, int K = 4, class Mma, class Hook>
KOKKOS_FORCEINLINE_FUNCTION void mma_f64_slab(const double* a, const double* b, int lane,
                                              double (&acc)[2 * PM][4 * PN], Mma&& mma,
                                              Hook&& after_first_loads) {
  static_assert(K == 4 || K == 8, "tgemm::warp::mma_f64_slab: K is 4 or 8");
  static_assert(BK % K == 0, "tgemm::warp::mma_f64_slab: BK must be a multiple of the product's K");
  constexpr int H = K / 4;  // k steps of 4 per product
  const double* As = a + (lane % 4) * LdA + 2 * (lane / 4);
  const double* Bs = b + (lane % 4) * LdB + 2 * (lane / 4);
  TGEMM_UNROLL
  for (int k0 = 0; k0 < BK; k0 += K) {
    thread::Vec<double, 2> x[H][PM], y[H][PN];
    TGEMM_UNROLL
    for (int h = 0; h < H; ++h) {
      TGEMM_UNROLL
      for (int p = 0; p < PM; ++p) x[h][p] = thread::load_vec<2>(As + (k0 + 4 * h) * LdA + 16 * p);
      TGEMM_UNROLL
      for (int q = 0; q < PN; ++q) y[h][q] = thread::load_vec<2>(Bs + (k0 + 4 * h) * LdB + 16 * q);
    }
    if (k0 == 0) after_first_loads();
    TGEMM_UNROLL
    for (int p = 0; p < PM; ++p) {
      double av[2 * H];
      TGEMM_UNROLL
      for (int i = 0; i < 2 * H; ++i) av[i] = x[i / 2][p].v[i % 2];
      TGEMM_UNROLL
      for (int q = 0; q < PN; ++q) TGEMM_UNROLL
      for (int t = 0; t < 2; ++t) {
        double bv[H];
        TGEMM_UNROLL
        for (int h = 0; h < H; ++h) bv[h] = y[h][q].v[t];
        mma(acc[2 * p][4 * q + t], acc[2 * p][4 * q + 2 + t], acc[2 * p + 1][4 * q + t],
            acc[2 * p + 1][4 * q + 2 + t], av, bv);
      }
    }
  }
}

}  // namespace tgemm::warp
