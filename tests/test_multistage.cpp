// Rung 11's multistage mainloops: the one built for the operands' orientation runs them
// (rung 8's for operands without aligned unit-stride access); every orientation pair, with
// two, three and four stages (rolled, and in serpentine order: test_multistage_orders.cpp), is
// right inside C, at its edges (copies zero-filled along M and N), over a ragged last slab of K
// (zero-filled along K), with fewer slabs than stages, and with split K (in a few slices and in
// hundreds over a small C). The M/N-major scratch layout's bank and addressing claims are
// checked too.

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <set>
#include <tgemm/team/slab_copy.hpp>
#include <tgemm/warp/mma.hpp>
#include <vector>

#include "support/multistage_shapes.hpp"
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

TEST(Multistage, EveryOrientationMatchesReferenceFloat) {
  check_every_orientation<float, Family<float>>(kMultistageShapes, true);
}
TEST(Multistage, EveryOrientationMatchesReferenceDouble) {
  check_every_orientation<double, Family<double>>(kMultistageShapes, true);
}
TEST(Multistage, TwoStagesMatchReference) {
  check_every_orientation<float, Family<float, 2>>(kMultistageShapes, true);
  check_every_orientation<double, Family<double, 2>>(kMultistageShapes, true);
}
// (BK 8 for doubles: four stages of 32 x 32 x 16 exceed the host backends' 32 KiB)
TEST(Multistage, FourStagesMatchReference) {
  check_every_orientation<float, Family<float, 4>>(kMultistageShapes, true);
  check_every_orientation<double, mainloop::Multistage<Tile{.bm = 32,
                                                            .bn = 32,
                                                            .bk = 8,
                                                            .tm = 4,
                                                            .tn = 4,
                                                            .warps_m = 2,
                                                            .teams_per_sm = 4,
                                                            .stages = 4}>>(kMultistageShapes, true);
}
TEST(Multistage, FourBlocksPerSideMatchReferenceFloat) {
  check_every_orientation<float, BlocksFamily<float>>(kMultistageShapes, true);
}
TEST(Multistage, FourBlocksPerSideMatchReferenceDouble) {
  check_every_orientation<double, BlocksFamily<double>>(kMultistageShapes, true);
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
  check_every_orientation<float, TransposingFamily<float>>(kMultistageShapes, true);
  check_every_orientation<float, TransposingFamily<float, 2>>(kMultistageShapes, true);
  check_every_orientation<float, mainloop::Multistage<Tile{.bm = 64,
                                                           .bn = 128,
                                                           .bk = 8,
                                                           .tm = 8,
                                                           .tn = 16,
                                                           .warps_m = 2,
                                                           .teams_per_sm = 1,
                                                           .stages = 3,
                                                           .transposing = true}>>(kMultistageShapes,
                                                                                  true);
}
TEST(Multistage, TransposingCopiesMatchReferenceDouble) {
  check_every_orientation<double, TransposingFamily<double>>(kMultistageShapes, true);
  check_every_orientation<double, mainloop::Multistage<Tile{.bm = 64,
                                                            .bn = 64,
                                                            .bk = 8,
                                                            .tm = 8,
                                                            .tn = 8,
                                                            .warps_m = 2,
                                                            .teams_per_sm = 1,
                                                            .stages = 2,
                                                            .transposing = true}>>(
      kMultistageShapes, true);
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
template <class Scalar, int Rows, int Cols, int NT, bool ColsUnit, int H, bool Interleaved = false>
void check_copy_covers_slab() {
  // K-major rows padded as the FP64 tensor cores' are
  constexpr int Pad = ColsUnit && sizeof(Scalar) == 8 ? 4 : 0;
  using L = team::SlabLayout<Scalar, Rows, Cols, ColsUnit, H, Pad, Interleaved>;
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
  if constexpr (ColsUnit) {
    // each row of k in a row of its own, rows 32 bytes apart modulo 128 (as the source's
    // sectors), interleaved ones the even rows of k and then the odd ones
    std::set<int> places;
    for (int r = 0; r < Rows; ++r) {
      const int o = L::offset(r, 0);
      EXPECT_EQ(o % L::row, 0);
      EXPECT_TRUE(places.insert(o / L::row).second) << "row " << r;
      EXPECT_EQ(o * int(sizeof(Scalar)) % 32, 0) << "row " << r;
      if (Interleaved) {
        EXPECT_EQ(o / L::row, r / 2 + r % 2 * Rows / 2) << "row " << r;
      }
    }
  }
}

TEST(Multistage, CopiesCoverTheSlabOnce) {
  check_copy_covers_slab<float, 8, 128, 256, true, 4>();
  check_copy_covers_slab<float, 8, 128, 256, false, 4>();
  check_copy_covers_slab<float, 8, 128, 128, false, 4>();
  check_copy_covers_slab<float, 16, 64, 128, false, 4>();
  check_copy_covers_slab<double, 8, 64, 64, false, 2>();
  check_copy_covers_slab<double, 16, 32, 64, true, 2>();
  // K-major slabs beside the tensor cores' column slabs: rows of k interleaved
  check_copy_covers_slab<double, 8, 64, 128, true, 1, true>();
  check_copy_covers_slab<double, 16, 64, 128, true, 1, true>();
  check_copy_covers_slab<double, 16, 128, 128, true, 1, true>();
  check_copy_covers_slab<double, 8, 32, 32, true, 1, true>();
}

// SlabCopy<..., OnePointer> (one pointer, one count and a distance a thread, as the FP64
// tensor-core mainloop keeps them) fills a stage exactly as SlabCopy with a pointer a unit:
// whole slabs, a tile at the operand's edge (counted units, zero-filled) and a ragged last slab,
// at a leading dimension that is not the slab's width. L: a K-major layout (src unit-stride
// along its columns) or an M/N-major one (src unit-stride along K, its rows).
template <class Scalar, class L, int NT>
void check_one_pointer_copy(index_t cols, index_t ld, index_t c0, int left) {
  constexpr int Rows = L::rows, Cols = L::cols;
  using Each = team::SlabCopy<Scalar, L, NT>;
  using One = team::SlabCopy<Scalar, L, NT, false, true>;
  static_assert(One::one_pointer && One::held == 1 && Each::held == Each::per_thread);
  const index_t rows = 2 * Rows + left;  // K: two whole slabs and a ragged one
  std::vector<Scalar> src(std::size_t((L::cols_unit ? rows : cols) * ld), Scalar(0));
  for (std::size_t i = 0; i < src.size(); ++i) src[i] = Scalar(int(i % 1013) + 1);
  const MatrixRef<const Scalar> ref = L::cols_unit
                                          ? MatrixRef<const Scalar>{src.data(), rows, cols, ld, 1}
                                          : MatrixRef<const Scalar>{src.data(), rows, cols, 1, ld};
  const index_t step = L::cols_unit ? Rows * ld : Rows;
  const bool inside = c0 + Cols <= cols;  // whole copies read only inside tiles
  for (int slab = 0; slab < 3; ++slab)
    for (bool whole : {true, false}) {
      if (whole && (slab == 2 || !inside)) continue;  // the last slab: copy_last, once
      // the same fill: a column slab's padding is written by neither
      std::vector<Scalar> each(L::elements, Scalar(-1)), one(L::elements, Scalar(-1));
      for (int t = 0; t < NT; ++t) {
        Each e;
        One o;
        e.start(t, ref, 0, c0);
        o.start(t, ref, 0, c0);
        for (int j = 0; j < slab; ++j) {
          e.advance(step);
          o.advance(step);
        }
        if (slab == 2) {
          e.copy_last(each.data(), left);
          o.copy_last(one.data(), left);
        } else if (whole) {
          e.template copy<true>(each.data());
          o.template copy<true>(one.data());
        } else {
          e.template copy<false>(each.data());
          o.template copy<false>(one.data());
        }
      }
      EXPECT_EQ(each, one) << "slab " << slab << (whole ? ", whole" : ", counted") << ", c0 " << c0;
    }
}

TEST(Multistage, OnePointerCopiesMatchAPointerAUnit) {
  // interior tiles (whole and counted copies alike) and tiles reaching past the last column
  using D16 = team::SlabLayout<double, 16, 128, true, 1>;
  check_one_pointer_copy<double, D16, 128>(300, 304, 0, 5);
  check_one_pointer_copy<double, D16, 128>(300, 304, 256, 5);
  check_one_pointer_copy<double, team::SlabLayout<double, 8, 64, true, 1>, 128>(70, 72, 64, 3);
  check_one_pointer_copy<float, team::SlabLayout<float, 8, 128, true, 1>, 256>(130, 132, 128, 7);
  check_one_pointer_copy<double, team::SlabLayout<double, 16, 64, true, 1, 4, true>, 128>(70, 72, 0,
                                                                                          11);
  // the tensor cores' column slabs (operands unit-stride along K), units columns apart
  using Columns = warp::MmaColumnSlab<8, 64>;
  check_one_pointer_copy<double, Columns, 128>(200, 24, 0, 5);
  check_one_pointer_copy<double, Columns, 128>(100, 24, 64, 3);  // 36 columns left
  check_one_pointer_copy<double, Columns, 128>(90, 22, 64, 1);   // 26 columns left
  check_one_pointer_copy<double, warp::MmaColumnSlab<16, 128>, 256>(150, 40, 128, 7);
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
