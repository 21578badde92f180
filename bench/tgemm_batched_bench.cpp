// tgemm-batched-bench: tgemm::batched_gemm against KokkosBatched's team GEMMs, cuBLAS's
// strided batched GEMM on a GPU and a loop of OpenBLAS calls parallel over the batch on a host,
// batch by batch (default on a GPU: 100000 x 16^3, 10000 x 32^3 and 64^3, 1000 x 128^3 and
// 256^3; on a host 10000 x 16^3-64^3; float and double; NN unless a shape names its transposes).
// Batches are LayoutRight rank-3 Views (batch index first, each matrix contiguous and row-major),
// the layout every comparator takes without copies. Every row: fresh random inputs, C poisoned with
// NaN before the variant runs, warm-up, the median of the timed runs, and a check of every element
// (no NaN left) plus a host reference in higher precision for the first, middle and last matrix.

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <tgemm/batched_gemm.hpp>
#include <tgemm/tuning.hpp>
#include <thread>
#include <tuple>
#include <vector>

#include "device_info.hpp"
#include "report.hpp"

#ifdef TGEMM_BENCH_HAVE_KOKKOS_KERNELS
#include <KokkosBatched_Gemm_Decl.hpp>
#endif
#ifdef TGEMM_BENCH_HAVE_OPENBLAS
#include <cblas.h>
#endif

namespace tgemm::bench {
namespace {

template <class T>
using Batch = Kokkos::View<T***, Kokkos::LayoutRight, ExecSpace::memory_space>;
using Member = Kokkos::TeamPolicy<ExecSpace>::member_type;

// C_b = alpha op(A_b) op(B_b) + beta C_b, op given by 'N' or 'T'.
template <class T>
using BatchedFn = std::function<void(const ExecSpace&, char, char, T, const Batch<T>&,
                                     const Batch<T>&, T, const Batch<T>&)>;

// A comparator that does not offer the transposes asked for: its row is reported as skipped.
struct Unsupported : std::runtime_error {
  using std::runtime_error::runtime_error;
};

template <class T>
void run_tgemm(const ExecSpace& exec, char ta, char tb, T alpha, const Batch<T>& A,
               const Batch<T>& B, T beta, const Batch<T>& C) {
  const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
  tgemm::batched_gemm(exec, tra, trb, alpha, A, B, beta, C);
}

// What batched_gemm chose for this batch (the row's note).
template <class T>
std::string tgemm_choice(const ExecSpace& exec, char ta, char tb, T alpha, const Batch<T>& A,
                         const Batch<T>& B, const Batch<T>& C) {
  const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
  return tuning::choose_batched(exec, alpha,
                                tgemm::detail::checked_batched<ExecSpace>(tra, trb, A, B, C));
}

// Batched candidate i (tuning/batched_candidates.hpp), as batched_gemm would run it.
template <class T>
BatchedFn<T> run_candidate(int i) {
  return [i](const ExecSpace& exec, char ta, char tb, T alpha, const Batch<T>& A, const Batch<T>& B,
             T beta, const Batch<T>& C) {
    const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
    tuning::run_batched_candidate(
        exec, i, alpha, tgemm::detail::checked_batched<ExecSpace>(tra, trb, A, B, C), beta);
  };
}

#ifdef TGEMM_BENCH_HAVE_KOKKOS_KERNELS
template <class Algo, bool TeamVector, class T, class AV, class BV, class CV>
KOKKOS_INLINE_FUNCTION void kokkos_batched_invoke(const Member& member, T alpha, const AV& a,
                                                  const BV& b, T beta, const CV& c) {
  using NT = KokkosBatched::Trans::NoTranspose;
  if constexpr (TeamVector)
    KokkosBatched::TeamVectorGemm<Member, NT, NT, Algo>::invoke(member, alpha, a, b, beta, c);
  else
    KokkosBatched::TeamGemm<Member, NT, NT, Algo>::invoke(member, alpha, a, b, beta, c);
}

// One team per matrix, KokkosBatched's team-level GEMM with the given algorithm.
template <class T, class Algo, bool TeamVector>
void run_kokkos_batched(const ExecSpace& exec, char ta, char tb, T alpha, const Batch<T>& A,
                        const Batch<T>& B, T beta, const Batch<T>& C) {
  if (ta != 'N' || tb != 'N') throw Unsupported("NN only in this bench");
  const int nb = int(C.extent(0));
  const auto policy = TeamVector
                          ? Kokkos::TeamPolicy<ExecSpace>(exec, nb, Kokkos::AUTO, Kokkos::AUTO)
                          : Kokkos::TeamPolicy<ExecSpace>(exec, nb, Kokkos::AUTO);
  Kokkos::parallel_for(
      TeamVector ? "KokkosBatched::TeamVectorGemm" : "KokkosBatched::TeamGemm", policy,
      KOKKOS_LAMBDA(const Member& member) {
        const int b = member.league_rank();
        auto a = Kokkos::subview(A, b, Kokkos::ALL, Kokkos::ALL);
        auto bb = Kokkos::subview(B, b, Kokkos::ALL, Kokkos::ALL);
        auto c = Kokkos::subview(C, b, Kokkos::ALL, Kokkos::ALL);
        kokkos_batched_invoke<Algo, TeamVector>(member, alpha, a, bb, beta, c);
      });
}
#endif

#ifdef TGEMM_BENCH_HAVE_CUBLAS
// Row-major C_b = op(A_b) op(B_b) is column-major C_b^T = op(B_b)^T op(A_b)^T: cuBLAS with B
// and A swapped; a row-major stored matrix read column-major is its transpose, so op stays as
// given.
template <class T>
void run_cublas(const ExecSpace& exec, char ta, char tb, T alpha, const Batch<T>& A,
                const Batch<T>& B, T beta, const Batch<T>& C) {
  cublasHandle_t h = cublas_handle();
  cublas_check(cublasSetStream(h, exec.cuda_stream()), "cublasSetStream");
  const int nb = int(C.extent(0)), m = int(C.extent(1)), n = int(C.extent(2));
  const int k = int(ta == 'N' ? A.extent(2) : A.extent(1));
  const int lda = int(A.extent(2)), ldb = int(B.extent(2));
  const long long sa = (long long)m * k, sb = (long long)k * n, sc = (long long)m * n;
  const cublasOperation_t oa = ta == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T,
                          ob = tb == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T;
  if constexpr (std::is_same_v<T, float>)
    cublas_check(cublasSgemmStridedBatched(h, ob, oa, n, m, k, &alpha, B.data(), ldb, sb, A.data(),
                                           lda, sa, &beta, C.data(), n, sc, nb),
                 "cublasSgemmStridedBatched");
  else
    cublas_check(cublasDgemmStridedBatched(h, ob, oa, n, m, k, &alpha, B.data(), ldb, sb, A.data(),
                                           lda, sa, &beta, C.data(), n, sc, nb),
                 "cublasDgemmStridedBatched");
}
#endif

#ifdef TGEMM_BENCH_HAVE_OPENBLAS
inline constexpr bool kOpenBlasUsable =
    Kokkos::SpaceAccessibility<Kokkos::HostSpace, ExecSpace::memory_space>::accessible;

// What a host code without a batched BLAS writes: OpenBLAS on one thread per call, the calls
// parallel over the batch on the instance's threads (static schedule).
template <class T>
void run_openblas_loop(const ExecSpace& exec, char ta, char tb, T alpha, const Batch<T>& A,
                       const Batch<T>& B, T beta, const Batch<T>& C) {
  if (openblas_get_num_threads() != 1) openblas_set_num_threads(1);
  const int nb = int(C.extent(0)), m = int(C.extent(1)), n = int(C.extent(2));
  const int k = int(ta == 'N' ? A.extent(2) : A.extent(1));
  const int lda = int(A.extent(2)), ldb = int(B.extent(2));
  const CBLAS_TRANSPOSE oa = ta == 'N' ? CblasNoTrans : CblasTrans,
                        ob = tb == 'N' ? CblasNoTrans : CblasTrans;
  const T *a = A.data(), *b = B.data();
  T* c = C.data();
  const std::size_t sa = std::size_t(m) * k, sb = std::size_t(k) * n, sc = std::size_t(m) * n;
  Kokkos::parallel_for("openblas_loop", Kokkos::RangePolicy<ExecSpace>(exec, 0, nb), [=](int i) {
    if constexpr (std::is_same_v<T, float>)
      cblas_sgemm(CblasRowMajor, oa, ob, m, n, k, alpha, a + i * sa, lda, b + i * sb, ldb, beta,
                  c + i * sc, n);
    else
      cblas_dgemm(CblasRowMajor, oa, ob, m, n, k, alpha, a + i * sa, lda, b + i * sb, ldb, beta,
                  c + i * sc, n);
  });
}
#endif

template <class T>
struct BatchedRunner {
  std::string name, note;
  BatchedFn<T> run;
};

// A batched candidate's variant name: "candidate:<i>".
bool is_candidate(const std::string& variant) {
  return variant.rfind("candidate:", 0) == 0;
}

// With candidates: every batched candidate too, as "candidate:<i>" (GPU backends).
template <class T>
std::vector<BatchedRunner<T>> batched_runners(bool candidates = false) {
  std::vector<BatchedRunner<T>> r;
  if (candidates && !kHostBackend)
    for (int i = 0; i < tuning::batched_candidate_count<T>(); ++i)
      r.push_back({"candidate:" + std::to_string(i), tuning::batched_candidate_name<T>(i),
                   run_candidate<T>(i)});
  r.push_back({"tgemm_batched",
               kHostBackend ? "tgemm::batched_gemm (the CPU mainloop, one matrix per thread)"
                            : "tgemm::batched_gemm (one team per tile of each matrix)",
               run_tgemm<T>});
#ifdef TGEMM_BENCH_HAVE_KOKKOS_KERNELS
  r.push_back({"kb_team_unblocked",
               "KokkosBatched::TeamGemm<Algo::Gemm::Unblocked>, a team per matrix",
               run_kokkos_batched<T, KokkosBatched::Algo::Gemm::Unblocked, false>});
  r.push_back({"kb_team_blocked", "KokkosBatched::TeamGemm<Algo::Gemm::Blocked>, a team per matrix",
               run_kokkos_batched<T, KokkosBatched::Algo::Gemm::Blocked, false>});
  r.push_back({"kb_teamvector",
               "KokkosBatched::TeamVectorGemm<Algo::Gemm::Unblocked>, a team per matrix",
               run_kokkos_batched<T, KokkosBatched::Algo::Gemm::Unblocked, true>});
#endif
#ifdef TGEMM_BENCH_HAVE_CUBLAS
  r.push_back({"cublas", "cublas{S,D}gemmStridedBatched", run_cublas<T>});
#endif
#ifdef TGEMM_BENCH_HAVE_OPENBLAS
  if constexpr (kOpenBlasUsable)
    r.push_back({"openblas_loop",
                 "cblas_{s,d}gemm (OpenBLAS on 1 thread) per matrix, parallel over the batch",
                 run_openblas_loop<T>});
#endif
  return r;
}

struct BatchShape {
  std::string name, dtype;
  index_t nb, m, n, k;
  char ta = 'N', tb = 'N';
  double gflop() const { return 2e-9 * double(nb) * double(m) * double(n) * double(k); }
};

struct Row {
  BatchShape shape;
  std::string variant, status = "ok", note;
  double median_ms = 0, min_ms = 0, gflops = 0, pct_cublas = -1, pct_openblas = -1, rel_err = -1;
  int reps = 0;
  int round = 0;  // the pass over the shapes it was timed in (--rounds)
};

template <class T>
void poison(const ExecSpace& exec, const Batch<T>& X) {
  T* p = X.data();
  const T nan = std::numeric_limits<T>::quiet_NaN();
  Kokkos::parallel_for(
      "tgemm::bench::poison",
      Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, index_t(X.span())),
      KOKKOS_LAMBDA(index_t e) { p[e] = nan; });
}

template <class T>
index_t count_non_finite(const ExecSpace& exec, const Batch<T>& X) {
  const T* p = X.data();
  index_t bad = 0;
  Kokkos::parallel_reduce(
      "tgemm::bench::count_non_finite",
      Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, index_t(X.span())),
      KOKKOS_LAMBDA(index_t e, index_t & s) { s += Kokkos::isfinite(p[e]) ? 0 : 1; }, bad);
  return bad;
}

// Largest relative norm error of C_b (b = first, middle, last) against a host reference.
template <class T>
double sampled_error(char ta, char tb, const Batch<T>& A, const Batch<T>& B, T alpha,
                     const Batch<T>& C) {
  using W = std::conditional_t<std::is_same_v<T, float>, double, long double>;
  const index_t nb = index_t(C.extent(0)), m = index_t(C.extent(1)), n = index_t(C.extent(2));
  const index_t k = index_t(ta == 'N' ? A.extent(2) : A.extent(1));
  double worst = 0;
  for (index_t b : {index_t(0), nb / 2, nb - 1}) {
    auto a = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(),
                                                 Kokkos::subview(A, b, Kokkos::ALL, Kokkos::ALL));
    auto bb = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(),
                                                  Kokkos::subview(B, b, Kokkos::ALL, Kokkos::ALL));
    auto c = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(),
                                                 Kokkos::subview(C, b, Kokkos::ALL, Kokkos::ALL));
    W err2 = 0, ref2 = 0;
    for (index_t i = 0; i < m; ++i)
      for (index_t j = 0; j < n; ++j) {
        W s = 0;
        for (index_t p = 0; p < k; ++p)
          s += W(ta == 'N' ? a(i, p) : a(p, i)) * W(tb == 'N' ? bb(p, j) : bb(j, p));
        s *= W(alpha);
        err2 += (W(c(i, j)) - s) * (W(c(i, j)) - s);
        ref2 += s * s;
      }
    worst = std::max(worst, double(std::sqrt(err2 / ref2)));
  }
  return worst;
}

struct Options {
  std::vector<BatchShape> shapes;
  std::vector<std::string> variants;
  // Three warm-ups on a host too: the first variant after a batch's allocation ran its next
  // few calls up to 40 % slower (16^3 FP64 after 64^3 FP32), the comparator after it did not.
  int reps = kHostBackend ? 5 : 20, warmup = 3;
  bool candidates = false;  // time every batched candidate too
  int rounds = 1;           // passes over the shapes (--table's rows for one transpose)
  std::string table;        // batched rows of the fastest candidate per shape
  std::vector<std::string> transposes = kHostBackend
                                            ? std::vector<std::string>{"NN"}
                                            : std::vector<std::string>{"NN", "NT", "TN", "TT"};
  double max_gflop = kHostBackend ? 6 : 1e30;
  std::string json, csv;
  Order order = kHostBackend ? Order::sequential : Order::in_turn;

  // Whether variant `name` runs: every one without --variants; with it, those it names, and
  // every candidate unless it names some ("candidate:<i>"), so that a few can be timed again.
  bool runs(const std::string& name) const {
    if (variants.empty()) return true;
    const bool listed = std::find(variants.begin(), variants.end(), name) != variants.end();
    return listed ||
           (is_candidate(name) && std::none_of(variants.begin(), variants.end(), is_candidate));
  }
};

template <class T>
void run_shape(const Options& o, const BatchShape& s, std::vector<Row>& rows, std::uint64_t seed) {
  const ExecSpace exec{};
  const bool na = s.ta == 'N', nb = s.tb == 'N';
  Batch<T> A(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string("A")), s.nb,
             na ? s.m : s.k, na ? s.k : s.m);
  Batch<T> B(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string("B")), s.nb,
             nb ? s.k : s.n, nb ? s.n : s.k);
  Batch<T> C(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string("C")), s.nb, s.m, s.n);
  Kokkos::Random_XorShift64_Pool<ExecSpace> pool(seed);
  Kokkos::fill_random(exec, A, pool, T(-1), T(1));
  Kokkos::fill_random(exec, B, pool, T(-1), T(1));
  const T alpha = T(1), beta = T(0);
  Timer timer;
  std::map<std::string, double> ms;
  const auto runners = batched_runners<T>(o.candidates);
  struct Pending {
    const typename std::decay_t<decltype(runners)>::value_type* runner;
    std::size_t row;  // index into rows
  };
  std::vector<Pending> pending;  // checked, waiting for their timed runs (Order::in_turn)
  auto time_pending = [&](const std::vector<Pending>& p) {
    const std::vector<int> warmup(p.size(), o.warmup), reps(p.size(), o.reps);
    const TurnTimes t = time_variants(timer, exec, o.order, warmup, reps, [&](int i) {
      p[i].runner->run(exec, s.ta, s.tb, alpha, A, B, beta, C);
    });
    exec.fence();
    for (std::size_t i = 0; i < p.size(); ++i) {
      Row& row = rows[p[i].row];
      if (!t.error[i].empty()) {
        row.status = "error";
        row.note = t.error[i];
        continue;
      }
      row.median_ms = median_of(t.ms[i]);
      row.min_ms = *std::min_element(t.ms[i].begin(), t.ms[i].end());
      row.reps = int(t.ms[i].size());
      row.gflops = s.gflop() / (row.median_ms * 1e-3);
      if (row.status == "ok") ms[row.variant] = row.median_ms;
    }
  };
  for (const auto& r : runners) {
    if (!o.runs(r.name)) continue;
    Row row;
    row.shape = s;
    row.variant = r.name;
    std::fprintf(stderr, "  %-14s %-8s %-20s\r", s.name.c_str(), s.dtype.c_str(), r.name.c_str());
    try {
      // One checked run from a poisoned C, then the timed runs.
      poison(exec, C);
      r.run(exec, s.ta, s.tb, alpha, A, B, beta, C);
      exec.fence();
      if (r.name == "tgemm_batched") row.note = tgemm_choice(exec, s.ta, s.tb, alpha, A, B, C);
      if (is_candidate(r.name)) row.note = r.note;
      const index_t bad = count_non_finite(exec, C);
      row.rel_err = sampled_error(s.ta, s.tb, A, B, alpha, C);
      const double tol = std::is_same_v<T, float> ? 1e-5 : 1e-13;
      if (bad > 0 || !(row.rel_err <= tol)) {
        row.status = "WRONG";
        row.note = std::to_string(bad) + " non-finite elements" +
                   (row.note.empty() ? "" : "; " + row.note);
      }
      rows.push_back(row);
      pending.push_back({&r, rows.size() - 1});
      if (o.order == Order::sequential) {
        time_pending(pending);
        pending.clear();
      }
      continue;
    } catch (const Unsupported& e) {
      row.status = "skipped";
      row.note = e.what();
    } catch (const std::exception& e) {
      row.status = "error";
      row.note = e.what();
    }
    rows.push_back(row);
  }
  if (!pending.empty()) time_pending(pending);
  for (const char* vendor : {"cublas", "openblas_loop"})
    if (ms.count(vendor))
      for (Row& r : rows)
        if (r.shape.name == s.name && r.shape.dtype == s.dtype && ms.count(r.variant))
          (vendor[0] == 'c' ? r.pct_cublas : r.pct_openblas) = 100.0 * ms[vendor] / ms[r.variant];
}

BatchShape parse_shape(const std::string& spec) {
  // BATCHxMxNxK[:TATB][:float|double]
  BatchShape s;
  std::string dims = spec, dtype = "float", ops = "NN";
  if (auto c = spec.find(':'); c != std::string::npos) {
    dims = spec.substr(0, c);
    std::stringstream rest(spec.substr(c + 1));
    for (std::string part; std::getline(rest, part, ':');) {
      std::string up = part;
      for (char& ch : up) ch = char(std::toupper(static_cast<unsigned char>(ch)));
      if (up.size() == 2 && std::string("NTC").find(up[0]) != std::string::npos &&
          std::string("NTC").find(up[1]) != std::string::npos)
        ops = up;
      else
        dtype = part;
    }
  }
  if (dtype != "float" && dtype != "double")
    throw std::invalid_argument("--shape: dtype must be float or double (got '" + dtype + "')");
  for (char& ch : ops)
    if (ch == 'C') ch = 'T';  // real scalars
  long long v[4];
  char x[3];
  std::istringstream in(dims);
  if (!(in >> v[0] >> x[0] >> v[1] >> x[1] >> v[2] >> x[2] >> v[3]) || x[0] != 'x' || x[1] != 'x' ||
      x[2] != 'x' || v[0] < 0 || v[1] < 1 || v[2] < 1 || v[3] < 1)
    throw std::invalid_argument("--shape: expected BATCHxMxNxK[:TATB][:float|double], got '" +
                                spec + "'");
  s = {ops == "NN" ? dims : dims + "-" + ops, dtype, v[0], v[1], v[2], v[3], ops[0], ops[1]};
  return s;
}

void print_table(const std::vector<Row>& rows) {
  const bool openblas =
      std::any_of(rows.begin(), rows.end(), [](const Row& r) { return r.pct_openblas >= 0; });
  std::printf("%-16s %-7s %-18s %10s %10s %10s %10s  %s\n", "shape", "dtype", "variant",
              "median ms", "GFLOP/s", openblas ? "% OpenBLAS" : "% cuBLAS", "rel err", "status");
  for (const Row& r : rows) {
    const double pct = openblas ? r.pct_openblas : r.pct_cublas;
    std::printf("%-16s %-7s %-18s %10s %10s %10s %10s  %s%s%s\n", r.shape.name.c_str(),
                r.shape.dtype.c_str(), r.variant.c_str(),
                r.reps ? fmt(r.median_ms, 3).c_str() : "-", r.reps ? fmt(r.gflops, 1).c_str() : "-",
                pct >= 0 ? fmt(pct, 1).c_str() : "-",
                r.rel_err >= 0 ? fmt_err(r.rel_err).c_str() : "-", r.status.c_str(),
                r.note.empty() ? "" : ": ", r.note.c_str());
  }
}

std::string json_number(double x) {
  return x >= 0 && std::isfinite(x) ? fmt(x, 6) : "null";
}

void write_json(const std::string& file, const std::vector<Row>& rows, const DeviceInfo& d,
                const std::string& date) {
  std::ofstream out(file);
  if (!out) throw std::runtime_error("--json: cannot write '" + file + "'");
  out << "[\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row& r = rows[i];
    out << "  {\"shape\": \"" << r.shape.name << "\", \"batch\": " << r.shape.nb
        << ", \"m\": " << r.shape.m << ", \"n\": " << r.shape.n << ", \"k\": " << r.shape.k
        << ", \"transA\": \"" << r.shape.ta << "\", \"transB\": \"" << r.shape.tb << "\", "
        << "\"dtype\": \"" << r.shape.dtype << "\", \"variant\": \"" << r.variant
        << "\", \"median_ms\": " << json_number(r.median_ms)
        << ", \"min_ms\": " << json_number(r.min_ms) << ", \"reps\": " << r.reps
        << ", \"gflops\": " << json_number(r.gflops)
        << ", \"pct_cublas\": " << json_number(r.pct_cublas)
        << ", \"pct_openblas\": " << json_number(r.pct_openblas)
        << ", \"rel_err\": " << (r.rel_err >= 0 ? fmt_err(r.rel_err) : "null") << ", \"status\": \""
        << r.status << "\", \"device\": \"" << d.name << "\", \"backend\": \"" << d.backend
        << "\", \"date\": \"" << date << "\", \"commit\": \"" << commit()
        << "\", \"round\": " << r.round << "}" << (i + 1 < rows.size() ? "," : "") << "\n";
  }
  out << "]\n";
}

void write_csv(const std::string& file, const std::vector<Row>& rows, const DeviceInfo& d,
               const std::string& date) {
  std::ofstream out(file);
  if (!out) throw std::runtime_error("--csv: cannot write '" + file + "'");
  out << "shape,batch,m,n,k,dtype,variant,median_ms,min_ms,reps,gflops,pct_cublas,pct_openblas,"
         "rel_err,status,device,date,commit,round\n";
  for (const Row& r : rows)
    out << r.shape.name << ',' << r.shape.nb << ',' << r.shape.m << ',' << r.shape.n << ','
        << r.shape.k << ',' << r.shape.dtype << ',' << r.variant << ',' << r.median_ms << ','
        << r.min_ms << ',' << r.reps << ',' << r.gflops << ','
        << (r.pct_cublas >= 0 ? fmt(r.pct_cublas, 2) : "") << ','
        << (r.pct_openblas >= 0 ? fmt(r.pct_openblas, 2) : "") << ','
        << (r.rel_err >= 0 ? fmt_err(r.rel_err) : "") << ',' << r.status << ",\"" << d.name << "\","
        << date << ',' << commit() << ',' << r.round << '\n';
}

// The tuning table's batched rows (tuning/table.hpp), by tgemm-tune's rules
// (tuning::tuned_rows over the rounds): per dtype and m x n x k, the candidate with the highest
// geometric mean GFLOP/s over the transposes timed (one that failed anywhere is passed over),
// that mean, the device and the day; then rows for one transpose, where another candidate runs
// it more than 10 % faster than the size's row, or with --rounds 2 or more, faster in every
// round and by more than 3 % over them. The batches are LayoutRight, so their NN is
// column-major TT (each letter flipped), as the table's tenth column names transposes.
void write_batched_rows(const std::string& file, const std::vector<Row>& rows, int rounds,
                        const DeviceInfo& d, const std::string& date) {
  std::ofstream out(file);
  if (!out) throw std::runtime_error("--table: cannot write '" + file + "'");
  using Key = std::tuple<std::string, index_t, index_t, index_t>;
  struct Timed {
    std::map<std::string, int> transposes, candidates;                   // name -> index, in order
    std::map<std::tuple<int, std::string, std::string>, double> gflops;  // round, t, candidate
  };
  std::map<Key, Timed> timed;
  std::map<std::pair<std::string, std::string>, std::string> names;  // (dtype, variant)
  for (const Row& r : rows) {
    if (!is_candidate(r.variant)) continue;
    Timed& e = timed[{r.shape.dtype, r.shape.m, r.shape.n, r.shape.k}];
    const std::string t{r.shape.ta, r.shape.tb};
    e.transposes.emplace(t, 0);
    e.candidates.emplace(r.variant, 0);
    e.gflops[{r.round, t, r.variant}] = r.status == "ok" ? r.gflops : 0.0;
    if (r.status == "ok") names[{r.shape.dtype, r.variant}] = r.note;
  }
  out << "# batched rows: tgemm-batched-bench --candidates on " << d.name << ", " << date
      << ", commit " << commit() << (rounds > 1 ? ", " + std::to_string(rounds) + " rounds" : "")
      << "\n";
  const std::string arch = tuning::device_arch(ExecSpace{});
  for (auto& [key, e] : timed) {
    std::vector<std::string> ts, cs;
    for (auto& [t, j] : e.transposes) j = int(ts.size()), ts.push_back(t);
    for (auto& [c, i] : e.candidates) i = int(cs.size()), cs.push_back(c);
    // rounds[i][j][c]; 0 where it failed or was not timed
    std::vector<std::vector<std::vector<double>>> g(
        std::size_t(rounds),
        std::vector<std::vector<double>>(ts.size(), std::vector<double>(cs.size())));
    for (const auto& [at, v] : e.gflops)
      g[std::size_t(std::get<0>(at))][std::size_t(e.transposes[std::get<1>(at)])]
       [std::size_t(e.candidates[std::get<2>(at)])] = v;
    const tuning::TunedRows chosen = tuning::tuned_rows(g, 1.10, 1.03);
    if (chosen.row < 0) continue;
    const auto& [dtype, m, n, k] = key;
    auto row = [&](const std::string& variant, double gflops, const std::string& transposes) {
      out << arch << ','
          << (dtype == "float" ? tuning::batched_dtype<float>() : tuning::batched_dtype<double>())
          << ',' << m << ',' << n << ',' << k << ",\"" << names[{dtype, variant}] << "\","
          << fmt(gflops, 0) << ',' << d.name.substr(0, d.name.find(" (")) << ','
          << date.substr(0, 10) << transposes << "\n";
    };
    row(cs[std::size_t(chosen.row)], chosen.mean_gflops, "");
    for (std::size_t j = 0; j < ts.size(); ++j) {
      const int c = chosen.alone[j];
      if (c < 0) continue;
      row(cs[std::size_t(c)], chosen.alone_gflops[j],
          {',', ts[j][0] == 'N' ? 'T' : 'N', ts[j][1] == 'N' ? 'T' : 'N'});
    }
  }
}

const char* kUsage = R"(usage: tgemm-batched-bench [options] [Kokkos options]
  --shape SPEC     BATCHxMxNxK[:TATB][:float|double], repeatable; TATB: NN, NT, TN or TT
                   (default: 100000 x 16^3, 10000 x 32^3 and 64^3, 1000 x 128^3 and 256^3 on
                   a GPU; 10000 x 16^3, 32^3, 64^3 and 1000 x 256^3 on host backends; NN, each
                   in float and double)
  --variants LIST  comma-separated names (default: all in this build); --list shows them
                   (--candidates --list: the candidates too)
  --reps N         timed runs per row, median reported (default 20; 5 on host backends)
  --warmup N       untimed runs first (default 3)
  --order in-turn|sequential
                   how a shape's variants are timed: in turn, one run of each a round (the
                   default on a GPU, so that clock and power state fall alike on every
                   variant), or each variant's runs back to back (default on host backends)
  --max-gflop X    skip batches above X GFLOP per run (default: none on a GPU, 6 on host)
  --transposes L  the default batches' transposes, comma-separated (default NN,NT,TN,TT on a
                   GPU, NN on host backends)
  --candidates     time every batched candidate too ("candidate:<i>", GPU backends), or
                   those --variants names ("--variants candidate:7,candidate:20,cublas";
                   a candidate of one dtype only runs at that dtype's shapes)
  --table FILE     with --candidates: write the tuning table's batched rows, the candidate
                   fastest per batch size (geometric mean over the transposes timed), and
                   rows for one transpose where another runs it more than 10 % faster, or
                   with --rounds 2 or more, faster in every round and by more than 3 %
  --rounds N       time the shapes N times over, one pass after another (default 1)
  --json FILE      write the rows as JSON
  --csv FILE       write the rows as CSV
)";

int run(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument(a + " needs a value");
      return argv[++i];
    };
    if (a == "--shape")
      o.shapes.push_back(parse_shape(next()));
    else if (a == "--variants") {
      std::stringstream ss(next());
      for (std::string v; std::getline(ss, v, ',');) o.variants.push_back(v);
    } else if (a == "--reps")
      o.reps = std::max(1, std::stoi(next()));
    else if (a == "--warmup")
      o.warmup = std::max(0, std::stoi(next()));
    else if (a == "--order")
      o.order = parse_order(next());
    else if (a == "--max-gflop")
      o.max_gflop = std::stod(next());
    else if (a == "--json")
      o.json = next();
    else if (a == "--candidates")
      o.candidates = true;
    else if (a == "--table")
      o.table = next();
    else if (a == "--rounds") {
      const std::string v = next();
      char* end = nullptr;
      const long n = std::strtol(v.c_str(), &end, 10);
      if (v.empty() || *end != '\0' || n < 1 || n > 100)
        throw std::invalid_argument("--rounds: '" + v + "' is not a count from 1 to 100");
      o.rounds = int(n);
    } else if (a == "--transposes") {
      o.transposes.clear();
      std::stringstream ss(next());
      for (std::string v; std::getline(ss, v, ',');) o.transposes.push_back(v);
    } else if (a == "--csv")
      o.csv = next();
    else if (a == "--list") {
      for (const auto& r : batched_runners<float>())
        std::printf("%-18s %s\n", r.name.c_str(), r.note.c_str());
      // after --candidates: each dtype's candidates too (the same index names different
      // kernels in float and double)
      auto candidates = [](const char* dtype, const auto& runners) {
        for (const auto& r : runners)
          if (is_candidate(r.name))
            std::printf("%-18s %-6s %s\n", r.name.c_str(), dtype, r.note.c_str());
      };
      if (o.candidates) {
        candidates("float", batched_runners<float>(true));
        candidates("double", batched_runners<double>(true));
      }
      return 0;
    } else if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (a.rfind("--kokkos", 0) != 0) {
      throw std::invalid_argument("unknown option '" + a + "' (see --help)");
    }
  }
  std::set<std::string> known;
  for (const auto& r : batched_runners<float>(o.candidates)) known.insert(r.name);
  for (const auto& r : batched_runners<double>(o.candidates)) known.insert(r.name);
  for (const auto& v : o.variants) {
    if (!known.count(v))
      throw std::invalid_argument(
          "--variants: '" + v + "' is not in this build (see --list" +
          (is_candidate(v) && !o.candidates ? "; candidates need --candidates)" : ")"));
  }
  warn_if_in_turn_on_host("tgemm-batched-bench", o.order, kHostBackend);
  if (o.shapes.empty())
    for (const char* dt : {"float", "double"})
      for (const char* s :
           kHostBackend
               ? std::vector<const char*>{"10000x16x16x16", "10000x32x32x32", "10000x64x64x64",
                                          "1000x256x256x256"}
               : std::vector<const char*>{"100000x16x16x16", "10000x32x32x32", "10000x64x64x64",
                                          "1000x128x128x128", "1000x256x256x256"})
        for (const std::string& t : o.transposes)
          o.shapes.push_back(parse_shape(std::string(s) + ":" + t + ":" + dt));

#ifdef TGEMM_BENCH_HAVE_OPENBLAS
  // The loop runs OpenBLAS on one thread per call: no pool of OpenBLAS threads left spinning
  // beside Kokkos' while the other variants run.
  if constexpr (kOpenBlasUsable) {
    openblas_set_num_threads(1);
    // The pool OpenBLAS started with the library spins for about 2^28 cycles before its threads
    // sleep: the first rows would share the cores with it.
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
  }
#endif
  const DeviceInfo d = device_info();
  const std::string date = utc_now();
  std::printf("tgemm-batched-bench: %s, backend %s, %s, commit %s, %s\n", d.name.c_str(),
              d.backend.c_str(), d.driver.c_str(), commit().c_str(), date.c_str());
  std::printf(
      "timing: %s; %s; one checked run, %d warm-up + median of %d runs; C = op(A) op(B) (NN "
      "unless the shape says, alpha 1, beta 0), LayoutRight batches\n",
      Timer::method(), order_name(o.order), o.warmup, o.reps);
  for (const auto& r : batched_runners<float>())
    std::printf("  %-18s %s\n", r.name.c_str(), r.note.c_str());
  std::vector<Row> rows;
  std::uint64_t seed = 20261122;
  for (int round = 0; round < o.rounds; ++round)
    for (const BatchShape& s : o.shapes) {
      const std::size_t first = rows.size();
      if (s.gflop() > o.max_gflop) {
        Row r;
        r.shape = s;
        r.variant = "*";
        r.status = "skipped";
        r.note = fmt(s.gflop(), 1) + " GFLOP per run, over --max-gflop " + fmt(o.max_gflop, 1);
        r.round = round;
        rows.push_back(r);
        continue;
      }
      if (s.dtype == "float")
        run_shape<float>(o, s, rows, ++seed);
      else
        run_shape<double>(o, s, rows, ++seed);
      for (std::size_t i = first; i < rows.size(); ++i) rows[i].round = round;
    }
  std::fprintf(stderr, "%60s\r", "");
  print_table(rows);
  if (!o.json.empty()) write_json(o.json, rows, d, date);
  if (!o.csv.empty()) write_csv(o.csv, rows, d, date);
  if (!o.table.empty()) write_batched_rows(o.table, rows, o.rounds, d, date);
  for (const Row& r : rows)
    if (r.status == "WRONG" || r.status == "error") return 1;
  return 0;
}

}  // namespace
}  // namespace tgemm::bench

int main(int argc, char** argv) {
  Kokkos::ScopeGuard guard(argc, argv);
  try {
    return tgemm::bench::run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "tgemm-batched-bench: %s\n", e.what());
    return 2;
  }
}
