// Refits the cost model from a tgemm-tune all-candidates CSV (host), scores picks against the
// fastest candidate per shape and transpose, and prints model rows.
#include <tgemm/tuning/table.hpp>
#include <tgemm/tuning/sm_90.hpp>
#include "shape_of.hpp"
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
using namespace tgemm; using namespace tgemm::tuning;
struct T { std::string shape, dtype, kernel; long m, n, k; double us; };
int main(int argc, char** argv) {
  const bool use_builtin = argc > 2 && std::string(argv[2]) == "builtin";
  std::ifstream f(argv[1]); std::string line; std::getline(f, line);
  std::vector<T> all;
  while (std::getline(f, line)) {
    auto v = csv_fields(line);
    if (v.size() < 9 || v[6] != "ok") continue;
    all.push_back({v[0], v[1], v[5], std::stol(v[2]), std::stol(v[3]), std::stol(v[4]), std::stod(v[7]) * 1e3});
  }
  DeviceShape d{132, 132 * 2048};
  const double bw = 4082;
  std::istringstream in(builtin_sm_90);
  auto rows = parse_table(in, "builtin");
  for (std::string dt : {"float", "double"}) {
    std::map<std::string, double> fastest;
    for (auto& t : all) if (t.dtype == dt) { auto& x = fastest[t.shape]; x = x == 0 ? t.us : std::min(x, t.us); }
    std::map<std::string, Coefficients> models;
    std::set<std::string> names;
    for (auto& t : all) if (t.dtype == dt) names.insert(t.kernel);
    for (auto& nm : names) {
      if (use_builtin) { for (auto& r : rows) if (r.model && r.dtype == dt && r.kernel == nm) models[nm] = r.coefficients; continue; }
      std::vector<FitPoint> pts;
      for (auto& t : all) if (t.dtype == dt && t.kernel == nm) {
        Coverage c = cover(shape_of(nm), d, t.m, t.n, t.k, dt == "float" ? 4 : 8 TGEMM_ORIENT(t.shape[t.shape.size() - 2], t.shape.back()));
        if (c.applies) pts.push_back({c, t.us, fastest[t.shape]});
      }
      if (pts.size() >= 8) models[nm] = fit(pts, bw);
    }
    // score
    double ls = 0; int cnt = 0; int below[3] = {0, 0, 0};
    std::vector<std::pair<double, std::string>> worst;
    std::map<std::string, std::vector<const T*>> by;
    for (auto& t : all) if (t.dtype == dt) by[t.shape].push_back(&t);
    for (auto& [s, ts] : by) {
      double pb = 1e30, pick = 0; std::string pk;
      for (auto* t : ts) { auto it = models.find(t->kernel); if (it == models.end()) continue;
        Coverage c = cover(shape_of(t->kernel), d, t->m, t->n, t->k, dt == "float" ? 4 : 8 TGEMM_ORIENT(t->shape[t->shape.size() - 2], t->shape.back())); if (!c.applies) continue;
        double p = predict_us(it->second, c, bw); if (p < pb) pb = p, pick = t->us, pk = t->kernel; }
      double r = fastest[s] / pick; ls += std::log(r); ++cnt;
      if (r < 0.9) ++below[0]; if (r < 0.8) ++below[1]; if (r < 0.7) ++below[2];
      worst.push_back({r, s + " " + pk});
    }
    std::sort(worst.begin(), worst.end());
    std::printf("%s: picks at %.2f %% of fastest over %d; below 90/80/70 %%: %d/%d/%d; worst:", dt.c_str(), 100 * std::exp(ls / cnt), cnt, below[0], below[1], below[2]);
    for (int i = 0; i < 4; ++i) std::printf(" %.0f%% %s;", 100 * worst[i].first, worst[i].second.substr(0, 60).c_str());
    std::printf("\n");
    if (argc > 3) for (auto& [nm, c] : models) std::printf("sm_90,%s,model,,,\"%s\",%.3f,%.3f,%.3f,%.3f,%.0f,NVIDIA H200,2026-11-27\n", dt.c_str(), nm.c_str(), c.launch_us, c.slab_latency_ns, c.slab_throughput_ns, c.store_ps_per_byte, bw);
    // predictions at probe shapes
    for (auto [m, n, k] : std::vector<std::tuple<long, long, long>>{{3849, 11081, 1}, {9008, 1006, 1}, {1707, 2824, 1}, {538, 2115, 2}, {144, 14, 139696}, {174, 1, 29781}}) {
      std::vector<std::pair<double, std::string>> v;
      for (auto& [nm, c] : models) { Coverage cv = cover(shape_of(nm), d, m, n, k, dt == "float" ? 4 : 8); if (cv.applies) v.push_back({predict_us(c, cv, bw), nm}); }
      std::sort(v.begin(), v.end());
      std::printf("   %ldx%ldx%ld:", m, n, k); for (int i = 0; i < 6 && i < (int)v.size(); ++i) std::printf(" %.1f %s;", v[i].first, v[i].second.substr(0, 40).c_str()); std::printf("\n");
    }
  }
}
