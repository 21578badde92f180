// Refit the cost-model rows of team_thin candidates from a tgemm-tune --all CSV with model.hpp.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <tgemm/tuning/model.hpp>
using namespace tgemm;
int main(int argc, char** argv) {
  const double bw = std::stod(argv[2]);
  const tuning::DeviceShape h100{132, 132 * 2048};
  struct K { std::string name, dtype; tuning::KernelShape s; int sb; };
  using S = tuning::KernelShape::Schedule;
  std::vector<K> ks = {
    {"team_thin<128x32x128,TM1,TN32,WM4,B4>", "float", {.bm = 128, .bn = 32, .bk = 32, .threads = 128, .teams_per_sm = 4, .schedule = S::thin}, 4},
    {"team_thin<64x16x128,TM1,TN16,WM2,B8>", "double", {.bm = 64, .bn = 16, .bk = 32, .threads = 64, .teams_per_sm = 8, .schedule = S::thin}, 8}};
  for (auto& k : ks) {
    std::ifstream in(argv[1]);
    std::string line;
    std::getline(in, line);
    std::vector<std::pair<tuning::Coverage, double>> pts;
    int skipped = 0;
    while (std::getline(in, line)) {
      if (line.find(k.name) == std::string::npos) continue;
      // shape,dtype,m,n,k,"kernel",status,median_ms,...
      std::vector<std::string> f; std::string cur; bool q = false;
      for (char c : line) { if (c == '"') q = !q; else if (c == ',' && !q) { f.push_back(cur); cur.clear(); } else cur += c; }
      f.push_back(cur);
      if (f[1] != k.dtype || f[6] != "ok") continue;
      const auto c = tuning::cover(k.s, h100, std::stoll(f[2]), std::stoll(f[3]), std::stoll(f[4]), k.sb);
      if (!c.applies) { ++skipped; continue; }
      pts.emplace_back(c, std::stod(f[7]) * 1e3);
    }
    const auto fc = tuning::fit(pts, bw);
    std::printf("# %zu points, %d left out\nsm_90,%s,model,,,\"%s\",%.3f,%.3f,%.3f,%.3f,%.0f,NVIDIA H100 80GB HBM3,2026-11-27\n",
                pts.size(), skipped, k.dtype.c_str(), k.name.c_str(), fc.launch_us, fc.slab_latency_ns,
                fc.slab_throughput_ns, fc.store_ps_per_byte, bw);
  }
}
