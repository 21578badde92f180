#pragma once
// The order in which a schedule hands out C's tiles (ScheduleOptions::band_rows): bands of
// `band` rows of tiles, each band column by column, a column's tiles top to bottom; one band of
// every row, the default, is C's columns of tiles in turn. Teams launched together take
// neighbouring tiles: in one band a wave of them covers whole columns and so reads all of op(A)
// again each wave; in bands of b rows it covers b rows by wave / b columns, b panels of op(A)
// and wave / b of op(B), each read by more teams at once. Where C is larger than a wave both
// ways the operands then come more from L2 and less from memory (CUTLASS's threadblock
// swizzle, Triton's GROUP_SIZE_M).

#include <Kokkos_Macros.hpp>
#include <tgemm/team/matrix_ref.hpp>

namespace tgemm::schedule {

struct TilePlace {
  index_t row = 0, col = 0;  // in tiles
};

struct TileOrder {
  index_t tiles_m = 1, tiles_n = 1;  // rows and columns of tiles
  index_t band = 0;                  // rows of tiles per band; 0 (or tiles_m or more): one band

  // The row and column of tile t (0 <= t < tiles_m * tiles_n): each tile once.
  KOKKOS_INLINE_FUNCTION TilePlace operator()(index_t t) const {
    if (band <= 0 || band >= tiles_m) return {t % tiles_m, t / tiles_m};
    const index_t first = t / (band * tiles_n) * band;                     // the band's first row
    const index_t rows = tiles_m - first < band ? tiles_m - first : band;  // the last: fewer
    const index_t r = t - first * tiles_n;
    return {first + r % rows, r / rows};
  }
};

}  // namespace tgemm::schedule
