// Offline (host): the packed 64 x 128 x 16 FP64 tile on stream K against the same tile on split
// K, shape by shape: measured time ratio against the ratio of their coverage's slab rounds
// (slabs x teams on the busiest multiprocessor), to see what the coverage leaves out of stream K.
//   streamk ALL.csv
#include "../h200-2026-12-04d-orientation-model/fit_tools.hpp"
int main(int argc, char** argv) {
  sb = 8;
  const std::vector<R> all = read_all(argv[1], "double");
  const std::string tile = "<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>";
  std::map<std::string, const R*> sk, st;
  for (auto& r : all) {
    if (r.kernel == "team_split_k" + tile) sk[r.shape] = &r;
    if (r.kernel == "team_stream_k" + tile) st[r.shape] = &r;
  }
  for (auto& [s, a] : st) {
    if (!sk.count(s)) continue;
    const R* b = sk[s];
    const Coverage ca = cover(shape_any(a->kernel), gpu, a->m, a->n, a->k, sb, a->o);
    const Coverage cb = cover(shape_any(b->kernel), gpu, b->m, b->n, b->k, sb, b->o);
    const long tiles = ((a->m + 63) / 64) * ((a->n + 127) / 128);
    std::printf("%-44s tiles %6ld waves %6.2f slabs/tile %6ld  meas %5.2f  rounds %5.2f  (%.0f x %.0f vs %.0f x %.0f) split us %.0f\n", s.c_str(), tiles,
                tiles / 264.0, (a->k + 15) / 16, a->us / b->us, ca.slabs * ca.busiest / (cb.slabs * cb.busiest), ca.slabs, ca.busiest, cb.slabs, cb.busiest, b->us);
  }
}
