#pragma once
// Warp-level building blocks of the tensor-core mainloop (PTX ISA, "Warp-level matrix
// multiply-accumulate instructions"): mma.sync.m16n8k16 with f16 or bf16 inputs and f32
// accumulators, mma.sync.m16n8k8 on tf32, and ldmatrix, which loads four 8 x 8 matrices of 16-bit
// values from scratch into the lanes' fragment registers, transposing them on the way where asked
// (.trans).
//
// Fragments of m16n8k16 (group g = lane / 4, q = lane % 4; each register holds two 16-bit
// values, the lower one first):
//   A (16 x 16, row): a0 = (g, 2q..2q+1), a1 = (g + 8, 2q..), a2 = (g, 2q + 8..), a3 = (g + 8, 2q
//   + 8..) B (16 x 8, col):  b0 = (k 2q..2q+1, n g), b1 = (k 2q + 8.., n g) D (16 x 8, f32):  d0 =
//   (g, 2q), d1 = (g, 2q + 1), d2 = (g + 8, 2q), d3 = (g + 8, 2q + 1)
// ldmatrix gives lane l, of each 8 x 8 matrix, the values (l / 4, 2 (l % 4) ..+1) of its rows
// as stored, or with .trans those of its columns: (2 (l % 4) ..+1, l / 4). Lanes 8 j .. 8 j + 7
// give the addresses of matrix j's eight rows.
//
// Where there are no such instructions (host backends, GPUs before sm_80, the host pass of a
// CUDA build), TGEMM_HAVE_MMA_F16 is not defined and callers take their FMA path instead.

#include <Kokkos_Macros.hpp>
#include <cstdint>

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define TGEMM_HAVE_MMA_F16 1
#endif

namespace tgemm::warp {

// The 16-bit input type of an mma: f16 or bf16.
enum class Mma16 { f16, bf16 };

#if defined(TGEMM_HAVE_MMA_F16)
// r[0..3] = the lane's values of four 8 x 8 matrices at the row addresses lanes give (scratch).
template <bool Trans>
KOKKOS_FORCEINLINE_FUNCTION void ldmatrix_x4(std::uint32_t (&r)[4], const void* row) {
  const auto a = static_cast<unsigned>(__cvta_generic_to_shared(row));
  if constexpr (Trans)
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(a));
  else
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(a));
}

// d += a (16 x 16) * b (16 x 8), all 32 lanes together.
template <Mma16 T>
KOKKOS_FORCEINLINE_FUNCTION void mma_16816(float (&d)[4], const std::uint32_t (&a)[4],
                                           std::uint32_t b0, std::uint32_t b1) {
  if constexpr (T == Mma16::f16)
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
        "{%8, %9}, {%0, %1, %2, %3};\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
  else
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
        "{%8, %9}, {%0, %1, %2, %3};\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

// The bits of a float rounded to tf32 (10 explicit mantissa bits, to nearest, ties away from
// zero: cvt.rna), as the tf32 mma reads them.
KOKKOS_FORCEINLINE_FUNCTION std::uint32_t to_tf32(std::uint32_t x) {
  std::uint32_t y;
  asm("cvt.rna.tf32.f32 %0, %1;\n" : "=r"(y) : "f"(__uint_as_float(x)));
  return y;
}

// d += a (16 x 8 tf32) * b (8 x 8 tf32). Fragments (g = lane / 4, q = lane % 4):
//   A: a0 = (g, q), a1 = (g + 8, q), a2 = (g, q + 4), a3 = (g + 8, q + 4)
//   B: b0 = (k q, n g), b1 = (k q + 4, n g);  D as for m16n8k16.
KOKKOS_FORCEINLINE_FUNCTION void mma_1688_tf32(float (&d)[4], const std::uint32_t (&a)[4],
                                               std::uint32_t b0, std::uint32_t b1) {
  asm volatile(
      "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
      "{%8, %9}, {%0, %1, %2, %3};\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}
#endif

}  // namespace tgemm::warp
