// model_term: orient_score's fitting and scoring with one term added to the coverage of the
// tiles that read their operands in place (not packed): an operand read along K costs, on top of
// its compulsory bytes, lambda x its bytes x the teams that read it x a miss share that grows
// with the operand's size past L2 (0.09 + 0.045 log2(bytes / 50 MB), clamped to [0, 1]), at copy
// bandwidth. For lambda in 0 (the library's model), 0.5, 1, 2: the one-fit model scored in
// sample, by two-fold cross-validation and on another run's times, and its picks at cubes.
//   model_term DTYPE BANDWIDTH_GBS FIT_ALL.csv SCORE_ALL.csv
// Build as orient_score.
//
// (orient_score's header follows.)
// Offline (host): the FP64 (or FP32) cost model fitted once per candidate, as the library's
// rows are, against one fit per candidate and orientation of the operands (NN, NT, TN, TT: a
// row each, falling back to the candidate's general row), scored by how fast the model's picks
// run against the fastest candidate at every tuning shape and transpose of a tgemm-tune --all
// file: in sample, by two-fold cross-validation over the shapes (fitted on half the shapes,
// scored on the other half), and fitted on one run and scored on another's times. Then the
// picks each model makes at large cubes, which no tuning shape is near.
//   orient_score SM_90_HPP DTYPE BANDWIDTH_GBS FIT_ALL.csv [SCORE_ALL.csv [SWEEP.csv]]
// Build (host code, seconds): nvcc -std=c++20 -O2 -arch=sm_90a --extended-lambda
//   --expt-relaxed-constexpr -DORIENT=1 -DPARTIAL=1 -I src -I team_kernels
//   -I <CUDA Kokkos>/include orient_score.cu
#include <tgemm/tuning/table.hpp>
#include "../h200-2026-12-02h-dots-units/shape_any.hpp"
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <set>
using namespace tgemm;
using namespace tgemm::tuning;

struct R {
  std::string shape, base, kernel;
  long m, n, k;
  double us;
  Orientation o;
  int code;
};

static std::vector<R> read_all(const std::string& file, const std::string& dt) {
  std::ifstream in(file);
  std::string line;
  std::getline(in, line);
  std::vector<R> all;
  while (std::getline(in, line)) {
    auto v = csv_fields(line);
    if (v.size() < 9 || v[6] != "ok" || v[1] != dt) continue;
    const long k = std::stol(v[4]);
    const Orientation o =
        column_major_orientation(v[0][v[0].size() - 2], v[0].back(), k, dt == "float" ? 4 : 8);
    all.push_back({v[0], v[0].substr(0, v[0].size() - 3), v[5], std::stol(v[2]), std::stol(v[3]),
                   k, std::stod(v[7]) * 1e3, o, o.code()});
  }
  return all;
}

static const DeviceShape gpu{132, 132 * 2048};
static int sb = 8;
static double bw = 4082;
static double lambda = 0;

// The library's coverage, plus the in-place term above.
static Coverage cover2(const KernelShape& s, long m, long n, long k, Orientation o) {
  Coverage c = cover(s, gpu, m, n, k, sb, o);
  using S = KernelShape::Schedule;
  const bool tile = s.schedule == S::split_k || s.schedule == S::stream_k || s.schedule == S::tiles;
  if (!tile || s.packed || lambda == 0 || !c.applies) return c;
  auto term = [&](double bytes, double reads) {
    const double miss = std::clamp(0.09 + 0.045 * std::log2(bytes / 50e6), 0.0, 1.0);
    return lambda * bytes * reads * miss;
  };
  if (o.b_along_k) c.extra_bytes += term(double(sb) * k * n, double((m + s.bm - 1) / s.bm));
  if (o.a_along_k) c.extra_bytes += term(double(sb) * m * k, double((n + s.bn - 1) / s.bn));
  return c;
}

using Models = std::map<std::pair<std::string, int>, Coefficients>;  // (kernel, code or -1)

static Models fit_models(const std::vector<const R*>& rs, bool per_orientation) {
  std::map<std::string, double> fastest;
  for (auto* r : rs) { auto& x = fastest[r->shape]; x = x == 0 ? r->us : std::min(x, r->us); }
  std::set<std::string> names;
  for (auto* r : rs) names.insert(r->kernel);
  Models models;
  for (auto& nm : names)
    for (int code = -1; code < (per_orientation ? 4 : 0); ++code) {
      std::vector<FitPoint> pts;
      for (auto* r : rs)
        if (r->kernel == nm && (code < 0 || r->code == code)) {
          Coverage c = cover2(shape_any(nm), r->m, r->n, r->k, r->o);
          if (c.applies) pts.push_back({c, r->us, fastest[r->shape]});
        }
      if (pts.size() >= 8) models[{nm, code}] = fit(pts, bw);
    }
  return models;
}

// The kernel the model picks at m x n x k oriented o among `names`, and its prediction.
static std::pair<std::string, double> pick(const Models& models, const std::set<std::string>& names,
                                           long m, long n, long k, Orientation o) {
  std::string best;
  double best_us = 1e30;
  for (auto& nm : names) {
    auto it = models.find({nm, o.code()});
    if (it == models.end()) it = models.find({nm, -1});
    if (it == models.end()) continue;
    Coverage c = cover2(shape_any(nm), m, n, k, o);
    if (!c.applies) continue;
    const double us = predict_us(it->second, c, bw);
    if (us < best_us) best_us = us, best = nm;
  }
  return {best, best_us};
}

static void score(const char* label, const Models& models, const std::vector<const R*>& rs) {
  std::map<std::string, std::vector<const R*>> by;
  for (auto* r : rs) by[r->shape].push_back(r);
  double ls[4] = {0, 0, 0, 0};
  int cnt[4] = {0, 0, 0, 0}, below70 = 0;
  for (auto& [s, v] : by) {
    std::set<std::string> names;
    double fastest = 1e30;
    for (auto* r : v) names.insert(r->kernel), fastest = std::min(fastest, r->us);
    const auto [nm, us] = pick(models, names, v[0]->m, v[0]->n, v[0]->k, v[0]->o);
    double t = 0;
    for (auto* r : v) if (r->kernel == nm) t = r->us;
    if (t <= 0) continue;
    ls[v[0]->code] += std::log(fastest / t), ++cnt[v[0]->code];
    below70 += fastest / t < 0.7;
  }
  double tot = 0;
  int n = 0;
  for (int i = 0; i < 4; ++i) tot += ls[i], n += cnt[i];
  // codes: bit 0 op(A) along K, bit 1 op(B) along K: 0 NT, 1 TT, 2 NN, 3 TN
  std::printf("%-44s %6.2f %% over %3d (NN %6.2f, TN %6.2f, NT %6.2f, TT %6.2f); below 70 %%: %d\n", label,
              100 * std::exp(tot / n), n, 100 * std::exp(ls[2] / cnt[2]), 100 * std::exp(ls[3] / cnt[3]),
              100 * std::exp(ls[0] / cnt[0]), 100 * std::exp(ls[1] / cnt[1]), below70);
}

int main(int argc, char** argv) {
  const std::string dt = argv[1];
  sb = dt == "float" ? 4 : 8;
  bw = std::stod(argv[2]);
  const std::vector<R> all = read_all(argv[3], dt), other = read_all(argv[4], dt);
  std::vector<const R*> every, fold[2], o;
  for (auto& r : all) {
    every.push_back(&r);
    fold[std::hash<std::string>{}(r.base) % 2].push_back(&r);
  }
  for (auto& r : other) o.push_back(&r);
  std::set<std::string> names;
  for (auto& r : all) names.insert(r.kernel);
  for (double l : {0.0, 0.5, 1.0, 2.0}) {
    lambda = l;
    std::printf("\nlambda %.1f\n", l);
    const Models general = fit_models(every, false);
    score("in sample", general, every);
    score("fold 0 -> 1", fit_models(fold[0], false), fold[1]);
    score("fold 1 -> 0", fit_models(fold[1], false), fold[0]);
    score("fitted on FIT_ALL, scored on SCORE_ALL", general, o);
    std::printf("picks at cubes (P packed, T in place transposing, other: its name)\n");
    for (const char* op : {"NN", "TN", "NT", "TT"}) {
      std::printf("  %s:", op);
      for (long s : {1024L, 1536L, 2048L, 2560L, 3072L, 3584L, 4096L, 6144L, 8192L}) {
        const Orientation ori = column_major_orientation(op[0], op[1], s, sb);
        const std::string p = pick(general, names, s, s, s, ori).first;
        const char* tag = p.find("team_packed") != std::string::npos ? "P"
                          : p.find(",T,") != std::string::npos    ? "T"
                                                                  : "?";
        std::printf(" %ld %s%s", s, tag, tag[0] == '?' ? (" (" + p + ")").c_str() : "");
      }
      std::printf("\n");
    }
    std::fflush(stdout);
  }
}
