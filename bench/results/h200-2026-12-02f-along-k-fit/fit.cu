// Offline (host): the cost model refitted from a tgemm-tune --all file with and without a
// per-candidate factor on the slab time of in-place tile kernels by the share of their operands
// that run along K, q = (op(A) along K + op(B) along K) / 2: predicted time = the model's with
// its compute term times (1 + f q). Scores the picks against the fastest candidate per shape and
// transpose over the tuning half, and prints each orientation's picks at probe shapes.
// Build: nvcc -x cu -std=c++20 -O2 (host code only; see run.sh here).
#include <tgemm/tuning/table.hpp>
#include "../h100-h200-2026-11-27-fit-where-competes/model/shape_of.hpp"
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
using namespace tgemm;
using namespace tgemm::tuning;

struct Row { std::string shape, kernel; long m, n, k; double us; Orientation o; };
struct Point { Coverage c; double q, us, fastest; };
struct Fit { Coefficients c; double f = 0; };

static double q_of(const KernelShape& s, Orientation o) {
  const bool tile = s.schedule == KernelShape::Schedule::tiles || s.schedule == KernelShape::Schedule::split_k ||
                    s.schedule == KernelShape::Schedule::stream_k;
  return tile && !s.packed && !s.partial_slab ? 0.5 * (int(o.a_along_k) + int(o.b_along_k)) : 0.0;
}

static double predict(const Fit& g, const Coverage& c, double q, double bw) {
  const double per_byte_us = 1e-3 / bw;
  const double compute_us = c.slabs * std::max(g.c.slab_latency_ns, c.busiest * g.c.slab_throughput_ns) * 1e-3 * (1 + g.f * q);
  return c.launches * g.c.launch_us + std::max(compute_us, c.main_bytes * per_byte_us) + c.extra_bytes * per_byte_us +
         c.c_bytes * g.c.store_ps_per_byte * 1e-6;
}

// tuning::fit's search with f as a fifth coefficient (with_f), from the library's fit.
static Fit fit5(const std::vector<Point>& pts, double bw, bool with_f) {
  std::vector<FitPoint> fp;
  for (auto& p : pts) fp.push_back({p.c, p.us, p.fastest});
  Fit g{fit(fp, bw), with_f ? 0.2 : 0.0};
  auto loss = [&](const Fit& h) {
    double sum = 0;
    for (auto& p : pts) {
      double e = std::log(predict(h, p.c, p.q, bw) / p.us);
      if (p.us > competitive_ratio * p.fastest) e = std::min(e, 0.0);
      sum += e * e;
    }
    return sum;
  };
  double best = loss(g);
  for (double step : {4.0, 2.0, 1.4, 1.2, 1.1, 1.05, 1.02, 1.01})
    for (bool improved = true; improved;) {
      improved = false;
      for (int m = 0; m < (with_f ? 5 : 4); ++m)
        for (double factor : {step, 1 / step}) {
          Fit h = g;
          double* v[] = {&h.c.launch_us, &h.c.slab_latency_ns, &h.c.slab_throughput_ns, &h.c.store_ps_per_byte, &h.f};
          *v[m] *= factor;
          const double l = loss(h);
          if (l < best) best = l, g = h, improved = true;
        }
    }
  return g;
}

int main(int argc, char** argv) {
  std::ifstream in(argv[1]);
  const std::string dt = argv[2];
  std::string line;
  std::getline(in, line);
  std::vector<Row> all;
  while (std::getline(in, line)) {
    auto v = csv_fields(line);
    if (v.size() < 9 || v[6] != "ok" || v[1] != dt) continue;
    const char ta = v[0][v[0].size() - 2], tb = v[0].back();
    all.push_back({v[0], v[5], std::stol(v[2]), std::stol(v[3]), std::stol(v[4]), std::stod(v[7]) * 1e3, {ta != 'N', tb == 'N'}});
  }
  const DeviceShape d{132, 132 * 2048};
  const double bw = 4082;
  const int sb = dt == "float" ? 4 : 8;
  std::map<std::string, double> fastest;
  for (auto& r : all) { auto& x = fastest[r.shape]; x = x == 0 ? r.us : std::min(x, r.us); }
  std::set<std::string> names;
  for (auto& r : all) names.insert(r.kernel);
  for (bool with_f : {false, true}) {
    std::map<std::string, Fit> models;
    for (auto& nm : names) {
      std::vector<Point> pts;
      for (auto& r : all)
        if (r.kernel == nm) {
          const auto s = shape_of(nm);
          Coverage c = cover(s, d, r.m, r.n, r.k, sb, r.o);
          if (c.applies) pts.push_back({c, q_of(s, r.o), r.us, fastest[r.shape]});
        }
      if (pts.size() >= 8) models[nm] = fit5(pts, bw, with_f);
    }
    std::map<std::string, std::vector<const Row*>> by;
    for (auto& r : all) by[r.shape].push_back(&r);
    double ls = 0, ls_k = 0;
    int cnt = 0, cnt_k = 0, below[3] = {0, 0, 0};
    std::vector<std::pair<double, std::string>> worst;
    for (auto& [s, rs] : by) {
      double pb = 1e30, pick = 0;
      std::string pk;
      for (auto* r : rs) {
        auto it = models.find(r->kernel);
        if (it == models.end()) continue;
        const auto sh = shape_of(r->kernel);
        Coverage c = cover(sh, d, r->m, r->n, r->k, sb, r->o);
        if (!c.applies) continue;
        const double p = predict(it->second, c, q_of(sh, r->o), bw);
        if (p < pb) pb = p, pick = r->us, pk = r->kernel;
      }
      const double ratio = fastest[s] / pick;
      ls += std::log(ratio), ++cnt;
      if (rs[0]->o.a_along_k && rs[0]->o.b_along_k) ls_k += std::log(ratio), ++cnt_k;
      if (ratio < 0.9) ++below[0];
      if (ratio < 0.8) ++below[1];
      if (ratio < 0.7) ++below[2];
      worst.push_back({ratio, s + " " + pk});
    }
    std::sort(worst.begin(), worst.end());
    std::printf("%s %s: picks at %.2f %% of the fastest over %d shape-transposes (%.2f %% over the %d with both along K); below 90/80/70 %%: %d/%d/%d\n",
                dt.c_str(), with_f ? "with f" : "without f", 100 * std::exp(ls / cnt), cnt, 100 * std::exp(ls_k / cnt_k), cnt_k, below[0], below[1], below[2]);
    for (int i = 0; i < 6; ++i) std::printf("   worst %.0f%% %s\n", 100 * worst[i].first, worst[i].second.c_str());
    if (with_f)
      for (auto& [nm, g] : models)
        if (g.f > 0.01) std::printf("   f %.3f %s\n", g.f, nm.c_str());
    for (auto [m, n, k] : std::vector<std::tuple<long, long, long>>{{144, 14, 139696}, {104, 24, 39622}, {25, 166, 10646}, {64, 64, 1000000}, {4096, 4096, 4096}})
      for (int oc = 0; oc < 4; ++oc) {
        const Orientation o{bool(oc & 1), bool(oc & 2)};
        std::vector<std::pair<double, std::string>> v;
        for (auto& [nm, g] : models) {
          const auto sh = shape_of(nm);
          Coverage cv = cover(sh, d, m, n, k, sb, o);
          if (cv.applies) v.push_back({predict(g, cv, q_of(sh, o), bw), nm});
        }
        std::sort(v.begin(), v.end());
        std::printf("   %ldx%ldx%ld a%d b%d:", m, n, k, int(o.a_along_k), int(o.b_along_k));
        for (int i = 0; i < 3 && i < int(v.size()); ++i) std::printf(" %.1f %s;", v[i].first, v[i].second.c_str());
        std::printf("\n");
      }
  }
}
