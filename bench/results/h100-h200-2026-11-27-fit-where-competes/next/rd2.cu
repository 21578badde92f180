// rd2.cu: split K's sum alone over a workspace of slices x mn: one thread per element in order
// (loads in groups of 8, the library's; and of 32), and a team of 32 per element (the library's
// reduce_slices_by_teams), FP32 and FP64, over mn and slices.
#include "../../h200-2026-11-27-odd-sizes/harness/common.hpp"
template <class T, int U> void in_order(const Exec& exec, const T* work, T* c, index_t mn, index_t slices) {
  Kokkos::parallel_for("in_order", Kokkos::RangePolicy<Exec, Kokkos::IndexType<index_t>>(exec, 0, mn), KOKKOS_LAMBDA(index_t e) {
    T sum = 0; index_t s = 0;
    for (; s + U <= slices; s += U) {
      T v[U];
#pragma unroll
      for (int j = 0; j < U; ++j) v[j] = work[(s + j) * mn + e];
#pragma unroll
      for (int j = 0; j < U; ++j) sum += v[j];
    }
    for (; s < slices; ++s) sum += work[s * mn + e];
    c[e] = sum; });
}
template <class T> void part(index_t mn, index_t slices) {
  Exec exec;
  Kokkos::View<T*, Kokkos::CudaSpace> w("w", std::size_t(mn) * slices), c("c", mn), c2("c2", mn);
  Kokkos::Random_XorShift64_Pool<Exec> pool(7); Kokkos::fill_random(w, pool, T(-1), T(1));
  const T* wp = w.data(); T* cp = c.data(); T* cp2 = c2.data();
  double t8 = time_us(exec, [&] { in_order<T, 8>(exec, wp, cp, mn, slices); });
  double t32 = time_us(exec, [&] { in_order<T, 32>(exec, wp, cp, mn, slices); });
  auto store = KOKKOS_LAMBDA(index_t e, T sum) { cp2[e] = sum; };
  double tt = time_us(exec, [&] { schedule::reduce_slices_by_teams(exec, mn, slices, wp, store); });
  std::printf("%s mn %7ld slices %4ld: in_order8 %7.1f us  in_order32 %7.1f us  teams %7.1f us  (%.0f MB)\n", sizeof(T) == 4 ? "f32" : "f64", long(mn), long(slices), t8, t32, tt, double(mn) * slices * sizeof(T) / 1e6);
  std::fflush(stdout);
}
int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  std::printf("concurrency %d\n", Exec().concurrency());
  for (index_t mn : {174, 1056, 2016, 4096, 8448, 16384, 33792, 65536})
    for (index_t sl : {16, 64, 128, 211, 512}) { part<float>(mn, sl); part<double>(mn, sl); }
}
