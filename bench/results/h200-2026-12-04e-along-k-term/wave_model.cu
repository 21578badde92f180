// Offline (host): the cost model with its compute term counted in rounds of co-resident teams
// (a multiprocessor holding `teams_per_sm` teams runs its busiest load as full rounds, each at
// max(latency, teams_per_sm x throughput) a slab, and a last partial round at max(latency, the
// remainder x throughput)) against the library's (max(latency, busiest x throughput) a slab):
// every row refitted each way from the same times, scored as refit_term does, and the picks at
// cubes (S: a stream-K tile, P: packed on split K, T: in place; its name otherwise).
//   wave_model DTYPE BANDWIDTH_GBS FIT_ALL.csv SCORE_ALL.csv
// Build as refit_term.
#include "../h200-2026-12-04d-orientation-model/fit_tools.hpp"

static bool wave = false;

static double predict(const Coefficients& f, const Coverage& c, int tps) {
  if (!wave) return predict_us(f, c, bw);
  const double per_byte_us = 1e-3 / bw;
  const long b = long(c.busiest), full = b / tps, rest = b % tps;
  const double round_ns = full * std::max(f.slab_latency_ns, tps * f.slab_throughput_ns) +
                          (rest ? std::max(f.slab_latency_ns, rest * f.slab_throughput_ns) : 0.0);
  const double compute_us = c.slabs * round_ns * 1e-3;
  return c.launches * f.launch_us + std::max(compute_us, c.main_bytes * per_byte_us) +
         c.extra_bytes * per_byte_us + c.c_bytes * f.store_ps_per_byte * 1e-6;
}

struct P {
  Coverage c;
  int tps;
  double us, fastest;
};

// tuning::fit with `predict` in place of predict_us.
static Coefficients fit_p(const std::vector<P>& points) {
  Coefficients f;
  double fastest = 1e30, per_slab = 1e30;
  for (const auto& p : points) {
    fastest = std::min(fastest, p.us / p.c.launches);
    per_slab = std::min(per_slab, p.us * 1e3 / (p.c.slabs * p.c.busiest));
  }
  if (points.empty()) return f;
  f = {fastest / 2, per_slab * 4, per_slab, 0.3};
  auto loss = [&](const Coefficients& g) {
    double sum = 0;
    for (const auto& p : points) {
      double e = std::log(predict(g, p.c, p.tps) / p.us);
      if (p.us > competitive_ratio * p.fastest) e = std::min(e, 0.0);
      sum += e * e;
    }
    return sum;
  };
  using Member = double Coefficients::*;
  constexpr Member none = nullptr;
  const std::pair<Member, Member> moves[] = {
      {&Coefficients::launch_us, none},
      {&Coefficients::slab_latency_ns, none},
      {&Coefficients::slab_throughput_ns, none},
      {&Coefficients::store_ps_per_byte, none},
      {&Coefficients::slab_latency_ns, &Coefficients::slab_throughput_ns}};
  double best = loss(f);
  for (double step : {4.0, 2.0, 1.4, 1.2, 1.1, 1.05, 1.02, 1.01})
    for (bool improved = true; improved;) {
      improved = false;
      for (const auto& [p, q] : moves)
        for (double factor : {step, 1 / step}) {
          Coefficients g = f;
          g.*p *= factor;
          if (q) g.*q *= factor;
          const double l = loss(g);
          if (l < best) best = l, f = g, improved = true;
        }
    }
  return f;
}

static std::map<std::string, Coefficients> fit_all(const std::vector<const R*>& rs) {
  std::map<std::string, double> fastest;
  for (auto* r : rs) { auto& x = fastest[r->shape]; x = x == 0 ? r->us : std::min(x, r->us); }
  std::map<std::string, std::vector<P>> pts;
  for (auto* r : rs) {
    const KernelShape s = shape_any(r->kernel);
    const Coverage c = cover(s, gpu, r->m, r->n, r->k, sb, r->o);
    if (c.applies) pts[r->kernel].push_back({c, s.teams_per_sm, r->us, fastest[r->shape]});
  }
  std::map<std::string, Coefficients> out;
  for (auto& [nm, v] : pts)
    if (v.size() >= 8) out[nm] = fit_p(v);
  return out;
}

static std::string pick_p(const std::map<std::string, Coefficients>& models, const std::set<std::string>& names,
                          long m, long n, long k, Orientation o) {
  std::string best;
  double best_us = 1e30;
  for (auto& nm : names) {
    auto it = models.find(nm);
    if (it == models.end()) continue;
    const KernelShape s = shape_any(nm);
    const Coverage c = cover(s, gpu, m, n, k, sb, o);
    if (!c.applies) continue;
    const double us = predict(it->second, c, s.teams_per_sm);
    if (us < best_us) best_us = us, best = nm;
  }
  return best;
}

static void score_p(const char* label, const std::map<std::string, Coefficients>& models,
                    const std::vector<const R*>& rs) {
  std::map<std::string, std::vector<const R*>> by;
  for (auto* r : rs) by[r->shape].push_back(r);
  double ls = 0;
  int n = 0, below70 = 0;
  for (auto& [s, v] : by) {
    std::set<std::string> names;
    double fastest = 1e30;
    for (auto* r : v) names.insert(r->kernel), fastest = std::min(fastest, r->us);
    const std::string nm = pick_p(models, names, v[0]->m, v[0]->n, v[0]->k, v[0]->o);
    double t = 0;
    for (auto* r : v) if (r->kernel == nm) t = r->us;
    if (t <= 0) continue;
    ls += std::log(fastest / t), ++n, below70 += fastest / t < 0.7;
  }
  std::printf("%-40s %6.2f %% over %3d; below 70 %%: %d\n", label, 100 * std::exp(ls / n), n, below70);
}

int main(int argc, char** argv) {
  const std::string dt = argv[1];
  sb = dt == "float" ? 4 : 8;
  bw = std::stod(argv[2]);
  const Times t(argv[3], argv[4], dt);
  const auto& all = t.all;
  const auto& every = t.every;
  const auto& fold = t.fold;
  const auto& o = t.o;
  std::set<std::string> names;
  for (auto& r : all) names.insert(r.kernel);
  for (bool w : {false, true}) {
    wave = w;
    std::printf("\n%s\n", w ? "rounds of co-resident teams" : "the library's compute term");
    const auto general = fit_all(every);
    score_p("in sample", general, every);
    score_p("fold 0 -> 1", fit_all(fold[0]), fold[1]);
    score_p("fold 1 -> 0", fit_all(fold[1]), fold[0]);
    score_p("on SCORE_ALL", general, o);
    for (long s : {2048L, 2304L, 2560L, 2816L, 3072L, 3328L, 3584L, 4096L, 5120L, 6144L, 8192L}) {
      std::printf("  %5ld", s);
      for (const char* op : {"NN", "TN", "NT", "TT"}) {
        const std::string p = pick_p(general, names, s, s, s, column_major_orientation(op[0], op[1], s, sb));
        const char* tag = p.rfind("team_stream_k", 0) == 0 ? "S" : p.find("team_packed") != std::string::npos ? "P"
                          : p.find(",T,") != std::string::npos ? "T" : "?";
        std::printf("  %s %s%s", op, tag, tag[0] == '?' ? (" " + p).c_str() : "");
      }
      std::printf("\n");
    }
    std::fflush(stdout);
  }
}
