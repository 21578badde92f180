#pragma once
// Summaries over a run's rows and over recorded runs: auto's geometric-mean fraction of the
// vendor BLAS (cuBLAS on a GPU, OpenBLAS on a host) per dtype, and performance portability
// (Pennycook et al.): for each dtype, the harmonic mean of those fractions over the platforms.

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "shapes.hpp"

namespace tgemm::bench {

// What the summaries need of a row, from a run or from its JSON.
struct Outcome {
  std::string shape, dtype, variant, status, device, vendor;
  int threads = 0;
  double pct_vendor = -1;  // % of the vendor BLAS in the same run; < 0: none
};

struct Efficiency {
  int shapes = 0;
  double geomean = 0;  // a fraction: 1 is the vendor's speed
  std::string lowest;
  double lowest_pct = 0;
};

// auto's rows of `dtype` at `threads` (0: any), of shape set `set` (the name's part before a
// '/'; nullptr: every row). `capped`: each shape's fraction at most 1, as Pennycook's
// application efficiency has it (where auto beats the vendor, the best known speed is auto's
// own).
inline Efficiency auto_efficiency(const std::vector<Outcome>& rows, const std::string& dtype,
                                  int threads, bool capped = false,
                                  const std::string* set = nullptr) {
  Efficiency e;
  double log_sum = 0;
  for (const auto& r : rows) {
    if (r.variant != "auto" || r.dtype != dtype || r.status != "ok" || r.pct_vendor <= 0) continue;
    if (threads > 0 && r.threads != threads) continue;
    if (set && shape_set(r.shape) != *set) continue;
    ++e.shapes;
    log_sum += std::log(capped ? std::min(1.0, r.pct_vendor / 100.0) : r.pct_vendor / 100.0);
    if (e.shapes == 1 || r.pct_vendor < e.lowest_pct) {
      e.lowest = r.shape;
      e.lowest_pct = r.pct_vendor;
    }
  }
  if (e.shapes > 0) e.geomean = std::exp(log_sum / e.shapes);
  return e;
}

inline std::string describe(const Efficiency& e) {
  if (e.shapes == 0) return "no rows";
  std::ostringstream os;
  os << std::fixed << std::setprecision(1) << 100 * e.geomean << " % over " << e.shapes
     << " shapes (lowest " << e.lowest << " " << e.lowest_pct << " %)";
  return os.str();
}

// One line per thread count: auto against the vendor BLAS of the run, per dtype.
inline void print_efficiency(const std::vector<Outcome>& rows) {
  std::vector<int> threads;
  std::string vendor;
  for (const auto& r : rows)
    if (r.variant == "auto" && r.pct_vendor > 0) {
      threads.push_back(r.threads);
      vendor = r.vendor;
    }
  if (threads.empty()) return;
  std::sort(threads.begin(), threads.end());
  threads.erase(std::unique(threads.begin(), threads.end()), threads.end());
  std::cout << "\nauto against " << vendor << ", geometric mean of the same-run ratios:\n";
  for (int t : threads) {
    std::cout << "  ";
    if (threads.size() > 1 || t > 1) std::cout << t << (t == 1 ? " thread: " : " threads: ");
    std::cout << "FP32 " << describe(auto_efficiency(rows, "float", t)) << "; FP64 "
              << describe(auto_efficiency(rows, "double", t)) << "\n";
    // Suites whose names carry a set (the sweep: tune/..., val/...): each set on its own.
    std::vector<std::string> sets;
    for (const auto& r : rows)
      if (const std::string s = shape_set(r.shape);
          !s.empty() && std::find(sets.begin(), sets.end(), s) == sets.end())
        sets.push_back(s);
    for (const auto& s : sets)
      std::cout << "    set " << s << ": FP32 "
                << describe(auto_efficiency(rows, "float", t, false, &s)) << "; FP64 "
                << describe(auto_efficiency(rows, "double", t, false, &s)) << "\n";
  }
}

// The value of "key" in one of tgemm-bench's JSON rows (one object a line), "" if absent.
inline std::string json_field(const std::string& line, const std::string& key) {
  const std::string tag = "\"" + key + "\": ";
  const auto at = line.find(tag);
  if (at == std::string::npos) return "";
  std::size_t i = at + tag.size();
  std::string v;
  if (i < line.size() && line[i] == '"') {
    for (++i; i < line.size() && line[i] != '"'; ++i) {
      if (line[i] == '\\' && i + 1 < line.size()) ++i;
      v += line[i];
    }
    return v;
  }
  while (i < line.size() && line[i] != ',' && line[i] != '}') v += line[i++];
  return v;
}

inline std::vector<Outcome> read_outcomes(const std::string& file) {
  std::ifstream in(file);
  if (!in) throw std::invalid_argument("--pp: cannot read '" + file + "'");
  std::vector<Outcome> rows;
  for (std::string line; std::getline(in, line);) {
    if (line.find("\"variant\"") == std::string::npos) continue;
    Outcome o;
    o.shape = json_field(line, "shape");
    o.dtype = json_field(line, "dtype");
    o.variant = json_field(line, "variant");
    o.status = json_field(line, "status");
    o.device = json_field(line, "device");
    const std::string t = json_field(line, "threads");
    o.threads = t.empty() ? 0 : std::atoi(t.c_str());
    const std::string cu = json_field(line, "pct_cublas"), ob = json_field(line, "pct_openblas");
    if (!cu.empty() && cu != "null") {
      o.pct_vendor = std::atof(cu.c_str());
      o.vendor = "cuBLAS";
    } else if (!ob.empty() && ob != "null") {
      o.pct_vendor = std::atof(ob.c_str());
      o.vendor = "OpenBLAS";
    }
    rows.push_back(o);
  }
  if (rows.empty()) throw std::invalid_argument("--pp: no tgemm-bench rows in '" + file + "'");
  return rows;
}

// PP over the platforms in `files`: prints each platform's efficiency and the harmonic mean.
// Returns 0, or 1 where a platform has no auto rows of a dtype (PP is then 0 by definition).
inline int print_portability(const std::vector<std::string>& files) {
  std::map<std::string, std::vector<double>> per_dtype;
  std::cout << "performance portability of auto (harmonic mean over platforms of its geometric-"
               "mean fraction of the vendor BLAS, each shape's fraction capped at 1):\n";
  for (const auto& f : files) {
    const auto rows = read_outcomes(f);
    int most = 0;  // host runs: the row set at the most threads
    for (const auto& r : rows) most = std::max(most, r.threads);
    std::string device, vendor;
    for (const auto& r : rows)
      if (r.variant == "auto" && r.pct_vendor > 0) {
        device = r.device;
        vendor = r.vendor;
      }
    std::cout << "  " << f << ": " << (device.empty() ? "?" : device) << ", against "
              << (vendor.empty() ? "?" : vendor)
              << (most > 0 && vendor == "OpenBLAS" ? " at " + std::to_string(most) + " threads"
                                                   : "")
              << "\n";
    for (const char* dtype : {"float", "double"}) {
      const Efficiency e = auto_efficiency(rows, dtype, vendor == "OpenBLAS" ? most : 0, true);
      std::cout << "    " << (std::string(dtype) == "float" ? "FP32 " : "FP64 ") << describe(e)
                << "\n";
      per_dtype[dtype].push_back(e.shapes > 0 ? e.geomean : 0.0);
    }
  }
  int status = 0;
  std::cout << "  PP over " << files.size() << " platforms:";
  for (const char* dtype : {"float", "double"}) {
    const auto& v = per_dtype[dtype];
    double inv = 0;
    bool zero = false;
    for (double x : v) {
      if (x <= 0) zero = true;
      inv += x > 0 ? 1.0 / x : 0.0;
    }
    const double pp = zero || v.empty() ? 0.0 : double(v.size()) / inv;
    if (zero) status = 1;
    std::cout << (std::string(dtype) == "float" ? " FP32 " : ", FP64 ") << std::fixed
              << std::setprecision(3) << pp;
  }
  std::cout << "\n";
  return status;
}

}  // namespace tgemm::bench
