// Offline (host): predicted against measured times of the candidates whose names contain a
// text, under the committed model rows: where the model misjudges them.
//   resid SM_90_HPP DTYPE BANDWIDTH ALL.csv TEXT
#include "../h200-2026-12-04d-orientation-model/fit_tools.hpp"
int main(int argc, char** argv) {
  const std::string dt = argv[2];
  sb = dt == "float" ? 4 : 8;
  bw = std::stod(argv[3]);
  Models rows = read_committed(argv[1], dt);
  const std::vector<R> all = read_all(argv[4], dt);
  std::map<std::string, double> fastest;
  for (auto& r : all) { auto& x = fastest[r.shape]; x = x == 0 ? r.us : std::min(x, r.us); }
  for (auto& r : all) {
    if (r.kernel.find(argv[5]) == std::string::npos || !rows.count({r.kernel, -1})) continue;
    const Coverage c = cover(shape_any(r.kernel), gpu, r.m, r.n, r.k, sb, r.o);
    const double p = predict_us(rows[{r.kernel, -1}], c, bw);
    std::printf("%-44s %-70s meas %9.1f pred %9.1f ratio %5.2f fastest/meas %5.2f slabs %.0f busiest %.0f\n", r.shape.c_str(),
                r.kernel.c_str(), r.us, p, p / r.us, fastest[r.shape] / r.us, c.slabs, c.busiest);
  }
}
