// model_term: orient_score's fitting and scoring with one term added to the coverage of the
// tiles that read their operands in place (not packed): an operand read along K costs, on top of
// its compulsory bytes, lambda x its bytes x the teams that read it x a miss share that grows
// with the operand's size past L2 (0.09 + 0.045 log2(bytes / 50 MB), clamped to [0, 1]), at copy
// bandwidth. For lambda in 0 (the library's model), 0.5, 1, 2: the one-fit model scored in
// sample, by two-fold cross-validation and on another run's times, and its picks at cubes.
//   model_term DTYPE BANDWIDTH_GBS FIT_ALL.csv SCORE_ALL.csv
// Build as orient_score.

#include "fit_tools.hpp"

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
