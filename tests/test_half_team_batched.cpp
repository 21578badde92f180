// Half and bfloat16 inputs through tgemm::batched_gemm and the team-level tgemm::TeamGemm:
// every type pair, every transpose, batch-first Views in LayoutRight and LayoutLeft, subviews
// inside a user's own TeamPolicy kernel; argument errors.
//
// The bound is test_half_gemm.cpp's: the inputs are rounded to In once and the double
// reference multiplies those values, products of 16-bit values are exact in fp32, k sums in
// fp32 err by at most (k + 4) 2^-23 S with S = |alpha| sum_l |a_il b_lj| + |beta c_ij|, and
// rounding into C adds u_C |ref| (2^-11 half, 2^-8 bfloat16, 2^-24 float) plus C's smallest
// normal. Where Kokkos has no 16-bit types of its own, half_t and bhalf_t are float and these
// are float GEMMs held to the same bound.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <tgemm/batched_gemm.hpp>
#include <tgemm/device/launch.hpp>
#include <tgemm/team_gemm.hpp>
#include <vector>

#include "support/half_bound.hpp"

namespace tgemm::test {
namespace {

using Exec = Kokkos::DefaultExecutionSpace;
using Mem = Exec::memory_space;

// A batch of `count` rows x cols matrices of T, batch index first, with the values as the
// device holds them (double, [b][i][j] row-major on the host).
template <class T, class Layout>
struct Batch {
  Kokkos::View<T***, Layout, Mem> view;
  index_t count, rows, cols;
  Batch(index_t b, index_t r, index_t c) : view("batch", b, r, c), count(b), rows(r), cols(c) {}
  index_t at(index_t b, index_t i, index_t j) const { return (b * rows + i) * cols + j; }
  template <class F>
  std::vector<double> set(F&& f) {
    auto h = Kokkos::create_mirror_view(view);
    std::vector<double> v(count * rows * cols);
    for (index_t b = 0; b < count; ++b)
      for (index_t i = 0; i < rows; ++i)
        for (index_t j = 0; j < cols; ++j) {
          h(b, i, j) = T(float(f(b, i, j)));
          v[at(b, i, j)] = double(float(h(b, i, j)));  // the value the device holds
        }
    Kokkos::deep_copy(view, h);
    return v;
  }
  std::vector<double> get() const {
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), view);
    std::vector<double> v(count * rows * cols);
    for (index_t b = 0; b < count; ++b)
      for (index_t i = 0; i < rows; ++i)
        for (index_t j = 0; j < cols; ++j) v[at(b, i, j)] = double(float(h(b, i, j)));
    return v;
  }
};

// Checks every element of C_b against alpha op(A_b) op(B_b) + beta C0_b; returns the number
// outside the bound and describes the first in `first`.
template <class Out>
int count_bad(index_t count, index_t m, index_t n, index_t k, double alpha, double beta,
              const auto& opa, const auto& opb, const auto& c0, const auto& got,
              std::string& first) {
  int bad = 0;
  for (index_t b = 0; b < count; ++b)
    for (index_t i = 0; i < m; ++i)
      for (index_t j = 0; j < n; ++j) {
        double dot = 0, mag = 0;
        for (index_t l = 0; l < k; ++l) {
          const double p = opa(b, i, l) * opb(b, l, j);
          dot += p;
          mag += std::abs(p);
        }
        const double cij = c0(b, i, j);
        const double ref = alpha * dot + (beta == 0 ? 0.0 : beta * cij);
        const double S = std::abs(alpha) * mag + (beta == 0 ? 0.0 : std::abs(beta * cij));
        const double bound = half_bound<Out>(k, S, ref);
        const double y = got(b, i, j);
        if (!(std::abs(y - ref) <= bound) && bad++ == 0)
          first = "C(" + std::to_string(b) + "," + std::to_string(i) + "," + std::to_string(j) +
                  ") = " + std::to_string(y) + ", reference " + std::to_string(ref) + ", bound " +
                  std::to_string(bound);
      }
  return bad;
}

// One batched case with fresh inputs; C poisoned with NaN where beta == 0.
template <class In, class Out, class Layout, class Config = void>
void check_batched(index_t count, index_t m, index_t n, index_t k, char ta, char tb, float alpha,
                   float beta) {
  const std::uint64_t s = fresh_seed();
  std::mt19937_64 gen(s);
  std::uniform_real_distribution<double> dist(-1, 1);
  Batch<In, Layout> A(count, ta == 'N' ? m : k, ta == 'N' ? k : m);
  Batch<In, Layout> B(count, tb == 'N' ? k : n, tb == 'N' ? n : k);
  Batch<Out, Layout> C(count, m, n);
  const auto a = A.set([&](auto...) { return dist(gen); });
  const auto b = B.set([&](auto...) { return dist(gen); });
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const auto c0 = C.set([&](auto...) { return beta == 0 ? nan : dist(gen); });
  const std::string ta_s(1, ta), tb_s(1, tb);
  if constexpr (std::is_void_v<Config>)
    tgemm::batched_gemm(Exec(), ta_s.c_str(), tb_s.c_str(), alpha, A.view, B.view, beta, C.view);
  else
    tgemm::batched_gemm<Config>(Exec(), ta_s.c_str(), tb_s.c_str(), alpha, A.view, B.view, beta,
                                C.view);
  Kokkos::fence();
  const auto got = C.get();
  auto opa = [&](index_t q, index_t i, index_t l) {
    return ta == 'N' ? a[A.at(q, i, l)] : a[A.at(q, l, i)];
  };
  auto opb = [&](index_t q, index_t l, index_t j) {
    return tb == 'N' ? b[B.at(q, l, j)] : b[B.at(q, j, l)];
  };
  auto cat = [&](const std::vector<double>& v) {
    return [&](index_t q, index_t i, index_t j) { return v[C.at(q, i, j)]; };
  };
  std::string first;
  const int bad = count_bad<Out>(count, m, n, k, alpha, beta, opa, opb, cat(c0), cat(got), first);
  EXPECT_EQ(bad, 0) << device::scalar_name<In>() << "->" << device::scalar_name<Out>() << " "
                    << count << "x" << m << "x" << n << "x" << k << " " << ta << tb
                    << (std::is_same_v<Layout, Kokkos::LayoutLeft> ? " left" : " right")
                    << " alpha=" << alpha << " beta=" << beta << " seed=" << s << ": " << bad
                    << " elements outside the bound; first " << first;
}

template <class In, class Out>
void batched_sweep() {
  const index_t shapes[][4] = {
      {3, 1, 1, 1}, {7, 16, 16, 16}, {5, 17, 33, 9}, {4, 40, 70, 50}, {2, 100, 65, 130}};
  const float scalars[][2] = {{1, 0}, {-1, 1}, {0.5f, -0.25f}, {0, 2}};
  int i = 0;
  for (const auto& sh : shapes)
    for (char ta : {'N', 'T'})
      for (char tb : {'N', 'T'}) {
        const auto& ab = scalars[i++ % 4];
        check_batched<In, Out, Kokkos::LayoutRight>(sh[0], sh[1], sh[2], sh[3], ta, tb, ab[0],
                                                    ab[1]);
        check_batched<In, Out, Kokkos::LayoutLeft>(sh[0], sh[1], sh[2], sh[3], ta, tb, ab[1],
                                                   ab[0]);
      }
}

TEST(HalfBatchedGemm, HalfToHalfEveryTransposeAndLayout) {
  batched_sweep<half_t, half_t>();
}
TEST(HalfBatchedGemm, HalfToFloatEveryTransposeAndLayout) {
  batched_sweep<half_t, float>();
}
TEST(HalfBatchedGemm, BhalfToBhalfEveryTransposeAndLayout) {
  batched_sweep<bhalf_t, bhalf_t>();
}
TEST(HalfBatchedGemm, BhalfToFloatEveryTransposeAndLayout) {
  batched_sweep<bhalf_t, float>();
}

TEST(HalfBatchedGemm, ExplicitConfiguration) {
  using Cfg = TeamGemmConfig<32, 16, 8, 2, 2>;
  check_batched<half_t, float, Kokkos::LayoutRight, Cfg>(6, 45, 37, 29, 'T', 'N', 1.5f, -0.5f);
  check_batched<bhalf_t, bhalf_t, Kokkos::LayoutLeft, Cfg>(6, 45, 37, 29, 'N', 'T', 1.0f, 0.0f);
}

TEST(HalfBatchedGemm, BadArgumentsNameTheArgumentAndLeaveCUntouched) {
  Batch<half_t, Kokkos::LayoutRight> A(3, 8, 4), B(3, 5, 8), B2(2, 4, 8);
  Batch<half_t, Kokkos::LayoutRight> C(3, 8, 8);
  const auto before = C.set([](index_t b, index_t i, index_t j) { return double(b + i + 8 * j); });
  EXPECT_NE(invalid_argument_message([&] {
              tgemm::batched_gemm(Exec(), "N", "N", 1.f, A.view, B.view, 0.f, C.view);
            }).find("'A' and 'B' do not conform"),
            std::string::npos);
  EXPECT_NE(invalid_argument_message([&] {
              tgemm::batched_gemm(Exec(), "N", "N", 1.f, A.view, B2.view, 0.f, C.view);
            }).find("argument 'B' holds 2 matrices"),
            std::string::npos);
  EXPECT_NE(invalid_argument_message([&] {
              tgemm::batched_gemm(Exec(), "N", "Q", 1.f, A.view, B.view, 0.f, C.view);
            }).find("'transB'"),
            std::string::npos);
  EXPECT_EQ(C.get(), before);
}

// The team-level GEMM inside a user's kernel: one team per matrix of a batch, each calling
// TeamGemm on subviews (a block of rows and columns of larger matrices), with the scratch the
// header's helpers size for In.
template <class In, class Out, class TA, class TB>
void check_team(index_t m, index_t n, index_t k, float alpha, float beta) {
  using Cfg = TeamGemmDefaultConfig;
  using Policy = Kokkos::TeamPolicy<Exec>;
  using Member = Policy::member_type;
  using Scratch = TeamGemmScratch<Exec, In>;
  constexpr bool ta = !std::is_same_v<TA, Trans::NoTranspose>;
  constexpr bool tb = !std::is_same_v<TB, Trans::NoTranspose>;
  const index_t count = 3;
  const std::uint64_t s = fresh_seed();
  std::mt19937_64 gen(s);
  std::uniform_real_distribution<double> dist(-1, 1);
  // Larger parents, one row and column of margin on each side; the GEMM sees the inside.
  const index_t ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
  Batch<In, Kokkos::LayoutRight> A(count, ar + 2, ac + 2), B(count, br + 2, bc + 2);
  Batch<Out, Kokkos::LayoutRight> C(count, m + 2, n + 2);
  const auto a = A.set([&](auto...) { return dist(gen); });
  const auto b = B.set([&](auto...) { return dist(gen); });
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const auto c0 = C.set([&](index_t, index_t i, index_t j) {
    const bool inside = i >= 1 && i <= m && j >= 1 && j <= n;
    return inside && beta == 0 ? nan : dist(gen);
  });
  const auto Av = A.view, Bv = B.view;
  const auto Cv = C.view;
  Kokkos::View<int*, Mem> status("status", count);
  const std::size_t bytes = team_scratch_size<Cfg, In>(m, n, k);
  const index_t extent = index_t(team_scratch_extent<Cfg, In>(m, n, k));
  Policy policy(Exec(), int(count), Kokkos::AUTO);
  policy.set_scratch_size(0, Kokkos::PerTeam(bytes));
  Kokkos::parallel_for(
      "test::half_team_gemm", policy, KOKKOS_LAMBDA(const Member& member) {
        const index_t q = member.league_rank();
        using R = Kokkos::pair<index_t, index_t>;
        auto As = Kokkos::subview(Av, q, R(1, ar + 1), R(1, ac + 1));
        auto Bs = Kokkos::subview(Bv, q, R(1, br + 1), R(1, bc + 1));
        auto Cs = Kokkos::subview(Cv, q, R(1, m + 1), R(1, n + 1));
        Scratch scratch(member.team_scratch(0), extent);
        const int st =
            TeamGemm<Member, TA, TB, Cfg>::invoke(member, alpha, As, Bs, beta, Cs, scratch);
        Kokkos::single(Kokkos::PerTeam(member), [&] { status(q) = st; });
      });
  Kokkos::fence();
  auto hs = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), status);
  for (index_t q = 0; q < count; ++q) EXPECT_EQ(hs(q), TeamGemmStatus::success);
  const auto got = C.get();
  auto opa = [&](index_t q, index_t i, index_t l) {
    return ta ? a[A.at(q, l + 1, i + 1)] : a[A.at(q, i + 1, l + 1)];
  };
  auto opb = [&](index_t q, index_t l, index_t j) {
    return tb ? b[B.at(q, j + 1, l + 1)] : b[B.at(q, l + 1, j + 1)];
  };
  auto cat = [&](const std::vector<double>& v) {
    return [&](index_t q, index_t i, index_t j) { return v[C.at(q, i + 1, j + 1)]; };
  };
  std::string first;
  const int bad = count_bad<Out>(count, m, n, k, alpha, beta, opa, opb, cat(c0), cat(got), first);
  EXPECT_EQ(bad, 0) << device::scalar_name<In>() << "->" << device::scalar_name<Out>() << " " << m
                    << "x" << n << "x" << k << " ta=" << ta << " tb=" << tb << " seed=" << s << ": "
                    << bad << " elements outside the bound; first " << first;
  // The margins around each C block are untouched.
  for (index_t q = 0; q < count; ++q)
    for (index_t i = 0; i < m + 2; ++i)
      for (index_t j = 0; j < n + 2; ++j) {
        if (i == 0 || j == 0 || i == m + 1 || j == n + 1) {
          ASSERT_EQ(got[C.at(q, i, j)], c0[C.at(q, i, j)])
              << "margin (" << q << "," << i << "," << j << ") written";
        }
      }
}

template <class In, class Out>
void team_sweep() {
  using N = Trans::NoTranspose;
  using T = Trans::Transpose;
  check_team<In, Out, N, N>(37, 29, 45, 1.0f, 0.0f);
  check_team<In, Out, T, N>(70, 33, 17, -0.5f, 1.0f);
  check_team<In, Out, N, T>(5, 90, 100, 2.0f, 0.5f);
  check_team<In, Out, T, T>(64, 32, 16, 1.0f, -1.0f);
}

TEST(HalfTeamGemm, HalfToHalfInsideAUserKernel) {
  team_sweep<half_t, half_t>();
}
TEST(HalfTeamGemm, HalfToFloatInsideAUserKernel) {
  team_sweep<half_t, float>();
}
TEST(HalfTeamGemm, BhalfToBhalfInsideAUserKernel) {
  team_sweep<bhalf_t, bhalf_t>();
}
TEST(HalfTeamGemm, BhalfToFloatInsideAUserKernel) {
  team_sweep<bhalf_t, float>();
}

// Scratch is of the accumulation type: float for 16-bit inputs.
TEST(HalfTeamGemm, ScratchHoldsTheAccumulationType) {
  using Cfg = TeamGemmDefaultConfig;
  static_assert(std::is_same_v<TeamGemmScratch<Exec, half_t>::value_type, float>);
  static_assert(std::is_same_v<TeamGemmScratch<Exec, bhalf_t>::value_type, float>);
  static_assert(std::is_same_v<TeamGemmScratch<Exec, double>::value_type, double>);
  EXPECT_EQ((team_scratch_size<Cfg, half_t>(100, 100, 100)),
            (team_scratch_size<Cfg, float>(100, 100, 100)));
  EXPECT_GT((team_scratch_size<Cfg, double>(100, 100, 100)),
            (team_scratch_size<Cfg, half_t>(100, 100, 100)));
}

}  // namespace
}  // namespace tgemm::test
