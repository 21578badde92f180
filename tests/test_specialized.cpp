// Rung 10's layout-specialized mainloops: the one built for the operands' orientation runs
// them (or rung 8's for operands without aligned unit-stride access), and every
// orientation pair is right inside C (whole slabs, no bounds tests), at its edges and over
// a ragged last slab of K, with and without split K.

#include <tgemm/team/warp_lanes.hpp>

#include "support/orientation_check.hpp"

namespace tgemm::test {
namespace {

// Small tiles, so the host backends' 32 KiB of team scratch hold them and the shapes below
// have several interior tiles.
template <class T>
using Family = std::conditional_t<
    std::is_same_v<T, float>,
    mainloop::RegisterStaged<Tile{
        .bm = 64, .bn = 64, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 2}>,
    mainloop::RegisterStaged<Tile{
        .bm = 32, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 2, .teams_per_sm = 4}>>;

// m, n, k multiples of 4, so every Left/Right operand allows 16-byte access: interior
// tiles with whole slabs; interior and edge tiles with a ragged last slab; one slab; one
// slab and a half; many tiles, edges and a tail; an odd and an even number of steady steps
// (the steady loop runs them in pairs) for each scalar's BK.
const GemmCase kShapes[] = {
    {'N', 'N', 128, 192, 64}, {'N', 'N', 132, 72, 36},  {'N', 'N', 64, 64, 8},
    {'N', 'N', 64, 64, 12},   {'N', 'N', 200, 68, 100}, {'N', 'N', 128, 128, 72},
    {'N', 'N', 96, 96, 48},
};

// Threads whose outputs are cut into four 16-byte blocks along a side (8 x 16 floats,
// 8 x 8 doubles: team::QuadLanes on 4 x 8 lane grids).
template <class T>
using BlocksFamily = std::conditional_t<
    std::is_same_v<T, float>,
    mainloop::RegisterStaged<Tile{
        .bm = 64, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1}>,
    mainloop::RegisterStaged<Tile{
        .bm = 64, .bn = 64, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 1}>>;

TEST(Specialized, EveryOrientationMatchesReferenceFloat) {
  check_every_orientation<float, Family<float>>(kShapes);
}
TEST(Specialized, EveryOrientationMatchesReferenceDouble) {
  check_every_orientation<double, Family<double>>(kShapes);
}
TEST(Specialized, FourBlocksPerSideMatchReferenceFloat) {
  check_every_orientation<float, BlocksFamily<float>>(kShapes);
}
TEST(Specialized, FourBlocksPerSideMatchReferenceDouble) {
  check_every_orientation<double, BlocksFamily<double>>(kShapes);
}

// Blocks chosen by the caller: 8 x 16 floats in halves (32-byte blocks, WarpLanes), as rung 8.
using HalvesFamily = mainloop::RegisterStaged<Tile{.bm = 64,
                                                   .bn = 128,
                                                   .bk = 8,
                                                   .tm = 8,
                                                   .tn = 16,
                                                   .warps_m = 2,
                                                   .teams_per_sm = 1,
                                                   .blocks_m = 2,
                                                   .blocks_n = 2}>;
TEST(Specialized, ChosenBlocksMatchReferenceAndAreNamed) {
  using K = HalvesFamily::type<ExecSpace, float, false, true>::Map;
  static_assert(K::HM == 4 && K::HN == 8 && std::is_same_v<K::Lane, team::WarpLanes<4, 8>>);
  EXPECT_EQ(HalvesFamily::name(), "team_specialized<64x128x8,TM8,TN16,WM2,B1,P2x2>");
  EXPECT_EQ(BlocksFamily<float>::name(), "team_specialized<64x128x8,TM8,TN16,WM2,B1>");
  check_every_orientation<float, HalvesFamily>(kShapes);
}

// Operands without aligned 16-byte access run rung 8's mainloop, correctly.
TEST(Specialized, UnalignedOperandsFallBackFloat) {
  check_fallback<float, Family<float>>();
}
TEST(Specialized, UnalignedOperandsFallBackDouble) {
  check_fallback<double, Family<double>>();
}

// QuadLanes' claim (team/warp_lanes.hpp): with one 16-byte load per half fragment, the two
// quarter-warps of each half-warp read A words on disjoint banks, and B words on disjoint
// banks, so each half-warp's load is one wavefront. Rung 8's WarpLanes does not give this.
template <template <int, int> class Lanes, int LM, int LN>
bool half_warps_merge() {
  auto banks = [](int quarter, auto cell) {
    unsigned used = 0;
    for (int lane = 8 * quarter; lane < 8 * quarter + 8; ++lane)
      for (int w = 0; w < 4; ++w) used |= 1u << ((4 * cell(lane) + w) % 32);  // 16-byte word
    return used;
  };
  auto a = [](int lane) { return Lanes<LM, LN>::m(lane); };
  auto b = [](int lane) { return Lanes<LM, LN>::n(lane); };
  for (int half = 0; half < 2; ++half)
    if ((banks(2 * half, a) & banks(2 * half + 1, a)) ||
        (banks(2 * half, b) & banks(2 * half + 1, b)))
      return false;
  return true;
}

TEST(Specialized, QuadLanesCoverTheGridAndMergeHalfWarps) {
  static_assert(team::covers_grid<team::QuadLanes<4, 8>, 4, 8>());
  static_assert(team::covers_grid<team::QuadLanes<8, 4>, 8, 4>());
  static_assert(team::covers_grid<team::WarpLanes<4, 8>, 4, 8>());
  // the four-block families above run on 4 x 8 lane grids with QuadLanes
  using F16 = BlocksFamily<float>::type<ExecSpace, float, true, true>::Map;
  using D8 = BlocksFamily<double>::type<ExecSpace, double, true, true>::Map;
  static_assert(F16::LM == 4 && F16::LN == 8 && F16::HN == 4 && D8::LM == 4 && D8::LN == 8 &&
                D8::HM == 2 && D8::HN == 2);
  static_assert(std::is_same_v<F16::Lane, team::QuadLanes<4, 8>> &&
                std::is_same_v<D8::Lane, team::QuadLanes<4, 8>>);
  // ...and take edge tiles and partial slabs the light way; the small families the other way,
  // so the orientation tests above run both
  static_assert(BlocksFamily<float>::type<ExecSpace, float, true, true>::light_edges &&
                BlocksFamily<double>::type<ExecSpace, double, true, true>::light_edges);
  static_assert(!Family<float>::type<ExecSpace, float, true, true>::light_edges &&
                !Family<double>::type<ExecSpace, double, true, true>::light_edges);
  EXPECT_TRUE((half_warps_merge<team::QuadLanes, 4, 8>()));
  EXPECT_TRUE((half_warps_merge<team::QuadLanes, 8, 4>()));
  EXPECT_FALSE((half_warps_merge<team::WarpLanes, 4, 8>()));
  EXPECT_FALSE((half_warps_merge<team::WarpLanes, 8, 4>()));
  // rung 10 cuts a thread's outputs into 16-byte blocks (at least two), and picks QuadLanes
  // where each block is one 16-byte load on a 4 x 8 or 8 x 4 grid
  static_assert(mainloop::specialized_blocks<float, 8> == 2 &&
                mainloop::specialized_blocks<float, 16> == 4);
  static_assert(mainloop::specialized_blocks<double, 8> == 4 &&
                mainloop::specialized_blocks<double, 4> == 2);
  using Float8x8 = mainloop::SpecializedLanes<float, 8, 8>;
  using Float8x16 = mainloop::SpecializedLanes<float, 8, 16>;
  using Double8x8 = mainloop::SpecializedLanes<double, 8, 8>;
  using Halves8x16 = mainloop::SpecializedLanes<float, 8, 16, 2, 2>;  // 32-byte blocks along N
  EXPECT_TRUE((std::is_same_v<Float8x8::type<4, 8>, team::QuadLanes<4, 8>>));
  EXPECT_TRUE((std::is_same_v<Float8x16::type<8, 4>, team::QuadLanes<8, 4>>));
  EXPECT_TRUE((std::is_same_v<Double8x8::type<4, 8>, team::QuadLanes<4, 8>>));
  EXPECT_TRUE((std::is_same_v<Halves8x16::type<8, 4>, team::WarpLanes<8, 4>>));
  EXPECT_TRUE((std::is_same_v<Float8x8::type<2, 16>, team::WarpLanes<2, 16>>));
}

}  // namespace
}  // namespace tgemm::test
