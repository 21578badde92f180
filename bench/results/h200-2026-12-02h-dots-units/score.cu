// Offline (host): every candidate's cost model refitted from a tgemm-tune --all file with this
// tree's fit and coverage (the tuner's matrices: column-major, tight), its picks scored against
// the fastest candidate at every tuning shape and transpose, per orientation class; and the dots
// candidates' coefficients. (../h200-2026-12-02f-along-k-fit/loss.cu without its variant.)
#include <tgemm/tuning/table.hpp>
#include "shape_any.hpp"
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
using namespace tgemm;
using namespace tgemm::tuning;


static Coefficients fit_variant(const std::vector<FitPoint>& points, double bw, bool variant) {
  Coefficients f = fit(points, bw);  // the library's fit as the start
  if (!variant) return f;
  auto loss = [&](const Coefficients& g) {
    double sum = 0;
    for (const auto& p : points) {
      double e = std::log(predict_us(g, p.coverage, bw) / p.us);
      if (p.us > competitive_ratio * p.fastest_us)
        e = std::min(std::log(predict_us(g, p.coverage, bw) / (competitive_ratio * p.fastest_us)), 0.0);
      sum += e * e;
    }
    return sum;
  };
  using Member = double Coefficients::*;
  const Member members[] = {&Coefficients::launch_us, &Coefficients::slab_latency_ns,
                            &Coefficients::slab_throughput_ns, &Coefficients::store_ps_per_byte};
  double best = loss(f);
  for (double step : {4.0, 2.0, 1.4, 1.2, 1.1, 1.05, 1.02, 1.01})
    for (bool improved = true; improved;) {
      improved = false;
      for (const Member m : members)
        for (double factor : {step, 1 / step}) {
          Coefficients g = f;
          g.*m *= factor;
          const double l = loss(g);
          if (l < best) best = l, f = g, improved = true;
        }
    }
  return f;
}

int main(int argc, char** argv) {
  std::ifstream in(argv[1]);
  const std::string dt = argv[2];
  std::string line;
  std::getline(in, line);
  struct R { std::string shape, kernel; long m, n, k; double us; Orientation o; };
  std::vector<R> all;
  while (std::getline(in, line)) {
    auto v = csv_fields(line);
    if (v.size() < 9 || v[6] != "ok" || v[1] != dt) continue;
    const long k = std::stol(v[4]);
    all.push_back({v[0], v[5], std::stol(v[2]), std::stol(v[3]), k, std::stod(v[7]) * 1e3,
                   column_major_orientation(v[0][v[0].size() - 2], v[0].back(), k, dt == "float" ? 4 : 8)});
  }
  const DeviceShape d{132, 132 * 2048};
  const double bw = std::stod(argv[3]);
  const int sb = dt == "float" ? 4 : 8;
  std::map<std::string, double> fastest;
  for (auto& r : all) { auto& x = fastest[r.shape]; x = x == 0 ? r.us : std::min(x, r.us); }
  std::set<std::string> names;
  for (auto& r : all) names.insert(r.kernel);
  for (bool variant : {false}) {
    std::map<std::string, Coefficients> models;
    for (auto& nm : names) {
      std::vector<FitPoint> pts;
      for (auto& r : all)
        if (r.kernel == nm) {
          Coverage c = cover(shape_any(nm), d, r.m, r.n, r.k, sb, r.o);
          if (c.applies) pts.push_back({c, r.us, fastest[r.shape]});
        }
      if (pts.size() >= 8) models[nm] = fit_variant(pts, bw, variant);
    }
    std::map<std::string, std::vector<const R*>> by;
    for (auto& r : all) by[r.shape].push_back(&r);
    double ls[4] = {0, 0, 0, 0};
    int cnt[4] = {0, 0, 0, 0}, below70 = 0, dots_picks = 0;
    for (auto& [s, rs] : by) {
      double pb = 1e30, pick = 0;
      std::string pk;
      for (auto* r : rs) {
        auto it = models.find(r->kernel);
        if (it == models.end()) continue;
        Coverage c = cover(shape_any(r->kernel), d, r->m, r->n, r->k, sb, r->o);
        if (!c.applies) continue;
        const double p = predict_us(it->second, c, bw);
        if (p < pb) pb = p, pick = r->us, pk = r->kernel;
      }
      const int oc = int(rs[0]->o.a_along_k) | int(rs[0]->o.b_along_k) << 1;
      ls[oc] += std::log(fastest[s] / pick), ++cnt[oc];
      below70 += fastest[s] / pick < 0.7;
      dots_picks += pk.find("team_dots") != std::string::npos;
    }
    double tot = 0; int n = 0;
    for (int i = 0; i < 4; ++i) tot += ls[i], n += cnt[i];
    std::printf("%s %s loss: picks at %.2f %% of the fastest over %d (a along K, b along K: 00 %.2f, 10 %.2f, 01 %.2f, 11 %.2f %%); below 70 %%: %d; dots picked at %d\n",
                dt.c_str(), variant ? "variant" : "library", 100 * std::exp(tot / n), n, 100 * std::exp(ls[0] / cnt[0]),
                100 * std::exp(ls[1] / cnt[1]), 100 * std::exp(ls[2] / cnt[2]), 100 * std::exp(ls[3] / cnt[3]), below70, dots_picks);
    for (auto& [nm, c] : models)
      if (nm.find("team_dots") != std::string::npos)
        std::printf("   %s: launch %.2f us, latency %.0f ns, throughput %.0f ns, C %.2f ps/B\n", nm.c_str(), c.launch_us, c.slab_latency_ns, c.slab_throughput_ns, c.store_ps_per_byte);
  }
}
