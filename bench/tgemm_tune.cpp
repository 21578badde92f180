// tgemm-tune: times every tuning candidate (src/tgemm/tuning/candidates.hpp) on this device
// over a set of shapes and writes the table variant "auto" reads: per (dtype, m, n, k), the
// candidate with the highest geometric mean GFLOP/s over the transposes in --ops (default
// all four), counting only candidates whose result passed the check at every one: a row that
// serves every orientation. Where another candidate runs one transpose more than 10 % faster
// than that pick (tile configurations, and whether an operand is packed first, differ between
// NN and TN), it also writes that candidate as a row for that transpose alone (a tenth column,
// "TN"), which auto prefers for calls whose operands lie that way.
//
//   tgemm-tune [--shapes FILE] [--shape SPEC]... [--filter TEXT] [--kernel TEXT]... [--reps N]
//              [--warmup N] [--order in-turn|sequential] [--ops NN,TN,NT,TT] [--out table.csv]
//              [--all all.csv] [--header sm_90.hpp] [--model | --no-model]
//   tgemm-tune --refit all.csv [--bandwidth GBS] [--out table.csv]
//
// On GPUs (--model, the default there; host backends refuse it) it also fits each candidate's cost
// model to its times over every shape and transpose (tuning/model.hpp) and writes the model rows
// with the measured ones: auto's rule for shapes no row was measured near. It prints how the
// model's picks fare on the tuning shapes themselves against the fastest candidate.
//
// --refit fits the cost model again to the times of an earlier run's --all file, measuring
// nothing (the copy bandwidth too where --bandwidth gives it), and writes the model rows only:
// for a change of the model or its fit, so the committed rows follow from the committed
// measurements.
//
// Each shape's candidates are checked first, then timed in turn on GPUs (one run of each a
// round, so that the clock and power state fall alike on every candidate; bench/timing.hpp),
// one after another on host backends; --order picks either.
//
// --kernel keeps the candidates whose name contains TEXT (repeatable; default all), e.g. to run
// only the table's picks under compute-sanitizer.
//
// Point TGEMM_TUNING_FILE at the table to use it without rebuilding; --header writes the
// same rows as the built-in table header (src/tgemm/tuning/<arch>.hpp) for committing.
//
// Half-precision and tf32 rows (tgemm/tuning/half.hpp) come from tgemm-half-bench --tune.

#include <cctype>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <tgemm/tuning.hpp>
#include <tuple>

#include "device_info.hpp"
#include "reference.hpp"
#include "shapes.hpp"
#include "timing.hpp"

#ifndef TGEMM_TUNE_SHAPES
#define TGEMM_TUNE_SHAPES "bench/tune_shapes.csv"
#endif
#ifndef TGEMM_HOST_TUNE_SHAPES
#define TGEMM_HOST_TUNE_SHAPES "bench/host_tune_shapes.csv"
#endif

namespace tgemm::bench {
namespace {

struct TuneOptions {
  std::string shapes_file = kHostBackend ? TGEMM_HOST_TUNE_SHAPES : TGEMM_TUNE_SHAPES;
  std::vector<Shape> extra;
  std::vector<std::string> filters, kernels;
  int reps = 10, warmup = 2;
  std::vector<std::string> ops = {"NN", "TN", "NT", "TT"};
  std::string out = "tuning.csv", all, header, refit;
  double bandwidth_gbs = 0;  // 0: measured
  bool model = !kHostBackend;
  Order order = kHostBackend ? Order::sequential : Order::in_turn;
};

struct Timing {
  Shape shape;
  std::string kernel, status = "ok";
  double median_ms = 0, gflops = 0, rel_err = 0;
  std::string transposes = "";  // a table row for these transposes alone ("TN"), or "" for all
};

// How much faster than a shape's row another candidate must run one transpose to get a row for
// that transpose alone: more than a 5-run median's spread at microsecond shapes.
constexpr double kOrientationGain = 1.10;

TuneOptions parse(int argc, char** argv) {
  TuneOptions o;
  bool file_given = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument(a + " needs a value");
      return argv[++i];
    };
    if (a == "--shapes")
      o.shapes_file = value(), file_given = true;
    else if (a == "--shape")
      o.extra.push_back(parse_shape_spec(value()));
    else if (a == "--filter")
      o.filters.push_back(value());
    else if (a == "--kernel")
      o.kernels.push_back(value());
    else if (a == "--reps")
      o.reps = std::max(1, std::atoi(value().c_str()));
    else if (a == "--warmup")
      o.warmup = std::max(0, std::atoi(value().c_str()));
    else if (a == "--order")
      o.order = parse_order(value());
    else if (a == "--ops") {
      o.ops = split(value(), ',');
      for (const std::string& op : o.ops)
        if (op.size() != 2 || (op[0] != 'N' && op[0] != 'T') || (op[1] != 'N' && op[1] != 'T'))
          throw std::invalid_argument("--ops: '" + op + "' is not one of NN, TN, NT, TT");
      if (o.ops.empty()) throw std::invalid_argument("--ops needs at least one of NN, TN, NT, TT");
    } else if (a == "--out")
      o.out = value();
    else if (a == "--all")
      o.all = value();
    else if (a == "--header")
      o.header = value();
    else if (a == "--refit")
      o.refit = value();
    else if (a == "--bandwidth") {
      o.bandwidth_gbs = std::atof(value().c_str());
      if (!(o.bandwidth_gbs > 0)) throw std::invalid_argument("--bandwidth needs GB/s above 0");
    } else if (a == "--model")
      o.model = true;
    else if (a == "--no-model")
      o.model = false;
    else if (a.rfind("--kokkos", 0) == 0)
      continue;
    else
      throw std::invalid_argument("unknown option '" + a +
                                  "' (see the comment at the top of bench/tgemm_tune.cpp)");
  }
  if (!o.extra.empty() && !file_given) o.shapes_file.clear();
  // The cost model describes how GPU kernels cover a device (tiles, teams per multiprocessor);
  // the CPU kernels' tables are measured rows only.
  if ((o.model || !o.refit.empty()) && kHostBackend)
    throw std::invalid_argument(
        "--model, --refit: the cost model describes GPU kernels; host tables hold measured rows "
        "only");
  return o;
}

// The timings of an earlier run's --all file (shape,dtype,m,n,k,kernel,status,median_ms,
// gflops,rel_err).
std::vector<Timing> read_all(const std::string& file) {
  std::ifstream in(file);
  if (!in) throw std::invalid_argument("--refit: cannot read '" + file + "'");
  std::vector<Timing> all;
  std::string line;
  std::getline(in, line);  // header
  for (int line_no = 2; std::getline(in, line); ++line_no) {
    const std::vector<std::string> f = tuning::csv_fields(line);
    if (f.size() != 10)
      throw std::invalid_argument("--refit: " + file + ":" + std::to_string(line_no) +
                                  ": expected 10 fields (the --all format)");
    Timing t;
    t.shape.name = f[0];
    t.shape.dtype = f[1];
    t.shape.m = std::stoll(f[2]);
    t.shape.n = std::stoll(f[3]);
    t.shape.k = std::stoll(f[4]);
    const std::string& name = f[0];  // ends in "-" and the transposes (tune_shape's names)
    if (name.size() < 3 || name[name.size() - 3] != '-' ||
        std::string("NT").find(name[name.size() - 2]) == std::string::npos ||
        std::string("NT").find(name[name.size() - 1]) == std::string::npos)
      throw std::invalid_argument("--refit: " + file + ":" + std::to_string(line_no) + ": shape '" +
                                  name + "' does not end in -NN, -NT, -TN or -TT");
    t.shape.ta = name[name.size() - 2];
    t.shape.tb = name[name.size() - 1];
    t.kernel = f[5];
    t.status = f[6];
    t.median_ms = std::stod(f[7]);
    t.gflops = std::stod(f[8]);
    t.rel_err = std::stod(f[9]);
    all.push_back(t);
  }
  return all;
}

// Every candidate at shape s (its own transposes), in candidate order.
template <class T>
std::vector<Timing> tune_shape(const Shape& s, const TuneOptions& o) {
  std::vector<Timing> all;
  const ExecSpace exec{};
  Timer timer;
  std::mt19937_64 seeds(std::random_device{}());
  auto A = make_matrix<T>("A", s.ta == 'N' ? s.m : s.k, s.ta == 'N' ? s.k : s.m);
  auto B = make_matrix<T>("B", s.tb == 'N' ? s.k : s.n, s.tb == 'N' ? s.n : s.k);
  auto C = make_matrix<T>("C", s.m, s.n);
  auto Cref = make_matrix<T>("Cref", s.m, s.n);
  fill_random(exec, A, seeds());
  fill_random(exec, B, seeds());
#ifdef TGEMM_BENCH_HAVE_CUBLAS
  cublas_gemm<T>(exec, s.ta, s.tb, T(1), A, B, T(0), Cref);
#else
  wide_reference_gemm<double>(exec, s.ta, s.tb, A, B, Cref);
#endif
  exec.fence();
  const auto a = make_matrix_ref(
      Kokkos::View<const T**, Kokkos::LayoutLeft, ExecSpace::memory_space>(A), s.ta != 'N');
  const auto b = make_matrix_ref(
      Kokkos::View<const T**, Kokkos::LayoutLeft, ExecSpace::memory_space>(B), s.tb != 'N');
  const auto c = make_matrix_ref(C);
  const double flops = 2.0 * double(s.m) * double(s.n) * double(s.k);

  const device::Problem<T> p{a, b, c};
  auto run = [&](int i) { tuning::run_candidate<ExecSpace, T>(exec, i, T(1), p, T(0)); };
  // Every candidate is checked first, then those correct are timed together (o.order).
  std::vector<int> timed;       // candidate indices
  std::vector<std::size_t> at;  // their rows in all
  for (int i = 0; i < tuning::candidate_count<ExecSpace, T>(); ++i) {
    Timing t{s, tuning::candidate_name<ExecSpace, T>(i)};
    if (!o.kernels.empty() &&
        std::none_of(o.kernels.begin(), o.kernels.end(),
                     [&](const std::string& k) { return t.kernel.find(k) != std::string::npos; })) {
      t.status = "not selected";
      all.push_back(t);
      continue;
    }
    try {
      tuning::check_candidate<ExecSpace, T>(exec, i);
      poison(exec, C);
      run(i);
      exec.fence();
      const ErrorReport e = relative_error(exec, C, Cref);
      t.rel_err = e.rel_err;
      if (e.nonfinite > 0 || !(e.rel_err <= error_tolerance<T>(s.k))) {
        t.status = "WRONG";
        std::cerr << "  " << s.name << " " << t.kernel << " WRONG, rel err " << t.rel_err << "\n";
      } else {
        timed.push_back(i);
        at.push_back(all.size());
      }
    } catch (const std::invalid_argument& e) {
      t.status = "cannot run";
      std::cerr << "  " << s.name << " " << t.kernel << " cannot run: " << e.what() << "\n";
    }
    all.push_back(t);
  }
  const TurnTimes times =
      time_variants(timer, exec, o.order, std::vector<int>(timed.size(), o.warmup),
                    std::vector<int>(timed.size(), o.reps), [&](int j) { run(timed[j]); });
  for (std::size_t j = 0; j < timed.size(); ++j) {
    Timing& t = all[at[j]];
    if (!times.error[j].empty()) {
      t.status = "ERROR";
      std::cerr << "  " << s.name << " " << t.kernel << " error: " << times.error[j] << "\n";
      continue;
    }
    t.median_ms = median_of(times.ms[j]);
    t.gflops = flops / (t.median_ms * 1e6);
    std::cerr << "  " << s.name << " " << t.kernel << " ok " << t.median_ms << " ms, " << t.gflops
              << " GFLOP/s\n";
  }
  return all;
}

// Device memory bandwidth in GB/s: the best of five copies of 512 MiB.
double copy_bandwidth_gbs() {
  const ExecSpace exec{};
  const std::size_t n = std::size_t(64) << 20;  // doubles
  Kokkos::View<double*, ExecSpace::memory_space> a("a", n), b("b", n);
  Timer timer;
  double best = 1e30;
  for (int r = 0; r < 6; ++r) {
    const double ms = timer.time_ms(exec, [&] { Kokkos::deep_copy(exec, b, a); });
    if (r > 0) best = std::min(best, ms);
  }
  return 2.0 * double(n) * sizeof(double) / (best * 1e6);
}

// Fits every candidate's cost model to its times in `all` (dtype T) and prints how the
// model's picks fare against the fastest candidate at each tuned shape and transpose.
template <class T>
std::vector<std::pair<std::string, tuning::Coefficients>> fit_models(const std::vector<Timing>& all,
                                                                     double bandwidth_gbs) {
  const std::string dtype = device::scalar_name<T>();
  const tuning::DeviceShape device = tuning::device_shape(ExecSpace());
  auto coverage = [&](int i, const Shape& s) {  // the tuner's matrices: column-major, tight
    return tuning::cover(tuning::candidate_shape_in<tuning::kernel_set<ExecSpace>, T>(i), device,
                         s.m, s.n, s.k, sizeof(T),
                         tuning::column_major_orientation(s.ta, s.tb, s.k, sizeof(T)));
  };
  // The fastest time at each shape and transpose: the fit counts a candidate in full only where
  // it competes with it.
  std::map<std::string, double> fastest_ms;
  for (const Timing& t : all)
    if (t.shape.dtype == dtype && t.status == "ok" && t.median_ms > 0) {
      auto [it, fresh] = fastest_ms.emplace(t.shape.name, t.median_ms);
      if (!fresh) it->second = std::min(it->second, t.median_ms);
    }
  std::vector<std::pair<std::string, tuning::Coefficients>> models;
  for (int i = 0; i < tuning::candidate_count<ExecSpace, T>(); ++i) {
    const std::string name = tuning::candidate_name<ExecSpace, T>(i);
    // Only shapes the candidate's coverage applies to: those are what the fit uses, and what
    // the threshold of 8 counts.
    std::vector<tuning::FitPoint> points;
    for (const Timing& t : all)
      if (t.shape.dtype == dtype && t.kernel == name && t.status == "ok" && t.median_ms > 0)
        if (const tuning::Coverage c = coverage(i, t.shape); c.applies)
          points.push_back({c, t.median_ms * 1e3, fastest_ms.at(t.shape.name) * 1e3});
    if (points.size() >= 8) models.emplace_back(name, tuning::fit(points, bandwidth_gbs));
  }
  // Per shape and transpose: the model's pick's time over the fastest time.
  std::map<std::string, std::vector<const Timing*>> by_shape;
  for (const Timing& t : all)
    if (t.shape.dtype == dtype && t.status == "ok" && t.median_ms > 0)
      by_shape[t.shape.name].push_back(&t);
  double log_sum = 0, worst = 1;
  std::string worst_shape;
  int counted = 0;
  for (const auto& [shape, timings] : by_shape) {
    double fastest = 1e30, predicted_best = 1e30, picked_ms = 0;
    for (const Timing* t : timings) {
      fastest = std::min(fastest, t->median_ms);
      for (const auto& [name, f] : models)
        if (name == t->kernel) {
          const int i = tuning::candidate_index<ExecSpace, T>(name);
          const tuning::Coverage c = coverage(i, t->shape);
          if (!c.applies) continue;
          const double us = tuning::predict_us(f, c, bandwidth_gbs);
          if (us < predicted_best) predicted_best = us, picked_ms = t->median_ms;
        }
    }
    if (picked_ms <= 0) continue;
    const double ratio = fastest / picked_ms;
    log_sum += std::log(ratio);
    ++counted;
    if (ratio < worst) worst = ratio, worst_shape = shape;
  }
  if (counted > 0)
    std::cout << "cost model (" << dtype << ", " << models.size()
              << " candidates): its picks run at " << std::fixed << std::setprecision(1)
              << 100 * std::exp(log_sum / counted)
              << " % of the fastest candidate's speed (geometric mean over " << counted
              << " shapes and transposes); lowest " << 100 * worst << " % at " << worst_shape
              << "\n";
  return models;
}

int run(int argc, char** argv) {
  const TuneOptions o = parse(argc, argv);
  warn_if_in_turn_on_host("tgemm-tune", o.order, kHostBackend);
  std::vector<Shape> shapes = select_shapes(o.shapes_file, o.filters, o.extra);
  // The sweep's validation half (bench/sweep.csv, "val/...") measures auto on shapes it was
  // not tuned on: never tuned on.
  const auto validation = std::erase_if(shapes, [](const Shape& s) { return is_validation(s); });
  if (validation > 0)
    std::cerr << "tgemm-tune: skipping " << validation << " validation shapes (val/...)\n";

  const DeviceInfo dev = device_info();
  const std::string arch = tuning::device_arch(ExecSpace());
  const std::string date = utc_now().substr(0, 10);
  const std::string device_name = dev.name.substr(0, dev.name.find(" ("));
  // The model rows fitted to `all`.
  auto model_rows = [&](const std::vector<Timing>& all) {
    const double bandwidth = o.bandwidth_gbs > 0 ? o.bandwidth_gbs : copy_bandwidth_gbs();
    std::cout << "copy bandwidth: " << std::fixed << std::setprecision(0) << bandwidth << " GB/s\n";
    std::ostringstream rows;
    rows << "# cost model: arch,dtype,model,,,kernel,launch_us,latency_ns,throughput_ns,"
            "store_ps_per_byte,bandwidth_gbs,device,date\n";
    auto write = [&](const std::string& dtype, const auto& models) {
      for (const auto& [name, f] : models)
        rows << arch << ',' << dtype << ",model,,,\"" << name << "\"," << std::fixed
             << std::setprecision(3) << f.launch_us << ',' << f.slab_latency_ns << ','
             << f.slab_throughput_ns << ',' << f.store_ps_per_byte << ',' << std::setprecision(0)
             << bandwidth << ',' << device_name << ',' << date << '\n';
    };
    write("float", fit_models<float>(all, bandwidth));
    write("double", fit_models<double>(all, bandwidth));
    return rows.str();
  };
  if (!o.refit.empty()) {
    const std::string rows = model_rows(read_all(o.refit));
    std::ofstream(o.out) << rows;
    std::cout << rows << "written: " << o.out << "\n";
    return 0;
  }
  std::cout << "tgemm-tune on " << dev.name << " (" << arch << "), " << o.reps
            << " timed runs per candidate\n";
  std::vector<Timing> all, best_rows;
  std::set<std::tuple<std::string, index_t, index_t, index_t>> done;
  for (const Shape& s : shapes) {
    if (!done.insert({s.dtype, s.m, s.n, s.k}).second) continue;  // table keys ignore op()
    std::cerr << s.name << ":\n";
    std::vector<std::vector<Timing>> per_op;
    for (const std::string& op : o.ops) {
      Shape so = s;
      so.ta = op[0];
      so.tb = op[1];
      so.name = s.name + "-" + op;
      per_op.push_back(s.dtype == "float" ? tune_shape<float>(so, o) : tune_shape<double>(so, o));
      all.insert(all.end(), per_op.back().begin(), per_op.back().end());
    }
    // the row: the best geometric mean over the transposes (a candidate that fails one is
    // out); rows for one transpose where another candidate runs it more than 10 % faster
    std::vector<std::vector<double>> gflops;
    for (const auto& timings : per_op) {
      gflops.emplace_back();
      for (const Timing& t : timings) gflops.back().push_back(t.status == "ok" ? t.gflops : 0.0);
    }
    const tuning::TunedRows chosen = tuning::tuned_rows(gflops, kOrientationGain);
    Timing best{s, "", "none"};
    if (chosen.row >= 0) {
      best = per_op.front()[chosen.row];
      best.shape = s;
      best.gflops = chosen.mean_gflops;
    }
    best_rows.push_back(best);
    for (std::size_t j = 0; j < per_op.size(); ++j)
      if (chosen.alone[j] >= 0) {
        Timing t = per_op[j][chosen.alone[j]];
        t.shape = s;
        t.transposes = o.ops[j];
        best_rows.push_back(t);
      }
  }

  std::ostringstream table;
  table << "# arch,dtype,m,n,k,kernel,gflops,device,date[,transposes]\n";
  for (const Timing& t : best_rows)
    if (!t.kernel.empty())
      table << arch << ',' << t.shape.dtype << ',' << t.shape.m << ',' << t.shape.n << ','
            << t.shape.k << ",\"" << t.kernel << "\"," << std::fixed << std::setprecision(0)
            << t.gflops << ',' << device_name << ',' << date
            << (t.transposes.empty() ? "" : "," + t.transposes) << '\n';
  if (o.model) table << model_rows(all);
  std::ofstream(o.out) << table.str();
  std::string ident = arch;  // "host-avx512" names builtin_host_avx512
  for (char& c : ident)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  if (!o.header.empty())
    std::ofstream(o.header)
        << "#pragma once\n// Committed tuning table for " << arch
        << ", as written by tgemm-tune on " << dev.name << ", " << date
        << ".\n// Columns: arch,dtype,m,n,k,kernel,gflops,device,date[,transposes]\n\n"
        << "namespace tgemm::tuning {\n\ninline constexpr const char* builtin_" << ident
        << " = R\"(" << table.str() << ")\";\n\n}  // namespace tgemm::tuning\n";
  if (!o.all.empty()) {
    std::ofstream out(o.all);
    out << "shape,dtype,m,n,k,kernel,status,median_ms,gflops,rel_err\n";
    for (const Timing& t : all)
      out << t.shape.name << ',' << t.shape.dtype << ',' << t.shape.m << ',' << t.shape.n << ','
          << t.shape.k << ",\"" << t.kernel << "\"," << t.status << ',' << t.median_ms << ','
          << t.gflops << ',' << t.rel_err << '\n';
  }
  std::cout << table.str() << "written: " << o.out << (o.all.empty() ? "" : ", " + o.all)
            << (o.header.empty() ? "" : ", " + o.header) << "\n";
  return 0;
}

}  // namespace
}  // namespace tgemm::bench

int main(int argc, char** argv) {
  Kokkos::ScopeGuard kokkos(argc, argv);
  try {
    return tgemm::bench::run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "tgemm-tune: " << e.what() << "\n";
    return 2;
  }
}
