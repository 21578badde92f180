// Split K's reduction at small C: (1) reduce kernels alone over a workspace of slices x mn;
// (2) whole split-K calls at forced slice counts, against cuBLAS, at the sweep's large-k shapes.
// CUDA events on the instance's stream, median of 20 after 3 warm-ups.
#include "common.hpp"

template <class T> void reduce_old(const Exec& exec, const T* work, T* c, index_t mn, index_t slices) {
  Kokkos::parallel_for("old", Kokkos::RangePolicy<Exec, Kokkos::IndexType<index_t>>(exec, 0, mn), KOKKOS_LAMBDA(index_t e) {
    T sum = 0; for (index_t s = 0; s < slices; ++s) sum += work[s * mn + e]; c[e] = sum; });
}
template <class T, int U> void reduce_batched(const Exec& exec, const T* work, T* c, index_t mn, index_t slices) {
  Kokkos::parallel_for("batched", Kokkos::RangePolicy<Exec, Kokkos::IndexType<index_t>>(exec, 0, mn), KOKKOS_LAMBDA(index_t e) {
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

template <class T> void reduce_part(int mn, int slices) {
  Exec exec;
  Kokkos::View<T*, Kokkos::CudaSpace> w("w", std::size_t(mn) * slices), c("c", mn), c2("c2", mn);
  Kokkos::Random_XorShift64_Pool<Exec> pool(7); Kokkos::fill_random(w, pool, T(-1), T(1));
  const T* wp = w.data(); T* cp = c.data(); T* cp2 = c2.data();
  double t0 = time_us(exec, [&] { reduce_old<T>(exec, wp, cp, mn, slices); });
  double t8 = time_us(exec, [&] { reduce_batched<T, 8>(exec, wp, cp2, mn, slices); });
  MatrixRef<T> cm{cp2, mn, 1, 1, mn};
  int bad8 = 0; { reduce_batched<T, 8>(exec, wp, cp2, mn, slices); auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), c); auto h2 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), c2);
    for (int i = 0; i < mn; ++i) bad8 += h(i) != h2(i); }
  double t16 = time_us(exec, [&] { schedule::reduce_slices(exec, T(1), T(0), cm, wp, slices); });
  int bad = 0; double maxrel = 0; { auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), c); auto h2 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), c2);
    for (int i = 0; i < mn; ++i) { bad += h(i) != h2(i); maxrel = std::max(maxrel, double(std::abs(h(i) - h2(i)) / std::abs(h(i)))); } }
  std::printf("reduce %s mn %d slices %d: old %.1f us, batched8 %.1f us, library %.1f us, batched8 differing %d, library differing %d (max rel %.1e)\n", sizeof(T) == 4 ? "f32" : "f64", mn, slices, t0, t8, t16, bad8, bad, maxrel);
}

template <class T, class K> void call_slices(cublasHandle_t h, const Sh& s, std::vector<int> sl) {
  Exec exec;
  try { K::template check<Exec, T>(exec); } catch (...) { return; }
  const bool ta = s.tr[0] == 'T', tb = s.tr[1] == 'T';
  const int m = s.m, n = s.n, k = s.k, ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
  Kokkos::View<T*, Kokkos::CudaSpace> da("a", std::size_t(ar) * ac), db("b", std::size_t(br) * bc), dc("c", std::size_t(m) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(7); Kokkos::fill_random(da, pool, T(-1), T(1)); Kokkos::fill_random(db, pool, T(-1), T(1));
  MatrixRef<const T> a{da.data(), ar, ac, 1, ar}, b{db.data(), br, bc, 1, br};
  if (ta) a = a.transposed();
  if (tb) b = b.transposed();
  MatrixRef<T> c{dc.data(), m, n, 1, m};
  cublasSetStream(h, exec.cuda_stream());
  T one = 1, zero = 0;
  double tc = time_us(exec, [&] {
    if constexpr (sizeof(T) == 4) cublasSgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &one, da.data(), ar, db.data(), br, &zero, dc.data(), m);
    else cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &one, da.data(), ar, db.data(), br, &zero, dc.data(), m); });
  sl.insert(sl.begin(), 0);
  for (int nsl : sl) {
    double t = time_us(exec, [&] { K::template run<Exec, T>(exec, T(1), a, b, T(0), c, ScheduleOptions{.slices = nsl}); });
    std::printf("%dx%dx%d %s %s %s slices %d us %.1f cublas %.1f pct %.1f\n", m, n, k, s.tr, sizeof(T) == 4 ? "f32" : "f64", K::name().c_str(), nsl, t, tc, 100 * tc / t);
  }
  std::fflush(stdout);
}

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h; cublasCreate(&h);
  for (int mn : {6, 56, 850, 4096, 32768, 257985})
    for (int sl : {8, 64, 256, 1024}) { reduce_part<float>(mn, sl); reduce_part<double>(mn, sl); }
  const std::vector<int> sl = {64, 128, 256, 512, 1024};
  using F64x16 = device::Gemm<mainloop::Multistage<Tile{.bm = 64, .bn = 16, .bk = 8, .tm = 8, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>;
  using F32x32 = device::Gemm<mainloop::Multistage<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>;
  for (Sh s : std::vector<Sh>{{2, 3, 103925, "NT"}, {52, 3, 91950, "NT"}, {48, 5, 16339, "NT"}}) {
    call_slices<float, F64x16>(h, s, sl); call_slices<float, F32x32>(h, s, sl); }
  using D32 = device::Gemm<mainloop::MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>;
  using D32R = device::Gemm<mainloop::RegisterStaged<Tile{.bm = 32, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 2, .teams_per_sm = 4}>>;
  for (Sh s : std::vector<Sh>{{8, 5, 51334, "TT"}, {4, 14, 53337, "NN"}, {1, 6, 14499, "TT"}, {8, 21, 98651, "NT"}, {50, 17, 108574, "NT"}, {144, 14, 139696, "TN"}, {36, 4, 14433, "NT"}}) {
    call_slices<double, D32>(h, s, sl); call_slices<double, D32R>(h, s, sl); }
}
