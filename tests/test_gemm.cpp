// tgemm::gemm against a higher-precision host reference: every variant x op(A), op(B) in
// {N, T, C} x storage {Left, Right, strided, mixed} x {float, double} x (alpha, beta) x
// shapes around and across the tile edges.

#include <tgemm/ladder/team_global.hpp>
#include <tgemm/ladder/team_scratch.hpp>
#include <tuple>

#include "support/gemm_check.hpp"

namespace tgemm::test {
namespace {

enum class Dtype { f32, f64 };
enum class StorageMix { left, right, strided, mixed };

// (A, B, C) storages for each mix (kStorageMixes, in this order); "mixed" also passes const A and
// B.
std::tuple<Storage, Storage, Storage, bool> storages(StorageMix s) {
  return kStorageMixes[int(s)];
}

using Param = std::tuple<Variant, char, char, StorageMix, Dtype>;

const GemmCase kShapes[] = {
    // m, n, k (op and scalars filled in per test)
    {'N', 'N', 0, 5, 7},      {'N', 'N', 5, 0, 7},      {'N', 'N', 6, 5, 0},  // empty dimensions
    {'N', 'N', 1, 1, 1},      {'N', 'N', 31, 33, 1},    {'N', 'N', 33, 31, 65},
    {'N', 'N', 65, 65, 33},   {'N', 'N', 1, 65, 31},    {'N', 'N', 64, 32, 64},
    {'N', 'N', 47, 1, 100},   {'N', 'N', 4500, 50, 50},  // tall-skinny
    {'N', 'N', 17, 19, 3000},                            // k far larger than m and n
};

class GemmVariants : public testing::TestWithParam<Param> {
 protected:
  template <class T>
  void run_all() {
    const auto [variant, ta, tb, mix, dtype] = GetParam();
    const auto [sa, sb, sc, const_inputs] = storages(mix);
    for (GemmCase g : kShapes) {
      for (const auto& s : kScalars) {
        g.ta = ta;
        g.tb = tb;
        g.alpha = s[0];
        g.beta = s[1];
        check_gemm<T>(g, sa, sb, sc, const_inputs,
                      [v = variant](char ta_, char tb_, T alpha, auto A, auto B, T beta, auto C) {
                        const char tra[2] = {ta_, 0}, trb[2] = {tb_, 0};
                        tgemm::gemm(ExecSpace(), tra, trb, alpha, A, B, beta, C, v);
                      });
        if (HasFatalFailure()) return;
      }
    }
  }
};

TEST_P(GemmVariants, MatchesHostReference) {
  if (std::get<4>(GetParam()) == Dtype::f32)
    run_all<float>();
  else
    run_all<double>();
}

std::string param_name(const testing::TestParamInfo<Param>& info) {
  const auto [variant, ta, tb, mix, dtype] = info.param;
  const char* mixes[] = {"left", "right", "strided", "mixed"};
  return std::string(to_string(variant)) + "_" + ta + tb + "_" + mixes[int(mix)] + "_" +
         (dtype == Dtype::f32 ? "float" : "double");
}

INSTANTIATE_TEST_SUITE_P(AllVariants, GemmVariants,
                         testing::Combine(testing::ValuesIn(all_variants),
                                          testing::Values('N', 'T', 'C'),
                                          testing::Values('N', 'T', 'C'),
                                          testing::Values(StorageMix::left, StorageMix::right,
                                                          StorageMix::strided, StorageMix::mixed),
                                          testing::Values(Dtype::f32, Dtype::f64)),
                         param_name);

// A NaN in A or B must not reach C when alpha == 0 (A and B are never read), and the
// lower-case and "C" spellings of the transposes are accepted.
TEST(GemmSemantics, AlphaZeroNeverReadsInputs) {
  for (Variant v : all_variants) {
    SCOPED_TRACE(to_string(v));
    Kokkos::View<double**, MemSpace> A("A", 9, 7), B("B", 7, 5), C("C", 9, 5);
    fill(A, std::numeric_limits<double>::quiet_NaN());
    fill(B, std::numeric_limits<double>::quiet_NaN());
    fill(C, 3.0);
    tgemm::gemm(ExecSpace(), "n", "n", 0.0, A, B, 0.5, C, v);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
    for (int i = 0; i < 9; ++i)
      for (int j = 0; j < 5; ++j) ASSERT_EQ(h(i, j), 1.5) << i << "," << j;
  }
}

// beta == -0 is beta == 0: C is never read, so NaN in it does not reach the result, with
// alpha 1 (the epilogue's plain copy) and alpha 2.
TEST(GemmSemantics, NegativeZeroBetaNeverReadsC) {
  for (Variant v : all_variants) {
    for (double alpha : {1.0, 2.0}) {
      SCOPED_TRACE(::testing::Message() << to_string(v) << " alpha " << alpha);
      const int m = 67, n = 45, k = 37;
      Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace> A("A", m, k), B("B", k, n), C("C", m, n);
      fill(A, 0.5);
      fill(B, 0.25);
      fill(C, std::numeric_limits<double>::quiet_NaN());
      tgemm::gemm(ExecSpace(), "N", "N", alpha, A, B, -0.0, C, v);
      auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) ASSERT_EQ(h(i, j), alpha * 0.125 * k) << i << "," << j;
    }
  }
}

// The team variants really run teams of several threads on backends that offer them, so a
// missing team_barrier() has a chance to show in the tests above.
TEST(GemmSemantics, TeamVariantsUseSeveralThreadsPerTeam) {
  const int max_team =
      Kokkos::TeamPolicy<ExecSpace>(1, Kokkos::AUTO)
          .team_size_max(ladder::TeamScratchKernel<ExecSpace, float, TileShape<32, 32, 32>, 1>{},
                         Kokkos::ParallelForTag());
  if (max_team < 2) GTEST_SKIP() << ExecSpace::name() << " offers teams of one thread only";
  EXPECT_GE((ladder::TeamScratch<>::team_size<ExecSpace, float>(ExecSpace())), 2);
  EXPECT_GE((ladder::TeamGlobal<>::team_size<ExecSpace, double>(ExecSpace())), 2);
}

}  // namespace
}  // namespace tgemm::test
