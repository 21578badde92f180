// tgemm::batched_gemm against a higher-precision host reference: every transpose pair,
// batch-first Views in LayoutRight, LayoutLeft (batch interleaved) and strided subviews of
// larger Views, float and double, four (alpha, beta) pairs, sizes across each tile
// configuration's edges; and its argument errors.

#include <tgemm/batched_gemm.hpp>
#include <tgemm/tuning.hpp>
#include <tuple>

#include "support/gemm_check.hpp"

namespace tgemm::test {
namespace {

enum class Batch3 { right, left, strided };

template <class T, class Layout>
using Batch = Kokkos::View<T***, Layout, MemSpace>;

// A batch x rows x cols batch in the given storage, with a host copy of its whole parent
// (margins included, for the strided subview) to detect writes outside the matrices.
template <class T>
struct TestBatch {
  Batch3 storage;
  std::size_t nb, rows, cols;
  Batch<T, Kokkos::LayoutRight> right;
  Batch<T, Kokkos::LayoutLeft> left;  // also the parent of the strided subview
  Kokkos::View<T***, Kokkos::LayoutStride, MemSpace> strided;

  TestBatch(Batch3 s, std::size_t b, std::size_t r, std::size_t c)
      : storage(s), nb(b), rows(r), cols(c) {
    switch (s) {
      case Batch3::right:
        right = Batch<T, Kokkos::LayoutRight>("right", b, r, c);
        break;
      case Batch3::left:
        left = Batch<T, Kokkos::LayoutLeft>("left", b, r, c);
        break;
      case Batch3::strided:  // matrices 1.., rows 2.., columns 1.. of a larger LayoutLeft batch
        left = Batch<T, Kokkos::LayoutLeft>("parent", b + 2, r + 3, c + 2);
        strided = Kokkos::subview(left, Kokkos::pair<std::size_t, std::size_t>(1, b + 1),
                                  Kokkos::pair<std::size_t, std::size_t>(2, r + 2),
                                  Kokkos::pair<std::size_t, std::size_t>(1, c + 1));
        break;
    }
  }
  std::vector<T> snapshot() const {  // every element of the underlying allocation
    std::vector<T> out;
    if (storage == Batch3::right) {
      auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), right);
      out.assign(h.data(), h.data() + h.span());
    } else {
      auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), left);
      out.assign(h.data(), h.data() + h.span());
    }
    return out;
  }
  // Offset of element (b, i, j) in the underlying allocation.
  std::size_t offset(std::size_t b, std::size_t i, std::size_t j) const {
    switch (storage) {
      case Batch3::right:
        return (b * rows + i) * cols + j;
      case Batch3::left:
        return b + nb * (i + rows * j);
      case Batch3::strided: {
        const std::size_t pb = nb + 2, pr = rows + 3;
        return (b + 1) + pb * ((i + 2) + pr * (j + 1));
      }
    }
    return 0;
  }
  void load(const std::vector<T>& all) {
    if (storage == Batch3::right) {
      auto h = Kokkos::create_mirror_view(Kokkos::HostSpace(), right);
      std::copy(all.begin(), all.end(), h.data());
      Kokkos::deep_copy(right, h);
    } else {
      auto h = Kokkos::create_mirror_view(Kokkos::HostSpace(), left);
      std::copy(all.begin(), all.end(), h.data());
      Kokkos::deep_copy(left, h);
    }
  }
  std::size_t span() const { return storage == Batch3::right ? right.span() : left.span(); }

  template <class V, class F>
  void with_view(F&& f) const {
    switch (storage) {
      case Batch3::right:
        return f(Kokkos::View<V***, Kokkos::LayoutRight, MemSpace>(right));
      case Batch3::left:
        return f(Kokkos::View<V***, Kokkos::LayoutLeft, MemSpace>(left));
      case Batch3::strided:
        return f(Kokkos::View<V***, Kokkos::LayoutStride, MemSpace>(strided));
    }
  }
};

struct BatchedCase {
  std::size_t nb, m, n, k;
};
const BatchedCase kCases[] = {
    {0, 4, 4, 4},     {3, 0, 5, 4},    {2, 5, 6, 0},  // empty batch, empty matrices, k == 0
    {5, 1, 1, 1},     {4, 16, 16, 16}, {3, 17, 9, 33},  {3, 33, 40, 20},
    {2, 70, 65, 130}, {3, 37, 35, 41}, {2, 67, 66, 65},  // matrices at odd offsets: no 16-byte
                                                         // loads across the batch
};

// tgemm::batched_gemm, the kernel chosen by size.
struct RunAuto {
  template <class T, class AV, class BV, class CV>
  void operator()(const char* ta, const char* tb, T alpha, const AV& A, const BV& B, T beta,
                  const CV& C) const {
    tgemm::batched_gemm(ExecSpace(), ta, tb, alpha, A, B, beta, C);
  }
};

template <class T, class Run = RunAuto>
void check_batched(char ta, char tb, Batch3 storage, const BatchedCase& g, double alpha,
                   double beta, const Run& run = {}) {
  const std::uint64_t seed = fresh_seed();
  SCOPED_TRACE(testing::Message() << "op(A)=" << ta << " op(B)=" << tb << " batch=" << g.nb << " m="
                                  << g.m << " n=" << g.n << " k=" << g.k << " alpha=" << alpha
                                  << " beta=" << beta << " storage=" << int(storage)
                                  << " seed=" << seed << " (TGEMM_TEST_SEED reproduces)");
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<double> dist(-1, 1);
  TestBatch<T> a(storage, g.nb, ta == 'N' ? g.m : g.k, ta == 'N' ? g.k : g.m);
  TestBatch<T> b(storage, g.nb, tb == 'N' ? g.k : g.n, tb == 'N' ? g.n : g.k);
  TestBatch<T> c(storage, g.nb, g.m, g.n);
  std::vector<T> ha(a.span()), hb(b.span()), hc(c.span());
  for (auto* v : {&ha, &hb, &hc})
    for (T& x : *v) x = T(dist(gen));
  if (beta == 0)
    for (std::size_t q = 0; q < g.nb; ++q)
      for (std::size_t i = 0; i < g.m; ++i)
        for (std::size_t j = 0; j < g.n; ++j)
          hc[c.offset(q, i, j)] = std::numeric_limits<T>::quiet_NaN();
  a.load(ha);
  b.load(hb);
  c.load(hc);
  const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
  a.template with_view<const T>([&](auto A) {
    b.template with_view<const T>([&](auto B) {
      c.template with_view<T>([&](auto C) { run(tra, trb, T(alpha), A, B, T(beta), C); });
    });
  });
  Kokkos::fence();
  const std::vector<T> out = c.snapshot();

  using W = wide_t<T>;
  std::vector<char> inside(out.size(), 0);
  for (std::size_t q = 0; q < g.nb; ++q) {
    W err2 = 0, mag2 = 0;
    index_t unwritten = 0;
    for (std::size_t i = 0; i < g.m; ++i)
      for (std::size_t j = 0; j < g.n; ++j) {
        W s = 0, s_abs = 0;
        for (std::size_t p = 0; p < g.k; ++p) {
          const W x = W(ta == 'N' ? ha[a.offset(q, i, p)] : ha[a.offset(q, p, i)]) *
                      W(tb == 'N' ? hb[b.offset(q, p, j)] : hb[b.offset(q, j, p)]);
          s += x;
          s_abs += x < 0 ? -x : x;
        }
        W ref = W(T(alpha)) * s, mag = std::abs(W(T(alpha))) * s_abs;
        const std::size_t o = c.offset(q, i, j);
        inside[o] = 1;
        if (beta != 0) {
          ref += W(T(beta)) * W(hc[o]);
          mag += std::abs(W(T(beta)) * W(hc[o]));
        }
        if (!std::isfinite(double(out[o]))) {
          ++unwritten;
          continue;
        }
        err2 += (W(out[o]) - ref) * (W(out[o]) - ref);
        mag2 += mag * mag;
      }
    ASSERT_EQ(unwritten, 0) << "matrix " << q << ": elements of C left unwritten";
    const double rel = mag2 > 0 ? double(std::sqrt(err2 / mag2)) : double(std::sqrt(err2));
    ASSERT_LE(rel, normwise_tolerance<T>(index_t(g.k))) << "matrix " << q;
  }
  for (std::size_t x = 0; x < out.size(); ++x)
    if (!inside[x]) {
      ASSERT_EQ(out[x], hc[x]) << "element " << x << " outside the C matrices changed";
    }
}

using Param = std::tuple<char, char, Batch3, bool>;

class BatchedGemm : public testing::TestWithParam<Param> {};

TEST_P(BatchedGemm, MatchesHostReference) {
  const auto [ta, tb, storage, f64] = GetParam();
  for (const BatchedCase& g : kCases)
    for (const auto& s : kScalars) {
      if (f64)
        check_batched<double>(ta, tb, storage, g, s[0], s[1]);
      else
        check_batched<float>(ta, tb, storage, g, s[0], s[1]);
      if (HasFatalFailure()) return;
    }
}

std::string batched_name(const testing::TestParamInfo<Param>& info) {
  const char* st[] = {"right", "left", "strided"};
  return std::string{std::get<0>(info.param), std::get<1>(info.param)} + "_" +
         st[int(std::get<2>(info.param))] + (std::get<3>(info.param) ? "_double" : "_float");
}

INSTANTIATE_TEST_SUITE_P(
    All, BatchedGemm,
    testing::Combine(testing::Values('N', 'T', 'C'), testing::Values('N', 'T', 'C'),
                     testing::Values(Batch3::right, Batch3::left, Batch3::strided),
                     testing::Bool()),
    batched_name);

// Every tile configuration also runs when asked for by name.
TEST(BatchedGemmConfigs, ExplicitConfigMatchesAuto) {
  Batch<double, Kokkos::LayoutRight> A("A", 6, 40, 23), B("B", 6, 23, 37), C1("C1", 6, 40, 37),
      C2("C2", 6, 40, 37);
  auto ha = Kokkos::create_mirror_view(Kokkos::HostSpace(), A);
  auto hb = Kokkos::create_mirror_view(Kokkos::HostSpace(), B);
  std::mt19937_64 gen(fresh_seed());
  std::uniform_real_distribution<double> dist(-1, 1);
  for (std::size_t x = 0; x < ha.span(); ++x) ha.data()[x] = dist(gen);
  for (std::size_t x = 0; x < hb.span(); ++x) hb.data()[x] = dist(gen);
  Kokkos::deep_copy(A, ha);
  Kokkos::deep_copy(B, hb);
  tgemm::batched_gemm(ExecSpace(), "N", "N", 1.0, A, B, 0.0, C1);
  auto ref = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C1);
  auto check = [&](const char* name) {
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C2);
    double err = 0;
    for (std::size_t x = 0; x < h.span(); ++x)
      err = std::max(err, std::abs(h.data()[x] - ref.data()[x]));
    EXPECT_LE(err, 1e-13) << name;
  };
  tgemm::batched_gemm<TeamGemmConfig<16, 16, 16, 2, 2>>(ExecSpace(), "N", "N", 1.0, A, B, 0.0, C2);
  check("tiny");
  tgemm::batched_gemm<TeamGemmConfig<32, 32, 16, 2, 2>>(ExecSpace(), "N", "N", 1.0, A, B, 0.0, C2);
  check("small");
  tgemm::batched_gemm<TeamGemmConfig<32, 64, 8, 2, 4>>(ExecSpace(), "N", "N", 1.0, A, B, 0.0, C2);
  check("32x64x8/2x4");
}

// Every batched candidate (tuning/batched_candidates.hpp), as auto would run it, on GPU
// spaces: each transpose pair, LayoutRight and LayoutLeft batches and strided subviews, sizes
// across the tiles' edges and matrices at odd offsets (no 16-byte loads). Host spaces refuse
// them with a message.
struct RunCandidate {
  int index;
  template <class T, class AV, class BV, class CV>
  void operator()(const char* ta, const char* tb, T alpha, const AV& A, const BV& B, T beta,
                  const CV& C) const {
    tuning::run_batched_candidate(ExecSpace(), index, alpha,
                                  tgemm::detail::checked_batched<ExecSpace>(ta, tb, A, B, C), beta);
  }
};

template <class T>
void check_every_batched_candidate() {
  const BatchedCase cases[] = {
      {3, 17, 9, 33}, {2, 70, 65, 130}, {2, 67, 66, 65}, {2, 130, 129, 37}};
  for (int i = 0; i < tuning::batched_candidate_count<T>(); ++i) {
    SCOPED_TRACE(tuning::batched_candidate_name<T>(i));
    if constexpr (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible) {
      EXPECT_THROW(check_batched<T>('N', 'N', Batch3::right, cases[0], 1, 0, RunCandidate{i}),
                   std::invalid_argument);
      continue;
    }
    for (char ta : {'N', 'T'})
      for (char tb : {'N', 'T'})
        for (Batch3 storage : {Batch3::right, Batch3::left, Batch3::strided})
          for (const BatchedCase& g : cases) {
            check_batched<T>(ta, tb, storage, g, 1.5, storage == Batch3::left ? 0.0 : -0.5,
                             RunCandidate{i});
            if (testing::Test::HasFatalFailure()) return;
          }
  }
}

TEST(BatchedCandidates, EveryCandidateMatchesHostReferenceFloat) {
  check_every_batched_candidate<float>();
}
TEST(BatchedCandidates, EveryCandidateMatchesHostReferenceDouble) {
  check_every_batched_candidate<double>();
}

// device::transposed(p) (what BatchedGemmTransposed candidates run) is the same product as
// C^T = op(B)^T op(A)^T: C^T's extents, and every entry of C^T as the transposed problem
// states it equal, bit for bit, to the original's (the same products in the same order).
TEST(BatchedProblem, TransposedIsTheSameProduct) {
  const index_t count = 2, m = 5, n = 3, k = 4;
  for (bool ta : {false, true})
    for (bool tb : {false, true}) {
      SCOPED_TRACE(testing::Message() << (ta ? "T" : "N") << (tb ? "T" : "N"));
      Kokkos::View<double***, Kokkos::LayoutRight, Kokkos::HostSpace> A("A", count, ta ? k : m,
                                                                        ta ? m : k),
          B("B", count, tb ? n : k, tb ? k : n);
      Kokkos::View<double***, Kokkos::LayoutLeft, Kokkos::HostSpace> C("C", count, m, n);
      for (std::size_t i = 0; i < A.size(); ++i) A.data()[i] = double(int(i * 7 % 11) - 5);
      for (std::size_t i = 0; i < B.size(); ++i) B.data()[i] = double(int(i * 5 % 13) - 6);
      const auto p = tgemm::detail::checked_batched<Kokkos::DefaultHostExecutionSpace>(
          ta ? "T" : "N", tb ? "T" : "N", A, B, C);
      const auto t = device::transposed(p);
      EXPECT_EQ(t.m(), n);
      EXPECT_EQ(t.n(), m);
      EXPECT_EQ(t.k(), k);
      EXPECT_EQ(t.c.data, p.c.data);
      for (index_t b = 0; b < count; ++b) {
        const auto pa = p.a.matrix(b, p.ta), pb = p.b.matrix(b, p.tb);
        const auto qa = t.a.matrix(b, t.ta), qb = t.b.matrix(b, t.tb);
        const auto pc = p.c.matrix(b), qc = t.c.matrix(b);
        for (index_t i = 0; i < m; ++i)
          for (index_t j = 0; j < n; ++j) {
            double x = 0, y = 0;
            for (index_t l = 0; l < k; ++l) {
              x += pa(i, l) * pb(l, j);
              y += qa(j, l) * qb(l, i);
            }
            EXPECT_EQ(x, y) << b << " " << i << " " << j;
            EXPECT_EQ(&pc(i, j), &qc(j, i));
          }
      }
    }
}

// ---- bad input -----------------------------------------------------------------------------

template <class F>
void expect_rejected(F&& f, const char* needle) {
  try {
    f();
    ADD_FAILURE() << "no exception; expected one naming " << needle;
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("tgemm::batched_gemm"), std::string::npos) << e.what();
  }
}

TEST(BatchedGemmErrors, BadArgumentsThrowNamingThemAndLeaveCUntouched) {
  Batch<float, Kokkos::LayoutRight> A("A", 4, 8, 6), B("B", 4, 6, 5), C("C", 4, 8, 5);
  Batch<float, Kokkos::LayoutRight> B3("B3", 3, 6, 5), Bk("Bk", 4, 7, 5), Cn("Cn", 4, 8, 4);
  Kokkos::View<float***, Kokkos::LayoutRight, MemSpace> P("P", 4, 8, 11);
  auto Cover = Kokkos::subview(P, Kokkos::ALL, Kokkos::ALL, Kokkos::make_pair(6, 11));
  auto Aover = Kokkos::subview(P, Kokkos::ALL, Kokkos::ALL, Kokkos::make_pair(0, 6));
  auto hc = Kokkos::create_mirror_view(Kokkos::HostSpace(), C);
  for (std::size_t x = 0; x < hc.span(); ++x) hc.data()[x] = 3.0f;
  Kokkos::deep_copy(C, hc);
  const ExecSpace exec{};
  expect_rejected([&] { tgemm::batched_gemm(exec, "X", "N", 1.f, A, B, 0.f, C); }, "'transA'");
  expect_rejected([&] { tgemm::batched_gemm(exec, "N", "Q", 1.f, A, B, 0.f, C); }, "'transB'");
  expect_rejected([&] { tgemm::batched_gemm(exec, "N", "N", 1.f, A, B3, 0.f, C); }, "'B' holds 3");
  expect_rejected([&] { tgemm::batched_gemm(exec, "N", "N", 1.f, A, Bk, 0.f, C); }, "'A' and 'B'");
  expect_rejected([&] { tgemm::batched_gemm(exec, "N", "N", 1.f, A, B, 0.f, Cn); }, "'C'");
  expect_rejected([&] { tgemm::batched_gemm(exec, "T", "N", 1.f, A, B, 0.f, C); }, "'A' and 'B'");
  // Interleaved blocks of one View: address ranges meet, so C counts as overlapping A.
  expect_rejected([&] { tgemm::batched_gemm(exec, "N", "N", 1.f, Aover, B, 0.f, Cover); }, "'A'");
  auto after = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
  for (std::size_t x = 0; x < after.span(); ++x) ASSERT_EQ(after.data()[x], 3.0f);
}

}  // namespace
}  // namespace tgemm::test
