// Offline (host): where the dots kernel's coverage should apply. Refits every FP64 candidate
// from a tgemm-tune --all file (the library's fit and loss), with the dots candidates' coverage
// applying under each rule below, and scores the picks against the fastest candidate over the
// tuning half. For each rule it prints the dots coefficients and, at the long-K probe shapes in
// TN, the dots prediction against the best other candidate's.
#include <tgemm/tuning/table.hpp>
#include "../h100-h200-2026-11-27-fit-where-competes/model/shape_of.hpp"
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <set>
using namespace tgemm;
using namespace tgemm::tuning;

static KernelShape shape_any(const std::string& s) {
  std::smatch mt;
  std::regex re("team_dots<(\\d+)x(\\d+)x(\\d+),TM\\d+,TN\\d+,WM(\\d+),B(\\d+)");
  if (std::regex_search(s, mt, re)) {
    KernelShape k{std::stoi(mt[1]), std::stoi(mt[2]), std::stoi(mt[3]), 32 * std::stoi(mt[4]), std::stoi(mt[5]), KernelShape::Schedule::dots};
    k.max_slices = schedule::max_slices(k.bm, k.bn);
    return k;
  }
  return shape_of(s);
}

// tiles: blocks x passes of the dots kernel; resident: teams the device holds at once.
struct Rule { const char* name; std::function<bool(index_t tiles, index_t passes, index_t resident, index_t k)> ok; double fill = 0; };

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
  const DeviceShape d{132, 132 * 2048};
  const double bw = 4069;
  std::map<std::string, double> fastest;
  for (auto& r : all) { auto& x = fastest[r.shape]; x = x == 0 ? r.us : std::min(x, r.us); }
  std::set<std::string> names;
  for (auto& r : all) names.insert(r.kernel);
  const Rule rules[] = {
      {"library (both along K)", [](index_t, index_t, index_t, index_t) { return true; }},
      {"and C's tiles in one wave", [](index_t t, index_t, index_t res, index_t) { return t <= res; }},
      {"and C's tiles in half a wave", [](index_t t, index_t, index_t res, index_t) { return 2 * t <= res; }},
      {"and C's tiles in a quarter wave", [](index_t t, index_t, index_t res, index_t) { return 4 * t <= res; }},
      {"and one pass", [](index_t, index_t p, index_t, index_t) { return p == 1; }},
      {"and 16-byte units (K even)", [](index_t, index_t, index_t, index_t k) { return k % 2 == 0; }},
      {"and 16-byte units, one wave", [](index_t t, index_t, index_t res, index_t k) { return k % 2 == 0 && t <= res; }},
      {"and 16-byte units, half wave", [](index_t t, index_t, index_t res, index_t k) { return k % 2 == 0 && 2 * t <= res; }},
      {"and 16-byte units, fill 2", [](index_t, index_t, index_t, index_t k) { return k % 2 == 0; }, 2},
      {"and K >= 1024", [](index_t, index_t, index_t, index_t k) { return k >= 1024; }},
      {"and K >= 4096", [](index_t, index_t, index_t, index_t k) { return k >= 4096; }},
      {"and K >= 8192", [](index_t, index_t, index_t, index_t k) { return k >= 8192; }},
      {"one wave and K >= 1024", [](index_t t, index_t, index_t res, index_t k) { return t <= res && k >= 1024; }},
      {"one wave and K >= 4096", [](index_t t, index_t, index_t res, index_t k) { return t <= res && k >= 4096; }},
      {"half wave and K >= 4096", [](index_t t, index_t, index_t res, index_t k) { return 2 * t <= res && k >= 4096; }},
      {"library, a slice's fill 1 slab", [](index_t, index_t, index_t, index_t) { return true; }, 1},
      {"library, a slice's fill 2 slabs", [](index_t, index_t, index_t, index_t) { return true; }, 2},
      {"library, a slice's fill 3 slabs", [](index_t, index_t, index_t, index_t) { return true; }, 3},
      {"library, a slice's fill 4 slabs", [](index_t, index_t, index_t, index_t) { return true; }, 4},
      {"library, a slice's fill 6 slabs", [](index_t, index_t, index_t, index_t) { return true; }, 6},
      {"one wave, a slice's fill 2 slabs", [](index_t t, index_t, index_t res, index_t) { return t <= res; }, 2},
      {"one wave, a slice's fill 3 slabs", [](index_t t, index_t, index_t res, index_t) { return t <= res; }, 3},
      {"one wave, a slice's fill 4 slabs", [](index_t t, index_t, index_t res, index_t) { return t <= res; }, 4},
  };
  auto coverage = [&](const std::string& nm, const Rule& rule, long m, long n, long k, Orientation o) {
    const KernelShape s = shape_any(nm);
    Coverage c = cover(s, d, m, n, k, 8, o);
    if (s.schedule == KernelShape::Schedule::dots && c.applies) {
      const index_t narrow = std::min(m, n), wide = std::max(m, n);
      const int width = device::dots::width_for(narrow, s.bn);
      const index_t passes = (narrow + width - 1) / width, blocks = (wide + s.bm - 1) / s.bm;
      c.slabs += rule.fill;
      c.applies = rule.ok(blocks * passes, passes, schedule::split_k_resident_gpu(d.sms, s.teams_per_sm), k);
    }
    return c;
  };
  for (const Rule& rule : rules) {
    std::map<std::string, Coefficients> models;
    for (auto& nm : names) {
      std::vector<FitPoint> pts;
      for (auto& r : all)
        if (r.kernel == nm) {
          Coverage c = coverage(nm, rule, r.m, r.n, r.k, r.o);
          if (c.applies) pts.push_back({c, r.us, fastest[r.shape]});
        }
      if (pts.size() >= 8) models[nm] = fit(pts, bw);
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
        Coverage c = coverage(r->kernel, rule, r->m, r->n, r->k, r->o);
        if (!c.applies) continue;
        const double p = predict_us(it->second, c, bw);
        if (p < pb) pb = p, pick = r->us, pk = r->kernel;
      }
      const int oc = int(rs[0]->o.a_along_k) | int(rs[0]->o.b_along_k) << 1;
      ls[oc] += std::log(fastest[s] / pick), ++cnt[oc];
      below70 += fastest[s] / pick < 0.7;
      if (pk.find("team_dots") != std::string::npos) {
        ++dots_picks;
        std::printf("   dots picked at %s: %.1f us, fastest %.1f\n", s.c_str(), pick, fastest[s]);
      }
    }
    double tot = 0; int n = 0;
    for (int i = 0; i < 4; ++i) tot += ls[i], n += cnt[i];
    std::printf("%s: picks at %.2f %% of the fastest over %d (11: %.2f %%); below 70 %%: %d; dots picked at %d\n",
                rule.name, 100 * std::exp(tot / n), n, 100 * std::exp(ls[3] / cnt[3]), below70, dots_picks);
    for (auto& [nm, c] : models)
      if (nm.find("team_dots") != std::string::npos)
        std::printf("   %s: launch %.2f us, latency %.0f ns, throughput %.0f ns, C %.2f ps/B\n", nm.c_str(), c.launch_us, c.slab_latency_ns, c.slab_throughput_ns, c.store_ps_per_byte);
    for (auto [m, n, k] : std::vector<std::tuple<long, long, long>>{{144, 14, 139696}, {104, 24, 39622}, {50, 17, 108574}, {16, 160, 12812}, {38, 4, 48537}, {4, 18, 89305}}) {
      double best_dots = 1e30, best_other = 1e30;
      std::string bd, bo;
      for (auto& [nm, f] : models) {
        Coverage c = coverage(nm, rule, m, n, k, {true, true});
        if (!c.applies) continue;
        const double p = predict_us(f, c, bw);
        const bool dots = nm.find("team_dots") != std::string::npos;
        if (dots && p < best_dots) best_dots = p, bd = nm;
        if (!dots && p < best_other) best_other = p, bo = nm;
      }
      std::printf("   %ldx%ldx%ld TN: dots %.1f us (%s), other %.1f us (%s)\n", m, n, k, best_dots, bd.c_str(), best_other, bo.c_str());
    }
  }
}
