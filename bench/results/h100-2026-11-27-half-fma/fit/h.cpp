#include <cstdio>
#include <fstream>
#include <string>
#include <tgemm/tuning/model.hpp>
using namespace tgemm; using namespace tgemm::tuning;
struct Row { const char* name; KernelShape s; Coefficients f; double bw; };
int main(int argc, char** argv) {
  DeviceShape d{132, 132 * 2048};
  const int step = device::thin::step;
  Row rows[] = {
    {"sk128x64", {128, 64, 16, 32 * 8, 4, KernelShape::Schedule::tiles}, {7.946, 3692.276, 1990.933, 0.149}, 2884},
    {"sk128x32", {128, 32, 16, 32 * 8, 3, KernelShape::Schedule::tiles}, {7.576, 2861.770, 1589.713, 0.051}, 2884},
    {"sk256x64", {256, 64, 16, 32 * 8, 2, KernelShape::Schedule::tiles}, {7.698, 5661.952, 4238.895, 0.166}, 2884},
    {"thin", {128, 32, step, 128, 4, KernelShape::Schedule::thin}, {8.136, 1983.774, 1952.550, 13.054}, 2884},
  };
  long m, n, k; int bytes;
  while (scanf("%ld %ld %ld %d", &m, &n, &k, &bytes) == 4) {
    double best = 1e30; int bi = -1;
    for (int i = 0; i < 4; ++i) {
      Coverage c = cover(rows[i].s, d, m, n, k, bytes);
      if (!c.applies) continue;
      double us = predict_us(rows[i].f, c, rows[i].bw);
      if (us < best) best = us, bi = i;
    }
    printf("%ld %ld %ld %d %s %.2f\n", m, n, k, bytes, bi >= 0 ? rows[bi].name : "none", bi >= 0 ? best : -1.0);
  }
}
