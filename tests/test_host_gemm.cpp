// The CPU mainloop (device::HostGemm: micro-kernel, packed panels, host schedule) against the
// higher-precision reference, on host execution spaces: blocks small enough that every shape
// crosses MR, NR, MC, NC and KC edges; every transpose; column- and row-major, strided and
// unaligned windowed storage; NaN-poisoned C with beta = 0; forced K slices; operands read in
// place and packed; products on the calling thread and on the team schedule; one thread and
// all of them; and the batched path (one matrix per thread).

#include <span>
#include <tgemm/batched_gemm.hpp>
#include <tgemm/device/host_gemm.hpp>
#include <tgemm/schedule/host_tiles.hpp>
#include <utility>

#include "support/gemm_check.hpp"

namespace tgemm::test {
namespace {

constexpr bool kHost = Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible;

// Deliberately small blocks: a 16-row micro-kernel (one AVX-512 float vector, two of
// doubles), 3 columns, and MC, NC, KC a few panels each, so modest shapes cross every edge.
constexpr CpuTile kSmall{.mr = 16, .nr = 3, .mc = 32, .nc = 9, .kc = 7};
// A block as the tuning candidates have it (AVX2-sized), for the in-place paths.
constexpr CpuTile kTypical{.mr = 16, .nr = 6, .mc = 64, .nc = 96, .kc = 64};
// The AVX-512 FP64 candidate's blocks, for the in-place rule's bound on KC.
constexpr CpuTile kAvx512Double{.mr = 16, .nr = 14, .mc = 240, .nc = 504, .kc = 256};

const GemmCase kEdgeShapes[] = {
    {'N', 'N', 1, 1, 1},    {'N', 'N', 15, 2, 6},   {'N', 'N', 17, 4, 8},  {'N', 'N', 33, 10, 15},
    {'N', 'N', 47, 19, 22}, {'N', 'N', 70, 31, 50}, {'N', 'N', 5, 40, 29}, {'N', 'N', 64, 9, 14},
};

// Shapes past the calling-thread limit (65536 multiply-adds a thread), so the team schedule
// runs them: row blocks, column blocks, and slices of K for a wide K.
const GemmCase kParallelShapes[] = {
    {'N', 'N', 300, 200, 100},  // rows and columns
    {'N', 'N', 30, 20, 9000},   // rows in one MC block, K wide: K slices
    {'N', 'N', 1000, 7, 64},    // tall-skinny
    {'N', 'N', 9, 700, 48},     // short-wide
};

template <CpuTile T, class Scalar, class Space>
void check_host_gemm(const Space& space, std::span<const GemmCase> shapes, int slices_max) {
  int shape = 0;
  for (GemmCase g : shapes) {
    const auto& s = kScalars[shape++ % std::size(kScalars)];
    g.alpha = s[0] == 0 ? 1.5 : s[0];  // alpha = 0 never reaches a kernel (tgemm::gemm scales C)
    g.beta = s[1];
    for (char ta : {'N', 'T'})
      for (char tb : {'N', 'T'})
        for (const auto& [sa, sb, sc, const_inputs] : kStorageMixes)
          for (index_t slices = 1; slices <= slices_max; slices += 2) {
            g.ta = ta;
            g.tb = tb;
            check_gemm<Scalar>(
                g, sa, sb, sc, const_inputs,
                [&](char ta_, char tb_, Scalar alpha, auto A, auto B, Scalar beta, auto C) {
                  const char tra[2] = {ta_, 0}, trb[2] = {tb_, 0};
                  const auto p = device::make_problem(tra, trb, A, B, C);
                  device::HostGemm<T>::template run<Space, Scalar>(
                      space, alpha, p.a, p.b, beta, p.c, {.slices = slices == 1 ? 0 : slices});
                });
            if (testing::Test::HasFailure()) return;
          }
  }
}

TEST(HostGemm, EdgesOfEveryBlockFloat) {
  if (!kHost) GTEST_SKIP() << "the CPU mainloop runs on host execution spaces";
  check_host_gemm<kSmall, float>(ExecSpace(), kEdgeShapes, 3);
}
TEST(HostGemm, EdgesOfEveryBlockDouble) {
  if (!kHost) GTEST_SKIP() << "the CPU mainloop runs on host execution spaces";
  check_host_gemm<kSmall, double>(ExecSpace(), kEdgeShapes, 3);
}
TEST(HostGemm, TeamScheduleFloat) {
  if (!kHost) GTEST_SKIP() << "the CPU mainloop runs on host execution spaces";
  check_host_gemm<kTypical, float>(ExecSpace(), kParallelShapes, 1);
  check_host_gemm<kSmall, float>(ExecSpace(), std::span(kParallelShapes).first(2), 3);
}
TEST(HostGemm, TeamScheduleDouble) {
  if (!kHost) GTEST_SKIP() << "the CPU mainloop runs on host execution spaces";
  check_host_gemm<kTypical, double>(ExecSpace(), kParallelShapes, 1);
  check_host_gemm<kSmall, double>(ExecSpace(), std::span(kParallelShapes).first(2), 3);
}

// Register blocks of the AVX-512 candidates' sizes (MC, NC and KC cut down, so the blocks and K
// have edges too) over C whose rows and columns leave edge panels of every width
// (thread::with_edge_width: a quarter, half, one vector, whole vectors; 1, 2, 4, 8 columns) and
// narrow C both ways round (HostGemm::transposed: the narrow side along NR or MR by the wide
// operand's orientation, which the transposes below vary).
constexpr CpuTile kWideFloat{.mr = 32, .nr = 12, .mc = 64, .nc = 48, .kc = 24};
constexpr CpuTile kTallFloat{.mr = 48, .nr = 8, .mc = 96, .nc = 32, .kc = 24};
constexpr CpuTile kWideDouble{.mr = 16, .nr = 14, .mc = 32, .nc = 28, .kc = 24};
constexpr CpuTile kTallDouble{.mr = 24, .nr = 8, .mc = 48, .nc = 32, .kc = 24};

const GemmCase kEdgeWidthShapes[] = {
    {'N', 'N', 1, 1, 7},    {'N', 'N', 2, 3, 50},   {'N', 'N', 3, 70, 31},  {'N', 'N', 5, 40, 60},
    {'N', 'N', 9, 2, 33},   {'N', 'N', 17, 5, 26},  {'N', 'N', 31, 11, 49}, {'N', 'N', 33, 13, 70},
    {'N', 'N', 40, 25, 5},  {'N', 'N', 47, 9, 48},  {'N', 'N', 65, 1, 30},  {'N', 'N', 70, 31, 50},
    {'N', 'N', 4, 100, 27}, {'N', 'N', 100, 4, 27}, {'N', 'N', 2, 90, 64},  {'N', 'N', 90, 2, 64},
    {'N', 'N', 8, 8, 8},    {'N', 'N', 16, 24, 50}, {'N', 'N', 20, 20, 20}, {'N', 'N', 6, 200, 300},
};

TEST(HostGemm, EdgePanelsOfEveryWidthFloat) {
  if (!kHost) GTEST_SKIP() << "the CPU mainloop runs on host execution spaces";
  check_host_gemm<kWideFloat, float>(ExecSpace(), kEdgeWidthShapes, 3);
  check_host_gemm<kTallFloat, float>(ExecSpace(), kEdgeWidthShapes, 1);
}
TEST(HostGemm, EdgePanelsOfEveryWidthDouble) {
  if (!kHost) GTEST_SKIP() << "the CPU mainloop runs on host execution spaces";
  check_host_gemm<kWideDouble, double>(ExecSpace(), kEdgeWidthShapes, 3);
  check_host_gemm<kTallDouble, double>(ExecSpace(), kEdgeWidthShapes, 1);
}

// Blocks as the schedule sizes them: every row and column of C in exactly one team's block,
// whole panels, K slices covering K, and threads idle only where C has too few panels.
TEST(HostGemm, BlocksCoverC) {
  for (index_t threads : {1, 2, 3, 8, 64})
    for (const GemmCase& g : kParallelShapes) {
      const auto b = schedule::host_blocks<kTypical>(g.m, g.n, g.k, threads, 0);
      SCOPED_TRACE(testing::Message() << g.m << "x" << g.n << "x" << g.k << " on " << threads);
      EXPECT_EQ(b.nc % kTypical.nr, 0);
      EXPECT_LE(b.nc, kTypical.nc);
      EXPECT_LE(b.mc, kTypical.mc);
      EXPECT_EQ(b.mc % kTypical.mr, 0);
      EXPECT_GE(b.tiles_m * b.rows, g.m);
      EXPECT_LT((b.tiles_m - 1) * b.rows, g.m);
      EXPECT_GE((b.tiles / b.tiles_m) * b.nc, g.n);
      EXPECT_GE(b.slices * b.k_chunk, g.k);
      EXPECT_LT((b.slices - 1) * b.k_chunk, g.k);
      EXPECT_LE(b.kc, kTypical.kc);
      if (threads == 1) {
        EXPECT_EQ(b.slices, 1);
      }
      // Every thread has a block where C's row panels alone would give each one.
      EXPECT_GE(b.tiles * b.slices, std::min(threads, (g.m + kTypical.mr - 1) / kTypical.mr));
    }
  // K is sliced where the rows fit one MC block and the columns leave threads idle.
  const auto wide_k = schedule::host_blocks<kTypical>(30, 20, 9000, 8, 0);
  EXPECT_GT(wide_k.slices, 1);
  EXPECT_EQ(wide_k.tiles, 1);
}

// Operands read in place only where a packed value would serve few micro-kernel calls and the
// re-reads stay compact (schedule::read_in_place): A (unit stride along M) whose steps of K
// lie over 4 KB apart is packed where C is more than one panel wide; read once (C one panel
// wide), it stays in place while the slab of B its calls stream is within 12 KB; a transposed
// A is packed; B alike along K, by C's rows.
TEST(HostGemm, ReadsInPlaceOnlyCompactOperands) {
  // kTypical: MR 16, NR 6 (C of 30 columns is 5 panels, of 5 one)
  auto in_place = [](index_t m, index_t n, MatrixRef<const double> A, MatrixRef<const double> B) {
    auto b = schedule::host_blocks<kTypical>(m, n, 100, 1, 0);
    schedule::read_in_place<kTypical>(b, A, B);
    return std::pair{b.direct_a, b.direct_b};
  };
  auto col_major = [](index_t rows, index_t cols, index_t ld) {
    return MatrixRef<const double>{nullptr, rows, cols, 1, ld};
  };
  auto row_major = [](index_t rows, index_t cols, index_t ld) {
    return MatrixRef<const double>{nullptr, rows, cols, ld, 1};
  };
  // Compact: both in place.
  EXPECT_EQ(in_place(64, 30, col_major(64, 100, 64), col_major(100, 30, 100)),
            std::pair(true, true));
  // A's leading dimension at a page (512 doubles) and past it.
  EXPECT_TRUE(in_place(64, 30, col_major(64, 100, 512), col_major(100, 30, 100)).first);
  EXPECT_FALSE(in_place(64, 30, col_major(64, 100, 513), col_major(100, 30, 100)).first);
  EXPECT_FALSE(in_place(1000, 30, col_major(1000, 100, 1000), col_major(100, 30, 100)).first);
  // Read once: C one panel wide, its slab of B (columns x KC) within 12 KB.
  EXPECT_TRUE(in_place(1000, 5, col_major(1000, 100, 1000), col_major(100, 5, 100)).first);
  auto wide_a_in_place = [&](index_t n) {
    auto b = schedule::host_blocks<kAvx512Double>(16000, n, 300, 1, 0);  // KC 256
    schedule::read_in_place<kAvx512Double>(b, col_major(16000, 300, 16000), col_major(300, n, 300));
    return b.direct_a;
  };
  EXPECT_TRUE(wide_a_in_place(4));    // 8 KB
  EXPECT_FALSE(wide_a_in_place(13));  // 26 KB
  // A transposed (unit stride along K) is packed.
  EXPECT_FALSE(in_place(64, 30, row_major(64, 100, 100), col_major(100, 30, 100)).first);
  // B along K: unit stride in place; a page apart packed, unless C's rows are one panel.
  EXPECT_TRUE(in_place(64, 30, col_major(64, 100, 64), col_major(100, 30, 4000)).second);
  EXPECT_FALSE(in_place(64, 30, col_major(64, 100, 64), row_major(100, 30, 600)).second);
  EXPECT_TRUE(in_place(64, 30, col_major(64, 100, 64), row_major(100, 30, 300)).second);
  EXPECT_TRUE(in_place(10, 30, col_major(10, 100, 10), row_major(100, 30, 600)).second);
  // C too large to read either in place: packed whatever the strides.
  EXPECT_EQ(in_place(500, 500, col_major(500, 100, 500), col_major(100, 500, 100)),
            std::pair(false, false));
}

// Shapes whose operands lie over 4 KB apart along K in some transposes and storages, and are
// then packed (read_in_place): C tall and a few panels wide, and short and wide.
TEST(HostGemm, LongLeadingDimensions) {
  if (!kHost) GTEST_SKIP() << "the CPU mainloop runs on host execution spaces";
  const GemmCase shapes[] = {{'N', 'N', 700, 20, 40}, {'N', 'N', 100, 600, 30}};
  check_host_gemm<kTypical, double>(ExecSpace(), shapes, 1);
  check_host_gemm<kTypical, float>(ExecSpace(), std::span(shapes).first(1), 1);
}

#if defined(KOKKOS_ENABLE_OPENMP)
// One thread (an OpenMP instance of one) and all of them give the reference's result: the
// bench's one-thread rows run this way.
TEST(HostGemm, OneThreadInstance) {
  if constexpr (std::is_same_v<ExecSpace, Kokkos::OpenMP>) {
    const Kokkos::OpenMP one(1);
    ASSERT_EQ(one.concurrency(), 1);
    check_host_gemm<kTypical, float>(one, std::span(kParallelShapes).first(2), 1);
    check_host_gemm<kTypical, double>(one, std::span(kParallelShapes).first(2), 1);
  } else {
    GTEST_SKIP() << "the default space is not OpenMP";
  }
}
#endif

// auto on a host space runs the CPU mainloop on every transpose and layout, alpha = 0
// included; ragged shapes around its default blocks.
TEST(HostGemm, AutoAcrossSizes) {
  if (!kHost) GTEST_SKIP() << "the CPU mainloop runs on host execution spaces";
  const GemmCase shapes[] = {{'N', 'N', 63, 65, 64},
                             {'N', 'N', 129, 97, 383},
                             {'N', 'N', 513, 250, 77},
                             {'N', 'N', 4, 1030, 9}};
  for (GemmCase g : shapes)
    for (const auto& s : kScalars)
      for (char ta : {'N', 'T'})
        for (char tb : {'N', 'T'}) {
          g.ta = ta;
          g.tb = tb;
          g.alpha = s[0];
          g.beta = s[1];
          for (const auto& [sa, sb, sc, const_inputs] : kStorageMixes)
            check_gemm<double>(
                g, sa, sb, sc, const_inputs,
                [&](char ta_, char tb_, double alpha, auto A, auto B, double beta, auto C) {
                  const char tra[2] = {ta_, 0}, trb[2] = {tb_, 0};
                  tgemm::gemm(ExecSpace(), tra, trb, alpha, A, B, beta, C);
                });
          if (testing::Test::HasFailure()) return;
        }
}

// The batched path on a host space (one matrix per thread), row- and column-major batches,
// every transpose, beta = 0 over NaN-poisoned C; each matrix against the reference.
template <class T, class Layout>
void check_host_batched(index_t nb, index_t m, index_t n, index_t k, char ta, char tb,
                        T beta = T(0)) {
  using V = Kokkos::View<T***, Layout, MemSpace>;
  const std::uint64_t seed = fresh_seed();
  SCOPED_TRACE(testing::Message() << nb << " x " << m << "x" << n << "x" << k << " " << ta << tb
                                  << " beta " << beta << " seed " << seed);
  V A("A", nb, ta == 'N' ? m : k, ta == 'N' ? k : m),
      B("B", nb, tb == 'N' ? k : n, tb == 'N' ? n : k), C("C", nb, m, n);
  auto ha = Kokkos::create_mirror_view(A), hb = Kokkos::create_mirror_view(B),
       hc = Kokkos::create_mirror_view(C);
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  for (std::size_t i = 0; i < ha.span(); ++i) ha.data()[i] = T(u(gen));
  for (std::size_t i = 0; i < hb.span(); ++i) hb.data()[i] = T(u(gen));
  // beta == 0 over NaN: C must not be read; otherwise C's values enter the result.
  for (std::size_t i = 0; i < hc.span(); ++i)
    hc.data()[i] = beta == T(0) ? std::numeric_limits<T>::quiet_NaN() : T(u(gen));
  const auto c0 = Kokkos::create_mirror(hc);
  Kokkos::deep_copy(c0, hc);
  Kokkos::deep_copy(A, ha);
  Kokkos::deep_copy(B, hb);
  Kokkos::deep_copy(C, hc);
  const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
  tgemm::batched_gemm(ExecSpace(), tra, trb, T(0.5), A, B, beta, C);
  Kokkos::deep_copy(hc, C);
  double worst = 0;
  for (index_t b = 0; b < nb; ++b) {
    long double err2 = 0, ref2 = 0;
    for (index_t i = 0; i < m; ++i)
      for (index_t j = 0; j < n; ++j) {
        long double s = 0;
        for (index_t p = 0; p < k; ++p)
          s += (long double)(ta == 'N' ? ha(b, i, p) : ha(b, p, i)) *
               (long double)(tb == 'N' ? hb(b, p, j) : hb(b, j, p));
        s = 0.5L * s + (beta == T(0) ? 0.0L : (long double)beta * (long double)c0(b, i, j));
        const long double d = (long double)hc(b, i, j) - s;
        err2 += std::isfinite(double(hc(b, i, j))) ? d * d : 1e30L;
        ref2 += s * s;
      }
    worst = std::max(worst, double(std::sqrt(err2 / ref2)));
  }
  EXPECT_LE(worst, normwise_tolerance<T>(k));
}

TEST(HostGemm, BatchedOneMatrixPerThread) {
  for (char ta : {'N', 'T'})
    for (char tb : {'N', 'T'}) {
      check_host_batched<float, Kokkos::LayoutRight>(37, 16, 16, 16, ta, tb);
      check_host_batched<double, Kokkos::LayoutRight>(23, 33, 17, 40, ta, tb);
      check_host_batched<float, Kokkos::LayoutLeft>(19, 20, 65, 31, ta, tb);
      check_host_batched<double, Kokkos::LayoutLeft>(3, 70, 45, 130, ta, tb);  // fewer than threads
    }
}

// Small matrices (one pass over K, operands read in place, C combined in registers): sizes
// that fill whole register blocks and sizes that leave edges in both directions, both
// layouts, every transpose, beta = 0 over NaN and beta != 0.
TEST(HostGemm, BatchedSmallMatrices) {
  for (char ta : {'N', 'T'})
    for (char tb : {'N', 'T'})
      for (int beta : {0, 1}) {
        const float bf = beta ? -0.75f : 0.0f;
        const double bd = beta ? 1.25 : 0.0;
        check_host_batched<float, Kokkos::LayoutRight>(41, 32, 32, 32, ta, tb, bf);
        check_host_batched<float, Kokkos::LayoutLeft>(41, 64, 48, 64, ta, tb, bf);
        check_host_batched<float, Kokkos::LayoutRight>(29, 17, 9, 5, ta, tb, bf);
        check_host_batched<float, Kokkos::LayoutLeft>(29, 50, 23, 1, ta, tb, bf);
        check_host_batched<double, Kokkos::LayoutRight>(41, 16, 16, 16, ta, tb, bd);
        check_host_batched<double, Kokkos::LayoutLeft>(41, 32, 32, 32, ta, tb, bd);
        check_host_batched<double, Kokkos::LayoutRight>(29, 7, 31, 19, ta, tb, bd);
        check_host_batched<double, Kokkos::LayoutLeft>(29, 64, 64, 64, ta, tb, bd);
        if (testing::Test::HasFailure()) return;
      }
}

}  // namespace
}  // namespace tgemm::test
