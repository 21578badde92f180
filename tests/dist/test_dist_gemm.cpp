// tgemm::dist::gemm on every grid the ranks of the run can form: against a higher-precision
// reference of the whole matrices, against the single-process tgemm::gemm, with BLAS
// semantics, local blocks in any layout, and argument errors raised alike on every rank.

#include <gtest/gtest.h>
#include <mpi.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <tgemm/dist.hpp>
#include <vector>

#include "support/gemm_check.hpp"

namespace {

using tgemm::index_t;
using tgemm::dist::BlockCyclic;
using tgemm::dist::Grid;
using tgemm::dist::GridOrder;
using tgemm::test::ExecSpace;
using tgemm::test::MemSpace;

int world_size() {
  int n = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &n);
  return n;
}

// Every P x Q = world size, in both rank orders where they differ.
std::vector<std::tuple<int, int, GridOrder>> grids() {
  std::vector<std::tuple<int, int, GridOrder>> out;
  const int n = world_size();
  for (int p = 1; p <= n; ++p)
    if (n % p == 0) {
      out.emplace_back(p, n / p, GridOrder::row_major);
      if (p > 1 && p < n) out.emplace_back(p, n / p, GridOrder::column_major);
    }
  return out;
}

// One seed for all ranks: fresh (or TGEMM_TEST_SEED) on rank 0, broadcast.
std::uint64_t shared_seed() {
  std::uint64_t seed = tgemm::test::fresh_seed();
  MPI_Bcast(&seed, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
  return seed;
}

double sum_over_grid(double x) {
  MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  return x;
}
double max_over_grid(double x) {
  MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return x;
}

// A global matrix, the same on every rank (column-major, host).
template <class T>
struct Global {
  index_t rows = 0, cols = 0;
  std::vector<T> v;
  Global(index_t r, index_t c, std::mt19937_64& gen) : rows(r), cols(c), v(std::size_t(r * c)) {
    std::uniform_real_distribution<double> u(-1, 1);
    for (auto& x : v) x = T(u(gen));
  }
  T operator()(index_t i, index_t j) const { return v[std::size_t(i + j * rows)]; }
};

// Global index of local index l on process p of a block-cyclic axis.
index_t global_index(index_t l, index_t nb, int p, int src, int nprocs) {
  const int d = (p - src + nprocs) % nprocs;
  return ((l / nb) * nprocs + d) * nb + l % nb;
}

// This rank's local block of a global matrix, as a View of the given layout.
template <class Layout, class T>
Kokkos::View<T**, Layout, MemSpace> local_block(const Grid& g, const BlockCyclic& d,
                                                const Global<T>& x) {
  Kokkos::View<T**, Layout, MemSpace> v("local", d.local_rows(g), d.local_cols(g));
  auto h = Kokkos::create_mirror_view(v);
  for (index_t j = 0; j < index_t(v.extent(1)); ++j)
    for (index_t i = 0; i < index_t(v.extent(0)); ++i)
      h(i, j) = x(global_index(i, d.mb, g.myrow(), d.rsrc, g.nprow()),
                  global_index(j, d.nb, g.mycol(), d.csrc, g.npcol()));
  Kokkos::deep_copy(v, h);
  return v;
}

struct Blocks {
  index_t mb, nb;
  int rsrc, csrc;  // taken modulo the grid
};

BlockCyclic deal(const Grid& g, index_t m, index_t n, const Blocks& b) {
  return {m, n, b.mb, b.nb, b.rsrc % g.nprow(), b.csrc % g.npcol()};
}

struct Case {
  index_t m, n, k;
  Blocks a, b, c;
  double alpha = 1, beta = 0;
  tgemm::dist::Options options = {};
};

// Runs one distributed GEMM on fresh inputs and returns the grid-wide error measures against
// the higher-precision reference (C poisoned with NaN when beta == 0).
template <class T, class Layout = Kokkos::LayoutLeft>
tgemm::test::GemmError run_case(const Grid& g, char ta, char tb, const Case& c) {
  using W = tgemm::test::wide_t<T>;
  std::mt19937_64 gen(shared_seed());
  const Global<T> a(ta == 'N' ? c.m : c.k, ta == 'N' ? c.k : c.m, gen);
  const Global<T> b(tb == 'N' ? c.k : c.n, tb == 'N' ? c.n : c.k, gen);
  const Global<T> c0(c.m, c.n, gen);
  const BlockCyclic da = deal(g, a.rows, a.cols, c.a), db = deal(g, b.rows, b.cols, c.b),
                    dc = deal(g, c.m, c.n, c.c);
  auto A = local_block<Layout>(g, da, a);
  auto B = local_block<Layout>(g, db, b);
  auto C = local_block<Layout>(g, dc, c0);
  if (c.beta == 0) Kokkos::deep_copy(C, std::numeric_limits<T>::quiet_NaN());
  const std::string ta_s(1, ta), tb_s(1, tb);
  tgemm::dist::gemm(ExecSpace(), g, ta_s.c_str(), tb_s.c_str(), T(c.alpha),
                    tgemm::dist::Matrix{da, typename decltype(A)::const_type(A)},
                    tgemm::dist::Matrix{db, typename decltype(B)::const_type(B)}, T(c.beta),
                    tgemm::dist::Matrix{dc, C}, c.options);
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);

  const bool tra = ta != 'N', trb = tb != 'N';
  const W alpha = W(T(c.alpha)), beta = W(T(c.beta));
  double err2 = 0, ref2 = 0, mag2 = 0, worst = 0, unwritten = 0;
  for (index_t lj = 0; lj < index_t(h.extent(1)); ++lj)
    for (index_t li = 0; li < index_t(h.extent(0)); ++li) {
      const index_t i = global_index(li, dc.mb, g.myrow(), dc.rsrc, g.nprow());
      const index_t j = global_index(lj, dc.nb, g.mycol(), dc.csrc, g.npcol());
      W s = 0, s_abs = 0;
      for (index_t p = 0; p < c.k; ++p) {
        const W x = W(tra ? a(p, i) : a(i, p)) * W(trb ? b(j, p) : b(p, j));
        s += x;
        s_abs += x < 0 ? -x : x;
      }
      W ref = alpha * s, mag = (alpha < 0 ? -alpha : alpha) * s_abs;
      if (c.beta != 0) {
        ref += beta * W(c0(i, j));
        mag += (beta < 0 ? -beta : beta) * W(std::abs(c0(i, j)));
      }
      const double got = double(h(li, lj));
      if (!std::isfinite(got)) {
        ++unwritten;
        continue;
      }
      const double d = double(W(got) - ref);
      err2 += d * d;
      ref2 += double(ref * ref);
      mag2 += double(mag * mag);
      worst = std::max(worst, std::abs(d) / (double(mag) + std::numeric_limits<double>::min()));
    }
  err2 = sum_over_grid(err2);
  ref2 = sum_over_grid(ref2);
  mag2 = sum_over_grid(mag2);
  tgemm::test::GemmError e;
  e.rel_norm = ref2 > 0 ? std::sqrt(err2 / ref2) : std::sqrt(err2);
  e.rel_magnitude = mag2 > 0 ? std::sqrt(err2 / mag2) : std::sqrt(err2);
  e.max_elem = max_over_grid(worst);
  e.unwritten = index_t(sum_over_grid(unwritten));
  return e;
}

template <class T>
void expect_accurate(const tgemm::test::GemmError& e, index_t k) {
  EXPECT_EQ(e.unwritten, 0) << "elements of C left unwritten (NaN poison or non-finite)";
  EXPECT_LE(e.max_elem, tgemm::test::elementwise_tolerance<T>(k))
      << "element-wise error; relative norm error " << e.rel_norm;
  EXPECT_LE(e.rel_magnitude, tgemm::test::normwise_tolerance<T>(k))
      << "norm-wise error; relative norm error " << e.rel_norm;
}

// Distributions the sweeps run: operands dealt like C (used in place), dealt otherwise
// (redistributed first, from other source processes), blocks larger than the matrices, and
// k in many panels (small blocks gathered, given panel widths, with and without overlap) with
// beta zero and not, a k small beside m and n (both transposed: the operands are
// redistributed, not the product), and MPI with device memory staged through the host.
const Case kCases[] = {
    {37, 29, 41, {4, 5, 0, 0}, {5, 3, 0, 0}, {4, 3, 0, 0}, 1.5, 0},
    {23, 31, 19, {6, 2, 1, 0}, {7, 4, 0, 1}, {5, 3, 1, 1}, -1, 0.5},
    {1, 50, 7, {64, 64, 0, 0}, {64, 64, 0, 0}, {64, 64, 0, 0}, 1, 0},
    {61, 45, 130, {8, 16, 0, 0}, {16, 8, 0, 0}, {8, 8, 0, 0}, 0.5, -0.25},
    {61,
     45,
     130,
     {8, 16, 0, 0},
     {16, 8, 0, 0},
     {8, 8, 0, 0},
     1,
     -0.5,
     {.panel = 3, .overlap = false}},
    {30, 21, 70, {5, 7, 1, 0}, {3, 4, 0, 0}, {5, 4, 0, 1}, 2, 0, {.panel = 5}},
    {19, 23, 300, {4, 32, 0, 0}, {32, 5, 0, 0}, {4, 5, 0, 0}, 1, 0.75},
    {40, 36, 3, {2, 5, 0, 1}, {4, 2, 1, 0}, {5, 4, 0, 0}, 1, -1},
    {33,
     40,
     50,
     {6, 5, 0, 0},
     {5, 7, 0, 0},
     {6, 7, 0, 0},
     1,
     0.5,
     {.transport = tgemm::dist::Transport::mpi,
      .mpi_device_buffers = tgemm::dist::DeviceBuffers::staged,
      .panel = 10}},
};

template <class T>
void sweep() {
  for (const auto& [p, q, order] : grids()) {
    const Grid g(MPI_COMM_WORLD, p, q, order);
    for (const char* t : {"NN", "NT", "TN", "TT", "CN"})
      for (std::size_t i = 0; i < std::size(kCases); ++i) {
        SCOPED_TRACE(testing::Message()
                     << "grid " << p << "x" << q
                     << (order == GridOrder::row_major ? " row-major" : " column-major") << " op "
                     << t << " case " << i);
        expect_accurate<T>(run_case<T>(g, t[0], t[1], kCases[i]), kCases[i].k);
      }
  }
}

TEST(DistGemm, FloatOnEveryGrid) {
  sweep<float>();
}
TEST(DistGemm, DoubleOnEveryGrid) {
  sweep<double>();
}

// Local blocks in row-major Views, and in strided subviews, give the same results.
TEST(DistGemm, LocalBlocksInAnyLayout) {
  const int n = world_size();
  const Grid g(MPI_COMM_WORLD, n % 2 == 0 ? 2 : 1, n % 2 == 0 ? n / 2 : n);
  for (const char* t : {"NN", "TT"}) {
    SCOPED_TRACE(t);
    expect_accurate<double>(run_case<double, Kokkos::LayoutRight>(g, t[0], t[1], kCases[1]),
                            kCases[1].k);
  }
  // A strided subview: every other column of a wider parent.
  std::mt19937_64 gen(shared_seed());
  const Global<double> a(40, 33, gen), b(33, 27, gen);
  const BlockCyclic da{40, 33, 6, 5}, db{33, 27, 5, 4}, dc{40, 27, 6, 4};
  auto A = local_block<Kokkos::LayoutLeft>(g, da, a);
  auto B = local_block<Kokkos::LayoutLeft>(g, db, b);
  Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace> parent("parent", dc.local_rows(g) + 3,
                                                              2 * dc.local_cols(g) + 1);
  auto C = Kokkos::subview(parent, std::pair<index_t, index_t>(1, 1 + dc.local_rows(g)),
                           Kokkos::pair<index_t, index_t>(0, 2 * dc.local_cols(g)));
  Kokkos::View<double**, Kokkos::LayoutStride, MemSpace> Cs(
      C.data(), Kokkos::LayoutStride(dc.local_rows(g), 1, dc.local_cols(g), 2 * parent.stride(1)));
  tgemm::dist::gemm(ExecSpace(), g, "N", "N", 1.0, tgemm::dist::Matrix{da, A},
                    tgemm::dist::Matrix{db, B}, 0.0, tgemm::dist::Matrix{dc, Cs});
  // Same product into a plain LayoutLeft C.
  Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace> C2("C2", dc.local_rows(g), dc.local_cols(g));
  tgemm::dist::gemm(ExecSpace(), g, "N", "N", 1.0, tgemm::dist::Matrix{da, A},
                    tgemm::dist::Matrix{db, B}, 0.0, tgemm::dist::Matrix{dc, C2});
  auto hp = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), parent);
  auto h2 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C2);
  // |C| <= k: the two may round differently (the local kernel may differ with C's layout).
  const double tol = 33 * tgemm::test::elementwise_tolerance<double>(33);
  double differ = 0, touched = 0;
  for (index_t j = 0; j < index_t(parent.extent(1)); ++j)
    for (index_t i = 0; i < index_t(parent.extent(0)); ++i) {
      const bool inside =
          i >= 1 && i < 1 + index_t(h2.extent(0)) && j % 2 == 0 && j / 2 < index_t(h2.extent(1));
      if (inside)
        differ += !(std::abs(hp(i, j) - h2(i - 1, j / 2)) <= tol);
      else
        touched += hp(i, j) != 0;
    }
  EXPECT_EQ(sum_over_grid(differ), 0) << "strided C differs from LayoutLeft C";
  EXPECT_EQ(sum_over_grid(touched), 0) << "elements of the parent outside C were written";
}

// The distributed product against tgemm::gemm of the whole matrices on one process.
TEST(DistGemm, MatchesSingleProcessGemm) {
  const int n = world_size();
  for (const auto& [p, q, order] : grids()) {
    const Grid g(MPI_COMM_WORLD, p, q, order);
    SCOPED_TRACE(testing::Message() << "grid " << p << "x" << q << " of " << n);
    std::mt19937_64 gen(shared_seed());
    const index_t m = 75, nn = 66, k = 90;
    const Global<float> a(k, m, gen), b(k, nn, gen);  // op = "T", "N"
    const BlockCyclic da{k, m, 7, 9}, db{k, nn, 9, 5}, dc{m, nn, 9, 5};
    auto A = local_block<Kokkos::LayoutLeft>(g, da, a);
    auto B = local_block<Kokkos::LayoutLeft>(g, db, b);
    Kokkos::View<float**, Kokkos::LayoutLeft, MemSpace> C("C", dc.local_rows(g), dc.local_cols(g));
    tgemm::dist::gemm(ExecSpace(), g, "T", "N", 1.0f, tgemm::dist::Matrix{da, A},
                      tgemm::dist::Matrix{db, B}, 0.0f, tgemm::dist::Matrix{dc, C});
    Kokkos::View<float**, Kokkos::LayoutLeft, MemSpace> Ag("Ag", k, m), Bg("Bg", k, nn),
        Cg("Cg", m, nn);
    Kokkos::deep_copy(
        Ag, Kokkos::View<const float**, Kokkos::LayoutLeft, Kokkos::HostSpace>(a.v.data(), k, m));
    Kokkos::deep_copy(
        Bg, Kokkos::View<const float**, Kokkos::LayoutLeft, Kokkos::HostSpace>(b.v.data(), k, nn));
    tgemm::gemm(ExecSpace(), "T", "N", 1.0f, Ag, Bg, 0.0f, Cg);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
    auto hg = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), Cg);
    double worst = 0;
    for (index_t lj = 0; lj < index_t(h.extent(1)); ++lj)
      for (index_t li = 0; li < index_t(h.extent(0)); ++li) {
        const index_t i = global_index(li, dc.mb, g.myrow(), 0, p);
        const index_t j = global_index(lj, dc.nb, g.mycol(), 0, q);
        double mag = 0;
        for (index_t l = 0; l < k; ++l) mag += std::abs(double(a(l, i)) * double(b(l, j)));
        worst = std::max(worst, std::abs(double(h(li, lj)) - double(hg(i, j))) / mag);
      }
    // Both are within the element-wise bound of the exact product, so of each other.
    EXPECT_LE(max_over_grid(worst), 2 * tgemm::test::elementwise_tolerance<float>(k));
  }
}

// beta == 0 never reads C, alpha == 0 never reads A or B, k == 0 scales C, m == 0 does nothing.
TEST(DistGemm, BlasSemantics) {
  const int n = world_size();
  const Grid g(MPI_COMM_WORLD, 1, n);
  using V = Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace>;
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const BlockCyclic da{20, 10, 4, 3}, db{10, 12, 3, 2}, dc{20, 12, 4, 2};
  V A("A", da.local_rows(g), da.local_cols(g)), B("B", db.local_rows(g), db.local_cols(g)),
      C("C", dc.local_rows(g), dc.local_cols(g));
  Kokkos::deep_copy(A, nan);
  Kokkos::deep_copy(B, nan);
  Kokkos::deep_copy(C, 3.0);
  tgemm::dist::gemm(ExecSpace(), g, "N", "N", 0.0, tgemm::dist::Matrix{da, A},
                    tgemm::dist::Matrix{db, B}, 2.0, tgemm::dist::Matrix{dc, C});
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
  double wrong = 0;
  for (index_t j = 0; j < index_t(h.extent(1)); ++j)
    for (index_t i = 0; i < index_t(h.extent(0)); ++i) wrong += h(i, j) != 6.0;
  EXPECT_EQ(sum_over_grid(wrong), 0) << "alpha == 0: C must be beta * C, A and B unread";

  const BlockCyclic dak{20, 0, 4, 3}, dbk{0, 12, 3, 2};
  V Ak("Ak", dak.local_rows(g), dak.local_cols(g)), Bk("Bk", 0, dbk.local_cols(g));
  Kokkos::deep_copy(C, nan);
  tgemm::dist::gemm(ExecSpace(), g, "N", "N", 1.0, tgemm::dist::Matrix{dak, Ak},
                    tgemm::dist::Matrix{dbk, Bk}, 0.0, tgemm::dist::Matrix{dc, C});
  Kokkos::deep_copy(h, C);
  wrong = 0;
  for (index_t j = 0; j < index_t(h.extent(1)); ++j)
    for (index_t i = 0; i < index_t(h.extent(0)); ++i) wrong += h(i, j) != 0.0;
  EXPECT_EQ(sum_over_grid(wrong), 0) << "k == 0, beta == 0: C must be zeros, its NaN unread";

  const BlockCyclic da0{0, 10, 4, 3}, dc0{0, 12, 4, 2};
  V A0("A0", 0, da0.local_cols(g)), C0("C0", 0, dc0.local_cols(g));
  EXPECT_NO_THROW(tgemm::dist::gemm(ExecSpace(), g, "N", "N", 1.0, tgemm::dist::Matrix{da0, A0},
                                    tgemm::dist::Matrix{db, B}, 0.0, tgemm::dist::Matrix{dc0, C0}));
}

// A call that throws on every rank with one message, and leaves C as it was.
template <class Call>
void expect_rejected_alike(Call&& call, const std::string& needle) {
  std::string message;
  try {
    call();
  } catch (const std::invalid_argument& e) {
    message = e.what();
  }
  const double thrown = sum_over_grid(message.empty() ? 0 : 1);
  EXPECT_EQ(thrown, world_size()) << "not every rank threw std::invalid_argument";
  const double hash = double(std::hash<std::string>{}(message) % (1u << 30));
  EXPECT_EQ(max_over_grid(hash), -max_over_grid(-hash)) << "the ranks' messages differ";
  EXPECT_NE(message.find(needle), std::string::npos) << message;
}

// NCCL where the build has it for this execution space and every rank has a GPU of its own;
// otherwise the call is rejected alike on every rank.
TEST(DistGemm, NcclRunsOrIsRejectedAlike) {
  const int n = world_size();
  const Grid g(MPI_COMM_WORLD, n % 2 == 0 ? 2 : 1, n % 2 == 0 ? n / 2 : n);
  Case c = kCases[3];
  c.options.transport = tgemm::dist::Transport::nccl;
  std::string message;
  tgemm::test::GemmError e;
  try {
    e = run_case<double>(g, 'N', 'T', c);
  } catch (const std::invalid_argument& x) {
    message = x.what();
  }
  const double thrown = sum_over_grid(message.empty() ? 0 : 1);
  if (thrown == 0) {
    expect_accurate<double>(e, c.k);
  } else {
    EXPECT_EQ(thrown, n) << "not every rank threw";
    EXPECT_NE(message.find("argument 'options.transport'"), std::string::npos) << message;
  }
}

TEST(DistGemm, ArgumentErrorsAreRaisedAlikeOnEveryRank) {
  const int n = world_size();
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  const Grid g(MPI_COMM_WORLD, 1, n);
  using V = Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace>;
  const BlockCyclic da{20, 10, 4, 3}, db{10, 12, 3, 2}, dc{20, 12, 4, 2};
  V A("A", da.local_rows(g), da.local_cols(g)), B("B", db.local_rows(g), db.local_cols(g)),
      C("C", dc.local_rows(g), dc.local_cols(g));
  Kokkos::deep_copy(A, 1.0);
  Kokkos::deep_copy(B, 1.0);
  Kokkos::deep_copy(C, 7.0);
  auto call = [&](const char* ta, double alpha, const BlockCyclic& a, const BlockCyclic& c, auto Cv,
                  tgemm::dist::Options o = {}) {
    return [=, &g] {
      tgemm::dist::gemm(ExecSpace(), g, ta, "N", alpha, tgemm::dist::Matrix{a, A},
                        tgemm::dist::Matrix{db, B}, 1.0, tgemm::dist::Matrix{c, Cv}, o);
    };
  };
  expect_rejected_alike(call("X", 1.0, da, dc, C), "argument 'transA'");
  if (n > 1) expect_rejected_alike(call("N", 1.0 + rank, da, dc, C), "argument 'alpha' differs");
  expect_rejected_alike(call("T", 1.0, da, dc, C), "arguments 'A' and 'B' do not conform");
  expect_rejected_alike(call("N", 1.0, BlockCyclic{20, 10, 0, 3}, dc, C), "argument 'A'");
  expect_rejected_alike(call("N", 1.0, da, BlockCyclic{20, 12, 4, 2, 0, n}, C),
                        "argument 'C': dist.csrc");
  // A local block of the wrong shape on the last rank only.
  V Cbad("Cbad", dc.local_rows(g), dc.local_cols(g) + (rank == n - 1 ? 1 : 0));
  expect_rejected_alike(call("N", 1.0, da, dc, Cbad),
                        "argument 'C': the local block on rank " + std::to_string(n - 1));
  // C aliasing A: both windows of one parent buffer.
  V shared("shared", std::max(da.local_rows(g), dc.local_rows(g)),
           std::max(da.local_cols(g), dc.local_cols(g)));
  const auto window = [&](const BlockCyclic& d) {
    return Kokkos::subview(shared, std::pair<index_t, index_t>(0, d.local_rows(g)),
                           std::pair<index_t, index_t>(0, d.local_cols(g)));
  };
  expect_rejected_alike(
      [&] {
        tgemm::dist::gemm(ExecSpace(), g, "N", "N", 1.0, tgemm::dist::Matrix{da, window(da)},
                          tgemm::dist::Matrix{db, B}, 1.0, tgemm::dist::Matrix{dc, window(dc)});
      },
      "overlaps argument 'A'");
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
  double changed = 0;
  for (index_t j = 0; j < index_t(h.extent(1)); ++j)
    for (index_t i = 0; i < index_t(h.extent(0)); ++i) changed += h(i, j) != 7.0;
  EXPECT_EQ(sum_over_grid(changed), 0) << "a rejected call changed C";

  EXPECT_THROW(Grid(MPI_COMM_WORLD, n + 1, 1), std::invalid_argument);
}

// p?gemm's arguments: local arrays with a leading dimension above their rows, submatrices of
// larger matrices at their origin and at block boundaries inside them, against
// tgemm::dist::gemm on the same submatrices dealt as ScaLAPACK deals them, as Views.
TEST(DistGemm, ScalapackArguments) {
  const int n = world_size();
  const Grid g(MPI_COMM_WORLD, n % 2 == 0 ? 2 : 1, n % 2 == 0 ? n / 2 : n);
  std::mt19937_64 gen(shared_seed());
  const int m = 45, nn = 38, k = 27;
  // Block sizes, and matrices 13 rows and 11 columns larger than the parts multiplied (in
  // either orientation).
  const BlockCyclic da{m, k, 6, 5}, db{nn, k, 4, 5}, dc{m, nn, 6, 4};
  const Global<double> a(m + 13, m + 11, gen), b(nn + 13, nn + 11, gen), c0(m + 13, nn + 11, gen);
  struct Array {
    std::vector<double> v;
    int desc[9];
    index_t local_rows, local_cols;
  };
  auto array = [&](const Global<double>& x, const BlockCyclic& d) {
    const BlockCyclic whole{x.rows, x.cols, d.mb, d.nb};
    const index_t lr = whole.local_rows(g), lc = whole.local_cols(g), lld = lr + 3;
    Array out{std::vector<double>(std::size_t(lld * std::max<index_t>(lc, 1)), -7.0),
              {1, 0, int(x.rows), int(x.cols), int(d.mb), int(d.nb), 0, 0, int(lld)},
              lr,
              lc};
    for (index_t j = 0; j < lc; ++j)
      for (index_t i = 0; i < lr; ++i)
        out.v[std::size_t(i + j * lld)] = x(global_index(i, d.mb, g.myrow(), 0, g.nprow()),
                                            global_index(j, d.nb, g.mycol(), 0, g.npcol()));
    return out;
  };
  const Array pa = array(a, da), pb = array(b, db), pc0 = array(c0, dc);
  // Every element of C's local array against the product of the parts, computed here in long
  // double from the global matrices; the rest of C and the padding below the local rows must
  // keep their values.
  const auto check = [&](const char* ops, int ia, int ja, int ib, int jb, int ic, int jc) {
    SCOPED_TRACE(testing::Message() << ops << ", A at (" << ia << ", " << ja << "), B at (" << ib
                                    << ", " << jb << "), C at (" << ic << ", " << jc << ")");
    const bool ta = ops[0] == 'T', tb = ops[1] == 'T';
    const double alpha = 1.5, beta = 0.5;
    Array pc = pc0;
    tgemm::dist::pgemm(g, ta ? "T" : "N", tb ? "T" : "N", m, nn, k, alpha, pa.v.data(), ia, ja,
                       pa.desc, pb.v.data(), ib, jb, pb.desc, beta, pc.v.data(), ic, jc, pc.desc);
    const int lld = pc.desc[8];
    const double tol = 3 * k * tgemm::test::elementwise_tolerance<double>(k);
    double differ = 0, touched = 0;
    for (index_t j = 0; j < pc.local_cols; ++j)
      for (index_t i = 0; i < lld; ++i) {
        const double got = pc.v[std::size_t(i + j * lld)];
        const index_t gi = global_index(i, dc.mb, g.myrow(), 0, g.nprow()) - (ic - 1),
                      gj = global_index(j, dc.nb, g.mycol(), 0, g.npcol()) - (jc - 1);
        if (i < pc.local_rows && gi >= 0 && gi < m && gj >= 0 && gj < nn) {
          long double want = 0;
          for (index_t p = 0; p < k; ++p)
            want += (long double)(ta ? a(ia - 1 + p, ja - 1 + gi) : a(ia - 1 + gi, ja - 1 + p)) *
                    (tb ? b(ib - 1 + gj, jb - 1 + p) : b(ib - 1 + p, jb - 1 + gj));
          want = alpha * want + beta * (long double)c0(ic - 1 + gi, jc - 1 + gj);
          differ += !(std::abs(got - double(want)) <= tol);
        } else {
          touched += got != pc0.v[std::size_t(i + j * lld)];
        }
      }
    EXPECT_EQ(sum_over_grid(differ), 0) << "pgemm's product differs from the reference";
    EXPECT_EQ(sum_over_grid(touched), 0) << "pgemm wrote outside the product's part of C";
  };
  // On block boundaries, one or two blocks in along both dimensions.
  check("NT", 1, 1, 1, 1, 1, 1);
  check("NT", 7, 6, 5, 6, 13, 5);
  check("NT", 13, 1, 1, 11, 7, 9);
  // Inside blocks: A only, C only, A and C alike (A read in place), all three in every
  // transpose.
  check("NT", 3, 1, 1, 1, 1, 1);
  check("NT", 1, 1, 1, 1, 4, 7);
  check("NN", 3, 2, 4, 3, 3, 5);
  for (const char* ops : {"NN", "NT", "TN", "TT"}) check(ops, 2, 4, 3, 7, 11, 2);
  Array pc = pc0;

  expect_rejected_alike(
      [&] {
        tgemm::dist::pgemm(g, "N", "T", m, nn, k, 1.0, pa.v.data(), 1, 1, pa.desc, pb.v.data(), 1,
                           1, pb.desc, 0.0, pc.v.data(), 20, 1, pc.desc);
      },
      "argument 'C': its 45x38 submatrix at (20, 1) does not fit its 58x49 matrix");
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (n > 1)
    expect_rejected_alike(
        [&] {
          tgemm::dist::pgemm(g, "N", "T", m, nn, k, 1.0, pa.v.data(), 1, rank == 0 ? 6 : 1, pa.desc,
                             pb.v.data(), 1, 1, pb.desc, 0.0, pc.v.data(), 1, 1, pc.desc);
        },
        "argument 'ja' differs between the ranks of the grid");
  Array bad = pc;
  if (rank == n - 1) bad.desc[8] = 0;
  expect_rejected_alike(
      [&] {
        tgemm::dist::pgemm(g, "N", "T", m, nn, k, 1.0, pa.v.data(), 1, 1, pa.desc, pb.v.data(), 1,
                           1, pb.desc, 0.0, bad.v.data(), 1, 1, bad.desc);
      },
      "argument 'C': on rank " + std::to_string(n - 1));
}

}  // namespace
