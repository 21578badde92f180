// Offline (host): one candidate's cost-model fit from a tgemm-tune --all file, as tgemm-tune fits
// it with this tree's coverage, and its prediction against the measured time at every shape and
// transpose where its coverage applies (the tuner's matrices: column-major, tight).
//   fitcheck TUNE_ALL.csv DTYPE "CANDIDATE" BANDWIDTH_GBS [M,N,K,TA,TB ...]
#include <tgemm/tuning/table.hpp>
#include "../h100-h200-2026-11-27-fit-where-competes/model/shape_of.hpp"
#include <cstdio>
#include <fstream>
#include <map>
using namespace tgemm;
using namespace tgemm::tuning;

int main(int argc, char** argv) {
  std::ifstream in(argv[1]);
  const std::string dt = argv[2], name = argv[3];
  const double bw = std::stod(argv[4]);
  const int sb = dt == "float" ? 4 : 8;
  std::string line;
  std::getline(in, line);
  struct R { std::string shape, kernel; long m, n, k; double us; char ta, tb; };
  std::vector<R> all;
  while (std::getline(in, line)) {
    auto v = csv_fields(line);
    if (v.size() < 9 || v[6] != "ok" || v[1] != dt) continue;
    all.push_back({v[0], v[5], std::stol(v[2]), std::stol(v[3]), std::stol(v[4]), std::stod(v[7]) * 1e3,
                   v[0][v[0].size() - 2], v[0].back()});
  }
  std::map<std::string, double> fastest;
  for (auto& r : all) { auto& x = fastest[r.shape]; x = x == 0 ? r.us : std::min(x, r.us); }
  const DeviceShape d{132, 132 * 2048};
  const KernelShape ks = shape_of(name);
  std::vector<FitPoint> pts;
  for (auto& r : all)
    if (r.kernel == name) {
      Coverage c = cover(ks, d, r.m, r.n, r.k, sb, column_major_orientation(r.ta, r.tb, r.k, sb));
      if (c.applies) pts.push_back({c, r.us, fastest[r.shape]});
    }
  const Coefficients f = fit(pts, bw);
  std::printf("%s: %zu points; launch %.3f us, latency %.3f ns, throughput %.3f ns, C %.3f ps/B\n", name.c_str(), pts.size(), f.launch_us, f.slab_latency_ns, f.slab_throughput_ns, f.store_ps_per_byte);
  for (auto& r : all)
    if (r.kernel == name) {
      Coverage c = cover(ks, d, r.m, r.n, r.k, sb, column_major_orientation(r.ta, r.tb, r.k, sb));
      if (!c.applies) continue;
      std::printf("  %-40s measured %8.1f predicted %8.1f fastest %8.1f  slabs %5.0f busiest %3.0f%s\n", r.shape.c_str(), r.us, predict_us(f, c, bw), fastest[r.shape], c.slabs, c.busiest, r.us <= competitive_ratio * fastest[r.shape] ? "  (in full)" : "");
    }
  for (int i = 5; i < argc; ++i) {
    long m, n, k; char ta, tb;
    std::sscanf(argv[i], "%ld,%ld,%ld,%c,%c", &m, &n, &k, &ta, &tb);
    Coverage c = cover(ks, d, m, n, k, sb, column_major_orientation(ta, tb, k, sb));
    std::printf("  %s: %s %.1f us (slabs %.0f, busiest %.0f)\n", argv[i], c.applies ? "predicted" : "does not apply;", predict_us(f, c, bw), c.slabs, c.busiest);
  }
}
