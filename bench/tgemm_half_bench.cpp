// tgemm-half-bench: the mixed-precision GEMM (tgemm/precision.hpp: fp16 and bf16 inputs
// accumulated in fp32, C in the input type or float; float inputs with the opt-in tf32 product)
// against cuBLAS' cublasGemmEx with the same A, B and C types and compute type, for the issue
// "Tensor cores from portable Kokkos: fp16 and bf16 GEMM with fp32 accumulation".
//
// Rows: per shape, transposes and type combination, every rung of the half ladder, auto and the
// comparators (cublas on CUDA; kokkos_kernels, KokkosBlas::gemm, where Kokkos Kernels is found
// and A, B and C have one type). Per shape, transposes and types: A and B fresh, uniform in
// [-1, 1] rounded to the input type, and a reference in double from those rounded inputs at a
// random sample of C's elements. Per row: C poisoned with NaN (beta = 0; else set to one random
// C, the same for every row), one checked run, warm-up runs, the median of the timed runs. The
// check: the relative norm error over the sample against the reference, and no element of C
// left non-finite.
//
// On host-only Kokkos builds half_t and bhalf_t are float: the 16-bit type combinations
// collapse into one float->float set of rows ("f32"), and there is no cuBLAS.

#include <Kokkos_Random.hpp>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/gemm.hpp>
#include <tgemm/precision.hpp>
#include <tgemm/tuning.hpp>
#include <tgemm/tuning/half.hpp>
#include <type_traits>
#include <vector>

#include "device_info.hpp"
#include "report.hpp"
#include "runners.hpp"
#include "shapes.hpp"
#include "timing.hpp"

namespace tgemm::bench {
namespace {

// ---------------------------------------------------------------------------------------------
// Type combinations: (A and B, C) and the product's arithmetic.

enum class Types { f16, f16f32, bf16, bf16f32, tf32 };

struct TypeSpec {
  Types id;
  const char* name;   // --types
  const char* label;  // the table's types column
};

constexpr TypeSpec kTypeSpecs[] = {
    {Types::f16, "f16", "half->half"},          {Types::f16f32, "f16f32", "half->float"},
    {Types::bf16, "bf16", "bhalf->bhalf"},      {Types::bf16f32, "bf16f32", "bhalf->float"},
    {Types::tf32, "tf32", "float->float tf32"},
};

// Host-only Kokkos builds have no 16-bit types: half_t and bhalf_t are float there.
constexpr bool kHalfIsFloat = !is_16bit_v<half_t>;
constexpr bool kBhalfIsFloat = !is_16bit_v<bhalf_t>;

// Whether a combination's 16-bit type is float in this build (its rows are float->float).
bool collapsed(Types t) {
  if (t == Types::f16 || t == Types::f16f32) return kHalfIsFloat;
  if (t == Types::bf16 || t == Types::bf16f32) return kBhalfIsFloat;
  return false;
}

// The name and label a combination's rows carry in this build.
std::pair<std::string, std::string> type_names(const TypeSpec& t) {
  if (collapsed(t.id)) return {"f32", "float->float"};
  return {t.name, t.label};
}

const TypeSpec& type_spec(const std::string& name) {
  for (const auto& t : kTypeSpecs)
    if (name == t.name) return t;
  throw std::invalid_argument("--types: '" + name +
                              "' is not a type combination (f16, f16f32, bf16, bf16f32, tf32)");
}

// ---------------------------------------------------------------------------------------------
// The GEMMs timed.

template <class In, class Out>
using HalfFn = std::function<void(const ExecSpace&, char, char, float, const Matrix<In>&,
                                  const Matrix<In>&, float, const Matrix<Out>&)>;

template <class In, class Out>
struct HalfRunner {
  std::string name, kernel;
  HalfFn<In, Out> run;
  bool rung = false;        // a rung of the half ladder (--max-gflop limits these)
  bool named_only = false;  // runs only where --variants names it
  bool candidate = false;   // a half candidate (tuning/half.hpp): runs only under --tune
};

// A rung of the half ladder, or auto, through tgemm::gemm. Where half_t is float (host-only
// builds) tgemm::gemm sends float->float without tf32 to the FP32 ladder and ignores
// half_variant; the collapsed rows call the half ladder's entry point instead, so the rung the
// row names is the rung that runs.
template <class In, class Out>
HalfFn<In, Out> tgemm_runner(HalfVariant v, Compute compute, bool through_half_ladder) {
  return [=](const ExecSpace& exec, char ta, char tb, float alpha, const Matrix<In>& A,
             const Matrix<In>& B, float beta, const Matrix<Out>& C) {
    const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
    if constexpr (std::is_same_v<In, float> && std::is_same_v<Out, float>) {
      if (through_half_ladder) {
        const auto p = device::make_problem(tra, trb, A, B, C);
        tgemm::detail::gemm_mixed<ExecSpace, float, float>(exec, v, compute, alpha, p, beta);
        return;
      }
    }
    tgemm::gemm(exec, tra, trb, alpha, A, B, beta, C,
                GemmOptions{.half_variant = v, .compute = compute});
  };
}

#ifdef TGEMM_BENCH_HAVE_CUBLAS
template <class T>
cudaDataType_t cuda_type() {
  if constexpr (std::is_same_v<T, float>)
    return CUDA_R_32F;
  else if constexpr (std::is_same_v<T, half_t>)
    return CUDA_R_16F;
  else
    return CUDA_R_16BF;
}

// cublasGemmEx, column-major, A, B and C of the row's types, fp32 accumulation
// (CUBLAS_COMPUTE_32F; tf32: CUBLAS_COMPUTE_32F_FAST_TF32), the handle's default math mode.
template <class In, class Out>
HalfFn<In, Out> cublas_runner(Compute compute) {
  return [compute](const ExecSpace& exec, char ta, char tb, float alpha, const Matrix<In>& A,
                   const Matrix<In>& B, float beta, const Matrix<Out>& C) {
    const auto [h, opa, opb, m, n, k, lda, ldb, ldc] = cublas_call(exec, ta, tb, A, B, C);
    cublas_check(
        cublasGemmEx(
            h, opa, opb, m, n, k, &alpha, A.data(), cuda_type<In>(), lda, B.data(), cuda_type<In>(),
            ldb, &beta, C.data(), cuda_type<Out>(), ldc,
            compute == Compute::fast_tf32 ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F,
            CUBLAS_GEMM_DEFAULT),
        "cublasGemmEx");
  };
}

std::string cublas_version() {
  int v = 0;
  cublas_check(cublasGetVersion(cublas_handle(), &v), "cublasGetVersion");
  return std::to_string(v / 10000) + "." + std::to_string(v / 100 % 100) + "." +
         std::to_string(v % 100);
}
#endif

// Every runner name this build has, in row order.
std::vector<std::string> all_runner_names() {
  std::vector<std::string> names;
  for (const auto& r : half_rungs) names.emplace_back(r.name);
  names.emplace_back("auto");
  names.emplace_back("fma");
#ifdef TGEMM_BENCH_HAVE_KOKKOS_KERNELS
  names.emplace_back("kokkos_kernels");
#endif
#ifdef TGEMM_BENCH_HAVE_CUBLAS
  names.emplace_back("cublas");
#endif
  return names;
}

template <class In, class Out>
std::vector<HalfRunner<In, Out>> half_runners(Compute compute, bool is_collapsed) {
  std::vector<HalfRunner<In, Out>> r;
  // The kernels auto chooses between on this device, each by its index ("c0", "c1", ...).
  if (!is_collapsed)
    for (int i = 0; i < tuning::half_candidate_count<In>(); ++i)
      if (tuning::half_candidate_runs<ExecSpace, In>(ExecSpace{}, i))
        r.push_back({"c" + std::to_string(i), tuning::half_candidate_name<In>(i),
                     [i](const ExecSpace& exec, char ta, char tb, float alpha, const Matrix<In>& A,
                         const Matrix<In>& B, float beta, const Matrix<Out>& C) {
                       const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
                       const auto p = device::make_problem(tra, trb, A, B, C);
                       tuning::run_half_candidate<ExecSpace, In, Out>(exec, i, alpha, p, beta);
                     },
                     false, false, true});
  for (const auto& rung : half_rungs)
    r.push_back({std::string(rung.name),
                 half_kernel_name<ExecSpace, In, Out>(rung.variant, compute),
                 tgemm_runner<In, Out>(rung.variant, compute, is_collapsed), true});
  r.push_back({"auto", half_kernel_name<ExecSpace, In, Out>(HalfVariant::automatic, compute),
               tgemm_runner<In, Out>(HalfVariant::automatic, compute, is_collapsed), false});
  // What auto weighs the tensor cores against on small and narrow shapes (mixed.cpp).
  r.push_back({"fma",
               "FP32's small-K or thin kernel the cost model picks, on the operands as they lie",
               [](const ExecSpace& exec, char ta, char tb, float alpha, const Matrix<In>& A,
                  const Matrix<In>& B, float beta, const Matrix<Out>& C) {
                 const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
                 const auto p = device::make_problem(tra, trb, A, B, C);
                 tgemm::detail::gemm_mixed_fma<ExecSpace, In, Out>(exec, alpha, p, beta);
               },
               false, true});
#ifdef TGEMM_BENCH_HAVE_KOKKOS_KERNELS
  // KokkosBlas::gemm takes one scalar type for A, B and C (alpha of A's type, beta of C's) and
  // has no tf32: rows of the (half, half) and (bhalf, bhalf) combinations only. Neither of the
  // project's test builds has Kokkos Kernels, so this branch has not been compiled with 16-bit
  // types here.
  if constexpr (std::is_same_v<In, Out>) {
    if (compute == Compute::fp32)
      r.push_back({"kokkos_kernels",
                   std::string("KokkosBlas::gemm on ") + device::scalar_name<In>() +
                       " (its BLAS TPL where it has one for the type, else its native kernel)",
                   [](const ExecSpace& exec, char ta, char tb, float alpha, const Matrix<In>& A,
                      const Matrix<In>& B, float beta, const Matrix<Out>& C) {
                     const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
                     KokkosBlas::gemm(exec, tra, trb, In(alpha), A, B, Out(beta), C);
                   },
                   false});
  }
#endif
#ifdef TGEMM_BENCH_HAVE_CUBLAS
  r.push_back(
      {"cublas",
       std::string("cublasGemmEx(") + device::scalar_name<In>() + ", " +
           device::scalar_name<Out>() + ", " +
           (compute == Compute::fast_tf32 ? "CUBLAS_COMPUTE_32F_FAST_TF32" : "CUBLAS_COMPUTE_32F") +
           ", CUBLAS_GEMM_DEFAULT)",
       cublas_runner<In, Out>(compute), false});
#endif
  return r;
}

// ---------------------------------------------------------------------------------------------
// Inputs, poison, reference and check.

using Memory = ExecSpace::memory_space;
using Policy = Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>;

// X uniform in [-1, 1], drawn in float and rounded to T.
template <class T>
void fill_uniform(const ExecSpace& exec, const Matrix<T>& X, std::uint64_t seed) {
  Kokkos::Random_XorShift64_Pool<ExecSpace> pool(seed);
  if constexpr (std::is_same_v<T, float>) {
    Kokkos::fill_random(exec, X, pool, -1.0f, 1.0f);
  } else {
    const auto f = make_matrix<float>("uniform", index_t(X.extent(0)), index_t(X.extent(1)));
    Kokkos::fill_random(exec, f, pool, -1.0f, 1.0f);
    const index_t rows = index_t(X.extent(0));
    Kokkos::parallel_for(
        "tgemm::half_bench::round_inputs", Policy(exec, 0, rows * index_t(X.extent(1))),
        KOKKOS_LAMBDA(index_t e) { X(e % rows, e / rows) = T(f(e % rows, e / rows)); });
  }
  exec.fence();
}

// C = NaN everywhere (through float: std::numeric_limits has no Kokkos half_t).
template <class T>
void poison_nan(const ExecSpace& exec, const Matrix<T>& X) {
  const index_t rows = index_t(X.extent(0));
  const float nan = std::numeric_limits<float>::quiet_NaN();
  Kokkos::parallel_for(
      "tgemm::half_bench::poison", Policy(exec, 0, rows * index_t(X.extent(1))),
      KOKKOS_LAMBDA(index_t e) { X(e % rows, e / rows) = T(nan); });
}

// The elements of C the check compares: a random sample (all of C where it is smaller).
struct Sample {
  Kokkos::View<index_t*, Memory> i, j;
  index_t count = 0;
};

Sample make_sample(index_t m, index_t n, index_t want, std::uint64_t seed) {
  Sample s;
  s.count = std::min(want, m * n);
  s.i = Kokkos::View<index_t*, Memory>("sample_i", s.count);
  s.j = Kokkos::View<index_t*, Memory>("sample_j", s.count);
  auto hi = Kokkos::create_mirror_view(s.i);
  auto hj = Kokkos::create_mirror_view(s.j);
  std::mt19937_64 gen(seed);
  std::uniform_int_distribution<index_t> row(0, m - 1), col(0, n - 1);
  for (index_t e = 0; e < s.count; ++e) {
    if (s.count == m * n) {
      hi(e) = e % m;
      hj(e) = e / m;
    } else {
      hi(e) = row(gen);
      hj(e) = col(gen);
    }
  }
  Kokkos::deep_copy(s.i, hi);
  Kokkos::deep_copy(s.j, hj);
  return s;
}

// alpha * op(A) op(B) + beta * C0 at the sample, each dot product in double from the rounded
// inputs.
template <class In, class Out>
Kokkos::View<double*, Memory> reference(const ExecSpace& exec, char ta, char tb, double alpha,
                                        const Matrix<In>& A, const Matrix<In>& B, double beta,
                                        const Matrix<Out>& C0, const Sample& s) {
  const auto a = make_matrix_ref(A, ta != 'N');
  const auto b = make_matrix_ref(B, tb != 'N');
  const bool with_c = beta != 0;
  const MatrixRef<Out> c0 = with_c ? make_matrix_ref(C0) : MatrixRef<Out>{};
  const index_t k = a.cols;
  const auto si = s.i, sj = s.j;
  Kokkos::View<double*, Memory> ref("reference", s.count);
  Kokkos::parallel_for(
      "tgemm::half_bench::reference", Policy(exec, 0, s.count), KOKKOS_LAMBDA(index_t e) {
        const index_t i = si(e), j = sj(e);
        double acc = 0;
        for (index_t p = 0; p < k; ++p) acc += double(float(a(i, p))) * double(float(b(p, j)));
        ref(e) = alpha * acc + (with_c ? beta * double(float(c0(i, j))) : 0.0);
      });
  exec.fence();
  return ref;
}

struct Check {
  double rel_err = 0;       // ||C_sample - ref|| / ||ref||
  long long nonfinite = 0;  // elements of all of C that are NaN or Inf
};

template <class Out>
Check check(const ExecSpace& exec, const Matrix<Out>& C, const Sample& s,
            const Kokkos::View<double*, Memory>& ref) {
  Check r;
  const index_t m = index_t(C.extent(0));
  Kokkos::parallel_reduce(
      "tgemm::half_bench::nonfinite", Policy(exec, 0, m * index_t(C.extent(1))),
      KOKKOS_LAMBDA(index_t e, long long& bad) {
        bad += Kokkos::isfinite(float(C(e % m, e / m))) ? 0 : 1;
      },
      r.nonfinite);
  const auto si = s.i, sj = s.j;
  double err2 = 0, ref2 = 0;
  Kokkos::parallel_reduce(
      "tgemm::half_bench::sample_error", Policy(exec, 0, s.count),
      KOKKOS_LAMBDA(index_t e, double& err, double& norm) {
        const double d = double(float(C(si(e), sj(e)))) - ref(e);
        err += d * d;
        norm += ref(e) * ref(e);
      },
      err2, ref2);
  exec.fence();
  r.rel_err = ref2 > 0 ? std::sqrt(err2 / ref2) : std::sqrt(err2);
  return r;
}

// The bound a correct row's error stays under: fp32 sums over k of exact products (16-bit
// inputs), 8 sqrt(k) 2^-24 (random signs: the error grows like sqrt(k), with a wide margin),
// plus C's final rounding (2^-11 for half, 2^-8 for bfloat16); tf32 inputs keep 10 mantissa
// bits, 4 * 2^-11.
template <class Out>
double tolerance(Compute compute, index_t k) {
  if (compute == Compute::fast_tf32) return 4 * std::ldexp(1.0, -11);
  double t = 8 * std::sqrt(double(k)) * std::ldexp(1.0, -24);
  if constexpr (is_16bit_v<Out> && std::is_same_v<Out, half_t>) t += std::ldexp(1.0, -11);
  if constexpr (is_16bit_v<Out> && std::is_same_v<Out, bhalf_t>) t += std::ldexp(1.0, -8);
  return t;
}

// ---------------------------------------------------------------------------------------------
// Options, rows.

struct GemmShape {
  index_t m, n, k;
  std::string op = "";   // transposes of a --shapes row ("" for --shape: --transposes)
  std::string set = "";  // a --shapes row's set, its name up to '/' (the sweep's tune or val)
  std::string name() const {
    return std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k);
  }
  double gflop() const { return 2e-9 * double(m) * double(n) * double(k); }
};

struct Options {
  std::vector<GemmShape> shapes;
  std::vector<std::string> transposes{"NN", "TN"};
  std::vector<const TypeSpec*> types;  // empty: all
  std::vector<std::string> variants;   // empty: all
  int reps = 20, warmup = kHostBackend ? 1 : 3;
  double max_gflop = kHostBackend ? 1.0 : 0.0;  // the rungs'; 0: no limit
  double beta = 0;
  double peak16 = kHostBackend ? 0 : 989, peak_tf32 = kHostBackend ? 0 : 494;  // TFLOP/s
  bool peak_given = false;
  index_t samples = 4096;
  std::uint64_t seed = 20260301;
  std::string json;
  std::string tune;  // --tune FILE
  bool transposes_given = false;
  bool list = false;
  Order order = kHostBackend ? Order::sequential : Order::in_turn;
};

struct Row {
  GemmShape shape{};
  char ta = 'N', tb = 'N';
  std::string types, label, in_type, out_type, compute, variant, kernel, status = "ok", note;
  std::string dtype;       // the tuning table's (tuning::half_dtype)
  bool candidate = false;  // a half candidate's row (--tune)
  double median_ms = 0, min_ms = 0, tflops = 0, pct_cublas = -1, pct_peak = -1, peak = 0;
  double rel_err = -1, tol = 0;
  long long nonfinite = 0;
  index_t samples = 0;
  int reps = 0;
};

// One shape, transposes and type combination: every selected runner's row.
template <class In, class Out>
void bench_group(const Options& o, const GemmShape& s, char ta, char tb, const TypeSpec& spec,
                 Compute compute, std::uint64_t seed, std::vector<Row>& rows) {
  const ExecSpace exec{};
  const bool is_collapsed = collapsed(spec.id);
  const auto [types, label] = type_names(spec);
  auto A = make_matrix<In>("A", ta == 'N' ? s.m : s.k, ta == 'N' ? s.k : s.m);
  auto B = make_matrix<In>("B", tb == 'N' ? s.k : s.n, tb == 'N' ? s.n : s.k);
  auto C = make_matrix<Out>("C", s.m, s.n);
  fill_uniform(exec, A, seed);
  fill_uniform(exec, B, seed + 1);
  Matrix<Out> C0;
  if (o.beta != 0) {
    C0 = make_matrix<Out>("C0", s.m, s.n);
    fill_uniform(exec, C0, seed + 2);
  }
  const float alpha = 1.0f, beta = float(o.beta);
  const Sample sample = make_sample(s.m, s.n, o.samples, seed + 3);
  const auto ref = reference(exec, ta, tb, double(alpha), A, B, double(beta), C0, sample);
  const double tol = tolerance<Out>(compute, s.k);
  const double peak = compute == Compute::fast_tf32 ? o.peak_tf32 : o.peak16;

  Timer timer;
  const std::size_t first = rows.size();
  struct Pending {
    const HalfRunner<In, Out>* runner;
    std::size_t row;      // index into rows
    double first_ms = 0;  // a candidate's one run after its check
  };
  std::vector<Pending> pending;  // checked, waiting for their timed runs (Order::in_turn)
  auto time_pending = [&](const std::vector<Pending>& p) {
    const std::vector<int> warmup(p.size(), o.warmup), reps(p.size(), o.reps);
    const TurnTimes t = time_variants(timer, exec, o.order, warmup, reps, [&](int i) {
      p[i].runner->run(exec, ta, tb, alpha, A, B, beta, C);
    });
    exec.fence();
    for (std::size_t i = 0; i < p.size(); ++i) {
      Row& row = rows[p[i].row];
      std::cerr << "  " << s.name() << " " << ta << tb << " " << types << " " << row.variant
                << ": ";
      if (!t.error[i].empty()) {
        row.status = "ERROR";
        row.note = t.error[i];
        std::cerr << "error: " << t.error[i] << "\n";
        continue;
      }
      row.reps = int(t.ms[i].size());
      row.min_ms = *std::min_element(t.ms[i].begin(), t.ms[i].end());
      row.median_ms = median_of(t.ms[i]);
      row.tflops = row.median_ms > 0 ? s.gflop() / row.median_ms : 0;  // GFLOP / ms = TFLOP/s
      if (peak > 0) row.pct_peak = 100.0 * row.tflops / peak;
      std::cerr << fmt(row.median_ms, 3) << " ms, " << fmt(row.tflops, kHostBackend ? 3 : 1)
                << " TFLOP/s, rel err " << fmt_err(row.rel_err)
                << (row.status == "ok" ? "" : "  [" + row.status + "]") << "\n";
    }
  };
  const auto runners = half_runners<In, Out>(compute, is_collapsed);
  for (const auto& r : runners) {
    const bool named = std::find(o.variants.begin(), o.variants.end(), r.name) != o.variants.end();
    if (r.candidate ? o.tune.empty()
                    : (!o.tune.empty() || !o.variants.empty() || r.named_only) && !named)
      continue;
    Row row;
    row.shape = s;
    row.ta = ta;
    row.tb = tb;
    row.types = types;
    row.label = label;
    row.in_type = device::scalar_name<In>();
    row.out_type = device::scalar_name<Out>();
    row.compute = compute == Compute::fast_tf32 ? "fast_tf32" : "fp32";
    row.variant = r.name;
    row.kernel = r.kernel;
    row.dtype = tuning::half_dtype<In, Out>();
    row.candidate = r.candidate;
    row.tol = tol;
    row.peak = peak;
    if (r.rung && o.max_gflop > 0 && s.gflop() > o.max_gflop) {
      row.status = "skipped";
      row.note = fmt(s.gflop(), 1) + " GFLOP per run, over --max-gflop " + fmt(o.max_gflop, 1);
      rows.push_back(row);
      continue;
    }
    std::cerr << s.name() << " " << ta << tb << " " << types << " " << r.name << " ... "
              << std::flush;
    try {
      if (o.beta == 0)
        poison_nan(exec, C);
      else
        Kokkos::deep_copy(exec, C, C0);
      r.run(exec, ta, tb, alpha, A, B, beta, C);
      exec.fence();
      const Check c = check(exec, C, sample, ref);
      row.samples = sample.count;
      row.nonfinite = c.nonfinite;
      row.rel_err = c.nonfinite > 0 ? std::numeric_limits<double>::quiet_NaN() : c.rel_err;
      if (c.nonfinite > 0) {
        row.status = "FAIL";
        row.note = std::to_string(c.nonfinite) + " elements of C unwritten or non-finite";
      } else if (!(c.rel_err <= tol)) {
        row.status = "FAIL";
        row.note = "relative error above " + fmt_err(tol);
      }
      // A candidate's one run after its check: one ten times slower than the fastest
      // candidate's is not timed further (below, once every candidate has been checked).
      double first_ms = 0;
      if (r.candidate)
        first_ms = timer.time_ms(exec, [&] { r.run(exec, ta, tb, alpha, A, B, beta, C); });
      std::cerr << "checked\n";
      rows.push_back(row);
      pending.push_back({&r, rows.size() - 1, first_ms});
      if (o.order == Order::sequential && !r.candidate) {
        time_pending({pending.back()});
        pending.pop_back();
      }
      continue;
    } catch (const std::exception& e) {
      row.status = "ERROR";
      row.note = e.what();
      std::cerr << "error: " << e.what() << "\n";
    }
    rows.push_back(row);
  }
  std::vector<double> first_ms;
  for (const auto& p : pending) first_ms.push_back(p.first_ms);
  const std::vector<bool> slow = slower_than(first_ms, 10);
  std::vector<Pending> timed;
  for (std::size_t i = 0; i < pending.size(); ++i) {
    if (!slow[i]) {
      timed.push_back(pending[i]);
      continue;
    }
    Row& row = rows[pending[i].row];
    row.status = row.status == "ok" ? "slow" : row.status;
    row.note = fmt(first_ms[i], 3) + " ms in one run, over ten times the fastest candidate";
    std::cerr << "  " << row.variant << ": " << row.note << "\n";
  }
  if (!timed.empty()) time_pending(timed);
  // % of cuBLAS: its median in this run, same shape, transposes and types.
  double cublas_ms = 0;
  for (std::size_t i = first; i < rows.size(); ++i)
    if (rows[i].variant == "cublas" && rows[i].status == "ok") cublas_ms = rows[i].median_ms;
  if (cublas_ms > 0)
    for (std::size_t i = first; i < rows.size(); ++i)
      if (rows[i].median_ms > 0) rows[i].pct_cublas = 100.0 * cublas_ms / rows[i].median_ms;
}

void bench_types(const Options& o, const GemmShape& s, char ta, char tb, const TypeSpec& spec,
                 std::uint64_t seed, std::vector<Row>& rows) {
  switch (spec.id) {
    case Types::f16:
      return bench_group<half_t, half_t>(o, s, ta, tb, spec, Compute::fp32, seed, rows);
    case Types::f16f32:
      return bench_group<half_t, float>(o, s, ta, tb, spec, Compute::fp32, seed, rows);
    case Types::bf16:
      return bench_group<bhalf_t, bhalf_t>(o, s, ta, tb, spec, Compute::fp32, seed, rows);
    case Types::bf16f32:
      return bench_group<bhalf_t, float>(o, s, ta, tb, spec, Compute::fp32, seed, rows);
    case Types::tf32:
      return bench_group<float, float>(o, s, ta, tb, spec, Compute::fast_tf32, seed, rows);
  }
}

// The kernel a variant runs for each type combination, for the header.
template <class In, class Out>
std::vector<std::pair<std::string, std::string>> kernels_of(Compute compute, bool is_collapsed) {
  std::vector<std::pair<std::string, std::string>> k;
  for (const auto& r : half_runners<In, Out>(compute, is_collapsed))
    k.emplace_back(r.name, r.kernel);
  return k;
}

std::vector<std::pair<std::string, std::string>> kernels_of(const TypeSpec& spec) {
  const bool c = collapsed(spec.id);
  switch (spec.id) {
    case Types::f16:
      return kernels_of<half_t, half_t>(Compute::fp32, c);
    case Types::f16f32:
      return kernels_of<half_t, float>(Compute::fp32, c);
    case Types::bf16:
      return kernels_of<bhalf_t, bhalf_t>(Compute::fp32, c);
    case Types::bf16f32:
      return kernels_of<bhalf_t, float>(Compute::fp32, c);
    case Types::tf32:
      return kernels_of<float, float>(Compute::fast_tf32, c);
  }
  return {};
}

void print_table(const std::vector<Row>& rows) {
  const std::vector<std::string> head = {"shape",   "op",       "types",  "variant", "median ms",
                                         "TFLOP/s", "% cuBLAS", "% peak", "rel err", "status"};
  std::vector<std::vector<std::string>> cells;
  for (const auto& r : rows) {
    const bool t = r.median_ms > 0;
    cells.push_back({r.shape.name(), std::string{r.ta, r.tb}, r.label, r.variant,
                     fmt(r.median_ms, 3, t), fmt(r.tflops, kHostBackend ? 3 : 1, t),
                     fmt(r.pct_cublas, 1, r.pct_cublas >= 0), fmt(r.pct_peak, 1, r.pct_peak >= 0),
                     fmt_err(r.rel_err), r.status + (r.note.empty() ? "" : " (" + r.note + ")")});
  }
  print_columns(head, cells, 4, 6);
}

struct RunInfo {
  DeviceInfo dev;
  std::string date, commit, kokkos, kokkos_kernels, cublas, timing;
};

// Per set of --shapes rows and type combination: auto's geometric mean of % of cuBLAS, its
// lowest row, and the rows counted (those where both ran).
void print_set_means(const std::vector<Row>& rows) {
  std::map<std::pair<std::string, std::string>, std::vector<const Row*>> groups;
  for (const Row& r : rows)
    if (!r.shape.set.empty() && r.variant == "auto" && r.pct_cublas > 0)
      groups[{r.shape.set, r.label}].push_back(&r);
  if (groups.empty()) return;
  std::cout << "\nauto against cuBLAS per set: geometric mean of % of cuBLAS, lowest row\n";
  for (const auto& [key, list] : groups) {
    double log_sum = 0;
    const Row* low = list.front();
    for (const Row* r : list) {
      log_sum += std::log(r->pct_cublas);
      if (r->pct_cublas < low->pct_cublas) low = r;
    }
    std::cout << "  " << key.first << " " << key.second << ": "
              << fmt(std::exp(log_sum / double(list.size())), 1) << " % over " << list.size()
              << " rows; lowest " << fmt(low->pct_cublas, 1) << " % at " << low->shape.name() << " "
              << low->ta << low->tb << "\n";
  }
}

void write_json(const std::string& file, const std::vector<Row>& rows, const Options& o,
                const RunInfo& info) {
  std::ofstream out(file);
  if (!out) throw std::runtime_error("--json: cannot write '" + file + "'");
  out << "[\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row& r = rows[i];
    out << "  {\"shape\": \"" << r.shape.name() << "\", \"set\": \"" << r.shape.set
        << "\", \"m\": " << r.shape.m << ", \"n\": " << r.shape.n << ", \"k\": " << r.shape.k
        << ", \"transA\": \"" << r.ta << "\", \"transB\": \"" << r.tb << "\", \"types\": \""
        << r.types << "\", \"in_type\": \"" << r.in_type << "\", \"out_type\": \"" << r.out_type
        << "\", \"compute\": \"" << r.compute << "\", \"variant\": \"" << r.variant
        << "\", \"kernel\": \"" << json_escape(r.kernel) << "\", \"alpha\": 1, \"beta\": " << o.beta
        << ", \"median_ms\": " << json_num(r.median_ms) << ", \"min_ms\": " << json_num(r.min_ms)
        << ", \"reps\": " << r.reps << ", \"warmup\": " << o.warmup
        << ", \"tflops\": " << json_num(r.tflops) << ", \"pct_cublas\": " << json_num(r.pct_cublas)
        << ", \"pct_peak\": " << json_num(r.pct_peak)
        << ", \"peak_tflops\": " << (r.peak > 0 ? json_num(r.peak) : "null")
        << ", \"rel_err\": " << json_num(r.rel_err) << ", \"tolerance\": " << json_num(r.tol)
        << ", \"samples\": " << r.samples << ", \"nonfinite\": " << r.nonfinite
        << ", \"status\": \"" << r.status << "\", \"note\": \"" << json_escape(r.note)
        << "\", \"device\": \"" << json_escape(info.dev.name) << "\", \"backend\": \""
        << info.dev.backend << "\", \"driver\": \"" << json_escape(info.dev.driver)
        << "\", \"kokkos\": \"" << info.kokkos << "\", \"kokkos_kernels\": \""
        << info.kokkos_kernels << "\", \"cublas\": \"" << info.cublas << "\", \"timing\": \""
        << info.timing << "\", \"date\": \"" << info.date << "\", \"commit\": \""
        << json_escape(info.commit) << "\"}" << (i + 1 < rows.size() ? ",\n" : "\n");
  }
  out << "]\n";
}

// --tune: per shape and type combination, the candidate with the highest geometric mean
// TFLOP/s over the transposes, among those that ran correctly at every one timed. Where auto
// ran too (--variants auto), only rows more than 3 % faster than it: the others would change
// nothing, and every row costs each call of a new shape a look.
void write_tuning_rows(const std::string& file, const std::vector<Row>& rows, const RunInfo& info) {
  struct Sum {
    double log_tflops = 0;
    int ok = 0, runs = 0;  // transposes correct, timed
    void add(const Row& r) {
      ++runs;
      if (r.status == "ok" && r.tflops > 0) ++ok, log_tflops += std::log(r.tflops);
    }
  };
  std::map<std::tuple<std::string, index_t, index_t, index_t>, std::map<std::string, Sum>> groups;
  std::vector<std::tuple<std::string, index_t, index_t, index_t>> order;
  std::map<std::tuple<std::string, index_t, index_t, index_t>, Sum> automatic;
  for (const Row& r : rows) {
    const auto key = std::make_tuple(r.dtype, r.shape.m, r.shape.n, r.shape.k);
    if (r.variant == "auto") automatic[key].add(r);
    if (!r.candidate) continue;
    if (!groups.count(key)) order.push_back(key);
    groups[key][r.kernel].add(r);
  }
  std::ofstream out(file);
  if (!out) throw std::runtime_error("--tune: cannot write '" + file + "'");
  out << "# arch,dtype,m,n,k,kernel,gflops,device,date: tgemm-half-bench --tune, commit "
      << info.commit << "\n";
  const std::string arch = tuning::device_arch(ExecSpace{});
  const std::string device = info.dev.name.substr(0, info.dev.name.find(" ("));  // no commas
  int written = 0, unchanged = 0;
  for (const auto& key : order) {
    int timed = 0;  // transposes of this shape
    for (const auto& [kernel, s] : groups[key]) timed = std::max(timed, s.runs);
    const std::string* best = nullptr;
    double best_log = 0;
    for (const auto& [kernel, s] : groups[key]) {
      if (s.ok == 0 || s.ok < timed) continue;
      const double mean = s.log_tflops / s.ok;
      if (!best || mean > best_log) best = &kernel, best_log = mean;
    }
    const auto& [dtype, m, n, k] = key;
    if (!best) {
      std::cout << "--tune: no candidate ran correctly at every transpose of " << dtype << " " << m
                << "x" << n << "x" << k << "; no row\n";
      continue;
    }
    if (const auto a = automatic.find(key);
        a != automatic.end() && a->second.ok == timed &&
        best_log <= a->second.log_tflops / timed + std::log(1.03)) {
      ++unchanged;
      continue;
    }
    out << arch << "," << dtype << "," << m << "," << n << "," << k << ",\"" << *best << "\","
        << fmt(1000 * std::exp(best_log), 0) << "," << device << "," << info.date.substr(0, 10)
        << "\n";
    ++written;
  }
  std::cout << "\n--tune: " << written << " rows written to " << file;
  if (unchanged > 0)
    std::cout << "; " << unchanged
              << " shapes left out, where auto ran within 3 % of the fastest candidate";
  std::cout << "\n";
}

const char* kUsage = R"(usage: tgemm-half-bench [options] [Kokkos options]
  --shape MxNxK        a shape, repeatable (default: 4096x4096x4096 and 8192x8192x8192 on a
                       GPU; 512x512x512 on host backends)
  --shapes FILE        the shapes of a suite file (name,m,n,k,transA,transB,dtype, e.g.
                       bench/sweep.csv), each with its own transposes, for every --types
                       combination (the dtype column is not used); repeated (m, n, k, op)
                       run once. At the end: auto's geometric mean of % of cuBLAS per set
                       (the name up to '/') and type combination
  --transposes LIST    comma-separated, each of NN, NT, TN, TT (default NN,TN)
  --types LIST         comma-separated type combinations (default: all):
                         f16      half in, half out       fp32 accumulation
                         f16f32   half in, float out      fp32 accumulation
                         bf16     bhalf in, bhalf out     fp32 accumulation
                         bf16f32  bhalf in, float out     fp32 accumulation
                         tf32     float in, float out     Compute::fast_tf32
                       (host-only Kokkos builds: half and bhalf are float, the first four
                       collapse into one float->float set of rows, 'f32')
  --variants LIST      comma-separated: the half ladder's rungs, auto, fma (the FMA kernel
                       auto weighs against the tensor cores; only where named) and the
                       comparators of this build (cublas, kokkos_kernels); default: all but
                       fma; --list shows them
  --reps N             timed runs per row, median reported (default 20)
  --warmup N           untimed runs after the checked one (default 3; 1 on host backends)
  --order in-turn|sequential
                       how a shape's variants are timed: in turn, one run of each a round
                       (the default on a GPU, so that its clock and power state, which
                       change over tens of milliseconds at its power cap, fall alike on
                       every variant), or each variant's runs back to back (the default on
                       host backends); --tune's candidates too, after each has been checked
                       and run once (one ten times slower than the fastest is not timed)
  --max-gflop X        the rungs skip shapes above X GFLOP per run (default: none on a GPU, 1
                       on host backends); auto and the comparators run every shape
  --beta X             C = op(A) op(B) + X C (default 0; C then starts as NaN, else as one
                       random C)
  --peak-tflops X[,Y]  dense peak in TFLOP/s for the % peak column: X for f16/bf16, Y for tf32
                       (default Y = X / 2; without the option: an H100 SXM's, 989 and 494, on a
                       GPU, none on host backends)
  --samples N          elements of C checked against the double reference (default 4096)
  --seed N             seed of the inputs and the sample (default 20260301)
  --json FILE          write the rows as JSON
  --tune FILE          time auto's half candidates (tgemm/tuning/half.hpp: the tensor-core rung,
                       FP32's small-K and thin kernels) instead of the variants, at every
                       --transposes (default here all four; a --shapes row's own transposes and
                       its validation set, 'val/', are left out), and write to FILE the tuning
                       table's rows: per shape and type combination, the candidate with the
                       highest geometric mean TFLOP/s over the transposes among those correct at
                       every one (arch,dtype,m,n,k,kernel,gflops,device,date); with
                       --variants auto, only those more than 3 % faster than auto there. Point
                       TGEMM_TUNING_FILE at a table with them, or add them to
                       src/tgemm/tuning/sm_90.hpp. --variants adds rows (auto, cublas) to the
                       report
  --list               list the half ladder's rungs (number, name, summary) and the
                       comparators, and exit
)";

std::vector<std::string> split_list(const std::string& s) {
  return split(s, ',');
}

GemmShape parse_gemm_shape(const std::string& spec) {
  const auto parts = split(spec, 'x');
  if (parts.size() != 3) throw std::invalid_argument("--shape: expected MxNxK, got '" + spec + "'");
  GemmShape s{parse_extent(parts[0], "--shape"), parse_extent(parts[1], "--shape"),
              parse_extent(parts[2], "--shape")};
  if (s.m < 1 || s.n < 1 || s.k < 1)
    throw std::invalid_argument("--shape: extents must be positive (got '" + spec + "')");
  return s;
}

Options parse_options(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument(a + " needs a value");
      return argv[++i];
    };
    if (a == "--shape") {
      o.shapes.push_back(parse_gemm_shape(value()));
    } else if (a == "--shapes") {
      for (const Shape& f : load_shapes(value())) {
        const auto slash = f.name.find('/');
        GemmShape g{f.m, f.n, f.k, std::string{f.ta, f.tb},
                    slash == std::string::npos ? "" : f.name.substr(0, slash)};
        if (g.m < 1 || g.n < 1 || g.k < 1) continue;
        if (std::none_of(o.shapes.begin(), o.shapes.end(), [&](const GemmShape& e) {
              return e.m == g.m && e.n == g.n && e.k == g.k && e.op == g.op;
            }))
          o.shapes.push_back(g);
      }
    } else if (a == "--transposes") {
      o.transposes.clear();
      o.transposes_given = true;
      for (std::string t : split_list(value())) {
        if (t.size() != 2)
          throw std::invalid_argument("--transposes: '" + t + "' is not NN/NT/TN/TT");
        for (char& c : t) c = parse_op(std::string(1, c), "--transposes");
        o.transposes.push_back(t);
      }
    } else if (a == "--types") {
      const std::string v = value();
      o.types.clear();
      if (v != "all")
        for (const auto& t : split_list(v)) o.types.push_back(&type_spec(t));
    } else if (a == "--variants") {
      const std::string v = value();
      o.variants.clear();
      if (v != "all") o.variants = split_list(v);
    } else if (a == "--reps") {
      o.reps = std::max(1, std::atoi(value().c_str()));
    } else if (a == "--warmup") {
      o.warmup = std::max(0, std::atoi(value().c_str()));
    } else if (a == "--order") {
      o.order = parse_order(value());
    } else if (a == "--max-gflop") {
      o.max_gflop = std::atof(value().c_str());
    } else if (a == "--beta") {
      o.beta = std::atof(value().c_str());
    } else if (a == "--peak-tflops") {
      const auto p = split_list(value());
      if (p.empty() || p.size() > 2)
        throw std::invalid_argument("--peak-tflops needs X or X,Y in TFLOP/s");
      o.peak16 = std::atof(p[0].c_str());
      o.peak_tf32 = p.size() == 2 ? std::atof(p[1].c_str()) : o.peak16 / 2;
      o.peak_given = true;
    } else if (a == "--samples") {
      o.samples = std::max<index_t>(1, parse_extent(value(), "--samples"));
    } else if (a == "--seed") {
      o.seed = std::uint64_t(parse_extent(value(), "--seed"));
    } else if (a == "--json") {
      o.json = value();
    } else if (a == "--tune") {
      o.tune = value();
    } else if (a == "--list") {
      o.list = true;
    } else if (a == "--help" || a == "-h") {
      std::cout << kUsage;
      std::exit(0);
    } else if (a.rfind("--kokkos", 0) != 0) {  // Kokkos' own were consumed by its initialize
      throw std::invalid_argument("unknown option '" + a + "' (see --help)");
    }
  }
  const auto names = all_runner_names();
  for (const auto& v : o.variants)
    if (std::find(names.begin(), names.end(), v) == names.end()) {
      std::string known;
      for (const auto& n : names) known += " " + n;
      throw std::invalid_argument("--variants: '" + v + "' is not in this build (have:" + known +
                                  ")");
    }
  if (!o.tune.empty()) {
    if (kHostBackend)
      throw std::invalid_argument(
          "--tune: host backends have no half candidates (auto has one path there)");
    // The table has no transpose column: a row's pick serves all four, and the sweep's
    // validation half is never tuned on.
    std::vector<GemmShape> tuned;
    for (GemmShape g : o.shapes) {
      g.op.clear();
      if (g.set != "val" && std::none_of(tuned.begin(), tuned.end(), [&](const GemmShape& e) {
            return e.m == g.m && e.n == g.n && e.k == g.k;
          }))
        tuned.push_back(g);
    }
    o.shapes = tuned;
    if (!o.transposes_given) o.transposes = {"NN", "NT", "TN", "TT"};
  }
  if (o.shapes.empty()) {
    if (kHostBackend)
      o.shapes = {{512, 512, 512}};
    else
      o.shapes = {{4096, 4096, 4096}, {8192, 8192, 8192}};
  }
  if (o.types.empty())
    for (const auto& t : kTypeSpecs) o.types.push_back(&t);
  // Combinations that collapse to the same types in this build run once.
  std::vector<const TypeSpec*> unique;
  for (const TypeSpec* t : o.types)
    if (std::none_of(unique.begin(), unique.end(), [&](const TypeSpec* u) {
          return u->id == t->id || (collapsed(u->id) && collapsed(t->id));
        }))
      unique.push_back(t);
  o.types = unique;
  return o;
}

void print_list() {
  std::cout << "half ladder (tgemm/precision.hpp, TGEMM_HALF_LADDER):\n";
  for (const auto& r : half_rungs)
    std::cout << "  " << r.number << "  " << std::left << std::setw(18) << r.name << std::right
              << "  " << r.summary << "\n";
  std::cout << "  -  " << std::left << std::setw(18) << "auto" << std::right
            << "  f16: " << half_kernel_name<ExecSpace, half_t, half_t>(HalfVariant::automatic)
            << "\ncomparators in this build:";
  bool any = false;
#ifdef TGEMM_BENCH_HAVE_KOKKOS_KERNELS
  std::cout << " kokkos_kernels (KokkosBlas::gemm, f16 and bf16 only)";
  any = true;
#endif
#ifdef TGEMM_BENCH_HAVE_CUBLAS
  std::cout << (any ? "," : "") << " cublas (cublasGemmEx, every type combination)";
  any = true;
#endif
  std::cout << (any ? "" : " none") << "\n";
}

int run(int argc, char** argv) {
  const Options o = parse_options(argc, argv);
  warn_if_in_turn_on_host("tgemm-half-bench", o.order, kHostBackend);
  if (o.list) {
    print_list();
    return 0;
  }
  RunInfo info;
  info.dev = device_info();
  info.date = utc_now();
  info.commit = commit();
  info.kokkos = std::to_string(KOKKOS_VERSION / 10000) + "." +
                std::to_string(KOKKOS_VERSION / 100 % 100) + "." +
                std::to_string(KOKKOS_VERSION % 100);
#ifdef TGEMM_BENCH_KOKKOS_KERNELS_VERSION
  info.kokkos_kernels = TGEMM_BENCH_KOKKOS_KERNELS_VERSION;
#else
  info.kokkos_kernels = "not found";
#endif
#ifdef TGEMM_BENCH_HAVE_CUBLAS
  info.cublas = cublas_version();
#else
  info.cublas = "none";
#endif
  info.timing = std::string(Timer::method()) + "; " + order_name(o.order);

  std::cout << "tgemm-half-bench  device: " << info.dev.name << "  backend: " << info.dev.backend
            << (info.dev.driver == "-" ? "" : "  " + info.dev.driver) << "\n"
            << "  Kokkos " << info.kokkos << ", Kokkos Kernels " << info.kokkos_kernels
            << ", cuBLAS " << info.cublas << ", commit " << info.commit << ", " << info.date
            << "\n";
  if (kHalfIsFloat || kBhalfIsFloat)
    std::cout << "  types: "
              << (kHalfIsFloat && kBhalfIsFloat ? "half_t and bhalf_t are"
                  : kHalfIsFloat                ? "half_t is"
                                                : "bhalf_t is")
              << " float in this Kokkos build (no 16-bit type of its own): those combinations "
                 "collapse into one float->float set of rows ('f32'), run through the half "
                 "ladder's entry point (tgemm::detail::gemm_mixed) so that each rung row runs "
                 "its rung (tgemm::gemm sends float->float to the FP32 ladder)\n";
  std::cout << "  timing: " << info.timing << "; one checked run, " << o.warmup
            << " warm-up, median of " << o.reps
            << " runs; C = alpha op(A) op(B) + beta C, alpha 1, beta " << o.beta
            << ", column-major; A, B uniform in [-1, 1] rounded to the input type\n"
            << "  check: relative norm error over " << o.samples
            << " random elements of C against a double reference from the same rounded inputs; "
               "tolerance 8 sqrt(k) 2^-24 + C's rounding (half 2^-11, bf16 2^-8), tf32 4 * "
               "2^-11; "
            << (o.beta == 0 ? "C poisoned with NaN before each row, every element checked"
                            : "every element of C checked for NaN/Inf")
            << "\n";
  if (o.peak16 > 0)
    std::cout << "  % peak: of " << fmt(o.peak16, 0) << " TFLOP/s (f16, bf16) and "
              << fmt(o.peak_tf32, 0) << " TFLOP/s (tf32), dense"
              << (o.peak_given ? " (--peak-tflops)" : ": an H100 SXM's (--peak-tflops to change)")
              << "\n";
  else
    std::cout << "  % peak: none (no default on host backends; --peak-tflops X[,Y])\n";
  if (o.max_gflop > 0)
    std::cout << "  rungs skip shapes above " << fmt(o.max_gflop, 1) << " GFLOP (--max-gflop)\n";
  // What each variant runs, per type combination.
  std::map<std::string, std::vector<std::pair<std::string, std::string>>> kernels;  // variant
  for (const TypeSpec* t : o.types)
    for (const auto& [variant, kernel] : kernels_of(*t)) {
      auto& list = kernels[variant];
      const std::string label = type_names(*t).second;
      auto it =
          std::find_if(list.begin(), list.end(), [&](const auto& e) { return e.first == kernel; });
      if (it == list.end())
        list.emplace_back(kernel, label);
      else
        it->second += ", " + label;
    }
  for (const auto& name : all_runner_names()) {
    if (!kernels.count(name)) continue;
    if (!o.variants.empty() &&
        std::find(o.variants.begin(), o.variants.end(), name) == o.variants.end())
      continue;
    const auto& list = kernels[name];
    std::cout << "  " << name << ": ";
    for (std::size_t i = 0; i < list.size(); ++i)
      std::cout << (i ? "; " : "") << list[i].first
                << (list.size() > 1 ? " [" + list[i].second + "]" : "");
    std::cout << "\n";
  }
  std::cout << std::flush;

  std::vector<Row> rows;
  std::uint64_t seed = o.seed;
  for (const auto& s : o.shapes)
    for (const auto& t : s.op.empty() ? o.transposes : std::vector<std::string>{s.op})
      for (const TypeSpec* spec : o.types) {
        bench_types(o, s, t[0], t[1], *spec, seed, rows);
        seed += 16;
      }

  std::cout << "\n";
  print_table(rows);
  print_set_means(rows);
  if (!o.json.empty()) write_json(o.json, rows, o, info);
  if (!o.tune.empty()) write_tuning_rows(o.tune, rows, info);
  const bool bad = std::any_of(rows.begin(), rows.end(), [](const Row& r) {
    return r.status == "FAIL" || r.status == "ERROR";
  });
  if (bad) std::cout << "\nSome rows FAIL or ERROR: see the status column.\n";
  return bad ? 1 : 0;
}

}  // namespace
}  // namespace tgemm::bench

int main(int argc, char** argv) {
  Kokkos::ScopeGuard kokkos(argc, argv);
  try {
    return tgemm::bench::run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "tgemm-half-bench: " << e.what() << "\n";
    return 2;
  }
}
