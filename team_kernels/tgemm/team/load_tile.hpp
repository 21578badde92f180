#pragma once
// Team-cooperative copy of a block of op(X) from global memory into team scratch, with
// zero padding where the block runs past the matrix edge, so the multiply loop never
// needs a bounds check.

#include <tgemm/team/matrix_ref.hpp>

namespace tgemm::team {

// dst[r * Ld + c] = src(row0 + r, col0 + c) for r < Rows, c < Cols (0 outside src).
// Threads rank, rank + size, ... take consecutive elements along src's unit-stride
// direction so a warp's loads coalesce whichever layout and transpose src has.
template <int Rows, int Cols, int Ld, class Scalar>
KOKKOS_INLINE_FUNCTION void load_tile_zero_padded(int rank, int size,
                                                  const MatrixRef<const Scalar>& src, index_t row0,
                                                  index_t col0, Scalar* dst) {
  static_assert(Ld >= Cols, "tgemm::team::load_tile_zero_padded: Ld must be at least Cols");
  const bool cols_contiguous = src.col_stride == 1 || src.row_stride != 1;
  for (int e = rank; e < Rows * Cols; e += size) {
    const int r = cols_contiguous ? e / Cols : e % Rows;
    const int c = cols_contiguous ? e % Cols : e / Rows;
    const index_t i = row0 + r;
    const index_t j = col0 + c;
    dst[r * Ld + c] = (i < src.rows && j < src.cols) ? src(i, j) : Scalar(0);
  }
}

}  // namespace tgemm::team
