// The order in which the tile schedules hand out C's tiles (ScheduleOptions::band_rows,
// schedule/tile_order.hpp): every tile once, band by band, a band's columns in turn; and split
// K, stream K and the packed operands taking their tiles in bands match the reference for every
// transpose and storage, bands that divide the rows of tiles and bands that do not.

#include <set>
#include <tgemm/kernels.hpp>
#include <utility>

#include "support/storage_sweep.hpp"

namespace tgemm::test {
namespace {

TEST(TileOrder, EveryTileOnceBandByBandColumnByColumn) {
  for (index_t tiles_m : {1, 2, 3, 7, 16, 33})
    for (index_t tiles_n : {1, 2, 5, 9})
      for (index_t band : {0, 1, 2, 3, 4, 7, 16, 40}) {
        SCOPED_TRACE(testing::Message()
                     << "tiles " << tiles_m << " x " << tiles_n << ", band " << band);
        const schedule::TileOrder order{tiles_m, tiles_n, band};
        const index_t rows = band <= 0 || band >= tiles_m ? tiles_m : band;
        std::set<std::pair<index_t, index_t>> seen;
        for (index_t t = 0; t < tiles_m * tiles_n; ++t) {
          const auto [row, col] = order(t);
          ASSERT_TRUE(row >= 0 && row < tiles_m && col >= 0 && col < tiles_n) << "tile " << t;
          ASSERT_TRUE(seen.insert({row, col}).second) << "tile " << t << " again";
          // The band holding t, its first row and its rows: t walks its columns in turn.
          const index_t b = t / (rows * tiles_n), first = b * rows;
          const index_t in_band = std::min(rows, tiles_m - first), r = t - first * tiles_n;
          EXPECT_EQ(row, first + r % in_band) << "tile " << t;
          EXPECT_EQ(col, r / in_band) << "tile " << t;
        }
        if (rows == tiles_m)  // one band: C's columns of tiles in turn
          for (index_t t = 0; t < tiles_m * tiles_n; ++t) {
            EXPECT_EQ(order(t).row, t % tiles_m);
            EXPECT_EQ(order(t).col, t / tiles_m);
          }
      }
}

// 32 x 32 tiles (doubles) and 64 x 64 (floats): up to 7 x 9 tiles, edges and ragged slabs.
const GemmCase kShapes[] = {
    {'N', 'N', 200, 67, 100},
    {'N', 'N', 131, 290, 37},
    {'N', 'N', 256, 256, 64},
    {'N', 'N', 97, 130, 129},
};

// Bands of 1, 2 and 3 rows of tiles, and more rows than C has.
template <class T, class Driver>
void check_banded(ScheduleOptions base) {
  check_every_storage<T>(kShapes, {1, 2, 3, 100}, [&](T alpha, const auto& p, T beta, index_t b) {
    ScheduleOptions o = base;
    o.band_rows = b;
    Driver::template run<ExecSpace, T>(ExecSpace(), alpha, p.a, p.b, beta, p.c, o);
  });
}

TEST(TileOrder, SplitKInBandsMatchesReferenceDouble) {
  check_banded<double, device::Gemm<SmallMultistageFamily<double>, schedule::SplitK>>({});
  check_banded<double, device::Gemm<SmallMultistageFamily<double>, schedule::SplitK>>(
      {.slices = 2});
}
TEST(TileOrder, SplitKInBandsMatchesReferenceFloat) {
  check_banded<float, device::Gemm<SmallMultistageFamily<float>, schedule::SplitK>>({});
}
TEST(TileOrder, PackedStreamKInBandsMatchesReferenceDouble) {
  check_banded<double,
               device::Gemm<SmallMultistageFamily<double>, schedule::StreamK, operands::Packed>>(
      {.resident_teams = 3});
}
TEST(TileOrder, StreamKInBandsMatchesReferenceFloat) {
  check_banded<float, device::Gemm<SmallMultistageFamily<float>, schedule::StreamK>>(
      {.resident_teams = 5});
}

}  // namespace
}  // namespace tgemm::test
