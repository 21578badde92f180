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
#include "fit_tools.hpp"

int main(int argc, char** argv) {
  const std::string dt = argv[2];
  sb = dt == "float" ? 4 : 8;
  bw = std::stod(argv[3]);
  const Models committed = read_committed(argv[1], dt);
  const std::vector<R> all = read_all(argv[4], dt);
  std::vector<const R*> every, fold[2];
  for (auto& r : all) {
    every.push_back(&r);
    fold[std::hash<std::string>{}(r.base) % 2].push_back(&r);
  }
  std::printf("%zu times, %zu + %zu in the folds\n", all.size(), fold[0].size(), fold[1].size());
  const Models general = fit_models(every, false), oriented = fit_models(every, true);
  score("committed rows, scored on FIT_ALL", committed, every);
  score("one fit a candidate, in sample", general, every);
  score("a fit a candidate and orientation, in sample", oriented, every);
  for (int f = 0; f < 2; ++f) {
    char l1[80], l2[80];
    std::snprintf(l1, sizeof l1, "one fit a candidate, fold %d -> %d", f, 1 - f);
    std::snprintf(l2, sizeof l2, "a fit per orientation, fold %d -> %d", f, 1 - f);
    score(l1, fit_models(fold[f], false), fold[1 - f]);
    score(l2, fit_models(fold[f], true), fold[1 - f]);
  }
  // SCORE_ALL's times, read once: every model below is scored on them too
  const std::vector<R> other = argc > 5 ? read_all(argv[5], dt) : std::vector<R>{};
  std::vector<const R*> o;
  for (auto& r : other) o.push_back(&r);
  if (argc > 5) {
    score("committed rows, scored on SCORE_ALL", committed, o);
    score("one fit a candidate, fitted on FIT_ALL", general, o);
    score("a fit per orientation, fitted on FIT_ALL", oriented, o);
  }
  std::set<std::string> names;
  for (auto& r : all) names.insert(r.kernel);
  std::set<std::string> cnames;
  for (auto& [key, c] : committed) cnames.insert(key.first);
  // The committed rows with the candidates they lack (fitted once each, as the library's are).
  Models augmented = committed;
  std::set<std::string> anames = cnames;
  for (auto& [key, c] : general)
    if (!cnames.count(key.first)) augmented[key] = c, anames.insert(key.first);
  for (auto& [key, c] : augmented)
    if (!cnames.count(key.first)) std::printf("added to the committed rows: %s\n", key.first.c_str());
  score("committed rows + the missing ones, on FIT_ALL", augmented, every);
  if (argc > 5) score("committed rows + the missing ones, on SCORE_ALL", augmented, o);
  for (auto& [key, c] : augmented)
    if (!cnames.count(key.first))
      std::printf("model row: sm_90,%s,model,,,\"%s\",%.3f,%.3f,%.3f,%.3f,%.0f\n", dt.c_str(), key.first.c_str(),
                  c.launch_us, c.slab_latency_ns, c.slab_throughput_ns, c.store_ps_per_byte, bw);
  if (argc > 6) {  // the sweep's shapes in their own transposes: where the added rows move auto
    std::ifstream sw(argv[6]);
    std::string line;
    int shapes = 0, moved = 0;
    while (std::getline(sw, line)) {
      if (line.empty() || line[0] == '#') continue;
      auto v = csv_fields(line);
      if (v.size() < 7 || v[6] != dt) continue;
      const long m = std::stol(v[1]), n = std::stol(v[2]), k = std::stol(v[3]);
      const Orientation ori = column_major_orientation(v[4][0], v[5][0], k, sb);
      ++shapes;
      const auto a = pick(committed, cnames, m, n, k, ori).first, b = pick(augmented, anames, m, n, k, ori).first;
      if (a != b) ++moved, std::printf("moved: %s  %s -> %s\n", v[0].c_str(), a.c_str(), b.c_str());
    }
    std::printf("sweep: %d of %d shapes moved by the added rows (before auto's measured rows and GEMV rule)\n", moved, shapes);
  }
  std::printf("\npicks at cubes (committed rows / one fit a candidate / a fit per orientation / committed + missing):\n");
  for (long s : {2048L, 2560L, 3072L, 4096L, 5120L, 6144L, 8192L})
    for (const char* op : {"NN", "TN", "NT", "TT"}) {
      const Orientation ori = column_major_orientation(op[0], op[1], s, sb);
      std::printf("%5ld %s  %-80s  %-80s  %-80s  %s\n", s, op, pick(committed, cnames, s, s, s, ori).first.c_str(),
                  pick(general, names, s, s, s, ori).first.c_str(), pick(oriented, names, s, s, s, ori).first.c_str(),
                  pick(augmented, anames, s, s, s, ori).first.c_str());
    }
}
