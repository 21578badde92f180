// Rung 11's multistage mainloops: the one built for the operands' orientation runs them
// (rung 8's for operands without aligned unit-stride access); every orientation pair, with
// two, three and four stages, unrolled in rounds of stages or rolled, with the outer products
// in either order (bitwise the same C), is right inside C, at its edges (copies zero-filled
// along M and N), over a ragged last slab of K (zero-filled along K), with fewer slabs than
// stages, and with split K (in a few slices and in hundreds over a small C). The M/N-major scratch
// layout's bank and addressing claims are checked too.

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <set>
#include <tgemm/team/slab_copy.hpp>

#include "support/orientation_check.hpp"
#include "support/storage_sweep.hpp"

namespace tgemm::test {
namespace {

// Small tiles, so the host backends' 32 KiB of team scratch hold them and the shapes below
// have several interior tiles.
template <class T, int Stages = 3>
using Family = std::conditional_t<std::is_same_v<T, float>,
                                  mainloop::Multistage<Tile{.bm = 64,
                                                            .bn = 64,
                                                            .bk = 8,
                                                            .tm = 8,
                                                            .tn = 8,
                                                            .warps_m = 2,
                                                            .teams_per_sm = 2,
                                                            .stages = Stages}>,
                                  mainloop::Multistage<Tile{.bm = 32,
                                                            .bn = 32,
                                                            .bk = 16,
                                                            .tm = 4,
                                                            .tn = 4,
                                                            .warps_m = 2,
                                                            .teams_per_sm = 4,
                                                            .stages = Stages}>>;

// Four 16-byte blocks per side (8 x 16 floats, 8 x 8 doubles), as auto's largest tiles.
template <class T>
using BlocksFamily = std::conditional_t<std::is_same_v<T, float>,
                                        mainloop::Multistage<Tile{.bm = 64,
                                                                  .bn = 128,
                                                                  .bk = 8,
                                                                  .tm = 8,
                                                                  .tn = 16,
                                                                  .warps_m = 2,
                                                                  .teams_per_sm = 1,
                                                                  .stages = 3}>,
                                        mainloop::Multistage<Tile{.bm = 64,
                                                                  .bn = 64,
                                                                  .bk = 8,
                                                                  .tm = 8,
                                                                  .tn = 8,
                                                                  .warps_m = 2,
                                                                  .teams_per_sm = 1,
                                                                  .stages = 3}>>;

// m, n, k multiples of 4, so every Left/Right operand allows 16-byte access; edges of C
// that are not whole 16-byte units come from a window of C's parent (C's layout does not
// matter to the copies) and from m, n that are not multiples of the tile. Interior tiles
// and whole slabs; ragged last slabs; one slab and less; more slabs than stages, odd and
// even; a K whose last slab is a single 4-element unit.
const GemmCase kShapes[] = {
    {'N', 'N', 128, 192, 64}, {'N', 'N', 132, 72, 36},  {'N', 'N', 64, 64, 8},
    {'N', 'N', 64, 64, 4},    {'N', 'N', 200, 68, 100}, {'N', 'N', 128, 128, 72},
    {'N', 'N', 96, 96, 20},   {'N', 'N', 36, 44, 52},
};

TEST(Multistage, EveryOrientationMatchesReferenceFloat) {
  check_every_orientation<float, Family<float>>(kShapes, true);
}
TEST(Multistage, EveryOrientationMatchesReferenceDouble) {
  check_every_orientation<double, Family<double>>(kShapes, true);
}
TEST(Multistage, TwoStagesMatchReference) {
  check_every_orientation<float, Family<float, 2>>(kShapes, true);
  check_every_orientation<double, Family<double, 2>>(kShapes, true);
}
// (BK 8 for doubles: four stages of 32 x 32 x 16 exceed the host backends' 32 KiB)
TEST(Multistage, FourStagesMatchReference) {
  check_every_orientation<float, Family<float, 4>>(kShapes, true);
  check_every_orientation<double, mainloop::Multistage<Tile{.bm = 32,
                                                            .bn = 32,
                                                            .bk = 8,
                                                            .tm = 4,
                                                            .tn = 4,
                                                            .warps_m = 2,
                                                            .teams_per_sm = 4,
                                                            .stages = 4}>>(kShapes, true);
}
TEST(Multistage, FourBlocksPerSideMatchReferenceFloat) {
  check_every_orientation<float, BlocksFamily<float>>(kShapes, true);
}
TEST(Multistage, FourBlocksPerSideMatchReferenceDouble) {
  check_every_orientation<double, BlocksFamily<double>>(kShapes, true);
}

// Element copies that transpose K-contiguous operands into padded K-major rows.
template <class T, int Stages = 3>
using TransposingFamily = std::conditional_t<std::is_same_v<T, float>,
                                             mainloop::Multistage<Tile{.bm = 64,
                                                                       .bn = 64,
                                                                       .bk = 8,
                                                                       .tm = 8,
                                                                       .tn = 8,
                                                                       .warps_m = 2,
                                                                       .teams_per_sm = 2,
                                                                       .stages = Stages,
                                                                       .transposing = true}>,
                                             mainloop::Multistage<Tile{.bm = 32,
                                                                       .bn = 32,
                                                                       .bk = 16,
                                                                       .tm = 4,
                                                                       .tn = 4,
                                                                       .warps_m = 2,
                                                                       .teams_per_sm = 4,
                                                                       .stages = Stages,
                                                                       .transposing = true}>>;

TEST(Multistage, TransposingCopiesMatchReferenceFloat) {
  check_every_orientation<float, TransposingFamily<float>>(kShapes, true);
  check_every_orientation<float, TransposingFamily<float, 2>>(kShapes, true);
  check_every_orientation<float, mainloop::Multistage<Tile{.bm = 64,
                                                           .bn = 128,
                                                           .bk = 8,
                                                           .tm = 8,
                                                           .tn = 16,
                                                           .warps_m = 2,
                                                           .teams_per_sm = 1,
                                                           .stages = 3,
                                                           .transposing = true}>>(kShapes, true);
}
TEST(Multistage, TransposingCopiesMatchReferenceDouble) {
  check_every_orientation<double, TransposingFamily<double>>(kShapes, true);
  check_every_orientation<double, mainloop::Multistage<Tile{.bm = 64,
                                                            .bn = 64,
                                                            .bk = 8,
                                                            .tm = 8,
                                                            .tn = 8,
                                                            .warps_m = 2,
                                                            .teams_per_sm = 1,
                                                            .stages = 2,
                                                            .transposing = true}>>(kShapes, true);
}

// The mainloop rolled to one slab per iteration, stages taken through a run-time index:
// every stage count, fewer slabs than stages, and element copies too.
TEST(Multistage, RolledMainloopMatchesReferenceFloat) {
  check_every_orientation<float, SmallRolledFamily<float, 2>>(kShapes, true);
  check_every_orientation<float, SmallRolledFamily<float, 3>>(kShapes, true);
  check_every_orientation<float, SmallRolledFamily<float, 4>>(kShapes, true);
  check_every_orientation<float, SmallRolledFamily<float, 3, true>>(kShapes, true);
}
TEST(Multistage, RolledMainloopMatchesReferenceDouble) {
  check_every_orientation<double, SmallRolledFamily<double, 2>>(kShapes, true);
  check_every_orientation<double, SmallRolledFamily<double, 3>>(kShapes, true);
  check_every_orientation<double, SmallRolledFamily<double, 4>>(kShapes, true);
  check_every_orientation<double, SmallRolledFamily<double, 3, true>>(kShapes, true);
}

// The outer products in serpentine order: every orientation (the order applies where both
// operands are K-major in scratch: operands unit-stride along M/N, or transposed by element
// copies), unrolled and rolled.
template <class T, int Stages, bool Transposing = false, bool Rolled = false>
using SerpentineFamily = std::conditional_t<std::is_same_v<T, float>,
                                            mainloop::Multistage<Tile{.bm = 64,
                                                                      .bn = 64,
                                                                      .bk = 8,
                                                                      .tm = 8,
                                                                      .tn = 8,
                                                                      .warps_m = 2,
                                                                      .teams_per_sm = 2,
                                                                      .stages = Stages,
                                                                      .transposing = Transposing,
                                                                      .rolled = Rolled,
                                                                      .serpentine = true}>,
                                            mainloop::Multistage<Tile{.bm = 32,
                                                                      .bn = 32,
                                                                      .bk = 8,
                                                                      .tm = 4,
                                                                      .tn = 4,
                                                                      .warps_m = 2,
                                                                      .teams_per_sm = 4,
                                                                      .stages = Stages,
                                                                      .transposing = Transposing,
                                                                      .rolled = Rolled,
                                                                      .serpentine = true}>>;

TEST(Multistage, SerpentineOrderMatchesReferenceFloat) {
  check_every_orientation<float, SerpentineFamily<float, 2>>(kShapes, true);
  check_every_orientation<float, SerpentineFamily<float, 3, false, true>>(kShapes, true);
  check_every_orientation<float, SerpentineFamily<float, 3, true, true>>(kShapes, true);
}
TEST(Multistage, SerpentineOrderMatchesReferenceDouble) {
  check_every_orientation<double, SerpentineFamily<double, 2>>(kShapes, true);
  check_every_orientation<double, SerpentineFamily<double, 3, false, true>>(kShapes, true);
  check_every_orientation<double, SerpentineFamily<double, 3, true, true>>(kShapes, true);
}

// Only the order of the FMAs changes, not any accumulator's sequence of operations: C is
// bitwise the plain order's on the device, at edges, ragged K and with beta != 0, in both
// K-major cases.
template <class T, class Plain, class Serpentine>
void check_serpentine_bitwise(const GemmCase& g) {
  using View = Kokkos::View<T**, Kokkos::LayoutLeft, ExecSpace>;
  const index_t ar = g.ta == 'N' ? g.m : g.k, ac = g.ta == 'N' ? g.k : g.m;
  const index_t br = g.tb == 'N' ? g.k : g.n, bc = g.tb == 'N' ? g.n : g.k;
  View A("A", ar, ac), B("B", br, bc), C0("C0", g.m, g.n), C1("C1", g.m, g.n);
  const auto seed = fresh_seed();
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  for (const View& v : {A, B, C0}) {
    auto h = Kokkos::create_mirror_view(v);
    for (std::size_t j = 0; j < v.extent(1); ++j)
      for (std::size_t i = 0; i < v.extent(0); ++i) h(i, j) = T(u(rng));
    Kokkos::deep_copy(v, h);
  }
  Kokkos::deep_copy(C1, C0);
  const char ta[2] = {g.ta, 0}, tb[2] = {g.tb, 0};
  const T alpha = T(0.75), beta = T(-0.5);
  const auto p0 = device::make_problem(ta, tb, A, B, C0);
  const auto p1 = device::make_problem(ta, tb, A, B, C1);
  device::Gemm<Plain, schedule::SplitK>::template run<ExecSpace, T>(ExecSpace(), alpha, p0.a, p0.b,
                                                                    beta, p0.c, {.slices = 1});
  device::Gemm<Serpentine, schedule::SplitK>::template run<ExecSpace, T>(
      ExecSpace(), alpha, p1.a, p1.b, beta, p1.c, {.slices = 1});
  const auto h0 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C0);
  const auto h1 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C1);
  // A host compiler contracts a * b + c into one FMA or not by the shape of the code around
  // it (GCC's -ffp-contract=fast with FMA hardware), so off the device the two orders may
  // round differently: there, C agrees to a few units of roundoff instead of bitwise.
  constexpr bool bitwise =
      !Kokkos::SpaceAccessibility<Kokkos::HostSpace, typename ExecSpace::memory_space>::accessible;
  index_t differ = 0;
  double diff2 = 0, norm2 = 0;
  for (index_t j = 0; j < g.n; ++j)
    for (index_t i = 0; i < g.m; ++i) {
      differ += std::memcmp(&h0(i, j), &h1(i, j), sizeof(T)) != 0;
      const double d = double(h0(i, j)) - double(h1(i, j));
      diff2 += d * d;
      norm2 += double(h0(i, j)) * double(h0(i, j));
    }
  if constexpr (bitwise)
    EXPECT_EQ(differ, 0) << g.ta << g.tb << " " << g.m << "x" << g.n << "x" << g.k << " seed "
                         << seed;
  else
    EXPECT_LE(std::sqrt(diff2 / norm2), 4 * std::numeric_limits<T>::epsilon())
        << g.ta << g.tb << " " << g.m << "x" << g.n << "x" << g.k << " seed " << seed;
}

TEST(Multistage, SerpentineOrderIsBitwiseThePlainOrders) {
  for (const GemmCase& g : {GemmCase{'N', 'T', 132, 72, 36}, GemmCase{'N', 'N', 200, 68, 100},
                            GemmCase{'T', 'N', 96, 96, 20}}) {
    check_serpentine_bitwise<float,
                             mainloop::Multistage<Tile{.bm = 64,
                                                       .bn = 64,
                                                       .bk = 8,
                                                       .tm = 8,
                                                       .tn = 8,
                                                       .warps_m = 2,
                                                       .teams_per_sm = 2,
                                                       .stages = 2}>,
                             SerpentineFamily<float, 2>>(g);
    check_serpentine_bitwise<float,
                             mainloop::Multistage<Tile{.bm = 64,
                                                       .bn = 64,
                                                       .bk = 8,
                                                       .tm = 8,
                                                       .tn = 8,
                                                       .warps_m = 2,
                                                       .teams_per_sm = 2,
                                                       .stages = 3,
                                                       .transposing = true,
                                                       .rolled = true}>,
                             SerpentineFamily<float, 3, true, true>>(g);
    check_serpentine_bitwise<double,
                             mainloop::Multistage<Tile{.bm = 32,
                                                       .bn = 32,
                                                       .bk = 8,
                                                       .tm = 4,
                                                       .tn = 4,
                                                       .warps_m = 2,
                                                       .teams_per_sm = 4,
                                                       .stages = 2}>,
                             SerpentineFamily<double, 2>>(g);
  }
}

TEST(Multistage, NamedWithItsStages) {
  EXPECT_EQ((mainloop::Multistage<Tile{.bm = 256,
                                       .bn = 128,
                                       .bk = 8,
                                       .tm = 8,
                                       .tn = 16,
                                       .warps_m = 4,
                                       .teams_per_sm = 1,
                                       .stages = 3,
                                       .transposing = true,
                                       .rolled = true}>::name()),
            "team_multistage<256x128x8,TM8,TN16,WM4,B1,S3,T,R>");
  EXPECT_EQ((mainloop::Multistage<Tile{.bm = 128,
                                       .bn = 256,
                                       .bk = 8,
                                       .tm = 8,
                                       .tn = 16,
                                       .warps_m = 2,
                                       .teams_per_sm = 1,
                                       .stages = 3,
                                       .rolled = true}>::name()),
            "team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,R>");
  EXPECT_EQ((mainloop::Multistage<Tile{.bm = 128,
                                       .bn = 256,
                                       .bk = 8,
                                       .tm = 8,
                                       .tn = 16,
                                       .warps_m = 2,
                                       .teams_per_sm = 1,
                                       .stages = 3,
                                       .transposing = true}>::name()),
            "team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,T>");
  EXPECT_EQ((mainloop::Multistage<Tile{.bm = 128,
                                       .bn = 128,
                                       .bk = 8,
                                       .tm = 8,
                                       .tn = 16,
                                       .warps_m = 2,
                                       .teams_per_sm = 2,
                                       .stages = 3}>::name()),
            "team_multistage<128x128x8,TM8,TN16,WM2,B2,S3>");
  EXPECT_EQ((mainloop::Multistage<Tile{.bm = 64,
                                       .bn = 64,
                                       .bk = 8,
                                       .tm = 8,
                                       .tn = 8,
                                       .warps_m = 2,
                                       .teams_per_sm = 1,
                                       .stages = 4,
                                       .blocks_m = 2,
                                       .blocks_n = 2}>::name()),
            "team_multistage<64x64x8,TM8,TN8,WM2,B1,S4,P2x2>");
  EXPECT_EQ((mainloop::Multistage<Tile{.bm = 128,
                                       .bn = 256,
                                       .bk = 8,
                                       .tm = 8,
                                       .tn = 16,
                                       .warps_m = 2,
                                       .teams_per_sm = 1,
                                       .stages = 3,
                                       .rolled = true,
                                       .serpentine = true}>::name()),
            "team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,R,Z>");
}

// Unit-stride operands without aligned 16-byte access run the mainloop of their orientation,
// copying by element, correctly (transposing or not); operands with no unit stride run rung 8's.
const GemmCase kUnaligned[] = {{'N', 'N', 67, 45, 37},
                               {'N', 'N', 130, 66, 50},
                               {'N', 'N', 68, 44, 36},
                               {'N', 'N', 33, 129, 70}};

TEST(Multistage, UnalignedOperandsCopyByElementFloat) {
  check_unaligned<float, Family<float>>(kUnaligned);
  check_unaligned<float, TransposingFamily<float>>(kUnaligned);
}
TEST(Multistage, UnalignedOperandsCopyByElementDouble) {
  check_unaligned<double, Family<double>>(kUnaligned);
  check_unaligned<double, TransposingFamily<double>>(kUnaligned);
}

// Split K over a small C in many slices (on a GPU a team per element of C adds them, each lane
// a share of the slices; elsewhere a thread per element): against the reference for every
// transpose and storage mix, with the rule's slices and forced ones past the teams' threshold,
// and the same bits every call.
const GemmCase kManySlices[] = {{'N', 'N', 5, 7, 9000},
                                {'N', 'N', 37, 3, 20000},
                                {'N', 'N', 1, 1, 4100},
                                {'N', 'N', 3, 40, 6000}};

template <class T>
void check_many_slices() {
  using K = device::Gemm<Family<T>, schedule::SplitK>;
  check_every_storage<T>(kManySlices, {0, 130, 511}, [](T alpha, const auto& p, T beta, index_t s) {
    K::template run<ExecSpace, T>(ExecSpace(), alpha, p.a, p.b, beta, p.c, {.slices = s});
  });
  using View = Kokkos::View<T**, Kokkos::LayoutLeft, ExecSpace>;
  View A("A", 6, 30000), B("B", 30000, 5), C0("C0", 6, 5), C1("C1", 6, 5);
  std::mt19937_64 rng(fresh_seed());
  std::uniform_real_distribution<double> u(-1, 1);
  for (const View& v : {A, B}) {
    auto h = Kokkos::create_mirror_view(v);
    for (std::size_t j = 0; j < v.extent(1); ++j)
      for (std::size_t i = 0; i < v.extent(0); ++i) h(i, j) = T(u(rng));
    Kokkos::deep_copy(v, h);
  }
  for (const View& c : {C0, C1}) {
    const auto p = device::make_problem("N", "N", A, B, c);
    K::template run<ExecSpace, T>(ExecSpace(), T(1), p.a, p.b, T(0), p.c, {.slices = 300});
  }
  const auto h0 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C0);
  const auto h1 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C1);
  EXPECT_EQ(std::memcmp(h0.data(), h1.data(), h0.size() * sizeof(T)), 0);
}

// On a GPU the split-K schedule writes C (or a split's workspace) through the staged-stores
// kernel exactly where its runs are not 16-byte aligned and a team's share of K is at most
// kernel::staged_depth: FP32 only; host backends and doubles never.
template <class T>
bool runs_staged(index_t ld, index_t offset, index_t depth, bool row_major = false) {
  using ML = typename Family<T>::template type<ExecSpace, T, true, true>;
  alignas(16) static T buffer[64];
  const MatrixRef<T> target = row_major ? MatrixRef<T>{buffer + offset, 3, 5, ld, 1}
                                        : MatrixRef<T>{buffer + offset, 5, 3, 1, ld};
  bool staged = false;
  kernel::with_kernel<ML, schedule::TileGrid<T>>(
      target, depth, [&](auto k) { staged = decltype(k)::type::staged_stores; });
  return staged;
}

TEST(Multistage, StagedStoresWhereRunsOfCAreUnaligned) {
  const bool gpu = !Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible;
  EXPECT_EQ(runs_staged<float>(5, 0, 37), gpu);  // an odd leading dimension
  EXPECT_EQ(runs_staged<float>(5, 0, 37, true), gpu);
  EXPECT_EQ(runs_staged<float>(8, 1, 37), gpu);  // a window at an odd offset
  EXPECT_EQ(runs_staged<float>(5, 0, kernel::staged_depth), gpu);
  EXPECT_FALSE(runs_staged<float>(8, 0, 37));  // aligned runs
  EXPECT_FALSE(runs_staged<float>(8, 4, 37, true));
  EXPECT_FALSE(runs_staged<float>(5, 0, kernel::staged_depth + 1));  // a long K
  EXPECT_FALSE(runs_staged<double>(5, 0, 37));
}

// The staged stores at odd sizes (every run unaligned in some column), into C and into split
// K's workspace, every storage mix and transpose, beta 0 over NaN and beta != 0: on a GPU
// through the staged kernel, elsewhere the plain one.
const GemmCase kStagedShapes[] = {{'N', 'N', 67, 45, 37},
                                  {'N', 'N', 131, 67, 300},
                                  {'N', 'N', 33, 130, 70},
                                  {'N', 'N', 129, 257, 13}};

TEST(Multistage, StagedStoresMatchReference) {
  using K = device::Gemm<Family<float>>;
  check_every_storage<float>(
      kStagedShapes, {1, 3}, [](float alpha, const auto& p, float beta, index_t s) {
        K::template run<ExecSpace, float>(ExecSpace(), alpha, p.a, p.b, beta, p.c, {.slices = s});
      });
  using T = TransposingFamily<float>;
  check_every_storage<float>(kStagedShapes, {1},
                             [](float alpha, const auto& p, float beta, index_t s) {
                               device::Gemm<T>::template run<ExecSpace, float>(
                                   ExecSpace(), alpha, p.a, p.b, beta, p.c, {.slices = s});
                             });
}

TEST(Multistage, SplitKOverManySlicesOfASmallCFloat) {
  check_many_slices<float>();
}
TEST(Multistage, SplitKOverManySlicesOfASmallCDouble) {
  check_many_slices<double>();
}

// A tile configuration whose stages do not fit the execution space's team scratch is
// rejected before anything runs, naming the kernel, even where rung 8's fallback (two
// stages, no padding) would fit: the check covers the multistage mainloops. 32 stages of
// 8 KiB: more than any GPU block's shared memory, so the team scratch a GPU team may have
// (device::team_scratch_max, the opt-in room included) cannot hold them either.
TEST(Multistage, StagesBeyondTeamScratchAreRejected) {
  using Fam = mainloop::Multistage<Tile{.bm = 64,
                                        .bn = 64,
                                        .bk = 8,
                                        .tm = 4,
                                        .tn = 4,
                                        .warps_m = 4,
                                        .teams_per_sm = 1,
                                        .stages = 32}>;
  const std::size_t max = device::team_scratch_max<Kokkos::TeamPolicy<ExecSpace>>();
  ASSERT_LE((Fam::fallback<ExecSpace, double>::scratch_bytes), max);
  ASSERT_GT((Fam::type<ExecSpace, double, false, false>::scratch_bytes), max);
  try {
    device::Gemm<Fam, schedule::Tiles>::check<ExecSpace, double>(ExecSpace());
    ADD_FAILURE() << "no exception";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("team_multistage<64x64x8,TM4,TN4,WM4,B1,S32>"),
              std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("team scratch"), std::string::npos) << e.what();
  }
}

// SlabLayout's M/N-major claims: every element of the slab has its own offset inside the
// layout; offsets add up over column blocks; and the lanes of a warp, reading one 16-byte
// unit each at columns H apart (8 of them), land on 8 different 16-byte bank groups.
template <class Scalar, int Rows, int Cols, int H>
void check_mn_major_layout() {
  using L = team::SlabLayout<Scalar, Rows, Cols, false, H>;
  constexpr int V = L::V;
  std::set<int> seen;
  for (int c = 0; c < Cols; ++c)
    for (int r = 0; r < Rows; ++r) {
      const int o = L::offset(r, c);
      EXPECT_TRUE(o >= 0 && o < L::elements) << r << "," << c;
      EXPECT_TRUE(seen.insert(o).second) << "offset " << o << " taken twice";
      if (c % H == 0) {
        for (int c2 = 0; c2 + c < Cols && c2 < 3 * H; ++c2) {
          EXPECT_EQ(L::offset(r, c + c2), L::offset(0, c) + L::offset(r, c2));
        }
      }
    }
  for (int r = 0; r < Rows; r += V)
    for (int j = 0; j < H; ++j)
      for (int c0 = 0; c0 + 8 * H <= Cols; c0 += 8 * H) {
        std::set<int> groups;
        for (int lane = 0; lane < 8; ++lane)
          groups.insert((L::offset(r, c0 + lane * H + j) / V) % 8);
        EXPECT_EQ(groups.size(), 8u) << "bank conflict at r " << r << ", column " << c0 + j;
      }
}

TEST(Multistage, MnMajorLayoutIsDenseAdditiveAndConflictFree) {
  check_mn_major_layout<float, 8, 128, 4>();
  check_mn_major_layout<float, 16, 128, 4>();
  check_mn_major_layout<double, 8, 128, 2>();
  check_mn_major_layout<double, 16, 64, 2>();
  check_mn_major_layout<float, 8, 256, 8>();
}

// SlabCopy moves each unit of the slab exactly once, to where SlabLayout puts it: thread
// t's unit i lands `stride` elements after its unit 0.
template <class Scalar, int Rows, int Cols, int NT, bool ColsUnit, int H>
void check_copy_covers_slab() {
  using L = team::SlabLayout<Scalar, Rows, Cols, ColsUnit, H>;
  using C = team::SlabCopy<Scalar, L, NT>;
  std::set<int> units;
  for (int t = 0; t < NT; ++t) {
    const auto g0 = C::Loader::group(t, 0, ColsUnit);
    for (int i = 0; i < C::per_thread; ++i) {
      const auto g = C::Loader::group(t, i, ColsUnit);
      EXPECT_EQ(L::offset(g.r, g.c), L::offset(g0.r, g0.c) + i * C::stride);
      EXPECT_TRUE(units.insert(L::offset(g.r, g.c)).second);
    }
  }
  EXPECT_EQ(int(units.size()) * L::V, Rows * Cols);
}

TEST(Multistage, CopiesCoverTheSlabOnce) {
  check_copy_covers_slab<float, 8, 128, 256, true, 4>();
  check_copy_covers_slab<float, 8, 128, 256, false, 4>();
  check_copy_covers_slab<float, 8, 128, 128, false, 4>();
  check_copy_covers_slab<float, 16, 64, 128, false, 4>();
  check_copy_covers_slab<double, 8, 64, 64, false, 2>();
  check_copy_covers_slab<double, 16, 32, 64, true, 2>();
}

// SlabCopyElements writes every element of the slab once, transposed into the padded K-major
// layout, and the 32 lanes of a warp write 32 distinct banks (4-byte elements).
template <class Scalar, int Rows, int Cols, int NT>
void check_element_copy() {
  using L = team::SlabLayout<Scalar, Rows, Cols, true, 1, 4>;
  using C = team::SlabCopyElements<Scalar, L, NT>;
  std::vector<Scalar> src(Rows * Cols);  // unit-stride along K: element (r, c) at r + c * Rows
  for (std::size_t i = 0; i < src.size(); ++i) src[i] = Scalar(i + 1);
  const MatrixRef<const Scalar> ref{src.data(), Rows, Cols, 1, Rows};
  std::vector<Scalar> stage(L::elements, Scalar(-1));
  for (int t = 0; t < NT; ++t) {
    C c;
    c.start(t, ref, 0, 0);
    c.template copy<true>(stage.data());
  }
  for (int r = 0; r < Rows; ++r)
    for (int col = 0; col < Cols; ++col)
      EXPECT_EQ(stage[L::offset(r, col)], Scalar(r + col * Rows + 1))
          << "row " << r << ", column " << col;
  if constexpr (sizeof(Scalar) == 4)
    for (int i = 0; i < C::per_thread; ++i)
      for (int w = 0; w < NT; w += 32) {
        std::set<int> banks;
        for (int t = w; t < w + 32; ++t) {
          C c;
          c.start(t, ref, 0, 0);
          banks.insert((c.dst + i * C::col_step) % 32);
        }
        EXPECT_EQ(banks.size(), 32u) << "copy " << i << ", warp " << w / 32;
      }
}

TEST(Multistage, ElementCopiesTransposeTheSlabOnce) {
  check_element_copy<float, 8, 128, 256>();
  check_element_copy<float, 8, 256, 256>();
  check_element_copy<float, 8, 64, 64>();
  check_element_copy<double, 16, 32, 64>();
}

}  // namespace
}  // namespace tgemm::test
