// Small K with a large C: the SmallK kernel at several chunks against the current pick and cuBLAS.
#include "../h100-2026-11-27-gemv/common.hpp"
#include <cuda_profiler_api.h>
#include <string>
using namespace tgemm::tuning;

template <class T, class K> void one(cublasHandle_t h, const Sh& s) {
  Exec exec;
  try { K::template check<Exec, T>(exec); } catch (const std::exception& e) { std::printf("skip %s: %s\n", K::name().c_str(), e.what()); return; }
  const Operands<T> o(exec, h, s);
  auto mine = [&] {
    if constexpr (device::is_small_k<K>) K::template run<Exec, T, T, T>(exec, T(1), o.a, o.b, T(0), o.c);
    else K::template run<Exec, T>(exec, T(1), o.a, o.b, T(0), o.c);
  };
  const double tc1 = time_us(exec, [&] { o.cublas(h); });
  Kokkos::deep_copy(exec, o.dc, std::numeric_limits<T>::quiet_NaN());
  const double t = time_us(exec, mine);
  if (std::getenv("ONCE")) { cudaProfilerStart(); mine(); o.cublas(h); exec.fence(); cudaProfilerStop(); }
  const double tc2 = time_us(exec, [&] { o.cublas(h); });
  Kokkos::deep_copy(exec, o.dc, std::numeric_limits<T>::quiet_NaN());
  mine(); exec.fence();
  const double tc = std::min(tc1, tc2);
  std::printf("%dx%dx%d %s %s %-70s us %7.1f cublas %7.1f pct %6.1f err %.1e\n", s.m, s.n, s.k, s.tr, sizeof(T) == 4 ? "f32" : "f64", K::name().c_str(), t, tc, 100 * tc / t, o.err(exec, h));
  std::fflush(stdout);
}

using Pick32 = Gemm<Multistage<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 3, .transposing = true, .rolled = true}>>;
template <int BM, int BN, int BK, int TM, int TN, int B>
using SK = SmallK<Tile{.bm = BM, .bn = BN, .bk = BK, .tm = TM, .tn = TN, .warps_m = 1, .teams_per_sm = B}>;

template <class Tuple, class T> void check_all(const char* what) {
  Exec exec; int ok = 0, bad = 0;
  std::apply([&](auto... k) { ([&] { using K = decltype(k); try { K::template check<Exec, T>(exec); ++ok; } catch (const std::exception& e) { ++bad; std::printf("REJECT %s %s: %s\n", what, K::name().c_str(), e.what()); } }(), ...); }, Tuple{});
  std::printf("check %s: %d ok, %d rejected\n", what, ok, bad);
}
using Pick64 = Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true}>>;
using Big32 = Gemm<Multistage<Tile{.bm = 128, .bn = 256, .bk = 8, .tm = 8, .tn = 16, .warps_m = 1, .teams_per_sm = 1, .stages = 3, .rolled = true, .serpentine = true}>, StreamK, Packed>;
using Mid32 = Gemm<Multistage<Tile{.bm = 128, .bn = 32, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 6, .stages = 3, .transposing = true, .rolled = true}>>;
using Big64 = Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true}>, SplitK, Packed>;

int main(int argc, char** argv) {
  Kokkos::initialize(argc, argv);
  {
    cublasHandle_t h; cublasCreate(&h);
#ifndef NO_CHECK_ALL
    check_all<typename Candidates<GpuKernels, float>::type, float>("float");
    check_all<typename Candidates<GpuKernels, double>::type, double>("double");
#endif
    const std::vector<Sh> f32 = {{5279, 3433, 37, "NN"}, {4507, 4241, 43, "TN"}, {3502, 9751, 32, "NN"}, {9421, 2558, 52, "NN"},
                                 {6079, 521, 67, "NT"}, {8191, 1025, 65, "NT"}, {6506, 1990, 50, "TT"}, {820, 12917, 63, "TN"},
                                 {1021, 2039, 769, "NN"}, {4095, 4097, 1023, "NN"}, {4096, 4096, 1024, "NN"}, {4095, 63, 8193, "NN"}};
    for (const auto& s : f32) {
      one<float, Pick32>(h, s);
      one<float, Mid32>(h, s);
      one<float, Big32>(h, s);
    }
    const std::vector<Sh> f64 = {{3184, 5683, 36, "TN"}, {2561, 7742, 32, "NN"}, {1566, 4105, 31, "TN"}, {3373, 599, 37, "NT"}, {1021, 2039, 769, "NN"}, {4095, 4097, 1023, "NN"}, {4096, 4096, 1024, "NN"}, {4095, 63, 8193, "NN"}};
    for (const auto& s : f64) {
      one<double, Pick64>(h, s);
      one<double, Big64>(h, s);
    }
    cublasDestroy(h);
  }
  Kokkos::finalize();
}
