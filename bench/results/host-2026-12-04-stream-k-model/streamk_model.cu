// Offline (host): forms of the cost model's coverage for a tile on stream K (tuning/model.hpp),
// every row refitted each way from the same tgemm-tune --all times and scored as refit_term
// does (in sample, two-fold cross-validated, on another run's times, and on the large cubes
// timed among the 64 x 128 x 16 FP64 tiles alone), with the picks at cubes.
//   streamk_model DTYPE BANDWIDTH_GBS FIT_ALL.csv SCORE_ALL.csv [CUBES_ALL.csv]
// Build as ../h200-2026-12-04e-along-k-term/refit_term.cu.
#include "../h200-2026-12-04d-orientation-model/fit_tools.hpp"

static int form = 0;

// Form 0: the library's (a stream-K team walks tiles x slabs / resident slabs, at
// max(latency, teams_per_sm x throughput) each). Form 1: the same load counted per
// multiprocessor, slabs a tile x tiles / sms at max(latency, that x throughput), so a slab's
// latency no longer floors a full device's throughput.
static Coverage cover_form(const KernelShape& s, long m, long n, long k, Orientation o) {
  Coverage c = cover(s, gpu, m, n, k, sb, o);
  if (form == 0 || s.schedule != KernelShape::Schedule::stream_k || !c.applies) return c;
  const long tiles = ((m + s.bm - 1) / s.bm) * ((n + s.bn - 1) / s.bn);
  const long resident = long(gpu.sms) * s.teams_per_sm, slabs = (k + s.bk - 1) / s.bk;
  const bool stream = tiles > resident && tiles % resident != 0 && slabs >= 2;
  if (!stream) return c;
  c.slabs = double(slabs);
  c.busiest = double(tiles) / gpu.sms;
  return c;
}

static char tag(const std::string& p) {
  if (p.rfind("team_stream_k", 0) == 0) return p.find("team_packed") != std::string::npos ? 'S' : 's';
  if (p.find("team_packed") != std::string::npos) return 'P';
  if (p.find(",T,") != std::string::npos) return 'T';
  if (p.find(",A1>") != std::string::npos) return 'A';
  return '?';
}

int main(int argc, char** argv) {
  if (argc < 5) return std::fprintf(stderr, "usage: see the header\n"), 1;
  const std::string dt = argv[1];
  sb = dt == "float" ? 4 : 8;
  bw = std::stod(argv[2]);
  const Times t(argv[3], argv[4], dt);
  std::vector<R> cubes = argc > 5 ? read_all(argv[5], dt) : std::vector<R>{};
  std::vector<const R*> cp;
  for (auto& r : cubes) cp.push_back(&r);
  std::set<std::string> names;
  for (auto& r : t.all) names.insert(r.kernel);
  cover_override = cover_form;
  for (int f : {0, 1}) {
    form = f;
    std::printf("\nform %d\n", f);
    const Models general = fit_models(t.every, false);
    score("in sample", general, t.every);
    if (std::getenv("PRED"))
      for (auto& [key, c] : general)
        if (key.first.find("64x128x16") != std::string::npos)
          std::printf("  %c %s %.3f %.1f %.1f %.3f\n", tag(key.first), key.first.c_str(), c.launch_us,
                      c.slab_latency_ns, c.slab_throughput_ns, c.store_ps_per_byte);
    score("fold 0 -> 1", fit_models(t.fold[0], false), t.fold[1]);
    score("fold 1 -> 0", fit_models(t.fold[1], false), t.fold[0]);
    score("on SCORE_ALL", general, t.o);
    if (!cp.empty()) score("on CUBES_ALL", general, cp);
    std::map<std::string, std::vector<const R*>> by;
    for (auto* r : cp) by[r->shape].push_back(r);
    for (auto& [shape, v] : by) {  // each cube: the pick among its measured tiles, its speed
      std::set<std::string> measured;
      double fastest = 1e30;
      for (auto* r : v) measured.insert(r->kernel), fastest = std::min(fastest, r->us);
      const std::string p = pick(general, measured, v[0]->m, v[0]->n, v[0]->k, v[0]->o).first;
      if (std::getenv("PRED"))
        for (auto* r : v) {
          auto it = general.find({r->kernel, -1});
          if (it != general.end())
            std::printf("      %c meas %7.1f pred %7.1f\n", tag(r->kernel), r->us,
                        predict_us(it->second, cover2(shape_any(r->kernel), r->m, r->n, r->k, r->o), bw));
        }
      for (auto* r : v)
        if (r->kernel == p) std::printf("    %-28s %c %5.1f %%\n", shape.c_str(), tag(p), 100 * fastest / r->us);
    }
    for (long s : {2048L, 2304L, 2560L, 2816L, 3072L, 3328L, 3584L, 4096L, 5120L, 6144L, 8192L}) {
      std::printf("  %5ld", s);
      for (const char* op : {"NN", "TN", "NT", "TT"}) {
        const std::string p = pick(general, names, s, s, s, column_major_orientation(op[0], op[1], s, sb)).first;
        std::printf("  %s %c", op, tag(p));
        if (std::getenv("NAMES")) std::printf(" %s\n", p.c_str());
      }
      std::printf("\n");
    }
  }
}
