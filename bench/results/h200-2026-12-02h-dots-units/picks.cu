// Offline (host): the cost model's FP64 picks over the shape sweep (bench/sweep.csv) with the
// model rows of src/tgemm/tuning/sm_90.hpp and this tree's coverage, where the dots candidates
// apply (both operands along K in 16-byte units): the pick and its prediction against the
// dots candidates'. auto asks a measured row within 10 % of the shape first; the tuning half's
// shapes have such rows, the validation half's do not. With a third argument (any), every
// shape of the file in argv[2], every candidate's prediction.
#include <tgemm/tuning/table.hpp>
#include "shape_any.hpp"
#include <cstdio>
#include <fstream>
#include <regex>
using namespace tgemm;
using namespace tgemm::tuning;

int main(int argc, char** argv) {
  struct Row { std::string name; Coefficients f; double bw; };
  std::vector<Row> rows;
  std::ifstream t(argv[1]);
  std::string line;
  while (std::getline(t, line)) {
    if (line.rfind("sm_90,double,model,", 0) != 0) continue;
    auto v = csv_fields(line);
    if (shape_any(v[5]).schedule == KernelShape::Schedule::elementwise) continue;
    rows.push_back({v[5], {std::stod(v[6]), std::stod(v[7]), std::stod(v[8]), std::stod(v[9])}, std::stod(v[10])});
  }
  const DeviceShape d{132, 132 * 2048};
  std::ifstream sw(argv[2]);
  while (std::getline(sw, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto v = csv_fields(line);
    if (v.size() < 7 || v[6] != "double") continue;
    const long m = std::stol(v[1]), n = std::stol(v[2]), k = std::stol(v[3]);
    const Orientation o = column_major_orientation(v[4][0], v[5][0], k, 8);
    if (!o.units_along_k && argc < 4) continue;
    double best = 1e30, best_dots = 1e30;
    std::string pick;
    for (auto& r : rows) {
      // shape_of reads the GEMV kernel's name as a tile's: it applies only to a C of one or two
      // columns (model.hpp, gemv_widest)
      if (r.name.rfind("team_gemv", 0) == 0 && std::min(m, n) > gemv_widest) continue;
      const Coverage c = cover(shape_any(r.name), d, m, n, k, 8, o);
      if (!c.applies) continue;
      const double us = predict_us(r.f, c, r.bw);
      if (us < best) best = us, pick = r.name;
      if (r.name.rfind("team_dots", 0) == 0) best_dots = std::min(best_dots, us);
    }
    std::printf("%-40s %8.1f us %s%s (dots %.1f)\n", v[0].c_str(), best, pick.rfind("team_dots", 0) == 0 ? "DOTS " : "", pick.c_str(), best_dots);
    if (argc >= 4)  // every candidate's prediction, fastest first
      for (auto& r : rows) {
        if (r.name.rfind("team_gemv", 0) == 0 && std::min(m, n) > gemv_widest) continue;
        const Coverage c = cover(shape_any(r.name), d, m, n, k, 8, o);
        if (c.applies) std::printf("    %8.1f us %s\n", predict_us(r.f, c, r.bw), r.name.c_str());
      }
  }
}
