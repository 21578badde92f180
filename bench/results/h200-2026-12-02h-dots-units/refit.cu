// Offline (host): the dots candidates' model rows refitted with this tree's coverage
// (tuning/model.hpp: the kernel applies only where both operands run along K in 16-byte units)
// from a tgemm-tune --all file, as tgemm-tune fits them (the tuner's matrices are column-major
// and tight, so the transposes and k give the orientation). Prints the rows in the table's form
// and the predictions at the long-K TN shapes of the sweep; with a third argument (any), every
// point of the fit too.
#include <tgemm/tuning/table.hpp>
#include <tgemm/schedule/split_k_slices.hpp>
#include <cstdio>
#include <fstream>
#include <map>
#include <regex>
using namespace tgemm;
using namespace tgemm::tuning;

int main(int argc, char** argv) {
  std::ifstream in(argv[1]);
  const double bw = std::stod(argv[2]);
  std::string line;
  std::getline(in, line);
  struct R { std::string shape, kernel; long m, n, k; double us; char ta, tb; };
  std::vector<R> all;
  while (std::getline(in, line)) {
    auto v = csv_fields(line);
    if (v.size() < 9 || v[6] != "ok" || v[1] != "double") continue;
    all.push_back({v[0], v[5], std::stol(v[2]), std::stol(v[3]), std::stol(v[4]), std::stod(v[7]) * 1e3,
                   v[0][v[0].size() - 2], v[0].back()});
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
        Coverage c = cover(ks, d, r.m, r.n, r.k, 8, column_major_orientation(r.ta, r.tb, r.k, 8));
        if (c.applies) pts.push_back({c, r.us, fastest[r.shape]});
      }
    const Coefficients f = fit(pts, bw);
    std::printf("sm_90,double,model,,,\"%s\",%.3f,%.3f,%.3f,%.3f,%.0f,NVIDIA H200,2026-12-02  (%zu points)\n", name,
                f.launch_us, f.slab_latency_ns, f.slab_throughput_ns, f.store_ps_per_byte, bw, pts.size());
    if (argc > 3)  // the points, measured and predicted
      for (auto& r : all)
        if (r.kernel == s) {
          Coverage c = cover(ks, d, r.m, r.n, r.k, 8, column_major_orientation(r.ta, r.tb, r.k, 8));
          if (c.applies)
            std::printf("  %-40s measured %7.1f predicted %7.1f fastest %7.1f  slabs %3.0f busiest %2.0f%s\n", r.shape.c_str(), r.us, predict_us(f, c, bw), fastest[r.shape], c.slabs, c.busiest, r.us <= competitive_ratio * fastest[r.shape] ? "  (in full)" : "");
        }
    for (auto [m, n, k] : std::vector<std::tuple<long, long, long>>{{144, 14, 139696}, {104, 24, 39622}, {50, 17, 108574}, {16, 160, 12812}, {241, 8, 7582}}) {
      Coverage c = cover(ks, d, m, n, k, 8, column_major_orientation('T', 'N', k, 8));
      std::printf("  %ldx%ldx%ld TN: predicted %.1f us\n", m, n, k, predict_us(f, c, bw));
    }
  }
}
