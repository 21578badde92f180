#pragma once
// Packing for the CPU mainloop (BLIS/GotoBLAS): a block of op(A) or op(B) copied into the
// panels thread::micro_kernel streams, so its loads are contiguous whatever the operands'
// layout and the tiles at the edges are zero-padded to whole panels. Each copy reads along the
// source's unit stride where it has one.

#include <Kokkos_Macros.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/thread/micro_kernel.hpp>

namespace tgemm::operands {

// op(A) rows [i0, i0 + m), columns [p0, p0 + kc) into ceil(m / MR) panels of kc x MR: value
// (p, i) of panel r at dst[r * kc * MR + p * MR + i], rows past m zero.
template <int MR, class T>
KOKKOS_INLINE_FUNCTION void pack_a_panels(const MatrixRef<const T>& A, index_t i0, int m,
                                          index_t p0, int kc, T* TGEMM_RESTRICT dst) {
  for (int r = 0; r * MR < m; ++r) {
    T* TGEMM_RESTRICT d = dst + index_t(r) * kc * MR;
    const int rows = m - r * MR < MR ? m - r * MR : MR;
    const T* src = A.data + (i0 + r * MR) * A.row_stride + p0 * A.col_stride;
    if (A.row_stride == 1 && rows == MR) {  // MR values of one k are contiguous
      for (int p = 0; p < kc; ++p) {
        const T* TGEMM_RESTRICT s = src + p * A.col_stride;
        TGEMM_HOST_UNROLL
        for (int i = 0; i < MR; ++i) d[p * MR + i] = s[i];
      }
    } else {  // along each row (unit stride along k for a row-major op(A))
      for (int i = 0; i < MR; ++i) {
        if (i < rows) {
          const T* s = src + i * A.row_stride;
          for (int p = 0; p < kc; ++p) d[p * MR + i] = s[p * A.col_stride];
        } else {
          for (int p = 0; p < kc; ++p) d[p * MR + i] = T(0);
        }
      }
    }
  }
}

// op(B) rows [p0, p0 + kc), columns [j0, j0 + n) into ceil(n / NR) panels of kc x NR: value
// (p, j) of panel r at dst[r * kc * NR + p * NR + j], columns past n zero.
template <int NR, class T>
KOKKOS_INLINE_FUNCTION void pack_b_panels(const MatrixRef<const T>& B, index_t p0, int kc,
                                          index_t j0, int n, T* TGEMM_RESTRICT dst) {
  for (int r = 0; r * NR < n; ++r) {
    T* TGEMM_RESTRICT d = dst + index_t(r) * kc * NR;
    const int cols = n - r * NR < NR ? n - r * NR : NR;
    const T* src = B.data + p0 * B.row_stride + (j0 + r * NR) * B.col_stride;
    if (B.col_stride == 1 && cols == NR) {  // NR values of one k are contiguous
      for (int p = 0; p < kc; ++p) {
        const T* TGEMM_RESTRICT s = src + p * B.row_stride;
        TGEMM_HOST_UNROLL
        for (int j = 0; j < NR; ++j) d[p * NR + j] = s[j];
      }
    } else {  // down each column (unit stride along k for a column-major op(B))
      for (int j = 0; j < NR; ++j) {
        if (j < cols) {
          const T* s = src + j * B.col_stride;
          for (int p = 0; p < kc; ++p) d[p * NR + j] = s[p * B.row_stride];
        } else {
          for (int p = 0; p < kc; ++p) d[p * NR + j] = T(0);
        }
      }
    }
  }
}

}  // namespace tgemm::operands
