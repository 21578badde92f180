#pragma once
// Warp-level building blocks: the FP64 tensor-core product (PTX mma.sync m8n8k4 .f64, DMMA on
// sm_80 and newer). The 32 lanes of a warp together multiply an 8 x 4 block of A by a 4 x 8
// block of B into an 8 x 8 block of D, each lane holding one value of A, one of B and two of
// D (MmaF64Fragments). Every product and sum is an IEEE double operation, as with DFMA, but
// the H100 runs them at twice DFMA's peak rate (67 against 33.5 TFLOP/s) for less energy per
// FLOP. Where there is no such instruction (host backends, other GPUs, the host pass of a
// CUDA build), TGEMM_HAVE_MMA_F64 is not defined and callers take their FMA path instead.

#include <tgemm/thread/unroll.hpp>
#include <tgemm/thread/vec.hpp>

#include <Kokkos_Macros.hpp>

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define TGEMM_HAVE_MMA_F64 1
#endif

namespace tgemm::warp {

// Which values lane l holds (PTX ISA, "Matrix Fragments for mma.m8n8k4 with .f64
// floating point type"): group g = l / 4 and index q = l % 4 within it.
struct MmaF64Fragments {
  static constexpr int M = 8, N = 8, K = 4;
  KOKKOS_INLINE_FUNCTION static constexpr int a_row(int lane) { return lane / 4; }
  KOKKOS_INLINE_FUNCTION static constexpr int a_col(int lane) { return lane % 4; }  // k
  KOKKOS_INLINE_FUNCTION static constexpr int b_row(int lane) { return lane % 4; }  // k
  KOKKOS_INLINE_FUNCTION static constexpr int b_col(int lane) { return lane / 4; }
  // D value e (0 or 1) of the lane
  KOKKOS_INLINE_FUNCTION static constexpr int d_row(int lane, int) { return lane / 4; }
  KOKKOS_INLINE_FUNCTION static constexpr int d_col(int lane, int e) { return 2 * (lane % 4) + e; }
};

#if defined(TGEMM_HAVE_MMA_F64)
// (d0, d1) += the lane's share of a x b; all 32 lanes of the warp call it together.
KOKKOS_FORCEINLINE_FUNCTION void mma_f64(double& d0, double& d1, double a, double b) {
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};\n"
      : "+d"(d0), "+d"(d1)
      : "d"(a), "d"(b));
}
#endif

// acc += one K slab's product for a warp tile of 16 PM x 16 PN doubles, both operands K-major
// in scratch: k row r of A's slab at a + r * LdA (the warp's first row at a), of B's at
// b + r * LdB. The tile's rows go to the 8 x 8 products in pairs: block (p, s) takes rows
// 16p + 2i + s, i = 0 .. 7 (columns likewise), so a lane's values of A for blocks (p, 0) and
// (p, 1) are adjacent in scratch and come in one 16-byte load, as do its values of B. Lane l
// then holds rows 16p + 2 (l / 4) + s and columns 16q + 4 (l % 4) + 2e + s' of the tile in
// acc[2p + s][4q + 2e + s']: a 2 x 4 block of each 16 x 16 (team::MmaLanes). mma(d0, d1, a, b)
// is mma_f64 on the device; tests pass a model of it. after_first_loads() runs once the first
// fragments are asked for.
template <int BK, int LdA, int LdB, int PM, int PN, class Mma, class Hook>
KOKKOS_FORCEINLINE_FUNCTION void mma_f64_slab(const double* a, const double* b, int lane, double (&acc)[2 * PM][4 * PN],
                                              Mma&& mma, Hook&& after_first_loads) {
  using F = MmaF64Fragments;
  static_assert(BK % F::K == 0, "tgemm::warp::mma_f64_slab: BK must be a multiple of 4");
  const double* As = a + F::a_col(lane) * LdA + 2 * F::a_row(lane);
  const double* Bs = b + F::b_row(lane) * LdB + 2 * F::b_col(lane);
  TGEMM_UNROLL
  for (int k0 = 0; k0 < BK; k0 += F::K) {
    thread::Vec<double, 2> x[PM], y[PN];
    TGEMM_UNROLL
    for (int p = 0; p < PM; ++p) x[p] = thread::load_vec<2>(As + k0 * LdA + 16 * p);
    TGEMM_UNROLL
    for (int q = 0; q < PN; ++q) y[q] = thread::load_vec<2>(Bs + k0 * LdB + 16 * q);
    if (k0 == 0) after_first_loads();
    TGEMM_UNROLL
    for (int p = 0; p < PM; ++p)
      TGEMM_UNROLL
      for (int s = 0; s < 2; ++s)
        TGEMM_UNROLL
        for (int q = 0; q < PN; ++q)
          TGEMM_UNROLL
          for (int t = 0; t < 2; ++t) mma(acc[2 * p + s][4 * q + t], acc[2 * p + s][4 * q + 2 + t], x[p].v[s], y[q].v[t]);
  }
}

}  // namespace tgemm::warp
