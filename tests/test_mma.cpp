// Rung 14, FP64 on tensor cores. warp::mma_f64_slab is run for all 32 lanes of a warp against
// a model of mma.m16n8k4 and m16n8k8 built from the PTX fragment tables (every lane's a, b and D
// values placed as the ISA says), so its addressing and its claim about which outputs each lane
// holds (team::MmaLanes) are checked on any backend; the lane grid is the one the
// epilogue reads. Then the kernels: on packed operands, split and stream-K, and in place with
// element copies, for every transpose and storage, edges and ragged slabs included. On a GPU
// with FP64 tensor cores these run the mma instructions, elsewhere the same tiles on FMAs.

// The model's lambdas are host code handed to a KOKKOS_INLINE_FUNCTION template: nvcc's
// device pass warns about the call, though only the host instantiation ever runs.
#if defined(__NVCC__)
#pragma nv_diag_suppress 20013, 20015
#endif

#include <array>
#include <random>
#include <set>
#include <tgemm/default_kernels.hpp>
#include <tgemm/team/warp_lanes.hpp>
#include <tgemm/warp/mma.hpp>
#include <vector>

#include "support/orientation_check.hpp"
#include "support/storage_sweep.hpp"

namespace tgemm::test {
namespace {

using Frag = warp::MmaF64Fragments;

// A lane's fragment values in one mma call.
template <int K>
struct Call {
  std::array<double, K / 2> a;
  std::array<double, K / 4> b;
};

// One warp's slab product, lane by lane: pass 1 records each lane's (a, b) per mma call in
// `calls` ([lane][call]); pass 2 runs every lane again, and call c adds to the lane's four D
// values what the 16 x 8 product of call c's A (16 x K) and B (K x 8), assembled from all
// lanes' recorded values as the PTX fragment tables place them, puts there. Returns each
// lane's accumulators; `hooks` counts after_first_loads() calls.
template <int BK, int LdA, int LdB, int PM, int PN, int K, bool AC, bool BC, bool AS>
std::vector<std::array<std::array<double, 4 * PN>, 2 * PM>> warp_slab(
    const std::vector<double>& a, const std::vector<double>& b, int& hooks,
    std::vector<std::vector<Call<K>>>& calls) {
  using Acc = double[2 * PM][4 * PN];
  calls.assign(32, {});
  hooks = 0;
  for (int lane = 0; lane < 32; ++lane) {
    Acc acc = {};
    warp::mma_f64_slab<BK, LdA, LdB, PM, PN, K, AC, BC, AS>(
        a.data(), b.data(), lane, acc,
        [&](double&, double&, double&, double&, const double(&x)[K / 2], const double(&y)[K / 4]) {
          Call<K> c;
          for (int i = 0; i < K / 2; ++i) c.a[i] = x[i];
          for (int i = 0; i < K / 4; ++i) c.b[i] = y[i];
          calls[lane].push_back(c);
        },
        [&] { ++hooks; });
  }
  std::vector<std::array<std::array<double, 4 * PN>, 2 * PM>> out(32);
  for (int lane = 0; lane < 32; ++lane) {
    Acc acc = {};
    std::size_t c = 0;
    warp::mma_f64_slab<BK, LdA, LdB, PM, PN, K, AC, BC, AS>(
        a.data(), b.data(), lane, acc,
        [&](double& d0, double& d1, double& d2, double& d3, const double(&)[K / 2],
            const double(&)[K / 4]) {
          double A[Frag::M][K] = {}, B[K][Frag::N] = {};
          for (int l = 0; l < 32; ++l) {
            for (int i = 0; i < K / 2; ++i)
              A[Frag::a_row(l, i)][Frag::a_col(l, i)] = calls[l].at(c).a[i];
            for (int i = 0; i < K / 4; ++i)
              B[Frag::b_row(l, i)][Frag::b_col(l, i)] = calls[l].at(c).b[i];
          }
          double* d[4] = {&d0, &d1, &d2, &d3};
          for (int i = 0; i < 4; ++i)
            for (int k = 0; k < K; ++k)
              *d[i] += A[Frag::d_row(lane, i)][k] * B[k][Frag::d_col(lane, i)];
          ++c;
        },
        [] {});
    EXPECT_EQ(c, calls[lane].size());
    for (int i = 0; i < 2 * PM; ++i)
      for (int j = 0; j < 4 * PN; ++j) out[lane][i][j] = acc[i][j];
  }
  return out;
}

// A slab of BK rows of 16 PM (A) and 16 PN (B) values, rows LdA (LdB) apart (AC, BC: a
// column slab, warp::MmaColumnSlab, instead), random; lane l's
// acc[bi * 2 + i][bj * 4 + j] must be the product's row MmaLanes::m(l) * 2 + 16 bi + i,
// column MmaLanes::n(l) * 4 + 16 bj + j: what rung 10's epilogue stores for it. Then slabs
// holding their own offsets show where each lane read: for every call and fragment value,
// the 8 lanes of a quarter-warp (one phase of a 16-byte load) read 8 different 16-byte bank
// groups, the padding's claim (MultistageMainloop). AS: A's column-slab values loaded one
// double at a time; the same values must reach the same fragments.
template <int BK, int LdA, int LdB, int PM, int PN, int K, bool AC = false, bool BC = false,
          bool AS = false>
void check_warp_slab() {
  SCOPED_TRACE(testing::Message() << "BK " << BK << ", warp tile " << 16 * PM << " x " << 16 * PN
                                  << ", K " << K << (AC ? ", A in columns" : "")
                                  << (BC ? ", B in columns" : "")
                                  << (AS ? ", A's values one at a time" : ""));
  using ColumnsA = warp::MmaColumnSlab<AC ? BK : 8, 16 * PM>;
  using ColumnsB = warp::MmaColumnSlab<BC ? BK : 8, 16 * PN>;
  // where value (k, r) of A and (k, c) of B lie; a K-major slab beside a column slab holds
  // its rows of k interleaved (team::SlabLayout)
  using Rows = team::SlabLayout<double, BK, 16, true, 1, 0, AC || BC>;
  auto at_a = [](int k, int r) {
    return std::size_t(AC ? ColumnsA::offset(k, r) : Rows::place(k) * LdA + r);
  };
  auto at_b = [](int k, int c) {
    return std::size_t(BC ? ColumnsB::offset(k, c) : Rows::place(k) * LdB + c);
  };
  std::mt19937_64 gen(fresh_seed());
  std::uniform_real_distribution<double> u(-1, 1);
  std::vector<double> a(std::size_t(AC ? ColumnsA::elements : BK * LdA)),
      b(std::size_t(BC ? ColumnsB::elements : BK * LdB));
  for (double& x : a) x = u(gen);
  for (double& x : b) x = u(gen);
  int hooks = 0;
  std::vector<std::vector<Call<K>>> calls;
  const auto acc = warp_slab<BK, LdA, LdB, PM, PN, K, AC, BC, AS>(a, b, hooks, calls);
  EXPECT_EQ(hooks, 32) << "after_first_loads once per lane";
  using Lanes = team::MmaLanes<8, 4>;
  double worst = 0;
  for (int lane = 0; lane < 32; ++lane)
    for (int bi = 0; bi < PM; ++bi)
      for (int i = 0; i < 2; ++i)
        for (int bj = 0; bj < PN; ++bj)
          for (int j = 0; j < 4; ++j) {
            const int r = Lanes::m(lane) * 2 + 16 * bi + i, c = Lanes::n(lane) * 4 + 16 * bj + j;
            double want = 0;
            for (int k = 0; k < BK; ++k) want += a[at_a(k, r)] * b[at_b(k, c)];
            worst = std::max(worst, std::abs(acc[lane][bi * 2 + i][bj * 4 + j] - want));
          }
  EXPECT_LT(worst, 1e-13);

  for (std::size_t i = 0; i < a.size(); ++i) a[i] = double(i);
  for (std::size_t i = 0; i < b.size(); ++i) b[i] = double(i);
  warp_slab<BK, LdA, LdB, PM, PN, K, AC, BC, AS>(a, b, hooks, calls);
  int conflicts = 0;
  for (std::size_t c = 0; c < calls[0].size(); ++c)
    for (int quarter = 0; quarter < 4; ++quarter) {
      auto distinct = [&](auto value_of) {
        std::set<int> groups;
        for (int l = 8 * quarter; l < 8 * quarter + 8; ++l) groups.insert(int(value_of(l)) / 2 % 8);
        return groups.size() == 8u;
      };
      for (int i = 0; i < K / 2; ++i)
        conflicts += !distinct([&](int l) { return calls[l][c].a[i]; });
      for (int i = 0; i < K / 4; ++i)
        conflicts += !distinct([&](int l) { return calls[l][c].b[i]; });
    }
  EXPECT_EQ(conflicts, 0) << "fragment loads sharing a bank group";
}

TEST(Mma, WarpSlabHoldsEachLanesShareOfTheProduct) {
  check_warp_slab<4, 36, 68, 2, 4, 4>();   // 32 x 64 warp tiles, rows padded by 4
  check_warp_slab<8, 68, 36, 4, 2, 4>();   // 64 x 32
  check_warp_slab<16, 20, 20, 1, 1, 4>();  // 16 x 16, several k steps
  check_warp_slab<8, 36, 68, 2, 4, 8>();   // m16n8k8
  check_warp_slab<16, 20, 36, 1, 2, 8>();
  // operands unit-stride along K in column slabs; K-major rows then interleaved
  check_warp_slab<8, 0, 0, 2, 4, 8, true, true>();
  check_warp_slab<8, 0, 68, 2, 4, 8, true, false>();
  check_warp_slab<8, 36, 0, 2, 4, 8, false, true>();
  check_warp_slab<16, 20, 0, 1, 2, 8, false, true>();  // pairs 12 apart, two products
  check_warp_slab<16, 0, 0, 4, 1, 8, true, true>();
  check_warp_slab<8, 0, 68, 2, 4, 4, true, false>();  // K = 4: the even values, then the odd
  check_warp_slab<16, 36, 0, 2, 2, 4, false, true>();
  check_warp_slab<8, 0, 0, 1, 1, 4, true, true>();
  // A's column-slab values one double at a time
  check_warp_slab<8, 0, 0, 2, 4, 8, true, true, true>();
  check_warp_slab<16, 0, 68, 4, 1, 8, true, false, true>();
  check_warp_slab<8, 0, 0, 1, 1, 4, true, true, true>();
  check_warp_slab<8, 36, 0, 2, 4, 8, false, true, true>();  // no A columns: no effect
}

// A column slab holds each of its values once, a column's pairs of k in 16-byte units.
TEST(Mma, ColumnSlabPlacesEachValueOnce) {
  auto check = [](auto slab) {
    using S = decltype(slab);
    std::set<int> seen;
    for (int k = 0; k < S::rows; ++k)
      for (int c = 0; c < S::cols; ++c) {
        const int o = S::offset(k, c);
        EXPECT_TRUE(o >= 0 && o < S::elements) << k << ", " << c;
        EXPECT_EQ(o % 2, k % 2);
        EXPECT_EQ(S::offset(k - k % 2, c) + k % 2, o);
        seen.insert(o);
        // offsets add up over columns split at a multiple of h
        if (c >= S::h) {
          EXPECT_EQ(o, S::offset(0, c - c % S::h) + S::offset(k, c % S::h));
        }
      }
    EXPECT_EQ(seen.size(), std::size_t(S::rows * S::cols));
  };
  check(warp::MmaColumnSlab<8, 64>{});
  check(warp::MmaColumnSlab<16, 32>{});
  check(warp::MmaColumnSlab<24, 16>{});
}

// MmaLanes gives each lane its own cell of the 8 x 4 grid, and a lane's D values (rows g
// and g + 8 of its group g, columns 2 q and 2 q + 1 of each 16 x 8 block) are the ones the
// grid assigns it.
TEST(Mma, LaneGridIsTheTensorCoresDLayout) {
  using Lanes = team::MmaLanes<8, 4>;
  EXPECT_TRUE((team::covers_grid<Lanes, 8, 4>()));
  for (int lane = 0; lane < 32; ++lane)
    for (int i = 0; i < 4; ++i) {
      EXPECT_EQ(Frag::d_row(lane, i) % 8, Lanes::m(lane));
      EXPECT_EQ(Frag::d_col(lane, i) / 2, Lanes::n(lane));
    }
}

// Small tiles, so the host backends' 32 KiB of team scratch hold them: 32 x 32 warp tiles
// (4 x 8 per lane), four warps, BK 8; and one warp of 32 x 64 (4 x 16), BK 4.
template <int Stages, bool Transposing = false, bool Rolled = false, int K = 4,
          bool AScalars = false>
using SmallMmaFamily = mainloop::MultistageMma<Tile{.bm = 64,
                                                    .bn = 64,
                                                    .bk = 8,
                                                    .tm = 4,
                                                    .tn = 8,
                                                    .warps_m = 2,
                                                    .teams_per_sm = 1,
                                                    .stages = Stages,
                                                    .transposing = Transposing,
                                                    .rolled = Rolled,
                                                    .mma_k = K,
                                                    .a_scalar_loads = AScalars}>;
using WarpMmaFamily = mainloop::MultistageMma<Tile{.bm = 32,
                                                   .bn = 64,
                                                   .bk = 4,
                                                   .tm = 4,
                                                   .tn = 16,
                                                   .warps_m = 1,
                                                   .teams_per_sm = 1,
                                                   .stages = 4,
                                                   .rolled = true}>;

const GemmCase kShapes[] = {
    {'N', 'N', 128, 192, 64}, {'N', 'N', 131, 73, 37},  {'N', 'N', 64, 64, 8},
    {'N', 'N', 7, 5, 3},      {'N', 'N', 200, 67, 100}, {'N', 'N', 33, 130, 129},
};

template <class Fam>
void check_packed_mma() {
  check_every_storage<double>(
      kShapes, {1, 3}, [](double alpha, const auto& p, double beta, index_t slices) {
        device::Gemm<Fam, schedule::SplitK, operands::Packed>::template run<ExecSpace, double>(
            ExecSpace(), alpha, p.a, p.b, beta, p.c, {.slices = slices});
      });
}

TEST(Mma, PackedMatchesReference) {
  check_packed_mma<SmallMmaFamily<2>>();
  check_packed_mma<SmallMmaFamily<3, false, true>>();
  check_packed_mma<SmallMmaFamily<2, false, false, 8>>();
  check_packed_mma<WarpMmaFamily>();
}

TEST(Mma, PackedStreamKMatchesReference) {
  check_every_storage<double>(
      kShapes, {2, 3, 5}, [](double alpha, const auto& p, double beta, index_t resident) {
        device::Gemm<SmallMmaFamily<3, false, true>, schedule::StreamK,
                     operands::Packed>::template run<ExecSpace, double>(ExecSpace(), alpha, p.a,
                                                                        p.b, beta, p.c,
                                                                        {.resident_teams =
                                                                             resident});
      });
}

// In place: operands unit-stride along K are copied element by element into K-major rows,
// so every orientation multiplies on the tensor cores.
const GemmCase kAlignedShapes[] = {
    {'N', 'N', 128, 192, 64}, {'N', 'N', 132, 72, 36}, {'N', 'N', 64, 64, 8},
    {'N', 'N', 200, 68, 100}, {'N', 'N', 36, 44, 52},
};
TEST(Mma, InPlaceTransposingMatchesReference) {
  check_every_orientation<double, SmallMmaFamily<3, true, true>>(kAlignedShapes, true);
  check_every_orientation<double, SmallMmaFamily<2, true, true, 8>>(kAlignedShapes, true);
}

// In place without transposing (BK 8): operands unit-stride along K are copied 16 bytes at a
// time into column slabs, which the tensor cores read as they lie, mma_k 8 or 4; K-major
// operands beside them take their rows of k interleaved.
TEST(Mma, InPlaceColumnSlabsMatchReference) {
  check_every_orientation<double, SmallMmaFamily<3, false, true, 8>>(kAlignedShapes, true);
  check_every_orientation<double, SmallMmaFamily<2, false, false, 8>>(kAlignedShapes, true);
  check_every_orientation<double, SmallMmaFamily<3, false, true, 4>>(kAlignedShapes, true);
  // A's column-slab values loaded one double at a time (Tile's a_scalar_loads)
  check_every_orientation<double, SmallMmaFamily<3, false, true, 8, true>>(kAlignedShapes, true);
  check_every_orientation<double, SmallMmaFamily<2, false, false, 4, true>>(kAlignedShapes, true);
}

// In place with unit-stride operands that allow no aligned 16-byte access (odd leading
// dimensions, windows): their units copied by element, still on the tensor cores.
TEST(Mma, InPlaceUnalignedMatchesReference) {
  const GemmCase shapes[] = {
      {'N', 'N', 67, 45, 37}, {'N', 'N', 131, 73, 50}, {'N', 'N', 36, 44, 52}};
  check_unaligned<double, SmallMmaFamily<3, true, true>>(shapes);
  check_unaligned<double, SmallMmaFamily<2, true, true, 8>>(shapes);
  check_unaligned<double, SmallMmaFamily<3, false, true, 8>>(shapes);
  check_unaligned<double, SmallMmaFamily<3, false, true, 8, true>>(shapes);
}

// The variant's own configuration, every transpose and storage, on its stream-K driver.
TEST(Mma, DefaultConfigurationMatchesReference) {
  check_every_storage<double>(
      kShapes, {0, 3}, [](double alpha, const auto& p, double beta, index_t resident) {
        DefaultKernels<double>::team_mma::template run<ExecSpace, double>(
            ExecSpace(), alpha, p.a, p.b, beta, p.c, {.resident_teams = resident});
      });
}

TEST(Mma, NamedWithItsMainloop) {
  EXPECT_EQ((DefaultKernels<double>::team_mma::name()),
            "team_stream_k<team_packed<team_multistage<128x128x4,TM4,TN16,WM4,B1,S3,P2x4,R,M4>>>");
  EXPECT_EQ((SmallMmaFamily<3, true, true>::name()),
            "team_multistage<64x64x8,TM4,TN8,WM2,B1,S3,P2x2,T,R,M4>");
  EXPECT_EQ((SmallMmaFamily<2, false, false, 8>::name()),
            "team_multistage<64x64x8,TM4,TN8,WM2,B1,S2,P2x2,M8>");
  EXPECT_EQ((SmallMmaFamily<3, false, true, 8, true>::name()),
            "team_multistage<64x64x8,TM4,TN8,WM2,B1,S3,P2x2,R,M8,A1>");
}

}  // namespace
}  // namespace tgemm::test
