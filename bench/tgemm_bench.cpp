// tgemm-bench: times the project's GEMM variants and the comparators shape by shape.
// Every row: fresh random inputs, C poisoned with NaN before the variant's first run, one
// checked run, warm-up runs, then the median of the timed runs. Prints a table; writes
// JSON and CSV for bench/plot_results.py and the published results.

#include <Kokkos_Random.hpp>
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "device_info.hpp"
#include "portability.hpp"
#include "reference.hpp"
#include "report.hpp"
#include "runners.hpp"
#include "shapes.hpp"
#include "timing.hpp"

#ifndef TGEMM_DEFAULT_SHAPES
#define TGEMM_DEFAULT_SHAPES "bench/shapes.csv"
#endif
#ifndef TGEMM_HOST_SHAPES
#define TGEMM_HOST_SHAPES "bench/host_shapes.csv"
#endif
namespace tgemm::bench {
namespace {

struct Options {
  std::vector<std::string> variants;  // empty: all
  std::string shapes_file;
  std::vector<Shape> extra_shapes;
  std::vector<std::string> filters;
  int reps = kHostBackend ? 5 : 20;
  int warmup = kHostBackend ? 1 : 3;
  double max_gflop = kHostBackend ? 1.0 : 0.0;  // the rungs'; 0: no limit
  double budget_s = kHostBackend ? 2.0 : 0.0;   // per row; 0: no limit
  double peak_f32 = 0, peak_f64 = 0;            // GFLOP/s; 0: from the device, if known
  std::vector<int> threads;           // host thread counts, 0: all of the default instance's
  std::vector<std::string> pp_files;  // --pp: result files to compute PP from
  std::string json, csv;
  bool check = true;
  bool list = false, markdown = false;
  Order order = kHostBackend ? Order::sequential : Order::in_turn;
};

struct Row {
  Shape shape;
  std::string variant, status = "ok", note;
  double median_ms = 0, min_ms = 0, gflops = 0, rel_err = -1, tolerance = 0;
  double pct_cublas = -1, pct_openblas = -1, pct_peak = -1, vs_naive = -1, vs_kk = -1;
  double min_bytes = 0, intensity = 0;
  int reps = 0;
  int threads = 0;
};

[[noreturn]] void usage(int code) {
  std::cout <<
      R"(usage: tgemm-bench [options]
  --variants LIST      comma-separated names, or 'all' (default); --list shows them.
                       Comparators: kokkos_kernels and kokkos_kernels_native (when Kokkos
                       Kernels is found), cublas (CUDA), openblas (host backends, when
                       OpenBLAS is found; its threads are set to Kokkos' concurrency)
  --shapes FILE        shape suite CSV: name,m,n,k,transA,transB,dtype (default: the
                       project's bench/shapes.csv; bench/host_shapes.csv on host backends)
  --shape SPEC         a shape MxNxK[:TATB][:float|double], e.g. 4096x4096x4096:NN:float;
                       repeatable; replaces the suite unless --shapes is also given
  --filter TEXT        keep suite shapes whose name contains TEXT (repeatable)
  --reps N             timed runs per row, median reported (default 20; 5 on host backends)
  --warmup N           untimed runs before timing (default 3; 1 on host backends)
  --max-gflop X        the ladder's rungs skip shapes above X GFLOP per run (default: none
                       on a GPU, 1 on host backends, where the rungs are GPU kernels played
                       by host threads); auto and the comparators run every shape
  --budget S           seconds of timed runs per rung's row: fewer runs (at least one, no
                       warm-up) where the checked run shows they would take longer (default:
                       none on a GPU, 2 on host backends)
  --threads LIST       host backends: thread counts to run auto and the comparators at, e.g.
                       1,all (the default on host backends: one thread shows the micro-kernel,
                       all of them the schedule); the rungs run at the most threads only;
                       counts other than all need the OpenMP backend
  --peak F32,F64       FMA peaks in GFLOP/s for the % of peak column (GPU: read off the device)
  --json FILE          write the rows as JSON
  --csv FILE           write the rows as CSV
  --no-check           skip the correctness check of each row
  --order in-turn|sequential
                       how a shape's variants are timed: in turn, one run of each a round
                       (the default on a GPU, so that its clock and power state, which
                       change over tens of milliseconds at its power cap, fall alike on
                       every variant), or each variant's runs back to back (the default on
                       host backends, where OpenBLAS' threads spin after a call)
  --pp FILE,FILE...    performance portability from recorded runs (--json files, one per
                       platform) and exit: per dtype, the harmonic mean over the files of
                       auto's geometric-mean fraction of the vendor BLAS (cuBLAS or OpenBLAS;
                       on host runs, at the most threads in the file)
  --list               list the variants this build has (the ladder's rungs in order, then
                       the comparators) and exit; --list --markdown prints the README's
                       ladder table
)";
  std::exit(code);
}

Options parse_options(int argc, char** argv) {
  Options o;
  bool shapes_given = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument(a + " needs a value");
      return argv[++i];
    };
    if (a == "--variants") {
      const std::string v = value();
      if (v != "all") o.variants = split(v, ',');
    } else if (a == "--shapes") {
      o.shapes_file = value();
      shapes_given = true;
    } else if (a == "--shape") {
      o.extra_shapes.push_back(parse_shape_spec(value()));
    } else if (a == "--filter") {
      o.filters.push_back(value());
    } else if (a == "--reps") {
      o.reps = std::max(1, std::atoi(value().c_str()));
    } else if (a == "--warmup") {
      o.warmup = std::max(0, std::atoi(value().c_str()));
    } else if (a == "--max-gflop") {
      o.max_gflop = std::atof(value().c_str());
    } else if (a == "--budget") {
      o.budget_s = std::atof(value().c_str());
    } else if (a == "--peak") {
      auto p = split(value(), ',');
      if (p.size() != 2) throw std::invalid_argument("--peak needs F32,F64 in GFLOP/s");
      o.peak_f32 = std::atof(p[0].c_str());
      o.peak_f64 = std::atof(p[1].c_str());
    } else if (a == "--threads") {
      for (const auto& t : split(value(), ',')) {
        const int n = t == "all" ? 0 : std::atoi(t.c_str());
        if (n < 0 || (n == 0 && t != "all"))
          throw std::invalid_argument("--threads: '" + t + "' is not a thread count or 'all'");
        o.threads.push_back(n);
      }
    } else if (a == "--pp") {
      o.pp_files = split(value(), ',');
    } else if (a == "--json") {
      o.json = value();
    } else if (a == "--csv") {
      o.csv = value();
    } else if (a == "--no-check") {
      o.check = false;
    } else if (a == "--order") {
      o.order = parse_order(value());
    } else if (a == "--list") {
      o.list = true;
    } else if (a == "--markdown") {
      o.markdown = true;
    } else if (a == "--help" || a == "-h") {
      usage(0);
    } else if (a.rfind("--kokkos", 0) == 0) {
      // Kokkos' own options were consumed by Kokkos::initialize.
    } else {
      std::cerr << "tgemm-bench: unknown option '" << a << "'\n";
      usage(2);
    }
  }
  if (!shapes_given && o.extra_shapes.empty())
    o.shapes_file = kHostBackend ? TGEMM_HOST_SHAPES : TGEMM_DEFAULT_SHAPES;
  if (o.threads.empty()) o.threads = kHostBackend ? std::vector<int>{1, 0} : std::vector<int>{0};
  return o;
}

template <class T>
void bench_shape(const ExecSpace& exec, const Shape& s, const Options& o, const DeviceInfo& dev,
                 const std::vector<Runner<T>>& runners, std::vector<Row>& rows, int& done,
                 int total) {
  Timer timer;
  std::mt19937_64 seeds(std::random_device{}());
  auto A = make_matrix<T>("A", s.ta == 'N' ? s.m : s.k, s.ta == 'N' ? s.k : s.m);
  auto B = make_matrix<T>("B", s.tb == 'N' ? s.k : s.n, s.tb == 'N' ? s.n : s.k);
  auto C = make_matrix<T>("C", s.m, s.n);
  auto Cref = make_matrix<T>("Cref", s.m, s.n);
  fill_random(exec, A, seeds());
  fill_random(exec, B, seeds());
  const T alpha = 1, beta = 0;

  // Reference: the vendor BLAS among the runners (cuBLAS on CUDA, OpenBLAS on host backends:
  // the comparison the published numbers use), else a wide-accumulator GEMM on the same
  // execution space.
  std::string ref_name = "wide_reference";
  if (o.check) {
    auto vendor = std::find_if(runners.begin(), runners.end(), [](const auto& r) {
      return r.name == "cublas" || r.name == "openblas";
    });
    if (vendor != runners.end()) {
      vendor->run(exec, s.ta, s.tb, alpha, A, B, beta, Cref);
      ref_name = vendor->name;
      // OpenBLAS' pthreads spin for about 2^28 cycles after a call before they sleep; let them,
      // so they do not share the cores with the variants timed next.
      if (ref_name == "openblas") std::this_thread::sleep_for(std::chrono::milliseconds(250));
    } else if constexpr (kHostBackend && std::is_same_v<T, double>) {
      wide_reference_gemm<long double>(exec, s.ta, s.tb, A, B, Cref);
    } else {
      wide_reference_gemm<double>(exec, s.ta, s.tb, A, B, Cref);
    }
    exec.fence();
  }

  const double flops = 2.0 * double(s.m) * double(s.n) * double(s.k);
  const double min_bytes = double(A.size() + B.size() + C.size()) * sizeof(T);  // beta = 0
  const double peak = std::is_same_v<T, float> ? (o.peak_f32 > 0 ? o.peak_f32 : dev.peak_f32)
                                               : (o.peak_f64 > 0 ? o.peak_f64 : dev.peak_f64);
  // A row's timed runs: its median and speed, printed as it is finished.
  auto finish = [&](Row& row, const std::vector<double>& ms, const std::string& error) {
    if (!error.empty()) {
      row.status = "ERROR";
      row.note = error;
    } else if (!ms.empty()) {
      row.reps = int(ms.size());
      row.min_ms = *std::min_element(ms.begin(), ms.end());
      row.median_ms = median_of(ms);
      row.gflops = row.median_ms > 0 ? flops / (row.median_ms * 1e6) : 0;
      if (peak > 0) row.pct_peak = 100.0 * row.gflops / peak;
    }
    std::cerr << "  " << s.name << " " << row.variant << ": ";
    if (error.empty())
      std::cerr << row.median_ms << " ms, " << row.gflops << " GFLOP/s"
                << (row.status == "ok" ? "" : "  [" + row.status + "]") << "\n";
    else
      std::cerr << "error: " << error << "\n";
  };
  struct Pending {
    const Runner<T>* runner;
    std::size_t row;  // index into rows
    int warmup, reps;
  };
  std::vector<Pending> pending;  // checked, waiting for their timed runs (Order::in_turn)
  auto time_pending = [&](const std::vector<Pending>& p) {
    std::vector<int> warmup, reps;
    for (const auto& x : p) {
      warmup.push_back(x.warmup);
      reps.push_back(x.reps);
    }
    const TurnTimes t = time_variants(timer, exec, o.order, warmup, reps, [&](int i) {
      p[i].runner->run(exec, s.ta, s.tb, alpha, A, B, beta, C);
    });
    for (std::size_t i = 0; i < p.size(); ++i) finish(rows[p[i].row], t.ms[i], t.error[i]);
  };

  for (const auto& r : runners) {
    if (r.rung && o.max_gflop > 0 && flops * 1e-9 > o.max_gflop) continue;  // counted as skipped
    Row row;
    row.shape = s;
    row.variant = r.name;
    row.threads = kHostBackend ? exec.concurrency() : 0;  // a GPU's is not a thread count
    row.min_bytes = min_bytes;
    row.intensity = min_bytes > 0 ? flops / min_bytes : 0;
    ++done;
    std::cerr << "[" << done << "/" << total << "] " << s.name << " " << r.name
              << (kHostBackend ? " (" + std::to_string(row.threads) + " threads)" : "") << " ... "
              << std::flush;
    if (r.name == "auto")  // A and B are column-major
      row.note = tuning::choose<ExecSpace, T>(
          exec, s.m, s.n, s.k, tuning::column_major_orientation(s.ta, s.tb, s.k, sizeof(T)));
    try {
      poison(exec, C);
      const auto checked_start = std::chrono::steady_clock::now();
      r.run(exec, s.ta, s.tb, alpha, A, B, beta, C);
      exec.fence();
      const double checked_s =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - checked_start).count();
      if (o.check) {
        const ErrorReport e = relative_error(exec, C, Cref);
        row.rel_err = e.nonfinite > 0 ? std::numeric_limits<double>::quiet_NaN() : e.rel_err;
        row.tolerance = error_tolerance<T>(s.k);
        if (e.nonfinite > 0) {
          row.status = "WRONG";
          row.note = std::to_string(e.nonfinite) + " elements unwritten or non-finite";
        } else if (r.name != ref_name && !(e.rel_err <= row.tolerance)) {
          row.status = "WRONG";
          row.note = "relative error above " + std::to_string(row.tolerance);
        }
      }
      // The budget: as many timed runs as fit it at the checked run's pace (at least one), and
      // no warm-up where even one would not fit.
      int reps = o.reps, warmup = o.warmup;
      if (r.rung && o.budget_s > 0 && checked_s * (reps + warmup) > o.budget_s) {
        reps = std::clamp(int(o.budget_s / std::max(checked_s, 1e-9)), 1, o.reps);
        warmup = checked_s * (reps + warmup) > o.budget_s ? 0 : warmup;
      }
      std::cerr << (o.check ? "checked" : "ran") << (row.status == "ok" ? "" : ", " + row.status)
                << "\n";
      rows.push_back(row);
      pending.push_back({&r, rows.size() - 1, warmup, reps});
      if (o.order == Order::sequential) {
        // OpenBLAS' threads would share the cores with Kokkos' OpenMP threads, which spin a
        // while after the check's parallel regions before they sleep.
        if (kHostBackend && r.name == "openblas")
          std::this_thread::sleep_for(std::chrono::milliseconds(50));
        time_pending(pending);
        pending.clear();
      }
    } catch (const std::exception& e) {
      row.status = "ERROR";
      row.note = e.what();
      std::cerr << "error: " << e.what() << "\n";
      rows.push_back(row);
    }
  }
  if (!pending.empty()) time_pending(pending);
}

// Same-run ratios: % of cuBLAS, % of OpenBLAS, and speed-up over naive_range and kokkos_kernels.
void fill_ratios(std::vector<Row>& rows) {
  // (shape, threads) -> variant -> median
  std::map<std::pair<std::string, int>, std::map<std::string, double>> ms;
  for (const auto& r : rows)
    if (r.status == "ok" && r.median_ms > 0) ms[{r.shape.name, r.threads}][r.variant] = r.median_ms;
  for (auto& r : rows) {
    if (r.median_ms <= 0) continue;
    const auto& v = ms[{r.shape.name, r.threads}];
    if (auto it = v.find("cublas"); it != v.end()) r.pct_cublas = 100.0 * it->second / r.median_ms;
    if (auto it = v.find("openblas"); it != v.end())
      r.pct_openblas = 100.0 * it->second / r.median_ms;
    if (auto it = v.find("naive_range"); it != v.end()) r.vs_naive = it->second / r.median_ms;
    if (auto it = v.find("kokkos_kernels"); it != v.end()) r.vs_kk = it->second / r.median_ms;
  }
}

// The reference column: % of cuBLAS where cuBLAS ran, else % of OpenBLAS where it ran (the
// JSON and CSV carry both).
bool openblas_is_reference(const std::vector<Row>& rows) {
  return std::none_of(rows.begin(), rows.end(), [](const Row& r) { return r.pct_cublas >= 0; }) &&
         std::any_of(rows.begin(), rows.end(), [](const Row& r) { return r.pct_openblas >= 0; });
}

void print_table(const std::vector<Row>& rows) {
  const bool openblas_ref = openblas_is_reference(rows);
  std::vector<std::string> head = {"shape",   "op",      "dtype",
                                   "variant", "threads", "median ms",
                                   "runs",    "GFLOP/s", openblas_ref ? "% OpenBLAS" : "% cuBLAS",
                                   "% peak",  "x naive", "x KK",
                                   "min MB",  "flop/B",  "rel err",
                                   "check"};
  std::vector<std::vector<std::string>> cells;
  for (const auto& r : rows) {
    const bool t = r.median_ms > 0;
    const double ref = openblas_ref ? r.pct_openblas : r.pct_cublas;
    cells.push_back({r.shape.name, std::string{r.shape.ta, r.shape.tb}, r.shape.dtype, r.variant,
                     r.threads > 0 ? std::to_string(r.threads) : "-", fmt(r.median_ms, 3, t),
                     t ? std::to_string(r.reps) : "-", fmt(r.gflops, 1, t), fmt(ref, 1, ref >= 0),
                     fmt(r.pct_peak, 1, r.pct_peak >= 0), fmt(r.vs_naive, 2, r.vs_naive >= 0),
                     fmt(r.vs_kk, 2, r.vs_kk >= 0), fmt(r.min_bytes / 1e6, 1), fmt(r.intensity, 0),
                     fmt_err(r.rel_err), r.status + (r.note.empty() ? "" : " (" + r.note + ")")});
  }
  if (!kHostBackend) {  // a GPU's concurrency is not a thread count anyone sets
    head.erase(head.begin() + 4);
    for (auto& c : cells) c.erase(c.begin() + 4);
  }
  print_columns(head, cells, 4, 5);
}

struct RunInfo {
  DeviceInfo dev;
  std::string date, commit, kokkos, kokkos_kernels, timing;
};

void write_json(const std::string& file, const std::vector<Row>& rows, const RunInfo& info) {
  std::ofstream out(file);
  if (!out) throw std::runtime_error("--json: cannot write '" + file + "'");
  out << "[\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row& r = rows[i];
    out << "  {\"shape\": \"" << json_escape(r.shape.name) << "\", \"m\": " << r.shape.m
        << ", \"n\": " << r.shape.n << ", \"k\": " << r.shape.k << ", \"transA\": \"" << r.shape.ta
        << "\", \"transB\": \"" << r.shape.tb << "\", \"dtype\": \"" << r.shape.dtype
        << "\", \"variant\": \"" << r.variant << "\", \"threads\": " << r.threads
        << ", \"median_ms\": " << json_num(r.median_ms) << ", \"min_ms\": " << json_num(r.min_ms)
        << ", \"reps\": " << r.reps << ", \"gflops\": " << json_num(r.gflops)
        << ", \"pct_cublas\": " << json_num(r.pct_cublas)
        << ", \"pct_openblas\": " << json_num(r.pct_openblas)
        << ", \"pct_peak\": " << json_num(r.pct_peak)
        << ", \"speedup_vs_naive\": " << json_num(r.vs_naive)
        << ", \"speedup_vs_kokkos_kernels\": " << json_num(r.vs_kk)
        << ", \"min_global_bytes\": " << json_num(r.min_bytes)
        << ", \"arithmetic_intensity\": " << json_num(r.intensity)
        << ", \"rel_err\": " << json_num(r.rel_err) << ", \"tolerance\": " << json_num(r.tolerance)
        << ", \"status\": \"" << r.status << "\", \"note\": \"" << json_escape(r.note)
        << "\", \"device\": \"" << json_escape(info.dev.name) << "\", \"backend\": \""
        << info.dev.backend << "\", \"driver\": \"" << json_escape(info.dev.driver)
        << "\", \"kokkos\": \"" << info.kokkos << "\", \"kokkos_kernels\": \""
        << info.kokkos_kernels << "\", \"timing\": \"" << info.timing << "\", \"date\": \""
        << info.date << "\", \"commit\": \"" << json_escape(info.commit) << "\"}"
        << (i + 1 < rows.size() ? ",\n" : "\n");
  }
  out << "]\n";
}

void write_csv(const std::string& file, const std::vector<Row>& rows, const RunInfo& info) {
  std::ofstream out(file);
  if (!out) throw std::runtime_error("--csv: cannot write '" + file + "'");
  out << "shape,m,n,k,transA,transB,dtype,variant,threads,median_ms,min_ms,reps,gflops,pct_cublas,"
         "pct_openblas,pct_peak,speedup_vs_naive,speedup_vs_kokkos_kernels,min_global_bytes,"
         "arithmetic_intensity,rel_err,status,device,backend,date,commit\n";
  auto num = [](double v) { return json_num(v) == "null" ? std::string() : json_num(v); };
  for (const Row& r : rows)
    out << r.shape.name << ',' << r.shape.m << ',' << r.shape.n << ',' << r.shape.k << ','
        << r.shape.ta << ',' << r.shape.tb << ',' << r.shape.dtype << ',' << r.variant << ','
        << r.threads << ',' << num(r.median_ms) << ',' << num(r.min_ms) << ',' << r.reps << ','
        << num(r.gflops) << ',' << num(r.pct_cublas) << ',' << num(r.pct_openblas) << ','
        << num(r.pct_peak) << ',' << num(r.vs_naive) << ',' << num(r.vs_kk) << ','
        << num(r.min_bytes) << ',' << num(r.intensity) << ',' << num(r.rel_err) << ',' << r.status
        << ",\"" << info.dev.name << "\"," << info.dev.backend << ',' << info.date << ','
        << info.commit << '\n';
}

template <class T>
std::vector<Runner<T>> select(const std::vector<std::string>& names) {
  auto all = all_runners<T>();
  if (names.empty()) {
    std::erase_if(all, [](const Runner<T>& r) { return !r.in_all; });
    return all;
  }
  std::vector<Runner<T>> out;
  for (const auto& n : names) {
    auto it = std::find_if(all.begin(), all.end(), [&](const auto& r) { return r.name == n; });
    if (it == all.end()) {
      std::string known;
      for (const auto& r : all) known += " " + r.name;
      throw std::invalid_argument("--variants: '" + n + "' is not in this build (have:" + known +
                                  ")");
    }
    out.push_back(*it);
  }
  return out;
}

// The instance rows run on: the default one, or an OpenMP instance of `threads` threads (one of
// Kokkos' partitions of the host; the other host backends run at their own count).
ExecSpace bench_space(int threads) {
  const int all = ExecSpace().concurrency();
  if (threads == 0 || threads == all) return ExecSpace();
#if defined(KOKKOS_ENABLE_OPENMP)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::OpenMP>) {
    if (threads < all) return Kokkos::OpenMP(threads);
  }
#endif
  throw std::invalid_argument("--threads " + std::to_string(threads) + ": this build runs " +
                              std::to_string(all) +
                              (kHostBackend ? " threads; fewer need the OpenMP backend"
                                            : " on a GPU; --threads is for host backends"));
}

void print_summary(const std::vector<Row>& rows) {
  std::vector<Outcome> out;
  for (const auto& r : rows) {
    Outcome o{r.shape.name, r.shape.dtype, r.variant, r.status, "", "", r.threads, -1};
    if (r.pct_cublas > 0) {
      o.pct_vendor = r.pct_cublas;
      o.vendor = "cuBLAS";
    } else if (r.pct_openblas > 0) {
      o.pct_vendor = r.pct_openblas;
      o.vendor = "OpenBLAS";
    }
    out.push_back(o);
  }
  print_efficiency(out);
}

int run(int argc, char** argv) {
  const Options o = parse_options(argc, argv);
  warn_if_in_turn_on_host("tgemm-bench", o.order, kHostBackend);
  if (!o.pp_files.empty()) return print_portability(o.pp_files);
  const auto runners_f = select<float>(o.variants);
  const auto runners_d = select<double>(o.variants);
  if (o.list &&
      o.markdown) {  // the README's ladder table (checked by Ladder.ReadmeTableMatchesRegistry)
    std::cout << "| rung | variant | what it adds |\n| ---: | --- | --- |\n";
    for (const Rung& r : rungs)
      std::cout << "| " << r.number << " | `" << r.name << "` | " << r.summary << " |\n";
    return 0;
  }
  if (o.list) {
    for (const auto& r : all_runners<float>()) {
      const auto v = variant_from_string(r.name);
      const bool rung = v && *v != Variant::automatic;
      std::cout << r.name << "  ("
                << (rung ? "rung " + std::to_string(int(*v)) + ": " +
                               std::string(rungs[int(*v)].summary) + "; "
                         : "")
                << r.note << (r.in_all ? "" : "; only when named") << ")\n";
    }
    return 0;
  }
  const std::vector<Shape> shapes = select_shapes(o.shapes_file, o.filters, o.extra_shapes);

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
  info.timing = std::string(Timer::method()) + "; " + order_name(o.order);

  std::cout << "tgemm-bench  device: " << info.dev.name << "  backend: " << info.dev.backend
            << (info.dev.driver == "-" ? "" : "  " + info.dev.driver) << "\n"
            << "  Kokkos " << info.kokkos << ", Kokkos Kernels " << info.kokkos_kernels
            << ", commit " << info.commit << ", " << info.date << "\n"
            << "  timing: " << info.timing << "; median of " << o.reps << " runs after " << o.warmup
            << " warm-up"
            << (o.budget_s > 0 ? " (fewer where they would exceed " + fmt(o.budget_s, 1) +
                                     " s a row: the runs column)"
                               : "")
            << "; C = op(A) op(B) (alpha 1, beta 0), inputs uniform in [-1, 1]\n"
            << "  check: relative Frobenius error against " << [&]() -> std::string {
    for (const auto& r : runners_f) {
      if (r.name == "cublas") return "cuBLAS";
      if (r.name == "openblas") return "OpenBLAS (its own rows: unwritten elements only)";
    }
    return "a wide-accumulator reference GEMM";
  }() << "\n";
  // One line per runner: its kernel for float, and for double where that differs (rungs'
  // defaults and team_mma's tensor-core mainloop do).
  for (std::size_t i = 0; i < runners_f.size(); ++i) {
    const std::string& nd = runners_d.at(i).note;
    std::cout << "  " << runners_f[i].name << ": "
              << (nd == runners_f[i].note ? nd : "float " + runners_f[i].note + "; double " + nd)
              << "\n";
  }
  if (info.dev.peak_f32 > 0 || o.peak_f32 > 0)
    std::cout << "  FMA peak: " << (o.peak_f32 > 0 ? o.peak_f32 : info.dev.peak_f32)
              << " GFLOP/s FP32, " << (o.peak_f64 > 0 ? o.peak_f64 : info.dev.peak_f64)
              << " GFLOP/s FP64 (cores x lanes x 2 x boost clock)\n";

  auto gflop = [](const Shape& s) { return 2.0 * double(s.m) * double(s.n) * double(s.k) * 1e-9; };
  auto rungs_skip = [&](const Shape& s) { return o.max_gflop > 0 && gflop(s) > o.max_gflop; };
  auto rows_of = [&](const Shape& s, const auto& runners) {
    return int(std::count_if(runners.begin(), runners.end(),
                             [&](const auto& r) { return !(r.rung && rungs_skip(s)); }));
  };
  // The ladder's rungs run at the most threads only: the thread counts are there for auto and
  // the vendor BLAS (one thread shows the micro-kernel, all of them the schedule).
  int most = 0;
  for (const int threads : o.threads) most = std::max(most, bench_space(threads).concurrency());
  auto comparators = [](const auto& runners) {
    return int(
        std::count_if(runners.begin(), runners.end(), [](const auto& r) { return !r.rung; }));
  };
  int total = 0;
  for (const int threads : o.threads)
    for (const auto& s : shapes) {
      const bool rungs_here = bench_space(threads).concurrency() == most;
      const int runners_n = s.dtype == "float" ? rows_of(s, runners_f) : rows_of(s, runners_d);
      total += rungs_here ? runners_n
                          : (s.dtype == "float" ? comparators(runners_f) : comparators(runners_d));
    }
  int done = 0;
  std::vector<Row> rows;
  for (const int threads : o.threads) {
    const ExecSpace exec = bench_space(threads);
    const bool rungs_here = exec.concurrency() == most;
    for (const auto& s : shapes) {
      const bool any_rung =
          std::any_of(runners_f.begin(), runners_f.end(), [](const auto& r) { return r.rung; });
      if (rungs_here && any_rung && rungs_skip(s)) {
        Row r;
        r.shape = s;
        r.variant = "(rungs)";
        r.threads = exec.concurrency();
        r.status = "skipped";
        r.min_bytes = double(s.m * s.k + s.k * s.n + s.m * s.n) * (s.dtype == "float" ? 4 : 8);
        r.intensity = r.min_bytes > 0 ? gflop(s) * 1e9 / r.min_bytes : 0;
        r.note = fmt(gflop(s), 1) + " GFLOP per run, over --max-gflop " + fmt(o.max_gflop, 1);
        rows.push_back(r);
      }
      auto without_rungs = [&](auto runners) {
        if (!rungs_here) std::erase_if(runners, [](const auto& r) { return r.rung; });
        return runners;
      };
      if (s.dtype == "float")
        bench_shape<float>(exec, s, o, info.dev, without_rungs(runners_f), rows, done, total);
      else
        bench_shape<double>(exec, s, o, info.dev, without_rungs(runners_d), rows, done, total);
    }
  }
  fill_ratios(rows);
  std::cout << "\n";
  print_table(rows);
  print_summary(rows);
  if (!o.json.empty()) write_json(o.json, rows, info);
  if (!o.csv.empty()) write_csv(o.csv, rows, info);
  const bool wrong = std::any_of(rows.begin(), rows.end(), [](const Row& r) {
    return r.status == "WRONG" || r.status == "ERROR";
  });
  if (wrong) std::cout << "\nSome rows are WRONG or ERROR: see the check column.\n";
  return wrong ? 1 : 0;
}

}  // namespace
}  // namespace tgemm::bench

int main(int argc, char** argv) {
  Kokkos::ScopeGuard kokkos(argc, argv);
  try {
    return tgemm::bench::run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "tgemm-bench: " << e.what() << "\n";
    return 2;
  }
}
