// Rung 13's stream-K schedule: every step of every tile is taken exactly once, each tile is
// cut at most once between two neighbouring teams, the tiles left one per team fill whole
// waves; and the mainloops run on it (in place and on packed operands) match the reference for
// every transpose and storage, ragged edges and slabs included, give the same bits run after
// run, and leave the arrival counts as they found them (a second run would go wrong if not).

#include <span>
#include <stdexcept>
#include <tgemm/kernels.hpp>
#include <vector>

#include "support/storage_sweep.hpp"

namespace tgemm::test {
namespace {

TEST(StreamK, ScheduleCoversEveryStepOnceAndCutsEachTileAtMostOnce) {
  int scheduled = 0;
  for (index_t resident : {2, 3, 7, 132})
    for (index_t tiles : {1, 2, 5, 8, 131, 132, 133, 264, 300, 512, 2048})
      for (index_t k : {8, 9, 16, 37, 4096}) {
        SCOPED_TRACE(testing::Message()
                     << "resident=" << resident << " tiles=" << tiles << " k=" << k);
        const auto s = schedule::stream_k_schedule(resident, tiles, k, 8);
        const index_t slabs = (k + 7) / 8;
        const bool expected = tiles > resident && tiles % resident != 0 && slabs > 1;
        ASSERT_EQ(s.teams > 0, expected);
        if (!expected) continue;
        ++scheduled;
        EXPECT_EQ(s.teams, resident);
        EXPECT_EQ(s.slabs, slabs);
        EXPECT_GT(s.tiles, resident);
        EXPECT_LE(s.tiles, tiles);
        EXPECT_EQ((tiles - s.tiles) % resident, 0) << "tiles left one per team fill whole waves";
        // Replay the teams' runs: contiguous, every step once, at least a tile's worth each,
        // and each tile's steps from at most two consecutive teams.
        std::vector<int> first_team(std::size_t(s.tiles), -1),
            teams_in_tile(std::size_t(s.tiles), 0);
        index_t next = 0;
        for (index_t r = 0; r < s.teams; ++r) {
          ASSERT_EQ(s.first_step(r), next);
          ASSERT_GE(s.steps(r), slabs);
          for (index_t u = next; u < next + s.steps(r);) {
            const index_t tile = u / slabs, s0 = u % slabs;
            const index_t s1 = std::min(slabs, s0 + (next + s.steps(r) - u));
            ++teams_in_tile[std::size_t(tile)];
            if (first_team[std::size_t(tile)] < 0)
              first_team[std::size_t(tile)] = int(r);
            else
              EXPECT_EQ(first_team[std::size_t(tile)], int(r) - 1);
            u += s1 - s0;
          }
          next += s.steps(r);
        }
        EXPECT_EQ(next, s.tiles * slabs);
        for (int n : teams_in_tile) EXPECT_TRUE(n == 1 || n == 2);
      }
  EXPECT_GT(scheduled, 20);
}

// Tile counts from 4 to 20 with these tiles, edges and ragged last slabs among them.
const GemmCase kShapes[] = {
    {'N', 'N', 200, 67, 100}, {'N', 'N', 131, 200, 37}, {'N', 'N', 256, 256, 64},
    {'N', 'N', 97, 130, 129}, {'N', 'N', 192, 128, 24},
};

// Every shape, transpose and storage, on schedules for 2, 3 and 5 resident teams (every one
// of which shares out some tiles for these shapes), against the reference.
template <class T, class Driver>
void check_streamed(std::span<const GemmCase> shapes = kShapes) {
  check_every_storage<T>(shapes, {2, 3, 5}, [](T alpha, const auto& p, T beta, index_t resident) {
    Driver::template run<ExecSpace, T>(ExecSpace(), alpha, p.a, p.b, beta, p.c,
                                       {.resident_teams = resident});
  });
}

TEST(StreamK, InPlaceMultistageMatchesReferenceFloat) {
  check_streamed<float, device::Gemm<SmallMultistageFamily<float>, schedule::StreamK>>();
}
TEST(StreamK, InPlaceSpecializedMatchesReferenceDouble) {
  check_streamed<double, device::Gemm<SmallSpecializedFamily<double>, schedule::StreamK>>();
}
TEST(StreamK, PackedMultistageMatchesReferenceDouble) {
  check_streamed<
      double, device::Gemm<SmallMultistageFamily<double>, schedule::StreamK, operands::Packed>>();
}
TEST(StreamK, PackedSpecializedMatchesReferenceFloat) {
  check_streamed<
      float, device::Gemm<SmallSpecializedFamily<float>, schedule::StreamK, operands::Packed>>();
}

// Rung 11 rolled (one slab per iteration), in place with element copies and on packed operands.
TEST(StreamK, InPlaceTransposingRolledMatchesReferenceFloat) {
  check_streamed<float, device::Gemm<SmallRolledFamily<float, 3, true>, schedule::StreamK>>();
}
TEST(StreamK, PackedRolledMatchesReferenceDouble) {
  check_streamed<double,
                 device::Gemm<SmallRolledFamily<double, 3>, schedule::StreamK, operands::Packed>>();
}

// The sm_90 pick at 4096³-8192³ FP32 (256x128x8 tiles, 128 x 32 warp tiles, three rolled
// stages): 36,864 bytes of scratch, more than a host team gets, so it runs where the backend
// allows it (CUDA) and is skipped elsewhere. 8 or 9 tiles of it, edges and a ragged slab.
const GemmCase kLargeTileShapes[] = {
    {'N', 'N', 600, 300, 100},
    {'N', 'N', 520, 260, 37},
    {'N', 'N', 1024, 256, 64},
};

TEST(StreamK, PackedLargeSquarePickMatchesReferenceFloat) {
  using Driver = device::Gemm<mainloop::Multistage<Tile{.bm = 256,
                                                        .bn = 128,
                                                        .bk = 8,
                                                        .tm = 8,
                                                        .tn = 16,
                                                        .warps_m = 2,
                                                        .teams_per_sm = 1,
                                                        .stages = 3,
                                                        .rolled = true,
                                                        .serpentine = true}>,
                              schedule::StreamK, operands::Packed>;
  try {
    Driver::check<ExecSpace, float>(ExecSpace());
  } catch (const std::invalid_argument& e) {
    GTEST_SKIP() << e.what();
  }
  check_streamed<float, Driver>(kLargeTileShapes);
}

// Whichever team of a shared tile arrives second, the tile is the sum of the same two
// partials: C is the same to the bit run after run, with the schedule sharing out tiles.
template <class T>
void check_repeatable() {
  using Driver = device::Gemm<SmallMultistageFamily<T>, schedule::StreamK, operands::Packed>;
  using K = typename SmallMultistageFamily<T>::template type<ExecSpace, T, true, true>;
  const index_t m = 5 * K::BM - 3, n = 3 * K::BN, k = 301;
  ASSERT_GT(schedule::stream_k_schedule(
                4, device::tile_count(m, K::BM) * device::tile_count(n, K::BN), k, K::BK)
                .teams,
            0);
  std::mt19937_64 gen(fresh_seed());
  TestMatrix<T> a(m, k, Storage::left), b(k, n, Storage::left), c(m, n, Storage::left);
  a.fill_random(gen);
  b.fill_random(gen);
  a.to_device();
  b.to_device();
  std::vector<T> first;
  for (int run = 0; run < 6; ++run) {
    c.poison();
    c.to_device();
    with_view<const T>(a, [&](auto A) {
      with_view<const T>(b, [&](auto B) {
        with_view<T>(c, [&](auto C) {
          const auto p = device::make_problem("N", "N", A, B, C);
          Driver::template run<ExecSpace, T>(ExecSpace(), T(1), p.a, p.b, T(0), p.c,
                                             {.resident_teams = 4});
        });
      });
    });
    Kokkos::fence();
    c.to_host();
    if (run == 0) {
      first = c.host;
      continue;
    }
    int differ = 0;
    for (std::size_t x = 0; x < first.size(); ++x) differ += !(c.host[x] == first[x]);
    EXPECT_EQ(differ, 0) << "run " << run;
  }
}

TEST(StreamK, RepeatableFloat) {
  check_repeatable<float>();
}
TEST(StreamK, RepeatableDouble) {
  check_repeatable<double>();
}

TEST(StreamK, NamedAfterItsFamily) {
  EXPECT_EQ((device::Gemm<mainloop::Multistage<Tile{.bm = 128,
                                                    .bn = 256,
                                                    .bk = 8,
                                                    .tm = 8,
                                                    .tn = 16,
                                                    .warps_m = 2,
                                                    .teams_per_sm = 1,
                                                    .stages = 2}>,
                          schedule::StreamK, operands::Packed>::name()),
            "team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S2>>>");
  EXPECT_EQ(
      (device::Gemm<
          mainloop::RegisterStaged<Tile{
              .bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 4, .teams_per_sm = 1}>,
          schedule::StreamK>::name()),
      "team_stream_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>");
}

}  // namespace
}  // namespace tgemm::test
