// Rung 10's layout-specialized kernels: dispatch picks the kernel built for the operands'
// orientation (or rung 8's for operands without aligned unit-stride access), and every
// orientation pair is right inside C (whole slabs, no bounds tests), at its edges and over
// a ragged last slab of K, with and without split K.

#include "support/gemm_check.hpp"

#include <tgemm/device/team_specialized.hpp>
#include <tgemm/device/team_split_k.hpp>
#include <tgemm/team/warp_lanes.hpp>

namespace tgemm::test {
namespace {

// Small tiles, so the host backends' 32 KiB of team scratch hold them and the shapes below
// have several interior tiles.
template <class T>
using Family = std::conditional_t<std::is_same_v<T, float>,
                                  device::TeamSpecializedFamily<TileShape<64, 64, 8>, 8, 8, 2, 2>,
                                  device::TeamSpecializedFamily<TileShape<32, 32, 16>, 4, 4, 2, 4>>;

// m, n, k multiples of 4, so every Left/Right operand allows 16-byte access: interior
// tiles with whole slabs; interior and edge tiles with a ragged last slab; one slab; one
// slab and a half; many tiles, edges and a tail; an odd and an even number of steady steps
// (the steady loop runs them in pairs) for each scalar's BK.
const GemmCase kShapes[] = {
    {'N', 'N', 128, 192, 64}, {'N', 'N', 132, 72, 36}, {'N', 'N', 64, 64, 8},
    {'N', 'N', 64, 64, 12},   {'N', 'N', 200, 68, 100}, {'N', 'N', 128, 128, 72},
    {'N', 'N', 96, 96, 48},
};

struct Picked {
  bool specialized = false, a_cols_unit = false, b_cols_unit = false;
};

// Threads whose outputs are cut into four 16-byte blocks along a side (8 x 16 floats,
// 8 x 8 doubles: team::QuadLanes on 4 x 8 lane grids).
template <class T>
using BlocksFamily = std::conditional_t<std::is_same_v<T, float>,
                                        device::TeamSpecializedFamily<TileShape<64, 128, 8>, 8, 16, 2, 1>,
                                        device::TeamSpecializedFamily<TileShape<64, 64, 8>, 8, 8, 2, 1>>;

template <class T, class Fam = Family<T>>
Picked picked(const device::Problem<T>& p) {
  Picked r;
  Fam::template dispatch<ExecSpace, T>(p.a, p.b, [&](auto k) {
    using K = typename decltype(k)::type;
    if constexpr (requires { K::a_cols_unit; }) r = {true, K::a_cols_unit, K::b_cols_unit};
  });
  return r;
}

// op(A)^T is read along its columns (M) when op(A) is unit-stride down its columns.
bool a_cols_unit(char ta, Storage sa) { return (ta == 'N') == (sa == Storage::left); }
bool b_cols_unit(char tb, Storage sb) { return (tb == 'N') == (sb == Storage::right); }

template <class T, class Fam = Family<T>>
void check_every_orientation() {
  int shape = 0;
  for (GemmCase g : kShapes) {
    const auto& s = kScalars[shape++ % std::size(kScalars)];
    g.alpha = s[0];
    g.beta = s[1];
    for (char ta : {'N', 'T'})
      for (char tb : {'N', 'T'})
        for (Storage sa : {Storage::left, Storage::right})
          for (Storage sb : {Storage::left, Storage::right})
            for (index_t slices : {1, 3}) {
              g.ta = ta;
              g.tb = tb;
              check_gemm<T>(g, sa, sb, Storage::left, false,
                            [&](char ta_, char tb_, T alpha, auto A, auto B, T beta, auto C) {
                              const char tra[2] = {ta_, 0}, trb[2] = {tb_, 0};
                              const auto p = device::make_problem(tra, trb, A, B, C);
                              const Picked k = picked<T, Fam>(p);
                              EXPECT_TRUE(k.specialized) << "rung 8's kernel ran instead";
                              EXPECT_EQ(k.a_cols_unit, a_cols_unit(ta_, sa));
                              EXPECT_EQ(k.b_cols_unit, b_cols_unit(tb_, sb));
                              device::TeamSplitK<Fam>::template run_sliced<ExecSpace, T>(
                                  ExecSpace(), alpha, p.a, p.b, beta, p.c, slices);
                            });
              if (testing::Test::HasFailure()) return;
            }
  }
}

TEST(Specialized, EveryOrientationMatchesReferenceFloat) { check_every_orientation<float>(); }
TEST(Specialized, EveryOrientationMatchesReferenceDouble) { check_every_orientation<double>(); }
TEST(Specialized, FourBlocksPerSideMatchReferenceFloat) { check_every_orientation<float, BlocksFamily<float>>(); }
TEST(Specialized, FourBlocksPerSideMatchReferenceDouble) { check_every_orientation<double, BlocksFamily<double>>(); }

// Blocks chosen by the caller: 8 x 16 floats in halves (32-byte blocks, WarpLanes), as rung 8.
using HalvesFamily = device::TeamSpecializedFamily<TileShape<64, 128, 8>, 8, 16, 2, 1, 2, 2>;
TEST(Specialized, ChosenBlocksMatchReferenceAndAreNamed) {
  using K = HalvesFamily::specialized<ExecSpace, float, false, true>;
  static_assert(K::HM == 4 && K::HN == 8 && std::is_same_v<K::Lane, team::WarpLanes<4, 8>>);
  EXPECT_EQ(HalvesFamily::name(), "team_specialized<64x128x8,TM8,TN16,WM2,B1,P2x2>");
  EXPECT_EQ(BlocksFamily<float>::name(), "team_specialized<64x128x8,TM8,TN16,WM2,B1>");
  check_every_orientation<float, HalvesFamily>();
}

// Operands without aligned 16-byte access (a leading dimension that is not a multiple of
// the vector width, a window starting mid-vector) run rung 8's kernel, correctly.
template <class T>
void check_fallback() {
  for (Storage sa : {Storage::left, Storage::window})
    for (const GemmCase& g : {GemmCase{'N', 'N', 130, 66, 50, 1, 0}, GemmCase{'T', 'N', 128, 64, 37, -1, 1}}) {
      check_gemm<T>(g, sa, Storage::window, Storage::left, true,
                    [&](char ta_, char tb_, T alpha, auto A, auto B, T beta, auto C) {
                      const char tra[2] = {ta_, 0}, trb[2] = {tb_, 0};
                      const auto p = device::make_problem(tra, trb, A, B, C);
                      EXPECT_FALSE(picked(p).specialized);
                      device::TeamDriver<Family<T>>::template run<ExecSpace, T>(ExecSpace(), alpha, p.a, p.b, beta, p.c);
                    });
    }
}

TEST(Specialized, UnalignedOperandsFallBackFloat) { check_fallback<float>(); }
TEST(Specialized, UnalignedOperandsFallBackDouble) { check_fallback<double>(); }

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
    if ((banks(2 * half, a) & banks(2 * half + 1, a)) || (banks(2 * half, b) & banks(2 * half + 1, b)))
      return false;
  return true;
}

TEST(Specialized, QuadLanesCoverTheGridAndMergeHalfWarps) {
  static_assert(team::covers_grid<team::QuadLanes<4, 8>, 4, 8>());
  static_assert(team::covers_grid<team::QuadLanes<8, 4>, 8, 4>());
  static_assert(team::covers_grid<team::WarpLanes<4, 8>, 4, 8>());
  // the four-block families above run on 4 x 8 lane grids with QuadLanes
  using F16 = BlocksFamily<float>::specialized<ExecSpace, float, true, true>;
  using D8 = BlocksFamily<double>::specialized<ExecSpace, double, true, true>;
  static_assert(F16::LM == 4 && F16::LN == 8 && F16::HN == 4 && D8::LM == 4 && D8::LN == 8 && D8::HM == 2 && D8::HN == 2);
  static_assert(std::is_same_v<F16::Lane, team::QuadLanes<4, 8>> && std::is_same_v<D8::Lane, team::QuadLanes<4, 8>>);
  // ...and take edge tiles and partial slabs the light way; the small families the other way,
  // so the orientation tests above run both
  static_assert(F16::light_edges && D8::light_edges);
  static_assert(!Family<float>::specialized<ExecSpace, float, true, true>::light_edges &&
                !Family<double>::specialized<ExecSpace, double, true, true>::light_edges);
  EXPECT_TRUE((half_warps_merge<team::QuadLanes, 4, 8>()));
  EXPECT_TRUE((half_warps_merge<team::QuadLanes, 8, 4>()));
  EXPECT_FALSE((half_warps_merge<team::WarpLanes, 4, 8>()));
  EXPECT_FALSE((half_warps_merge<team::WarpLanes, 8, 4>()));
  // rung 10 cuts a thread's outputs into 16-byte blocks (at least two), and picks QuadLanes
  // where each block is one 16-byte load on a 4 x 8 or 8 x 4 grid
  static_assert(device::specialized_blocks<float, 8> == 2 && device::specialized_blocks<float, 16> == 4);
  static_assert(device::specialized_blocks<double, 8> == 4 && device::specialized_blocks<double, 4> == 2);
  using Float8x8 = device::SpecializedLanes<float, 8, 8>;
  using Float8x16 = device::SpecializedLanes<float, 8, 16>;
  using Double8x8 = device::SpecializedLanes<double, 8, 8>;
  using Halves8x16 = device::SpecializedLanes<float, 8, 16, 2, 2>;  // 32-byte blocks along N
  EXPECT_TRUE((std::is_same_v<Float8x8::type<4, 8>, team::QuadLanes<4, 8>>));
  EXPECT_TRUE((std::is_same_v<Float8x16::type<8, 4>, team::QuadLanes<8, 4>>));
  EXPECT_TRUE((std::is_same_v<Double8x8::type<4, 8>, team::QuadLanes<4, 8>>));
  EXPECT_TRUE((std::is_same_v<Halves8x16::type<8, 4>, team::WarpLanes<8, 4>>));
  EXPECT_TRUE((std::is_same_v<Float8x8::type<2, 16>, team::WarpLanes<2, 16>>));
}

}  // namespace
}  // namespace tgemm::test
