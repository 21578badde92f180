// tgemm::TeamGemm, the team-level API, called from inside the test's own TeamPolicy
// kernels: against the host reference for every transpose, storage, scalar pair and shape,
// with several tile configurations and team shapes (odd sizes, vector lanes); its error
// statuses; and a kernel written the way a science code uses it.

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team_gemm.hpp>
#include <tuple>

#include "support/gemm_check.hpp"

namespace tgemm::test {
namespace {

using Member = Kokkos::TeamPolicy<ExecSpace>::member_type;
template <class T>
using StridedView = Kokkos::View<T**, Kokkos::LayoutStride, MemSpace, Kokkos::MemoryUnmanaged>;

using SmallConfig = TeamGemmConfig<16, 16, 8, 2, 2>;
using RectConfig = TeamGemmConfig<32, 64, 8, 2, 4>;

// Team shape requested of the policy, clamped to what the backend allows.
struct TeamShape {
  int team_size;  // 0: one thread per micro-tile
  int vector_length;
};
const TeamShape kTeamShapes[] = {{1, 1}, {0, 1}, {37, 1}, {16, 4}};

template <class Config>
Kokkos::TeamPolicy<ExecSpace> make_policy(int league, TeamShape s, std::size_t scratch_bytes) {
  const int vmax = Kokkos::TeamPolicy<ExecSpace>::vector_length_max();
  const int vector = std::min(s.vector_length, vmax);
  Kokkos::TeamPolicy<ExecSpace> probe(league, 1, vector);
  probe.set_scratch_size(0, Kokkos::PerTeam(scratch_bytes));
  const int team_max =
      probe.team_size_max(KOKKOS_LAMBDA(const Member&){}, Kokkos::ParallelForTag());
  const int team = std::max(1, std::min(s.team_size > 0 ? s.team_size : Config::units, team_max));
  Kokkos::TeamPolicy<ExecSpace> policy(league, team, vector);
  policy.set_scratch_size(0, Kokkos::PerTeam(scratch_bytes));
  return policy;
}

// One team computes C = alpha op(A) op(B) + beta C through TeamGemm; returns its status.
template <class Config, class T, class TA, class TB>
int run_team_gemm_tags(T alpha, StridedView<const T> A, StridedView<const T> B, T beta,
                       StridedView<T> C, TeamShape shape) {
  using Gemm = TeamGemm<Member, TA, TB, Config>;
  const index_t m = index_t(C.extent(0)), n = index_t(C.extent(1));
  const index_t k =
      std::is_same_v<TA, Trans::NoTranspose> ? index_t(A.extent(1)) : index_t(A.extent(0));
  const std::size_t extent = team_scratch_extent<Config, T>(m, n, k);
  const auto policy = make_policy<Config>(1, shape, team_scratch_size<Config, T>(m, n, k));
  int status = -1;
  Kokkos::parallel_reduce(
      "tgemm::test::team_gemm", policy,
      KOKKOS_LAMBDA(const Member& member, int& s) {
        TeamGemmScratch<ExecSpace, T> scratch(member.team_scratch(0), extent);
        const int r = Gemm::invoke(member, alpha, A, B, beta, C, scratch);
        Kokkos::single(Kokkos::PerTeam(member), [&] { s = Kokkos::max(s, r); });
      },
      Kokkos::Max<int>(status));
  return status;
}

// The transpose tags for the characters ta, tb ('C' is ConjTranspose).
template <class Config, class T, class TA>
int run_team_gemm_b(char tb, T alpha, StridedView<const T> A, StridedView<const T> B, T beta,
                    StridedView<T> C, TeamShape shape) {
  switch (tb) {
    case 'N':
      return run_team_gemm_tags<Config, T, TA, Trans::NoTranspose>(alpha, A, B, beta, C, shape);
    case 'T':
      return run_team_gemm_tags<Config, T, TA, Trans::Transpose>(alpha, A, B, beta, C, shape);
    default:
      return run_team_gemm_tags<Config, T, TA, Trans::ConjTranspose>(alpha, A, B, beta, C, shape);
  }
}

template <class Config, class T>
int run_team_gemm(char ta, char tb, T alpha, StridedView<const T> A, StridedView<const T> B, T beta,
                  StridedView<T> C, TeamShape shape) {
  switch (ta) {
    case 'N':
      return run_team_gemm_b<Config, T, Trans::NoTranspose>(tb, alpha, A, B, beta, C, shape);
    case 'T':
      return run_team_gemm_b<Config, T, Trans::Transpose>(tb, alpha, A, B, beta, C, shape);
    default:
      return run_team_gemm_b<Config, T, Trans::ConjTranspose>(tb, alpha, A, B, beta, C, shape);
  }
}

enum class ConfigId { default_, small, rect };
using Param = std::tuple<ConfigId, int, bool>;  // config, team shape index, double?

const GemmCase kShapes[] = {
    {'N', 'N', 0, 5, 7},    {'N', 'N', 5, 0, 7},     {'N', 'N', 6, 5, 0},     {'N', 'N', 1, 1, 1},
    {'N', 'N', 31, 33, 1},  {'N', 'N', 33, 31, 65},  {'N', 'N', 65, 65, 33},  {'N', 'N', 1, 65, 31},
    {'N', 'N', 64, 32, 64}, {'N', 'N', 130, 70, 17}, {'N', 'N', 17, 19, 300},
};

class TeamGemmSweep : public testing::TestWithParam<Param> {
 protected:
  template <class Config, class T>
  void run_all() {
    const TeamShape shape = kTeamShapes[std::get<1>(GetParam())];
    SCOPED_TRACE(testing::Message()
                 << "config " << Config::name() << ", team size request " << shape.team_size
                 << ", vector length " << shape.vector_length);
    for (char ta : {'N', 'T', 'C'})
      for (char tb : {'N', 'T', 'C'})
        for (const auto& [sa, sb, sc, const_inputs] : kStorageMixes)
          for (GemmCase g : kShapes)
            for (const auto& s : kScalars) {
              g.ta = ta;
              g.tb = tb;
              g.alpha = s[0];
              g.beta = s[1];
              check_gemm<T>(g, sa, sb, sc, const_inputs,
                            [&](char ta_, char tb_, T alpha, auto A, auto B, T beta, auto C) {
                              const int status =
                                  run_team_gemm<Config, T>(ta_, tb_, alpha, A, B, beta, C, shape);
                              EXPECT_EQ(status, TeamGemmStatus::success)
                                  << team_gemm_status_message(status);
                            });
              if (HasFailure()) return;
            }
  }
  template <class T>
  void dispatch() {
    switch (std::get<0>(GetParam())) {
      case ConfigId::default_:
        return run_all<TeamGemmDefaultConfig, T>();
      case ConfigId::small:
        return run_all<SmallConfig, T>();
      case ConfigId::rect:
        return run_all<RectConfig, T>();
    }
  }
};

TEST_P(TeamGemmSweep, MatchesHostReference) {
  if (std::get<2>(GetParam()))
    dispatch<double>();
  else
    dispatch<float>();
}

std::string sweep_name(const testing::TestParamInfo<Param>& info) {
  const char* cfg[] = {"default", "small", "rect"};
  const TeamShape s = kTeamShapes[std::get<1>(info.param)];
  return std::string(cfg[int(std::get<0>(info.param))]) + "_team" +
         (s.team_size ? std::to_string(s.team_size) : std::string("units")) + "_vector" +
         std::to_string(s.vector_length) + (std::get<2>(info.param) ? "_double" : "_float");
}

INSTANTIATE_TEST_SUITE_P(
    Configs, TeamGemmSweep,
    testing::Combine(testing::Values(ConfigId::default_, ConfigId::small, ConfigId::rect),
                     testing::Range(0, int(std::size(kTeamShapes))), testing::Bool()),
    sweep_name);

// ---- statuses: a bad argument is reported and C is left untouched ------------------------

struct StatusCase {
  int status;
  std::vector<double> c_after;
};

// Runs TeamGemm (N, N) in one team on the given views of one parent buffer and reports the
// status and C afterwards.
template <class AV, class BV, class CV>
StatusCase run_status_case(AV A, BV B, CV C, std::size_t scratch_extent) {
  using Gemm = TeamGemm<Member, Trans::NoTranspose, Trans::NoTranspose>;
  const std::size_t bytes = scratch_extent * sizeof(double) + 16;
  Kokkos::TeamPolicy<ExecSpace> policy(1, Kokkos::AUTO);
  policy.set_scratch_size(0, Kokkos::PerTeam(bytes));
  int status = -1;
  Kokkos::parallel_reduce(
      "tgemm::test::team_gemm_status", policy,
      KOKKOS_LAMBDA(const Member& member, int& s) {
        TeamGemmScratch<ExecSpace, double> scratch(member.team_scratch(0), scratch_extent);
        const int r = Gemm::invoke(member, 1.0, A, B, 0.0, C, scratch);
        Kokkos::single(Kokkos::PerTeam(member), [&] { s = Kokkos::max(s, r); });
      },
      Kokkos::Max<int>(status));
  // C is a non-contiguous subview: read it through a contiguous device copy.
  Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace> c_copy("c_copy", C.extent(0), C.extent(1));
  Kokkos::deep_copy(c_copy, C);
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), c_copy);
  StatusCase out{status, {}};
  for (std::size_t j = 0; j < h.extent(1); ++j)
    for (std::size_t i = 0; i < h.extent(0); ++i) out.c_after.push_back(h(i, j));
  return out;
}

TEST(TeamGemmStatus, BadArgumentsAreReportedAndCIsUntouched) {
  using Cfg0 = TeamGemmDefaultConfig;
  Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace> P("parent", 80, 80);
  fill(P, 7.0);
  auto block = [&](int r0, int c0, int r, int c) {
    return Kokkos::subview(P, Kokkos::make_pair(r0, r0 + r), Kokkos::make_pair(c0, c0 + c));
  };
  const std::size_t full = team_scratch_extent<Cfg0, double>();
  auto expect = [](const StatusCase& s, int status, const char* arg) {
    EXPECT_EQ(s.status, status) << team_gemm_status_message(s.status);
    EXPECT_NE(std::string(team_gemm_status_message(status)).find(arg), std::string::npos);
    for (double x : s.c_after) ASSERT_EQ(x, 7.0) << "C was modified by a rejected call";
  };
  // op(A) 10x12 but op(B) 11x9.
  expect(run_status_case(block(0, 0, 10, 12), block(20, 0, 11, 9), block(40, 0, 10, 9), full),
         TeamGemmStatus::a_b_mismatch, "'A' and 'B'");
  // C 10x8 for a 10x9 product.
  expect(run_status_case(block(0, 0, 10, 12), block(20, 0, 12, 9), block(40, 0, 10, 8), full),
         TeamGemmStatus::c_mismatch, "'C'");
  // C overlaps A, then B.
  expect(run_status_case(block(0, 0, 10, 12), block(20, 0, 12, 9), block(5, 5, 10, 9), full),
         TeamGemmStatus::c_overlaps_a, "'A'");
  expect(run_status_case(block(0, 0, 10, 12), block(20, 0, 12, 9), block(25, 3, 10, 9), full),
         TeamGemmStatus::c_overlaps_b, "'B'");
  // Scratch one scalar short of what this problem needs (k = 40 > BK: accumulators too).
  const std::size_t need = team_scratch_extent<Cfg0, double>(10, 9, 40);
  expect(run_status_case(block(0, 0, 10, 40), block(20, 0, 40, 9), block(0, 50, 10, 9), need - 1),
         TeamGemmStatus::scratch_too_small, "'scratch'");
  // Disjoint blocks of one parent (a Schur-complement update) are accepted.
  const auto ok =
      run_status_case(block(0, 0, 10, 40), block(20, 0, 40, 9), block(0, 50, 10, 9), need);
  EXPECT_EQ(ok.status, TeamGemmStatus::success) << team_gemm_status_message(ok.status);
  for (double x : ok.c_after) EXPECT_EQ(x, 40 * 49.0);
}

TEST(TeamGemmStatus, ScratchSizeFollowsTheProblem) {
  using C = TeamGemmConfig<64, 32, 16, 4, 2>;
  // Two slabs, k-major and padded by one word: 16 x (65 + 33).
  EXPECT_EQ((team_scratch_extent<C, float>(100, 100, 16)), std::size_t(16 * (65 + 33)));
  // K longer than one slab adds the 64 x 32 accumulator tile.
  EXPECT_EQ((team_scratch_extent<C, float>(100, 100, 17)), std::size_t(16 * (65 + 33) + 64 * 32));
  EXPECT_EQ((team_scratch_extent<C, float>(0, 100, 17)), std::size_t(0));
  EXPECT_EQ((team_scratch_extent<C, double>()), std::size_t(16 * (65 + 33) + 64 * 32));
  EXPECT_GE((team_scratch_size<C, double>(5, 5, 100)),
            (team_scratch_extent<C, double>(5, 5, 100)) * sizeof(double));
}

// ---- a science-code kernel ---------------------------------------------------------------

// The science code's kernel, written as a functor: one team per element.
template <class T, class Cfg>
struct ElementStiffness {
  Kokkos::View<T**, Kokkos::LayoutLeft, MemSpace> D;
  Kokkos::View<T***, Kokkos::LayoutRight, MemSpace> Bs, Ts;
  Kokkos::View<T**, Kokkos::LayoutLeft, MemSpace> Kglobal;
  Kokkos::View<T*, MemSpace> trace;
  Kokkos::View<int*, MemSpace> status;
  T phase;
  std::size_t extent;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    const int e = member.league_rank();
    const int p = int(Bs.extent(1)), q = int(Bs.extent(2));
    auto B = Kokkos::subview(Bs, e, Kokkos::ALL, Kokkos::ALL);
    auto Tm = Kokkos::subview(Ts, e, Kokkos::ALL, Kokkos::ALL);
    auto K = Kokkos::subview(Kglobal, Kokkos::make_pair(1, 1 + q),
                             Kokkos::make_pair(e * (q + 3), e * (q + 3) + q));
    // The code's own work: assemble B_e.
    Kokkos::parallel_for(Kokkos::TeamThreadRange(member, p * q), [&](int x) {
      const int i = x / q, j = x % q;
      B(i, j) = T(Kokkos::sin(double(phase) + 0.37 * e + 0.11 * i - 0.23 * j));
    });
    TeamGemmScratch<ExecSpace, T> scratch(member.team_scratch(0), extent);
    int s = TeamGemm<Member, Trans::NoTranspose, Trans::NoTranspose, Cfg>::invoke(
        member, T(1), D, B, T(0), Tm, scratch);
    s = Kokkos::max(s, TeamGemm<Member, Trans::Transpose, Trans::NoTranspose, Cfg>::invoke(
                           member, T(1), B, Tm, T(0), K, scratch));
    // ... and continues with the result.
    T tr = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(member, q), [&](int i, T& sum) { sum += K(i, i); }, tr);
    Kokkos::single(Kokkos::PerTeam(member), [&] {
      trace(e) = tr;
      status(e) = s;
    });
  }
};

// Per element e of a mesh, one team: builds its strain-displacement-like matrix B_e (p x q)
// from a formula, forms T_e = D B_e and K_e = B_e^T T_e with two TeamGemm calls on
// subviews of the code's own batch Views (K_e written into a window of a global matrix),
// then reduces trace(K_e) for its element. The team's own work before and after the calls
// relies on TeamGemm's entry and exit synchronization.
template <class T>
void science_kernel_case() {
  using Cfg = TeamGemmConfig<32, 32, 16, 2, 2>;
  const int elements = 13, p = 37, q = 21;
  const std::uint64_t seed = fresh_seed();
  SCOPED_TRACE(testing::Message() << "seed=" << seed << " (TGEMM_TEST_SEED reproduces)");
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<double> dist(-1, 1);

  Kokkos::View<T**, Kokkos::LayoutLeft, MemSpace> D("D", p, p);  // shared material matrix
  auto Dh = Kokkos::create_mirror_view(Kokkos::HostSpace(), D);
  for (int j = 0; j < p; ++j)
    for (int i = 0; i < p; ++i) Dh(i, j) = T(dist(gen));
  Kokkos::deep_copy(D, Dh);
  const T phase = T(dist(gen));
  Kokkos::View<T***, Kokkos::LayoutRight, MemSpace> Bs("B_e", elements, p, q);
  Kokkos::View<T***, Kokkos::LayoutRight, MemSpace> Ts("T_e", elements, p, q);
  // Element matrices live side by side in one global LayoutLeft matrix, as an assembled code
  // might keep them: K_e is the window at column e * (q + 3).
  Kokkos::View<T**, Kokkos::LayoutLeft, MemSpace> Kglobal("K", q + 2, elements * (q + 3));
  fill(Kglobal, std::numeric_limits<T>::quiet_NaN());
  Kokkos::View<T*, MemSpace> trace("trace", elements);
  Kokkos::View<int*, MemSpace> status("status", elements);
  {
    auto h = Kokkos::create_mirror_view(Kokkos::HostSpace(), status);
    for (int e = 0; e < elements; ++e) h(e) = -1;  // stays -1 where the kernel did not run
    Kokkos::deep_copy(status, h);
  }

  const std::size_t extent =
      std::max(team_scratch_extent<Cfg, T>(p, q, p), team_scratch_extent<Cfg, T>(q, q, p));
  const std::size_t scratch_bytes =
      std::max(team_scratch_size<Cfg, T>(p, q, p), team_scratch_size<Cfg, T>(q, q, p));
  const ElementStiffness<T, Cfg> element_stiffness{D,     Bs,     Ts,    Kglobal,
                                                   trace, status, phase, extent};
  // The team size a user would take: what Kokkos recommends for this kernel and scratch.
  Kokkos::TeamPolicy<ExecSpace> probe(elements, 1);
  probe.set_scratch_size(0, Kokkos::PerTeam(scratch_bytes));
  const int team = probe.team_size_recommended(element_stiffness, Kokkos::ParallelForTag());
  SCOPED_TRACE(testing::Message() << "team size " << team);
  Kokkos::TeamPolicy<ExecSpace> policy(elements, team);
  policy.set_scratch_size(0, Kokkos::PerTeam(scratch_bytes));
  Kokkos::parallel_for("science::element_stiffness", policy, element_stiffness);
  Kokkos::fence();
#ifdef KOKKOS_ENABLE_CUDA
  const cudaError_t launch =
      cudaGetLastError();  // Kokkos does not check launches in release builds
  ASSERT_EQ(launch, cudaSuccess) << "the kernel did not run: " << cudaGetErrorString(launch);
#endif

  auto Kh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), Kglobal);
  auto trh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), trace);
  auto sh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), status);
  using W = wide_t<T>;
  for (int e = 0; e < elements; ++e) {
    ASSERT_EQ(sh(e), TeamGemmStatus::success) << team_gemm_status_message(sh(e));
    std::vector<W> B(std::size_t(p * q)), Tr(std::size_t(p * q));
    for (int i = 0; i < p; ++i)
      for (int j = 0; j < q; ++j)
        B[std::size_t(i * q + j)] = W(T(std::sin(double(phase) + 0.37 * e + 0.11 * i - 0.23 * j)));
    for (int i = 0; i < p; ++i)
      for (int j = 0; j < q; ++j) {
        W s = 0;
        for (int l = 0; l < p; ++l) s += W(Dh(i, l)) * B[std::size_t(l * q + j)];
        Tr[std::size_t(i * q + j)] = s;
      }
    double err2 = 0, ref2 = 0;
    W tr_ref = 0;
    for (int i = 0; i < q; ++i)
      for (int j = 0; j < q; ++j) {
        W s = 0;
        for (int l = 0; l < p; ++l) s += B[std::size_t(l * q + i)] * Tr[std::size_t(l * q + j)];
        const double got = double(Kh(1 + i, e * (q + 3) + j));
        err2 += double((W(got) - s) * (W(got) - s));
        ref2 += double(s * s);
        if (i == j) tr_ref += s;
      }
    EXPECT_LE(std::sqrt(err2 / ref2), 8 * normwise_tolerance<T>(p)) << "element " << e;
    EXPECT_NEAR(double(trh(e)), double(tr_ref), 1e3 * std::numeric_limits<T>::epsilon() * p * q)
        << "element " << e << ": the trace read K_e before TeamGemm finished writing it";
    // Rows 0 and q + 1 of the window and the gap columns stay poisoned: nothing outside K_e.
    for (int j = 0; j < q + 3; ++j) {
      const bool in_k = j < q;
      for (int i = 0; i < q + 2; ++i) {
        const bool inside = in_k && i >= 1 && i <= q;
        if (!inside) {
          ASSERT_TRUE(std::isnan(double(Kh(i, e * (q + 3) + j)))) << i << "," << j;
        }
      }
    }
  }
}

TEST(TeamGemmInScienceCode, ElementStiffnessFloat) {
  science_kernel_case<float>();
}
TEST(TeamGemmInScienceCode, ElementStiffnessDouble) {
  science_kernel_case<double>();
}

// team::store_run, the epilogue's 16-byte runs, on the host: each run along either unit stride
// (aligned, so one vector access; one element off, so element by element; reaching past C's
// edge, so only its inside elements) and across it (element by element), beta 0 or -0 with NaN
// in C and beta != 0, writes exactly its run's elements with alpha * acc + beta * C and nothing
// around them; the copy for alpha 1, beta 0 writes acc exactly.
template <class T>
void store_run_case() {
  constexpr int V = thread::vec16<T>;
  const int rows = 13, cols = 11, ld = 16;  // a window of a 16 x 16 buffer, either way round
  constexpr int size = 16 * 16;
  alignas(16) T buf[size];
  std::mt19937 rng(fresh_seed());
  std::uniform_real_distribution<double> u(-1, 1);
  for (bool along_rows : {true, false})
    for (bool unit : {true, false})
      for (index_t i0 : {0, 1, rows - V + 1, rows - 1})
        for (index_t j0 : {index_t(0), index_t(1), index_t(cols - 1)})
          for (double beta : {0.0, -0.0, -0.5})
            for (bool copy : {false, true}) {
              if (copy && beta != 0) continue;
              // column-major for runs down the rows, row-major along the columns: the run follows
              // the unit stride; the other way round it does not, and goes element by element
              const bool col_major = along_rows == unit;
              const MatrixRef<T> C = col_major ? MatrixRef<T>{buf, rows, cols, 1, ld}
                                               : MatrixRef<T>{buf, rows, cols, ld, 1};
              T before[size];
              for (auto& x : buf) x = beta == 0 ? T(std::nan("")) : T(u(rng));
              std::copy(std::begin(buf), std::end(buf), before);
              T acc[V];
              for (auto& a : acc) a = T(u(rng));
              const T alpha = copy ? T(1) : T(1.5);
              if (copy)
                team::store_run<V, true>(C, i0, j0, along_rows, alpha, acc, T(beta));
              else
                team::store_run<V>(C, i0, j0, along_rows, alpha, acc, T(beta));
              for (int p = 0; p < size; ++p) {
                int v = -1;  // which element of the run p is, if any
                for (int w = 0; w < V; ++w) {
                  const index_t i = i0 + (along_rows ? w : 0), j = j0 + (along_rows ? 0 : w);
                  if (i < rows && j < cols && &C(i, j) == buf + p) v = w;
                }
                SCOPED_TRACE(::testing::Message()
                             << (along_rows ? "down rows" : "along columns") << " at " << i0 << ","
                             << j0 << " beta " << beta << " element " << p
                             << (unit ? "" : " (across the unit stride)") << (copy ? " copy" : ""));
                if (v < 0) {
                  EXPECT_TRUE(std::memcmp(&buf[p], &before[p], sizeof(T)) == 0);
                } else if (copy) {
                  EXPECT_TRUE(std::memcmp(&buf[p], &acc[v], sizeof(T)) == 0);
                } else {
                  const T want =
                      beta == 0 ? T(alpha * acc[v]) : T(alpha * acc[v] + T(beta) * before[p]);
                  EXPECT_NEAR(double(buf[p]), double(want), 8 * std::numeric_limits<T>::epsilon());
                }
              }
            }
}

TEST(TeamEpilogue, StoreRunWritesItsRunAndNothingElseFloat) {
  store_run_case<float>();
}
TEST(TeamEpilogue, StoreRunWritesItsRunAndNothingElseDouble) {
  store_run_case<double>();
}

// The epilogue's bit tests agree with the floating compares they replace.
template <class T>
void bit_tests_case() {
  const T values[] = {T(0),
                      -T(0),
                      T(1),
                      -T(1),
                      std::nextafter(T(1), T(2)),
                      std::nextafter(T(1), T(0)),
                      std::numeric_limits<T>::denorm_min(),
                      -std::numeric_limits<T>::denorm_min(),
                      std::numeric_limits<T>::infinity(),
                      std::numeric_limits<T>::quiet_NaN(),
                      T(0.5)};
  for (T x : values) {
    SCOPED_TRACE(::testing::Message() << x);
    EXPECT_EQ(team::is_zero(x), x == T(0));
    EXPECT_EQ(team::is_one(x), x == T(1));
  }
}

TEST(TeamEpilogue, BitTestsMatchTheComparesFloat) {
  bit_tests_case<float>();
}
TEST(TeamEpilogue, BitTestsMatchTheComparesDouble) {
  bit_tests_case<double>();
}

}  // namespace
}  // namespace tgemm::test
