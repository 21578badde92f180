// Split K's second kernel, the sum of the slices' partial sums (schedule::reduce_slices), as
// the library now runs it (several lanes to an element where C leaves the threads room,
// reduce_lanes_for) against the rule before it (a team of 32 lanes per element only where
// 8 * mn * 32 fits the device's thread slots and there are 128 slices or more, else a thread
// per element adding its slices eight loads at a time). Each case: mn elements and `slices`
// partial sums as split K leaves them (work[s * mn + e]); both kernels' C against a sum in
// long double on the host (relative norm difference), then 20 rounds timing them in turn
// (CUDA events), medians. The cases are the (C, slices) pairs of split-K products in the sweep
// and the suite (144 x 14 x 139696 with the 32 x 32 x 8 tile: 2016 elements, 211 slices).
// Build: KOKKOS=... INC=... bash ../h200-2026-11-28-staged-stores/mk.sh reduce.cu reduce
#include <Kokkos_Core.hpp>
#include <Kokkos_Random.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <tgemm/schedule/split_k.hpp>
#include <vector>

using namespace tgemm;
using Exec = Kokkos::Cuda;

// The reduction before the change, as it was in schedule/split_k.hpp.
template <class Scalar>
void old_reduce(const Exec& exec, Scalar alpha, const MatrixRef<Scalar>& C, const Scalar* work,
                index_t slices) {
  const index_t m = C.rows, n = C.cols, mn = m * n;
  constexpr int lanes = 32;
  if (slices >= 4 * lanes && 8 * mn * lanes <= index_t(exec.concurrency())) {
    using Policy = Kokkos::TeamPolicy<Exec, Kokkos::IndexType<index_t>>;
    Kokkos::parallel_for(
        "old_reduce_teams", Policy(exec, mn, lanes),
        KOKKOS_LAMBDA(const typename Policy::member_type& member) {
          const index_t e = member.league_rank();
          Scalar sum = 0;
          Kokkos::parallel_reduce(
              Kokkos::TeamThreadRange(member, slices),
              [&](index_t s, Scalar& part) { part += work[s * mn + e]; }, sum);
          Kokkos::single(Kokkos::PerTeam(member), [&] { C(e % m, e / m) = alpha * sum; });
        });
    return;
  }
  Kokkos::parallel_for(
      "old_reduce_threads", Kokkos::RangePolicy<Exec, Kokkos::IndexType<index_t>>(exec, 0, mn),
      KOKKOS_LAMBDA(index_t e) {
        constexpr int G = 8;
        Scalar sum = 0;
        index_t s = 0;
        for (; s + G <= slices; s += G) {
          Scalar v[G];
          for (int j = 0; j < G; ++j) v[j] = work[(s + j) * mn + e];
          for (int j = 0; j < G; ++j) sum += v[j];
        }
        for (; s < slices; ++s) sum += work[s * mn + e];
        C(e % m, e / m) = alpha * sum;
      });
}

float time_ms(const Exec& exec, const std::function<void()>& f) {
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  cudaEventRecord(e0, exec.cuda_stream());
  f();
  cudaEventRecord(e1, exec.cuda_stream());
  cudaEventSynchronize(e1);
  float ms;
  cudaEventElapsedTime(&ms, e0, e1);
  cudaEventDestroy(e0);
  cudaEventDestroy(e1);
  return ms;
}

template <class Scalar>
void one(const char* label, index_t m, index_t n, index_t slices) {
  Exec exec;
  const index_t mn = m * n;
  Kokkos::View<Scalar*> work("work", std::size_t(slices * mn)), C("C", std::size_t(mn));
  Kokkos::Random_XorShift64_Pool<Exec> pool(20261202 + mn + slices);
  Kokkos::fill_random(work, pool, Scalar(-1), Scalar(1));
  auto hw = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), work);
  std::vector<long double> ref(mn, 0.0L);
  for (index_t s = 0; s < slices; ++s)
    for (index_t e = 0; e < mn; ++e) ref[e] += hw(s * mn + e);
  const MatrixRef<Scalar> c{C.data(), m, n, 1, m};
  std::vector<std::function<void()>> runs = {
      [&] { old_reduce<Scalar>(exec, Scalar(1), c, work.data(), slices); },
      [&] { schedule::reduce_slices<Exec, Scalar, Scalar>(exec, Scalar(1), Scalar(0), c, work.data(), slices); }};
  double err[2];
  for (int i = 0; i < 2; ++i) {
    Kokkos::deep_copy(C, Scalar(NAN));
    runs[i]();
    exec.fence();
    auto hc = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
    long double d = 0, r = 0;
    for (index_t e = 0; e < mn; ++e) {
      const long double x = hc(e) - ref[e];
      d += x * x;
      r += ref[e] * ref[e];
    }
    err[i] = std::isfinite(double(d)) ? double(std::sqrt(d / r)) : INFINITY;
  }
  std::vector<std::vector<float>> t(2);
  for (int w = 0; w < 3; ++w)
    for (auto& f : runs) time_ms(exec, f);
  for (int r = 0; r < 20; ++r)
    for (int i = 0; i < 2; ++i) t[i].push_back(time_ms(exec, runs[i]));
  double med[2];
  for (int i = 0; i < 2; ++i) {
    std::sort(t[i].begin(), t[i].end());
    med[i] = 0.5 * (t[i][9] + t[i][10]) * 1e3;
  }
  std::printf("%-34s %-6s mn %7ld slices %4ld lanes %2d | before %7.2f us err %.1e | now %7.2f us err %.1e | %.2fx\n",
              label, sizeof(Scalar) == 8 ? "double" : "float", long(mn), long(slices),
              schedule::reduce_lanes_for(mn, slices, index_t(exec.concurrency())), med[0], err[0],
              med[1], err[1], med[0] / med[1]);
}

int main(int argc, char** argv) {
  Kokkos::initialize(argc, argv);
  {
    std::printf("%s, %d thread slots\n", Exec().cuda_device_prop().name, Exec().concurrency());
    struct Case { const char* label; index_t m, n, slices; };
    // C and slice counts of split-K picks (slices from schedule::split_k_slices for the tile)
    const Case cases[] = {
        {"144x14x139696, 32x32x8 tile", 144, 14, 211},
        {"144x14x139696, 32x32x16 tile", 144, 14, 105},
        {"104x24x39622, 32x32x8 tile", 104, 24, 264},
        {"50x17x108574, 32x32x8 tile", 50, 17, 512},
        {"4x14x53337, 32x32x8 tile", 4, 14, 512},
        {"64x64x1e6, 64x64x16 tile", 64, 64, 256},
        {"16x160x12812, 32x32x8 tile", 16, 160, 200},
        {"2x946x8257, 32x32x8 tile", 2, 946, 35},
        {"7x1071x9805, 32x32x8 tile", 7, 1071, 31},
        {"6x1864x14489, 32x32x8 tile", 6, 1864, 17},
        {"65x4096x8192, 32x32x8 tile", 65, 4096, 5},
        {"8191x33x2049, 64x64x8 tile", 8191, 33, 3},
        {"255x4095x4097, 64x64x8 tile", 255, 4095, 3},
        {"100x100, 64 slices", 100, 100, 64},
        {"200x200, 16 slices", 200, 200, 16},
    };
    for (const Case& c : cases) {
      one<double>(c.label, c.m, c.n, c.slices);
      one<float>(c.label, c.m, c.n, c.slices);
    }
  }
  Kokkos::finalize();
}
