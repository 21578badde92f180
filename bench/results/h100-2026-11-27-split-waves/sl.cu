// Split-K slice count experiment: chosen split-K candidates at the sweep's weak shapes, every
// slice count in a list, median of 20 (fenced wall time per call), one process. Prints
// shape, kernel, slices, us, and the library's own slice count (current rule).
#include <Kokkos_Core.hpp>
#include <Kokkos_Random.hpp>
#include <tgemm/tuning/candidates.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <string>
#include <vector>
using namespace tgemm;
using namespace tgemm::tuning;
using Exec = Kokkos::Cuda;

struct Sh { int m, n, k; const char* tr; };

template <class T, class K>
void run_one(const Sh& s, const std::vector<int>& sl) {
  Exec exec;
  try { K::template check<Exec, T>(exec); } catch (...) { return; }
  const bool ta = s.tr[0] == 'T', tb = s.tr[1] == 'T';
  const int m = s.m, n = s.n, k = s.k;
  const int ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
  Kokkos::View<T*, Kokkos::CudaSpace> da("a", std::size_t(ar) * ac), db("b", std::size_t(br) * bc), dc("c", std::size_t(m) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(7);
  Kokkos::fill_random(da, pool, T(-1), T(1));
  Kokkos::fill_random(db, pool, T(-1), T(1));
  MatrixRef<const T> a{da.data(), ar, ac, 1, ar}, b{db.data(), br, bc, 1, br};
  if (ta) a = a.transposed();
  if (tb) b = b.transposed();
  MatrixRef<T> c{dc.data(), m, n, 1, m};
  // the library's own count: run with options {} and compare times (printed as slices 0)
  std::vector<int> list = sl;
  list.insert(list.begin(), 0);
  for (int nsl : list) {
    std::vector<double> t;
    for (int r = 0; r < 23; ++r) {
      Kokkos::fence();
      auto t0 = std::chrono::steady_clock::now();
      K::template run<Exec, T>(exec, T(1), a, b, T(0), c, ScheduleOptions{.slices = nsl});
      Kokkos::fence();
      auto t1 = std::chrono::steady_clock::now();
      if (r >= 3) t.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
    }
    std::sort(t.begin(), t.end());
    std::printf("%dx%dx%d %s %s %s slices %d us %.1f\n", m, n, k, s.tr, sizeof(T) == 4 ? "f32" : "f64",
                K::name().c_str(), nsl, t[t.size() / 2]);
  }
  std::fflush(stdout);
}

template <class T, class... Ks>
void run_all(const std::vector<Sh>& shapes, const std::vector<int>& sl) {
  for (const Sh& s : shapes) (run_one<T, Ks>(s, sl), ...);
}

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  const bool val = argc > 1 && std::string(argv[1]) == "val";
  std::printf("concurrency %d\n", int(Exec().concurrency()));
  const std::vector<int> sl = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 24};
  using F64x64 = device::Gemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 3, .transposing = true, .rolled = true}>>;
  using F32x128 = device::Gemm<mainloop::Multistage<Tile{.bm = 32, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 1, .teams_per_sm = 6, .stages = 3, .transposing = true, .rolled = true}>>;
  using F128x128 = device::Gemm<mainloop::Multistage<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3}>>;
  if (val) {
    run_all<float, F64x64, F32x128, F128x128>(
        {{1000, 1000, 5000, "NN"}, {300, 3000, 3000, "TN"}, {777, 555, 9999, "NT"}, {2500, 200, 2000, "TT"},
         {3000, 3000, 500, "NN"}, {1500, 130, 12000, "NN"}, {200, 1800, 700, "NT"}, {5000, 96, 3000, "TN"}},
        sl);
  } else
  run_all<float, F64x64, F32x128, F128x128>(
      {{4095, 63, 8193, "NN"}, {14581, 238, 557, "NT"}, {97, 6977, 653, "TN"}, {89, 3907, 1559, "NN"},
       {47, 3989, 907, "NT"}, {135, 1284, 1749, "NN"}, {6079, 521, 67, "NT"}, {2048, 2048, 2048, "NN"}},
      sl);
  using D64x64 = device::Gemm<mainloop::MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true}>>;
  using D32x32 = device::Gemm<mainloop::RegisterStaged<Tile{.bm = 32, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 2, .teams_per_sm = 4}>>;
  using D64x128P = device::Gemm<mainloop::MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true}>, schedule::SplitK, operands::Packed>;
  if (val) {
    run_all<double, D64x64, D32x32, D64x128P>(
        {{1000, 1000, 5000, "NN"}, {300, 3000, 3000, "TN"}, {2500, 200, 2000, "NT"}, {700, 700, 20000, "TT"},
         {1800, 1800, 900, "NN"}, {5000, 96, 3000, "TN"}, {150, 2500, 1500, "NT"}},
        sl);
    return 0;
  }
  run_all<double, D64x64, D32x32, D64x128P>(
      {{8191, 33, 2049, "NT"}, {5387, 83, 479, "TN"}, {4373, 73, 439, "NN"}, {50, 17, 108574, "NT"},
       {20, 874, 9257, "TN"}, {269, 587, 6521, "NT"}, {255, 4095, 4097, "NN"}, {4095, 511, 8193, "NT"},
       {65, 4096, 8192, "NT"}, {4096, 4096, 4096, "NN"}},
      sl);
}
