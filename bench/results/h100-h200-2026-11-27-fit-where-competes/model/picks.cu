// Host: auto's pick (rows within 10 %, else the cost model) at every shape of a CSV, from the
// built-in sm_90 table of the tree it is compiled against (PARTIAL: see shape_of.hpp).
#include <tgemm/tuning/table.hpp>
#include <tgemm/tuning/sm_90.hpp>
#include "shape_of.hpp"
#include <cstdio>
#include <fstream>
#include <regex>
using namespace tgemm; using namespace tgemm::tuning;
int main(int argc, char** argv) {
  std::istringstream in(builtin_sm_90);
  auto rows = parse_table(in, "builtin");
  DeviceShape d{132, 132 * 2048};
  std::ifstream f(argv[1]); std::string line;
  while (std::getline(f, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto v = csv_fields(line);
    long m = std::stol(v[1]), n = std::stol(v[2]), k = std::stol(v[3]); std::string dt = v[6];
    auto near = [&](index_t row, index_t x) { double a = row < 1 ? 1 : row, b = x < 1 ? 1 : x; return a <= b * 1.1 && b <= a * 1.1; };
    std::string pick, how = "row";
    for (auto& e : rows) if (!e.model && e.dtype == dt && near(e.m, m) && near(e.n, n) && near(e.k, k)) { pick = e.kernel; break; }
    if (pick.empty()) {
      how = "model"; double best = 1e30;
      for (auto& e : rows) if (e.model && e.dtype == dt) { Coverage c = cover(shape_of(e.kernel), d, m, n, k, dt == "float" ? 4 : 8 TGEMM_ORIENT(v[4][0], v[5][0])); if (!c.applies) continue; double us = predict_us(e.coefficients, c, e.bandwidth_gbs); if (us < best) best = us, pick = e.kernel; }
    }
    std::printf("%s,%s,%s\n", v[0].c_str(), how.c_str(), pick.c_str());
  }
}
