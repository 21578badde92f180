// Offline (host): every model row of one dtype fitted again with this tree's coverage
// (tuning/model.hpp) from tgemm-tune --all times, as tgemm-tune --refit fits them; the refitted
// rows and the committed ones scored by how fast their picks run against the fastest candidate
// (in sample, two-fold cross-validated over the shapes, on another run's times); then the picks
// of both at every sweep shape of that dtype (its own transposes) and at cubes, for a diff
// against the same tool built on an older tree.
//   refit_term SM_90_HPP DTYPE BANDWIDTH_GBS FIT_ALL.csv SCORE_ALL.csv SWEEP.csv DATE ROWS_OUT PICKS_OUT
// Build (host code, seconds): nvcc -std=c++20 -O2 -arch=sm_90a --extended-lambda
//   --expt-relaxed-constexpr -DORIENT=1 -DPARTIAL=1 -I src -I team_kernels
//   -I <CUDA Kokkos>/include refit_term.cu
#include "../h200-2026-12-04d-orientation-model/fit_tools.hpp"

int main(int argc, char** argv) {
  if (argc < 10) return std::fprintf(stderr, "usage: see the header\n"), 1;
  const std::string dt = argv[2];
  sb = dt == "float" ? 4 : 8;
  bw = std::stod(argv[3]);
  Models committed = read_committed(argv[1], dt);
  std::set<std::string> cnames;
  for (auto& [key, c] : committed) cnames.insert(key.first);
  const Times t(argv[4], argv[5], dt);
  const auto& every = t.every;
  const auto& fold = t.fold;
  const auto& o = t.o;
  const Models refit = fit_models(every, false);
  score("committed rows, on FIT_ALL", committed, every);
  score("refitted, in sample", refit, every);
  score("refitted on fold 0, scored on fold 1", fit_models(fold[0], false), fold[1]);
  score("refitted on fold 1, scored on fold 0", fit_models(fold[1], false), fold[0]);
  score("committed rows, on SCORE_ALL", committed, o);
  score("refitted on FIT_ALL, scored on SCORE_ALL", refit, o);
  // The rows: every committed candidate with times in FIT_ALL, refitted; the rest kept.
  FILE* rows = std::fopen(argv[8], "w");
  Models table;
  for (auto& nm : cnames) {
    auto it = refit.find({nm, -1});
    if (it == refit.end()) std::printf("kept (no times): %s\n", nm.c_str());
    const Coefficients c = it == refit.end() ? committed[{nm, -1}] : it->second;
    table[{nm, -1}] = c;
    std::fprintf(rows, "sm_90,%s,model,,,\"%s\",%.3f,%.3f,%.3f,%.3f,%.0f,NVIDIA H200,%s\n", dt.c_str(),
                 nm.c_str(), c.launch_us, c.slab_latency_ns, c.slab_throughput_ns, c.store_ps_per_byte,
                 bw, argv[7]);
  }
  std::fclose(rows);
  for (auto& [key, c] : refit)
    if (!cnames.count(key.first)) std::printf("not in the table (no row written): %s\n", key.first.c_str());
  // Picks: "shape committed-pick refitted-pick" per line.
  FILE* picks = std::fopen(argv[9], "w");
  auto both = [&](const std::string& label, long m, long n, long k, Orientation ori) {
    std::fprintf(picks, "%s %s %s\n", label.c_str(), pick(committed, cnames, m, n, k, ori).first.c_str(),
                 pick(table, cnames, m, n, k, ori).first.c_str());
  };
  std::ifstream sw(argv[6]);
  std::string line;
  while (std::getline(sw, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto v = csv_fields(line);
    if (v.size() < 7 || v[6] != dt) continue;
    const long m = std::stol(v[1]), n = std::stol(v[2]), k = std::stol(v[3]);
    both(v[0], m, n, k, column_major_orientation(v[4][0], v[5][0], k, sb));
  }
  for (long s = 1024; s <= 8192; s += 256)
    for (const char* op : {"NN", "TN", "NT", "TT"})
      both("cube-" + std::to_string(s) + "-" + op, s, s, s, column_major_orientation(op[0], op[1], s, sb));
  std::fclose(picks);
}
