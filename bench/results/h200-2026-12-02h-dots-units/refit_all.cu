// Offline (host): every model row of one dtype refitted with this tree's fit from the tgemm-tune
// --all file its rows came from, against the table's rows (src/tgemm/tuning/sm_90.hpp): how far
// the coefficients move, and which of the sweep's shapes (bench/sweep.csv, that dtype, every
// shape in its own transposes) the cost model would then send to another candidate.
//   refit_all SM_90_HPP TUNE_ALL.csv DTYPE BANDWIDTH_GBS SWEEP.csv [ROWS_OUT]
// With ROWS_OUT, writes the refitted rows there as "kernel,launch,latency,throughput,store".
#include <tgemm/tuning/table.hpp>
#include "shape_any.hpp"
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
using namespace tgemm;
using namespace tgemm::tuning;

int main(int argc, char** argv) {
  const std::string dt = argv[3];
  const double bw = std::stod(argv[4]);
  const int sb = dt == "float" ? 4 : 8;
  struct Row { Coefficients f; double bw; };
  std::map<std::string, Row> table, refit;
  std::ifstream t(argv[1]);
  std::string line;
  while (std::getline(t, line)) {
    if (line.rfind("sm_90," + dt + ",model,", 0) != 0) continue;
    auto v = csv_fields(line);
    table[v[5]] = {{std::stod(v[6]), std::stod(v[7]), std::stod(v[8]), std::stod(v[9])}, std::stod(v[10])};
  }
  std::ifstream in(argv[2]);
  std::getline(in, line);
  struct R { std::string shape, kernel; long m, n, k; double us; char ta, tb; };
  std::vector<R> all;
  while (std::getline(in, line)) {
    auto v = csv_fields(line);
    if (v.size() < 9 || v[6] != "ok" || v[1] != dt) continue;
    all.push_back({v[0], v[5], std::stol(v[2]), std::stol(v[3]), std::stol(v[4]), std::stod(v[7]) * 1e3, v[0][v[0].size() - 2], v[0].back()});
  }
  std::map<std::string, double> fastest;
  for (auto& r : all) { auto& x = fastest[r.shape]; x = x == 0 ? r.us : std::min(x, r.us); }
  const DeviceShape d{132, 132 * 2048};
  for (auto& [nm, row] : table) {
    if (nm.rfind("team_dots", 0) == 0) { refit[nm] = row; continue; }  // fitted from their own run
    std::vector<FitPoint> pts;
    for (auto& r : all)
      if (r.kernel == nm) {
        Coverage c = cover(shape_any(nm), d, r.m, r.n, r.k, sb, column_major_orientation(r.ta, r.tb, r.k, sb));
        if (c.applies) pts.push_back({c, r.us, fastest[r.shape]});
      }
    if (pts.empty()) { refit[nm] = row; std::printf("no times: %s\n", nm.c_str()); continue; }
    const Coefficients f = fit(pts, bw);
    refit[nm] = {f, bw};
    const Coefficients& o = row.f;
    if (std::fabs(f.launch_us / o.launch_us - 1) > 0.002 || std::fabs(f.slab_latency_ns / o.slab_latency_ns - 1) > 0.002 ||
        std::fabs(f.slab_throughput_ns / o.slab_throughput_ns - 1) > 0.002)
      std::printf("moved: %s  %.3f %.1f %.1f %.3f -> %.3f %.1f %.1f %.3f\n", nm.c_str(), o.launch_us, o.slab_latency_ns, o.slab_throughput_ns, o.store_ps_per_byte, f.launch_us, f.slab_latency_ns, f.slab_throughput_ns, f.store_ps_per_byte);
  }
  auto pick = [&](const std::map<std::string, Row>& rows, long m, long n, long k, Orientation o, double& us) {
    std::string best; us = 1e30;
    for (auto& [nm, r] : rows) {
      const KernelShape s = shape_any(nm);
      const Coverage c = cover(s, d, m, n, k, sb, o);
      if (!c.applies) continue;
      const double p = predict_us(r.f, c, r.bw);
      if (p < us) us = p, best = nm;
    }
    return best;
  };
  std::ifstream sw(argv[5]);
  int shapes = 0, changed = 0;
  while (std::getline(sw, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto v = csv_fields(line);
    if (v.size() < 7 || v[6] != dt) continue;
    const long m = std::stol(v[1]), n = std::stol(v[2]), k = std::stol(v[3]);
    const Orientation o = column_major_orientation(v[4][0], v[5][0], k, sb);
    double a, b;
    const std::string pa = pick(table, m, n, k, o, a), pb = pick(refit, m, n, k, o, b);
    ++shapes;
    if (pa != pb) {
      ++changed;
      std::printf("pick changes: %-40s %s (%.1f us) -> %s (%.1f us)\n", v[0].c_str(), pa.c_str(), a, pb.c_str(), b);
    }
  }
  std::printf("%s: %d of %d sweep shapes would change their model pick\n", dt.c_str(), changed, shapes);
  if (argc > 6) {
    FILE* out = std::fopen(argv[6], "w");
    for (auto& [nm, r] : refit)
      std::fprintf(out, "\"%s\",%.3f,%.3f,%.3f,%.3f\n", nm.c_str(), r.f.launch_us, r.f.slab_latency_ns, r.f.slab_throughput_ns, r.f.store_ps_per_byte);
    std::fclose(out);
  }
}
