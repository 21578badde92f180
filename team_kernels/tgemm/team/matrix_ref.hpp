#pragma once
// A strided view of op(X): pointer, extents and two strides, with the transpose already
// applied by swapping strides. Every layout Kokkos offers for rank-2 Views (Left, Right,
// Stride, subviews) and every transpose reduce to this, so the kernels are written once.

#include <Kokkos_Core.hpp>
#include <cstdint>
#include <type_traits>

namespace tgemm {

using index_t = std::int64_t;

template <class Scalar>
struct MatrixRef {
  using value_type = Scalar;
  Scalar* data = nullptr;
  index_t rows = 0;
  index_t cols = 0;
  index_t row_stride = 0;  // distance between (i, j) and (i + 1, j)
  index_t col_stride = 0;  // distance between (i, j) and (i, j + 1)

  KOKKOS_INLINE_FUNCTION Scalar& operator()(index_t i, index_t j) const {
    return data[i * row_stride + j * col_stride];
  }

  // Read-only view of the same matrix (the kernels read A and B through MatrixRef<const T>).
  template <class S = Scalar>
  requires(!std::is_const_v<S>) KOKKOS_INLINE_FUNCTION operator MatrixRef<const S>() const {
    return MatrixRef<const S>{data, rows, cols, row_stride, col_stride};
  }

  // op(X) for op = transpose: same memory, extents and strides swapped.
  KOKKOS_INLINE_FUNCTION MatrixRef transposed() const {
    return MatrixRef{data, cols, rows, col_stride, row_stride};
  }
};

// MatrixRef of a rank-2 View (any layout), optionally transposed ('T' or 'C'; the
// scalars are real, so 'C' equals 'T').
template <class View>
KOKKOS_INLINE_FUNCTION MatrixRef<typename View::value_type> make_matrix_ref(
    const View& v, bool transpose = false) {
  static_assert(View::rank() == 2, "tgemm: make_matrix_ref needs a rank-2 Kokkos::View");
  MatrixRef<typename View::value_type> r{v.data(), index_t(v.extent(0)), index_t(v.extent(1)),
                                         index_t(v.stride(0)), index_t(v.stride(1))};
  return transpose ? r.transposed() : r;
}

// Whether x's rows are unit-stride and each starts on a 16-byte boundary, so a copy along a row
// can move 16 bytes at a time. Ask it of op(B)^T for op(B)'s columns.
template <class Scalar>
KOKKOS_INLINE_FUNCTION bool rows_in_16_byte_units(const MatrixRef<Scalar>& x) {
  constexpr index_t v = sizeof(Scalar) < 16 ? index_t(16 / sizeof(Scalar)) : 1;
  return x.col_stride == 1 && reinterpret_cast<std::uintptr_t>(x.data) % 16 == 0 &&
         x.row_stride % v == 0;
}

}  // namespace tgemm
