// tgemm-bench: times the project's GEMM variants and the comparators shape by shape.
// Every row: fresh random inputs, C poisoned with NaN before the variant's first run, one
// checked run, warm-up runs, then the median of the timed runs. Prints a table; writes
// JSON and CSV for bench/plot_results.py and the published results.

#include "reference.hpp"
#include "runners.hpp"
#include "timing.hpp"

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
#include <vector>

#ifndef TGEMM_DEFAULT_SHAPES
#define TGEMM_DEFAULT_SHAPES "bench/shapes.csv"
#endif
#ifndef TGEMM_GIT_COMMIT
#define TGEMM_GIT_COMMIT "unknown"
#endif

namespace tgemm::bench {
namespace {

constexpr bool kHostBackend =
    Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible;

struct Shape {
  std::string name;
  index_t m = 0, n = 0, k = 0;
  char ta = 'N', tb = 'N';
  std::string dtype = "float";
};

struct Options {
  std::vector<std::string> variants;  // empty: all
  std::string shapes_file;
  std::vector<Shape> extra_shapes;
  std::vector<std::string> filters;
  int reps = kHostBackend ? 5 : 20;
  int warmup = kHostBackend ? 1 : 3;
  double max_gflop = kHostBackend ? 4.0 : 0.0;  // 0: no limit
  double peak_f32 = 0, peak_f64 = 0;            // GFLOP/s; 0: from the device, if known
  std::string json, csv;
  bool check = true;
  bool list = false;
};

struct Row {
  Shape shape;
  std::string variant, status = "ok", note;
  double median_ms = 0, min_ms = 0, gflops = 0, rel_err = -1, tolerance = 0;
  double pct_cublas = -1, pct_peak = -1, vs_naive = -1, vs_kk = -1;
  double min_bytes = 0, intensity = 0;
  int reps = 0;
};

struct DeviceInfo {
  std::string name, backend, driver;
  double peak_f32 = 0, peak_f64 = 0;  // GFLOP/s, FMA = 2 flops
};

[[noreturn]] void usage(int code) {
  std::cout <<
      R"(usage: tgemm-bench [options]
  --variants LIST      comma-separated names, or 'all' (default); --list shows them
  --shapes FILE        shape suite CSV: name,m,n,k,transA,transB,dtype
                       (default: the project's bench/shapes.csv)
  --shape SPEC         a shape MxNxK[:TATB][:float|double], e.g. 4096x4096x4096:NN:float;
                       repeatable; replaces the suite unless --shapes is also given
  --filter TEXT        keep suite shapes whose name contains TEXT (repeatable)
  --reps N             timed runs per row, median reported (default 20; 5 on host backends)
  --warmup N           untimed runs before timing (default 3; 1 on host backends)
  --max-gflop X        skip shapes above X GFLOP per run (default: none on a GPU, 4 on host)
  --peak F32,F64       FMA peaks in GFLOP/s for the % of peak column (GPU: read off the device)
  --json FILE          write the rows as JSON
  --csv FILE           write the rows as CSV
  --no-check           skip the correctness check of each row
  --list               list the variants this build has and exit
)";
  std::exit(code);
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  for (std::string item; std::getline(ss, item, sep);)
    if (!item.empty()) out.push_back(item);
  return out;
}

std::string trim(std::string s) {
  auto ws = [](unsigned char c) { return std::isspace(c) != 0; };
  s.erase(s.begin(), std::find_if_not(s.begin(), s.end(), ws));
  s.erase(std::find_if_not(s.rbegin(), s.rend(), ws).base(), s.end());
  return s;
}

char parse_op(const std::string& s, const std::string& where) {
  const char c = s.empty() ? '?' : char(std::toupper(static_cast<unsigned char>(s[0])));
  if (c == 'N' || c == 'T') return c;
  if (c == 'C') return 'T';  // real scalars
  throw std::invalid_argument(where + ": transpose must be N, T or C (got '" + s + "')");
}

std::string parse_dtype(std::string s, const std::string& where) {
  s = trim(s);
  if (s == "float" || s == "f32" || s == "fp32") return "float";
  if (s == "double" || s == "f64" || s == "fp64") return "double";
  throw std::invalid_argument(where + ": dtype must be float or double (got '" + s + "')");
}

index_t parse_extent(const std::string& s, const std::string& where) {
  char* end = nullptr;
  const long long v = std::strtoll(s.c_str(), &end, 10);
  if (s.empty() || *end != '\0' || v < 0)
    throw std::invalid_argument(where + ": '" + s + "' is not a non-negative integer");
  return index_t(v);
}

std::vector<Shape> load_shapes(const std::string& file) {
  std::ifstream in(file);
  if (!in) throw std::invalid_argument("--shapes: cannot open '" + file + "'");
  std::vector<Shape> shapes;
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    line = trim(line);
    if (line.empty() || line[0] == '#') continue;
    const std::string where = file + ":" + std::to_string(line_no);
    auto f = split(line, ',');
    if (f.size() != 7) throw std::invalid_argument(where + ": expected name,m,n,k,transA,transB,dtype");
    for (auto& x : f) x = trim(x);
    shapes.push_back({f[0], parse_extent(f[1], where), parse_extent(f[2], where),
                      parse_extent(f[3], where), parse_op(f[4], where), parse_op(f[5], where),
                      parse_dtype(f[6], where)});
  }
  return shapes;
}

Shape parse_shape_spec(const std::string& spec) {
  const std::string where = "--shape " + spec;
  auto parts = split(spec, ':');
  if (parts.empty()) throw std::invalid_argument(where + ": empty");
  auto dims = split(parts[0], 'x');
  if (dims.size() != 3) throw std::invalid_argument(where + ": expected MxNxK");
  Shape s;
  s.m = parse_extent(dims[0], where);
  s.n = parse_extent(dims[1], where);
  s.k = parse_extent(dims[2], where);
  for (std::size_t i = 1; i < parts.size(); ++i) {
    if (parts[i].size() == 2 && std::string("NTCntc").find(parts[i][0]) != std::string::npos) {
      s.ta = parse_op(parts[i].substr(0, 1), where);
      s.tb = parse_op(parts[i].substr(1, 1), where);
    } else {
      s.dtype = parse_dtype(parts[i], where);
    }
  }
  s.name = parts[0] + "-" + s.ta + s.tb + "-" + (s.dtype == "float" ? "f32" : "f64");
  return s;
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
    } else if (a == "--peak") {
      auto p = split(value(), ',');
      if (p.size() != 2) throw std::invalid_argument("--peak needs F32,F64 in GFLOP/s");
      o.peak_f32 = std::atof(p[0].c_str());
      o.peak_f64 = std::atof(p[1].c_str());
    } else if (a == "--json") {
      o.json = value();
    } else if (a == "--csv") {
      o.csv = value();
    } else if (a == "--no-check") {
      o.check = false;
    } else if (a == "--list") {
      o.list = true;
    } else if (a == "--help" || a == "-h") {
      usage(0);
    } else if (a.rfind("--kokkos", 0) == 0) {
      // Kokkos' own options were consumed by Kokkos::initialize.
    } else {
      std::cerr << "tgemm-bench: unknown option '" << a << "'\n";
      usage(2);
    }
  }
  if (!shapes_given && o.extra_shapes.empty()) o.shapes_file = TGEMM_DEFAULT_SHAPES;
  return o;
}

DeviceInfo device_info() {
  DeviceInfo d;
  d.backend = ExecSpace::name();
#ifdef KOKKOS_ENABLE_CUDA
  int dev = 0;
  cuda_check(cudaGetDevice(&dev), "cudaGetDevice");
  cudaDeviceProp prop{};
  cuda_check(cudaGetDeviceProperties(&prop, dev), "cudaGetDeviceProperties");
  int khz = 0, sms = 0, driver = 0;
  cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, dev);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  cudaDriverGetVersion(&driver);
  d.name = std::string(prop.name) + " (sm_" + std::to_string(prop.major) +
           std::to_string(prop.minor) + ", " + std::to_string(sms) + " SMs)";
  d.driver = "CUDA driver API " + std::to_string(driver / 1000) + "." +
             std::to_string(driver % 1000 / 10);
  // FMA lanes per SM and clock: 128 FP32 and 64 FP64 on sm_80/sm_90 class parts.
  if (prop.major >= 8) {
    const double ghz = khz * 1e-6;
    const bool big_fp64 = prop.minor == 0;  // sm_80, sm_90: full-rate FP64 datacenter parts
    d.peak_f32 = sms * 128 * 2 * ghz;
    d.peak_f64 = sms * (big_fp64 ? 64 : 2) * 2 * ghz;
  }
#else
  std::ifstream cpu("/proc/cpuinfo");
  for (std::string line; std::getline(cpu, line);)
    if (line.rfind("model name", 0) == 0) {
      d.name = trim(line.substr(line.find(':') + 1));
      break;
    }
  if (d.name.empty() && std::getenv("TGEMM_HOST_CPU")) d.name = std::getenv("TGEMM_HOST_CPU");
  if (d.name.empty()) d.name = "host CPU";
  d.name += " (" + std::to_string(ExecSpace().concurrency()) + " threads)";
  d.driver = "-";
#endif
  return d;
}

std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

std::string commit() {
  if (const char* c = std::getenv("TGEMM_COMMIT")) return c;
  return TGEMM_GIT_COMMIT;
}

template <class T>
void fill_random(const ExecSpace& exec, const Matrix<T>& X, std::uint64_t seed) {
  Kokkos::Random_XorShift64_Pool<ExecSpace> pool(seed);
  Kokkos::fill_random(exec, X, pool, T(-1), T(1));
}

// C = NaN everywhere: an element a variant fails to write stays NaN and fails the check.
template <class T>
void poison(const ExecSpace& exec, const Matrix<T>& X) {
  const auto x = make_matrix_ref(X);
  const T nan = std::numeric_limits<T>::quiet_NaN();
  Kokkos::parallel_for(
      "tgemm::bench::poison",
      Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, x.rows * x.cols),
      KOKKOS_LAMBDA(index_t e) { x(e % x.rows, e / x.rows) = nan; });
}

template <class T>
Matrix<T> make_matrix(const char* label, index_t rows, index_t cols) {
  return Matrix<T>(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string(label)), std::size_t(rows),
                   std::size_t(cols));
}

template <class T>
void bench_shape(const Shape& s, const Options& o, const DeviceInfo& dev,
                 const std::vector<Runner<T>>& runners, std::vector<Row>& rows, int& done,
                 int total) {
  const ExecSpace exec;
  Timer timer;
  std::mt19937_64 seeds(std::random_device{}());
  auto A = make_matrix<T>("A", s.ta == 'N' ? s.m : s.k, s.ta == 'N' ? s.k : s.m);
  auto B = make_matrix<T>("B", s.tb == 'N' ? s.k : s.n, s.tb == 'N' ? s.n : s.k);
  auto C = make_matrix<T>("C", s.m, s.n);
  auto Cref = make_matrix<T>("Cref", s.m, s.n);
  fill_random(exec, A, seeds());
  fill_random(exec, B, seeds());
  const T alpha = 1, beta = 0;

  // Reference: cuBLAS where present (the comparison the published numbers use), else a
  // wide-accumulator GEMM on the same execution space.
  std::string ref_name = "wide_reference";
  if (o.check) {
    auto cublas = std::find_if(runners.begin(), runners.end(),
                               [](const auto& r) { return r.name == "cublas"; });
    if (cublas != runners.end()) {
      cublas->run(exec, s.ta, s.tb, alpha, A, B, beta, Cref);
      ref_name = "cublas";
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
  for (const auto& r : runners) {
    Row row;
    row.shape = s;
    row.variant = r.name;
    row.min_bytes = min_bytes;
    row.intensity = min_bytes > 0 ? flops / min_bytes : 0;
    ++done;
    std::cerr << "[" << done << "/" << total << "] " << s.name << " " << r.name << " ... "
              << std::flush;
    try {
      poison(exec, C);
      r.run(exec, s.ta, s.tb, alpha, A, B, beta, C);
      exec.fence();
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
      for (int w = 0; w < o.warmup; ++w) r.run(exec, s.ta, s.tb, alpha, A, B, beta, C);
      std::vector<double> ms;
      for (int i = 0; i < o.reps; ++i)
        ms.push_back(timer.time_ms(exec, [&] { r.run(exec, s.ta, s.tb, alpha, A, B, beta, C); }));
      std::sort(ms.begin(), ms.end());
      row.reps = o.reps;
      row.min_ms = ms.front();
      row.median_ms = ms.size() % 2 ? ms[ms.size() / 2]
                                    : 0.5 * (ms[ms.size() / 2 - 1] + ms[ms.size() / 2]);
      row.gflops = row.median_ms > 0 ? flops / (row.median_ms * 1e6) : 0;
      if (peak > 0) row.pct_peak = 100.0 * row.gflops / peak;
      std::cerr << row.median_ms << " ms, " << row.gflops << " GFLOP/s" << (row.status == "ok" ? "" : "  [" + row.status + "]") << "\n";
    } catch (const std::exception& e) {
      row.status = "ERROR";
      row.note = e.what();
      std::cerr << "error: " << e.what() << "\n";
    }
    rows.push_back(row);
  }
}

// Same-run ratios: % of cuBLAS, and speed-up over naive_range and kokkos_kernels.
void fill_ratios(std::vector<Row>& rows) {
  std::map<std::string, std::map<std::string, double>> ms;  // shape -> variant -> median
  for (const auto& r : rows)
    if (r.status == "ok" && r.median_ms > 0) ms[r.shape.name][r.variant] = r.median_ms;
  for (auto& r : rows) {
    if (r.median_ms <= 0) continue;
    const auto& v = ms[r.shape.name];
    if (auto it = v.find("cublas"); it != v.end()) r.pct_cublas = 100.0 * it->second / r.median_ms;
    if (auto it = v.find("naive_range"); it != v.end()) r.vs_naive = it->second / r.median_ms;
    if (auto it = v.find("kokkos_kernels"); it != v.end()) r.vs_kk = it->second / r.median_ms;
  }
}

std::string fmt(double v, int prec, bool valid = true) {
  if (!valid) return "-";
  std::ostringstream os;
  os << std::fixed << std::setprecision(prec) << v;
  return os.str();
}

std::string fmt_err(double v) {
  if (v < 0) return "-";
  if (std::isnan(v)) return "nan";
  std::ostringstream os;
  os << std::scientific << std::setprecision(1) << v;
  return os.str();
}

void print_table(const std::vector<Row>& rows) {
  const char* head[] = {"shape", "op", "dtype", "variant", "median ms", "GFLOP/s", "% cuBLAS",
                        "% peak", "x naive", "x KK", "min MB", "flop/B", "rel err", "check"};
  std::vector<std::vector<std::string>> cells;
  for (const auto& r : rows) {
    const bool t = r.median_ms > 0;
    cells.push_back({r.shape.name, std::string{r.shape.ta, r.shape.tb}, r.shape.dtype, r.variant,
                     fmt(r.median_ms, 3, t), fmt(r.gflops, 1, t),
                     fmt(r.pct_cublas, 1, r.pct_cublas >= 0), fmt(r.pct_peak, 1, r.pct_peak >= 0),
                     fmt(r.vs_naive, 2, r.vs_naive >= 0), fmt(r.vs_kk, 2, r.vs_kk >= 0),
                     fmt(r.min_bytes / 1e6, 1), fmt(r.intensity, 0), fmt_err(r.rel_err),
                     r.status + (r.note.empty() ? "" : " (" + r.note + ")")});
  }
  std::vector<std::size_t> w(std::size(head));
  for (std::size_t c = 0; c < w.size(); ++c) {
    w[c] = std::string(head[c]).size();
    for (const auto& row : cells) w[c] = std::max(w[c], c + 1 == w.size() ? 5 : row[c].size());
  }
  auto line = [&](auto get) {
    for (std::size_t c = 0; c < w.size(); ++c) {
      const std::string s = get(c);
      const bool left = c < 4 || c + 1 == w.size();
      std::cout << (c ? "  " : "") << (left ? std::left : std::right) << std::setw(int(w[c])) << s;
    }
    std::cout << "\n";
  };
  line([&](std::size_t c) { return std::string(head[c]); });
  line([&](std::size_t c) { return std::string(w[c], '-'); });
  for (const auto& row : cells) line([&](std::size_t c) { return row[c]; });
  std::cout << std::right;
}

std::string json_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;
    o += c;
  }
  return o;
}

std::string json_num(double v) {
  if (!std::isfinite(v) || v < 0) return "null";
  std::ostringstream os;
  os << std::setprecision(6) << v;
  return os.str();
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
        << ", \"n\": " << r.shape.n << ", \"k\": " << r.shape.k << ", \"transA\": \""
        << r.shape.ta << "\", \"transB\": \"" << r.shape.tb << "\", \"dtype\": \""
        << r.shape.dtype << "\", \"variant\": \"" << r.variant
        << "\", \"median_ms\": " << json_num(r.median_ms) << ", \"min_ms\": " << json_num(r.min_ms)
        << ", \"reps\": " << r.reps << ", \"gflops\": " << json_num(r.gflops)
        << ", \"pct_cublas\": " << json_num(r.pct_cublas) << ", \"pct_peak\": " << json_num(r.pct_peak)
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
  out << "shape,m,n,k,transA,transB,dtype,variant,median_ms,min_ms,reps,gflops,pct_cublas,"
         "pct_peak,speedup_vs_naive,speedup_vs_kokkos_kernels,min_global_bytes,"
         "arithmetic_intensity,rel_err,status,device,backend,date,commit\n";
  auto num = [](double v) { return json_num(v) == "null" ? std::string() : json_num(v); };
  for (const Row& r : rows)
    out << r.shape.name << ',' << r.shape.m << ',' << r.shape.n << ',' << r.shape.k << ','
        << r.shape.ta << ',' << r.shape.tb << ',' << r.shape.dtype << ',' << r.variant << ','
        << num(r.median_ms) << ',' << num(r.min_ms) << ',' << r.reps << ',' << num(r.gflops)
        << ',' << num(r.pct_cublas) << ',' << num(r.pct_peak) << ',' << num(r.vs_naive) << ','
        << num(r.vs_kk) << ',' << num(r.min_bytes) << ',' << num(r.intensity) << ','
        << num(r.rel_err) << ',' << r.status << ",\"" << info.dev.name << "\","
        << info.dev.backend << ',' << info.date << ',' << info.commit << '\n';
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
      throw std::invalid_argument("--variants: '" + n + "' is not in this build (have:" + known + ")");
    }
    out.push_back(*it);
  }
  return out;
}

int run(int argc, char** argv) {
  const Options o = parse_options(argc, argv);
  const auto runners_f = select<float>(o.variants);
  const auto runners_d = select<double>(o.variants);
  if (o.list) {
    for (const auto& r : all_runners<float>())
      std::cout << r.name << "  (" << r.note << (r.in_all ? "" : "; only when named") << ")\n";
    return 0;
  }
  std::vector<Shape> shapes;
  if (!o.shapes_file.empty()) shapes = load_shapes(o.shapes_file);
  if (!o.filters.empty())
    std::erase_if(shapes, [&](const Shape& s) {
      return std::none_of(o.filters.begin(), o.filters.end(),
                          [&](const auto& f) { return s.name.find(f) != std::string::npos; });
    });
  shapes.insert(shapes.end(), o.extra_shapes.begin(), o.extra_shapes.end());

  RunInfo info;
  info.dev = device_info();
  info.date = utc_now();
  info.commit = commit();
  info.kokkos = std::to_string(KOKKOS_VERSION / 10000) + "." +
                std::to_string(KOKKOS_VERSION / 100 % 100) + "." + std::to_string(KOKKOS_VERSION % 100);
#ifdef TGEMM_BENCH_KOKKOS_KERNELS_VERSION
  info.kokkos_kernels = TGEMM_BENCH_KOKKOS_KERNELS_VERSION;
#else
  info.kokkos_kernels = "not found";
#endif
  info.timing = Timer::method();

  std::cout << "tgemm-bench  device: " << info.dev.name << "  backend: " << info.dev.backend
            << (info.dev.driver == "-" ? "" : "  " + info.dev.driver) << "\n"
            << "  Kokkos " << info.kokkos << ", Kokkos Kernels " << info.kokkos_kernels
            << ", commit " << info.commit << ", " << info.date << "\n"
            << "  timing: " << info.timing << "; median of " << o.reps << " runs after "
            << o.warmup << " warm-up; C = op(A) op(B) (alpha 1, beta 0), inputs uniform in [-1, 1]\n"
            << "  check: relative Frobenius error against "
            << (std::any_of(runners_f.begin(), runners_f.end(),
                            [](const auto& r) { return r.name == "cublas"; })
                    ? "cuBLAS"
                    : "a wide-accumulator reference GEMM")
            << "\n";
  for (const auto& r : runners_f) std::cout << "  " << r.name << ": " << r.note << "\n";
  if (info.dev.peak_f32 > 0 || o.peak_f32 > 0)
    std::cout << "  FMA peak: " << (o.peak_f32 > 0 ? o.peak_f32 : info.dev.peak_f32)
              << " GFLOP/s FP32, " << (o.peak_f64 > 0 ? o.peak_f64 : info.dev.peak_f64)
              << " GFLOP/s FP64 (cores x lanes x 2 x boost clock)\n";

  auto gflop = [](const Shape& s) { return 2.0 * double(s.m) * double(s.n) * double(s.k) * 1e-9; };
  auto skipped = [&](const Shape& s) { return o.max_gflop > 0 && gflop(s) > o.max_gflop; };
  const int total = int(std::count_if(shapes.begin(), shapes.end(),
                                      [&](const Shape& s) { return !skipped(s); }) *
                        runners_f.size());
  int done = 0;
  std::vector<Row> rows;
  for (const auto& s : shapes) {
    if (skipped(s)) {
      Row r;
      r.shape = s;
      r.variant = "*";
      r.status = "skipped";
      r.min_bytes = double(s.m * s.k + s.k * s.n + s.m * s.n) * (s.dtype == "float" ? 4 : 8);
      r.intensity = r.min_bytes > 0 ? gflop(s) * 1e9 / r.min_bytes : 0;
      r.note = fmt(gflop(s), 1) + " GFLOP per run, over --max-gflop " + fmt(o.max_gflop, 1);
      rows.push_back(r);
    } else if (s.dtype == "float") {
      bench_shape<float>(s, o, info.dev, runners_f, rows, done, total);
    } else {
      bench_shape<double>(s, o, info.dev, runners_d, rows, done, total);
    }
  }
  fill_ratios(rows);
  std::cout << "\n";
  print_table(rows);
  if (!o.json.empty()) write_json(o.json, rows, info);
  if (!o.csv.empty()) write_csv(o.csv, rows, info);
  const bool wrong = std::any_of(rows.begin(), rows.end(),
                                 [](const Row& r) { return r.status == "WRONG" || r.status == "ERROR"; });
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
