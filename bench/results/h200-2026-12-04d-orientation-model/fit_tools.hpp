// Shared by orient_score.cu and model_term.cu: tgemm-tune --all times read back, the cost model
// fitted per candidate (and per orientation), the model's pick at a shape, and the picks' speed
// against the fastest candidate. `lambda` (0 by default: the library's coverage) weighs
// model_term.cu's term for operands a tile reads along K in place.
#pragma once
#include <tgemm/tuning/table.hpp>
#include "../h200-2026-12-02h-dots-units/shape_any.hpp"
#include <algorithm>
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

inline std::vector<R> read_all(const std::string& file, const std::string& dt) {
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

// A tool's times: FIT_ALL's (every shape, and the two folds of the cross-validation, split by
// the shape's hash) and SCORE_ALL's, read once.
struct Times {
  std::vector<R> all, other;
  std::vector<const R*> every, fold[2], o;
  Times(const std::string& fit_all, const std::string& score_all, const std::string& dt)
      : all(read_all(fit_all, dt)), other(read_all(score_all, dt)) {
    for (auto& r : all) {
      every.push_back(&r);
      fold[std::hash<std::string>{}(r.base) % 2].push_back(&r);
    }
    for (auto& r : other) o.push_back(&r);
  }
  Times(const Times&) = delete;  // the pointers point into this one's vectors
};

inline const DeviceShape gpu{132, 132 * 2048};
inline int sb = 8;
inline double bw = 4082;
inline double lambda = 0;

// The library's coverage, plus (lambda above 0) model_term.cu's term for operands read along K
// in place.
// A tool may put another coverage in place of the library's (lambda's term still added).
inline Coverage (*cover_override)(const KernelShape&, long, long, long, Orientation) = nullptr;

inline Coverage cover2(const KernelShape& s, long m, long n, long k, Orientation o) {
  Coverage c = cover_override ? cover_override(s, m, n, k, o) : cover(s, gpu, m, n, k, sb, o);
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

// The model rows of dtype dt in a table header (src/tgemm/tuning/sm_90.hpp), as general rows.
inline Models read_committed(const std::string& sm_90_hpp, const std::string& dt) {
  Models committed;
  std::ifstream t(sm_90_hpp);
  std::string line;
  while (std::getline(t, line)) {
    if (line.rfind("sm_90," + dt + ",model,", 0) != 0) continue;
    auto v = csv_fields(line);
    committed[{v[5], -1}] = {std::stod(v[6]), std::stod(v[7]), std::stod(v[8]), std::stod(v[9])};
  }
  return committed;
}

inline Models fit_models(const std::vector<const R*>& rs, bool per_orientation) {
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
inline std::pair<std::string, double> pick(const Models& models, const std::set<std::string>& names,
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

inline void score(const char* label, const Models& models, const std::vector<const R*>& rs) {
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

