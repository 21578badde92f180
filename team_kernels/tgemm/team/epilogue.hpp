#pragma once
// The one write of C: C(i, j) = alpha * acc + beta * C(i, j). With beta == 0, C is never
// read (BLAS semantics: NaN or garbage in C must not leak into the result).

#include <cstdint>
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/thread/unroll.hpp>
#include <tgemm/thread/vec.hpp>

namespace tgemm::team {

// alpha == 1 and beta == 0 for doubles tested on the bits, with integer instructions: on a GPU
// a floating compare in the epilogue of an FP64 tensor-core kernel waits on the FP64 pipe, which
// the other warps' mma keep busy. is_zero(-0.0) holds, as -0.0 == 0 does; NaN is neither.
// Other types compare as they are (FP32's compares do not wait so).
template <class T>
KOKKOS_INLINE_FUNCTION bool is_zero(T x) {
  if constexpr (sizeof(T) == 8)
    return (Kokkos::bit_cast<std::uint64_t>(x) << 1) == 0;
  else
    return x == T(0);
}

template <class T>
KOKKOS_INLINE_FUNCTION bool is_one(T x) {
  if constexpr (sizeof(T) == 8)
    return Kokkos::bit_cast<std::uint64_t>(x) == Kokkos::bit_cast<std::uint64_t>(T(1));
  else
    return x == T(1);
}

// Scalar: C's type; T: the arithmetic's, the same or wider (float for a 16-bit C, which is
// then rounded once).
template <class Scalar, class T>
KOKKOS_INLINE_FUNCTION void store_scaled(const MatrixRef<Scalar>& C, index_t i, index_t j, T alpha,
                                         T acc, T beta) {
  if (i >= C.rows || j >= C.cols) return;
  Scalar& c = C(i, j);
  c = Scalar(is_zero(beta) ? alpha * acc : alpha * acc + beta * T(c));
}

// V accumulators for V consecutive elements of C, from (i, j) on down the rows (along_rows)
// or along the columns: one 16-byte store (and load, for beta != 0) where that direction is
// C's unit stride and the whole run lies inside C and starts 16-byte aligned, element by
// element otherwise. A warp's scalar stores leave every 32-byte sector of C written in pieces, each
// a separate write to L2; whole runs write each sector once or twice. Copy: the caller knows
// alpha == 1 and beta == 0, and the run is stored as it is, with no multiply (bitwise the same).
template <int V, bool Copy = false, class Scalar>
KOKKOS_INLINE_FUNCTION void store_run(const MatrixRef<Scalar>& C, index_t i, index_t j,
                                      bool along_rows, Scalar alpha, const Scalar (&acc)[V],
                                      Scalar beta) {
  static_assert(V * sizeof(Scalar) <= 16, "tgemm::team::store_run: a run is at most 16 bytes");
  const index_t di = along_rows ? 1 : 0, dj = along_rows ? 0 : 1;
  const bool whole = along_rows ? (C.row_stride == 1 && i + V <= C.rows && j < C.cols)
                                : (C.col_stride == 1 && i < C.rows && j + V <= C.cols);
  if (whole) {
    Scalar* p = &C(i, j);
    if (reinterpret_cast<std::uintptr_t>(p) % 16 == 0) {
      thread::Vec<Scalar, V> x;
      if constexpr (Copy) {
        for (int v = 0; v < V; ++v) x.v[v] = acc[v];
      } else if (is_zero(beta)) {
        for (int v = 0; v < V; ++v) x.v[v] = alpha * acc[v];
      } else {
        x = thread::load_vec<V>(p);
        for (int v = 0; v < V; ++v) x.v[v] = alpha * acc[v] + beta * x.v[v];
      }
      thread::store_vec(p, x);
      return;
    }
  }
  for (int v = 0; v < V; ++v) store_scaled(C, i + v * di, j + v * dj, alpha, acc[v], beta);
}

// A thread's TM x TN block of accumulators at rows i0.., columns j0.. of C, written with
// the same bounds and beta rules as store_scaled.
template <int TM, int TN, class Scalar>
KOKKOS_INLINE_FUNCTION void store_block(const MatrixRef<Scalar>& C, index_t i0, index_t j0,
                                        Scalar alpha, const Scalar (&acc)[TM][TN], Scalar beta) {
  for (int j = 0; j < TN; ++j)
    for (int i = 0; i < TM; ++i) store_scaled(C, i0 + i, j0 + j, alpha, acc[i][j], beta);
}

// The four accumulators one lane holds of an mma m16n8 tile of C (wgmma's 64-row tile is four
// of them stacked): values 0 and 1 at (i, j) and (i, j + 1), 2 and 3 eight rows below.
template <class Scalar, class T>
KOKKOS_INLINE_FUNCTION void store_fragment(const MatrixRef<Scalar>& C, index_t i, index_t j,
                                           T alpha, const T* acc, T beta) {
  TGEMM_UNROLL
  for (int v = 0; v < 4; ++v) store_scaled(C, i + 8 * (v / 2), j + v % 2, alpha, acc[v], beta);
}

// The same four values where the caller knows the whole team tile lies inside C and beta is 0:
// written at p (the place of value 0) and its offsets by C's strides, with no bounds or beta
// test per value. In the tensor-core rungs those tests were most of the epilogue's
// instructions, and a few percent of a large product's time.
template <class Scalar, class T>
KOKKOS_INLINE_FUNCTION void store_fragment_inside(Scalar* p, index_t row_stride, index_t col_stride,
                                                  T alpha, const T* acc) {
  p[0] = Scalar(alpha * acc[0]);
  p[col_stride] = Scalar(alpha * acc[1]);
  p[8 * row_stride] = Scalar(alpha * acc[2]);
  p[8 * row_stride + col_stride] = Scalar(alpha * acc[3]);
}

}  // namespace tgemm::team
