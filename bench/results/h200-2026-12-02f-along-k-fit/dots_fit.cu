// Offline (host): the dots candidates' cost-model fit from a tgemm-tune --all file, and its
// predictions against the measured times at every tuning shape in TN (where it applies), to see
// where the one per-slab time fits and where it does not.
#include <tgemm/tuning/table.hpp>
#include <tgemm/schedule/split_k_slices.hpp>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <regex>
using namespace tgemm;
using namespace tgemm::tuning;

int main(int argc, char** argv) {
  std::ifstream in(argv[1]);
  std::string line;
  std::getline(in, line);
  struct R { std::string shape, kernel; long m, n, k; double us; Orientation o; };
  std::vector<R> all;
  while (std::getline(in, line)) {
    auto v = csv_fields(line);
    if (v.size() < 9 || v[6] != "ok" || v[1] != "double") continue;
    all.push_back({v[0], v[5], std::stol(v[2]), std::stol(v[3]), std::stol(v[4]), std::stod(v[7]) * 1e3,
                   {v[0][v[0].size() - 2] != 'N', v[0].back() == 'N'}});
  }
  std::map<std::string, double> fastest;
  for (auto& r : all) { auto& x = fastest[r.shape]; x = x == 0 ? r.us : std::min(x, r.us); }
  const DeviceShape d{132, 132 * 2048};
  std::regex re("team_dots<(\\d+)x(\\d+)x(\\d+),TM\\d+,TN\\d+,WM(\\d+),B(\\d+)");
  for (const char* name : {"team_dots<48x16x64,TM3,TN2,WM4,B2,S3>", "team_dots<32x32x64,TM2,TN4,WM4,B2,S3>"}) {
    std::smatch mt;
    const std::string s = name;
    std::regex_search(s, mt, re);
    KernelShape ks{std::stoi(mt[1]), std::stoi(mt[2]), std::stoi(mt[3]), 32 * std::stoi(mt[4]), std::stoi(mt[5]), KernelShape::Schedule::dots};
    ks.max_slices = schedule::max_slices(ks.bm, ks.bn);
    std::vector<FitPoint> pts;
    for (auto& r : all)
      if (r.kernel == s) {
        Coverage c = cover(ks, d, r.m, r.n, r.k, 8, r.o);
        if (c.applies) pts.push_back({c, r.us, fastest[r.shape]});
      }
    const double bw = 4069;
    const Coefficients f = fit(pts, bw);
    std::printf("%s: %zu points; launch %.2f us, latency %.0f ns, throughput %.0f ns, C %.2f ps/B\n", name, pts.size(), f.launch_us, f.slab_latency_ns, f.slab_throughput_ns, f.store_ps_per_byte);
    for (auto& r : all)
      if (r.kernel == s && r.o.a_along_k && r.o.b_along_k) {
        Coverage c = cover(ks, d, r.m, r.n, r.k, 8, r.o);
        std::printf("  %-40s measured %7.1f predicted %7.1f fastest %7.1f  slabs %3.0f busiest %2.0f%s\n", r.shape.c_str(), r.us, predict_us(f, c, bw), fastest[r.shape], c.slabs, c.busiest, r.us <= competitive_ratio * fastest[r.shape] ? "  (in full)" : "");
      }
    for (auto [m, n, k] : std::vector<std::tuple<long, long, long>>{{144, 14, 139696}}) {
      Coverage c = cover(ks, d, m, n, k, 8, {true, true});
      std::printf("  %ldx%ldx%ld TN: predicted %.1f us (slabs %.0f, busiest %.0f)\n", m, n, k, predict_us(f, c, bw), c.slabs, c.busiest);
    }
  }
}
