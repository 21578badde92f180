// Offline (host): forms of the along-K term against the library's, each with every model row
// refitted from the same times and scored as refit_term does; then the picks at the shapes where
// the forms differ most (few tiles reading a large operand, cubes).
//   term_variants DTYPE BANDWIDTH_GBS FIT_ALL.csv SCORE_ALL.csv
// Build as refit_term.
#include "../h200-2026-12-04d-orientation-model/fit_tools.hpp"

static int variant = 0;

// The library's coverage with its along-K term replaced by the variant's.
static Coverage variant_cover(const KernelShape& s, long m, long n, long k, Orientation o) {
  Coverage c = cover(s, gpu, m, n, k, sb, o);
  using S = KernelShape::Schedule;
  const bool tile = s.schedule == S::split_k || s.schedule == S::stream_k || s.schedule == S::tiles;
  if (!tile || s.packed || !c.applies || m <= 0 || n <= 0) return c;
  const double l2 = gpu.l2_bytes;
  auto term = [&](double bytes, double readers) {
    const double share = std::clamp(0.09 + 0.045 * std::log2(bytes / l2), 0.0, 1.0);
    switch (variant) {
      case 1:  // the share from the readers alone (as on cubes, where 40 readers hold L2's size)
        return along_k_weight * bytes * readers *
               std::clamp(0.09 + 0.09 * std::log2(readers / 40), 0.0, 1.0);
      case 2:  // nothing up to 20 readers, in full from 40
        return along_k_bytes(bytes, readers, l2) * std::clamp((readers - 20) / 20, 0.0, 1.0);
      case 3:  // the share from the bytes all readers walk, against 40 readers of L2's size
        return along_k_weight * bytes * readers *
               std::clamp(0.09 + 0.045 * std::log2(bytes * readers / (40 * l2)), 0.0, 1.0);
      default:
        return along_k_bytes(bytes, readers, l2) + 0 * share;
    }
  };
  const double sbd = sb;
  const double rb = double((m + s.bm - 1) / s.bm), ra = double((n + s.bn - 1) / s.bn);
  if (o.b_along_k)
    c.extra_bytes += term(sbd * k * n, rb) - along_k_bytes(sbd * k * n, rb, l2);
  if (o.a_along_k)
    c.extra_bytes += term(sbd * m * k, ra) - along_k_bytes(sbd * m * k, ra, l2);
  return c;
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
  cover_override = variant_cover;
  const long shapes[][3] = {{456, 6556, 6915}, {358, 4216, 10921}, {431, 3759, 13435},
                            {751, 5639, 2267},  {1686, 3995, 5062}, {2304, 2304, 2304},
                            {2560, 2560, 2560}, {2816, 2816, 2816}, {3072, 3072, 3072},
                            {3328, 3328, 3328}, {5120, 5120, 5120}};
  for (int v : {0, 1, 2, 3}) {
    variant = v;
    std::printf("\nvariant %d\n", v);
    const Models general = fit_models(every, false);
    score("in sample", general, every);
    score("fold 0 -> 1", fit_models(fold[0], false), fold[1]);
    score("fold 1 -> 0", fit_models(fold[1], false), fold[0]);
    score("on SCORE_ALL", general, o);
    for (auto& sh : shapes) {
      std::printf("  %5ldx%5ldx%6ld", sh[0], sh[1], sh[2]);
      for (const char* op : {"NN", "TN", "TT"}) {
        const std::string p =
            pick(general, names, sh[0], sh[1], sh[2], column_major_orientation(op[0], op[1], sh[2], sb)).first;
        std::printf("  %s %s", op, p.find("team_packed") != std::string::npos ? "P" : p.find(",T,") != std::string::npos ? "T" : p.substr(0, 40).c_str());
      }
      std::printf("\n");
    }
    std::fflush(stdout);
  }
}
