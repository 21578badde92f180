#pragma once
// Packing for the CPU mainloop (BLIS/GotoBLAS): a block of op(A) or op(B) copied into the
// panels thread::micro_kernel streams, so its loads are contiguous whatever the operands'
// layout and the tiles at the edges are zero-padded to whole panels.

#include <Kokkos_Macros.hpp>
#include <bit>
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/thread/micro_kernel.hpp>
#include <utility>

namespace tgemm::operands {

#if defined(TGEMM_HAVE_VECTOR_EXTENSIONS) && defined(__has_builtin)
#if __has_builtin(__builtin_shufflevector)
#define TGEMM_HAVE_SHUFFLE 1

// Lanes of the in-register transpose for panels R wide: the widest vector that divides R.
template <class T, int R>
constexpr int transpose_lanes() {
  int lanes = thread::vector_bytes() / int(sizeof(T));
  while (lanes > 1 && R % lanes != 0) lanes /= 2;
  return lanes;
}

// One butterfly stage of an L x L transpose: rows r and r + S (r & S == 0) trade their blocks
// of S, [P Q], [R S] -> [P R], [Q S]; the stages S = L/2, ..., 1 together transpose.
template <int L, int S, class V, std::size_t... I>
inline void butterfly(V& a, V& b, std::index_sequence<I...>) {
  const V lo = __builtin_shufflevector(a, b, ((I & S) == 0 ? int(I) : int(L + I - S))...);
  const V hi = __builtin_shufflevector(a, b, ((I & S) == 0 ? int(I + S) : int(L + I))...);
  a = lo;
  b = hi;
}

// Lanes [g, g + L) of k values [p0, p0 + L) (unit stride along k) into the panel, transposed in
// registers; lanes at or past `lanes` are zero.
template <int L, class T>
inline void transpose_block(const T* src, index_t lane_stride, int lanes, int p0, int g, int R,
                            T* TGEMM_RESTRICT dst) {
  using V = typename thread::SimdVector<T, L>::type;
  V v[L];
  for (int l = 0; l < L; ++l) {
    if (g + l < lanes)
      __builtin_memcpy(&v[l], src + (g + l) * lane_stride + p0, sizeof(V));
    else
      v[l] = V{};
  }
  [&]<int... S>(std::integer_sequence<int, S...>) {
    auto stage = [&]<int St>(std::integral_constant<int, St>) {
      for (int r = 0; r < L; ++r)
        if ((r & St) == 0) butterfly<L, St>(v[r], v[r + St], std::make_index_sequence<L>{});
    };
    (stage(std::integral_constant<int, (L >> (S + 1))>{}), ...);
  }
  (std::make_integer_sequence<int, std::bit_width(unsigned(L)) - 1>{});
  for (int p = 0; p < L; ++p) __builtin_memcpy(dst + (p0 + p) * R + g, &v[p], sizeof(V));
}
#endif
#endif

// `lanes` vectors of length kc (lane l's value p at src[l * lane_stride + p * k_stride]) into
// one panel of kc x R: value (p, l) at dst[p * R + l], lanes past `lanes` zero.
template <int R, class T>
KOKKOS_INLINE_FUNCTION void pack_panel(const T* src, index_t lane_stride, index_t k_stride,
                                       int lanes, int kc, T* TGEMM_RESTRICT dst) {
  if (lane_stride == 1) {  // the values of one k are contiguous: row copies
    if (lanes == R) {
      for (int p = 0; p < kc; ++p) {
        const T* TGEMM_RESTRICT s = src + p * k_stride;
        TGEMM_HOST_UNROLL
        for (int l = 0; l < R; ++l) dst[p * R + l] = s[l];
      }
    } else {
      for (int p = 0; p < kc; ++p) {
        const T* TGEMM_RESTRICT s = src + p * k_stride;
        for (int l = 0; l < R; ++l) dst[p * R + l] = l < lanes ? s[l] : T(0);
      }
    }
    return;
  }
  // A transpose. Blocks of kPB values of k, so each source line is used whole and the panel
  // rows being written stay in L1 (whole panels of a KC deep slab do not, and source rows a
  // power of two apart share cache sets).
  constexpr int kPB = 16;
  int p0 = 0;
#if defined(TGEMM_HAVE_SHUFFLE)
  // Unit stride along k: L x L blocks transposed in vector registers.
  constexpr int L = transpose_lanes<T, R>();
  if constexpr (L > 1)
    if (k_stride == 1) {
      for (int g = 0; g < R; g += L)
        for (int p = 0; p + L <= kc; p += L)
          transpose_block<L>(src, lane_stride, lanes, p, g, R, dst);
      p0 = kc / L * L;
    }
#endif
  for (; p0 < kc; p0 += kPB) {
    const int pb = kc - p0 < kPB ? kc - p0 : kPB;
    T* TGEMM_RESTRICT d = dst + p0 * R;
    for (int l = 0; l < R; ++l) {
      if (l < lanes) {
        const T* s = src + l * lane_stride + p0 * k_stride;
        for (int p = 0; p < pb; ++p) d[p * R + l] = s[p * k_stride];
      } else {
        for (int p = 0; p < pb; ++p) d[p * R + l] = T(0);
      }
    }
  }
}

// dst[q * ld + i] = A(i, q) for every i < A.rows, q < A.cols: a transposed copy (the small-
// matrix batched path reads A with unit stride along its rows from it). Where A has unit stride
// along q, L x L blocks are transposed in vector registers, the edges value by value.
template <class T>
KOKKOS_INLINE_FUNCTION void transpose_copy(const MatrixRef<const T>& A, T* TGEMM_RESTRICT dst,
                                           index_t ld) {
  const int m = int(A.rows), k = int(A.cols);
  int m0 = 0, k0 = 0;  // the blocks done in registers: rows [0, m0), columns [0, k0)
#if defined(TGEMM_HAVE_SHUFFLE)
  constexpr int L = thread::vector_bytes() / int(sizeof(T));
  if (A.col_stride == 1 && m >= L && k >= L) {
    m0 = m / L * L;
    k0 = k / L * L;
    for (int g = 0; g < m0; g += L)
      for (int p = 0; p < k0; p += L)
        transpose_block<L>(A.data, A.row_stride, m, p, g, int(ld), dst);
  }
#endif
  for (int q = 0; q < k; ++q) {
    for (int i = q < k0 ? m0 : 0; i < m; ++i) dst[q * ld + i] = A(i, q);
  }
}

// op(A) rows [i0, i0 + m), columns [p0, p0 + kc) into ceil(m / MR) panels of kc x MR: value
// (p, i) of panel r at dst[r * kc * MR + p * MR + i], rows past m zero.
template <int MR, class T>
KOKKOS_INLINE_FUNCTION void pack_a_panels(const MatrixRef<const T>& A, index_t i0, int m,
                                          index_t p0, int kc, T* TGEMM_RESTRICT dst) {
  for (int r = 0; r * MR < m; ++r)
    pack_panel<MR>(A.data + (i0 + r * MR) * A.row_stride + p0 * A.col_stride, A.row_stride,
                   A.col_stride, m - r * MR < MR ? m - r * MR : MR, kc, dst + index_t(r) * kc * MR);
}

// op(B) rows [p0, p0 + kc), columns [j0, j0 + n) into ceil(n / NR) panels of kc x NR: value
// (p, j) of panel r at dst[r * kc * NR + p * NR + j], columns past n zero.
template <int NR, class T>
KOKKOS_INLINE_FUNCTION void pack_b_panels(const MatrixRef<const T>& B, index_t p0, int kc,
                                          index_t j0, int n, T* TGEMM_RESTRICT dst) {
  for (int r = 0; r * NR < n; ++r)
    pack_panel<NR>(B.data + p0 * B.row_stride + (j0 + r * NR) * B.col_stride, B.col_stride,
                   B.row_stride, n - r * NR < NR ? n - r * NR : NR, kc, dst + index_t(r) * kc * NR);
}

}  // namespace tgemm::operands
