// Batched harness (bh3.cu with another list): FP32 kernels and cuBLAS strided batched,
// LayoutRight batches, beta 0; each round runs cuBLAS and every kernel once (in turn), median
// of 20 rounds after 3 warm-ups. Variations of the serpentine FP32 256³ row (candidate 21) for
// LayoutRight NT:
//   0  64 x 64 x 16 transposing, two stages, serpentine (candidate 21, the row)
//   1  kernel 0 at six teams an SM (launch bounds)
//   2  kernel 0 at five teams an SM
//   3  64 x 64 x 8, three stages, serpentine
//   4  kernel 0 not serpentine at six teams an SM (bh3's kernel 4)
#include <Kokkos_Core.hpp>
#include <Kokkos_Random.hpp>
#include <cublas_v2.h>
#include <tgemm/tuning/batched_candidates.hpp>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
#include <cmath>
using namespace tgemm;
using Exec = Kokkos::Cuda;
template <class T> using Batch = Kokkos::View<T***, Kokkos::LayoutRight, Kokkos::CudaSpace>;

template <class T> struct Extra { using type = std::tuple<>; };
// clang-format off
template <> struct Extra<float> { using type = std::tuple<
  device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 2, .transposing = true, .serpentine = true}>>,
  device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 6, .stages = 2, .transposing = true, .serpentine = true}>>,
  device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 5, .stages = 2, .transposing = true, .serpentine = true}>>,
  device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 3, .transposing = true, .serpentine = true}>>,
  device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 6, .stages = 2, .transposing = true}>>>; };
// clang-format on
template <class T, class F> void with_candidate(int i, F&& f) {
  constexpr int nc = 0;
  using L = typename Extra<T>::type;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((int(I) + nc == i ? f(std::type_identity<std::tuple_element_t<I, L>>{}) : void()), ...);
  }(std::make_index_sequence<std::tuple_size_v<L>>{});
}

int g_reps = 20, g_nb = 0;
bool g_swap = false;
template <class F> double median_ms(F&& f) {
  if (g_reps == 0) return 1.0;
  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
  for (int i = 0; i < 3; ++i) f();
  std::vector<float> t;
  for (int i = 0; i < 20; ++i) { cudaEventRecord(a); f(); cudaEventRecord(b); cudaEventSynchronize(b); float ms; cudaEventElapsedTime(&ms, a, b); t.push_back(ms); }
  std::sort(t.begin(), t.end()); return 0.5 * (t[9] + t[10]);
}

template <class T> double rel_err(const Batch<T>& x, const Batch<T>& ref) {
  double num = 0, den = 0;
  const T* xp = x.data(); const T* rp = ref.data();
  Kokkos::parallel_reduce(Kokkos::RangePolicy<Exec>(0, x.size()), KOKKOS_LAMBDA(long i, double& s) {
    double d = double(xp[i]) - double(rp[i]); s += (d == d) ? d * d : 1e300; }, num);
  Kokkos::parallel_reduce(Kokkos::RangePolicy<Exec>(0, x.size()), KOKKOS_LAMBDA(long i, double& s) { s += double(rp[i]) * rp[i]; }, den);
  return std::sqrt(num / den);
}

template <class T> void run_case(cublasHandle_t h, int nb, int s, char ta, char tb, T beta, const std::vector<int>& only) {
  const int m = s, n = s, k = s;
  Batch<T> A("A", nb, ta == 'T' ? k : m, ta == 'T' ? m : k), B("B", nb, tb == 'T' ? n : k, tb == 'T' ? k : n), C("C", nb, m, n), C0("C0", nb, m, n), R("R", nb, m, n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(1234 + s);
  Kokkos::fill_random(A, pool, T(-1), T(1)); Kokkos::fill_random(B, pool, T(-1), T(1)); Kokkos::fill_random(C0, pool, T(-1), T(1));
  Kokkos::fence();
  auto bA = device::make_batch_ref(A); auto bB = device::make_batch_ref(B); auto bC = device::make_batch_ref(C);
  auto p = device::make_batched_problem<T>(ta == 'T' ? "T" : "N", tb == 'T' ? "T" : "N", device::BatchRef<const T>(bA), device::BatchRef<const T>(bB), bC);
  // C^T = op(B)^T op(A)^T: B's operand first, C viewed transposed
  const device::BatchRef<T> bCt{bC.data, bC.count, bC.cols, bC.rows, bC.batch_stride, bC.col_stride, bC.row_stride};
  auto ps = device::make_batched_problem<T>(tb == 'T' ? "N" : "T", ta == 'T' ? "N" : "T", device::BatchRef<const T>(bB), device::BatchRef<const T>(bA), bCt);
  const T alpha = 1;
  auto reset = [&] { Kokkos::deep_copy(C, C0); };
  auto cub = [&](const Batch<T>& out) {
    const cublasOperation_t oa = ta == 'T' ? CUBLAS_OP_T : CUBLAS_OP_N, ob = tb == 'T' ? CUBLAS_OP_T : CUBLAS_OP_N;
    const int lda = A.extent(2), ldb = B.extent(2);
    const long long sa = A.stride(0), sb = B.stride(0), sc = out.stride(0);
    if constexpr (sizeof(T) == 4) cublasSgemmStridedBatched(h, ob, oa, n, m, k, &alpha, B.data(), ldb, sb, A.data(), lda, sa, &beta, out.data(), n, sc, nb);
    else cublasDgemmStridedBatched(h, ob, oa, n, m, k, &alpha, B.data(), ldb, sb, A.data(), lda, sa, &beta, out.data(), n, sc, nb);
  };
  Kokkos::deep_copy(R, C0); cub(R); cudaDeviceSynchronize();
  // timings of beta != 0 rewrite C every run: fine for timing (the values grow, speed does not change)
  Kokkos::deep_copy(C, C0);
  const double flop = 2.0 * nb * double(m) * n * k;
  char shape[64]; snprintf(shape, 64, "%dx%d^3-%c%c", nb, s, ta, tb);
  const int nc = int(std::tuple_size_v<typename Extra<T>::type>);
  std::vector<int> ks;
  for (int i = 0; i < nc; ++i) if (only.empty() || std::find(only.begin(), only.end(), i) != only.end()) ks.push_back(i);
  std::vector<std::string> names(ks.size());
  std::vector<double> errs(ks.size());
  auto run = [&](int j) { with_candidate<T>(ks[j], [&](auto kk) { names[j] = decltype(kk)::type::name(); decltype(kk)::type::template run<Exec, T>(Exec(), alpha, p, beta); }); };
  for (std::size_t j = 0; j < ks.size(); ++j) {  // correctness: C poisoned first
    Kokkos::deep_copy(C, std::numeric_limits<T>::quiet_NaN());
    Kokkos::fence(); run(int(j)); Kokkos::fence();
    errs[j] = rel_err(C, R);
  }
  // in turn: each round cuBLAS, then every kernel, one run each
  std::vector<std::vector<float>> t(ks.size() + 1);
  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
  for (int r = -3; r < g_reps; ++r)
    for (std::size_t j = 0; j <= ks.size(); ++j) {
      cudaEventRecord(a);
      if (j == 0) cub(C); else run(int(j) - 1);
      cudaEventRecord(b); cudaEventSynchronize(b);
      float ms; cudaEventElapsedTime(&ms, a, b);
      if (r >= 0) t[j].push_back(ms);
    }
  auto med = [](std::vector<float> v) { if (v.empty()) return 1.0; std::sort(v.begin(), v.end()); return double(v[v.size() / 2]); };  // --reps0: checks only
  const double tc = med(t[0]);
  printf("%-18s %-6s %-4s %-12s %8.4f ms %9.1f GF/s %6.1f %%\n", shape, sizeof(T) == 4 ? "float" : "double", "b0", "cublas", tc, flop / tc * 1e-6, 100.0);
  for (std::size_t j = 0; j < ks.size(); ++j) {
    const double tj = med(t[j + 1]);
    printf("%-18s %-6s %-4s cand:%-7d %8.4f ms %9.1f GF/s %6.1f %%  err %.1e  %s\n", shape, sizeof(T) == 4 ? "float" : "double", "b0", ks[j], tj, flop / tj * 1e-6, 100.0 * tc / tj, errs[j], names[j].c_str());
  }
  fflush(stdout);
}

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h; cublasCreate(&h);
  bool beta1 = false; std::string dt = "both"; std::vector<int> sizes = {16, 32, 64, 128, 256};
  std::vector<int> only; std::string tr = "NN,NT,TN,TT";
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--beta1")) beta1 = true;
    else if (!strcmp(argv[i], "--dt")) dt = argv[++i];
    else if (!strcmp(argv[i], "--sizes")) { sizes.clear(); for (char* t = strtok(argv[++i], ","); t; t = strtok(nullptr, ",")) sizes.push_back(atoi(t)); }
    else if (!strcmp(argv[i], "--only")) { for (char* t = strtok(argv[++i], ","); t; t = strtok(nullptr, ",")) only.push_back(atoi(t)); }
    else if (!strcmp(argv[i], "--tr")) tr = argv[++i];
    else if (!strcmp(argv[i], "--nb")) g_nb = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--reps0")) g_reps = 0;
    else if (!strcmp(argv[i], "--swap")) g_swap = true;
  }
  for (int s : sizes) {
    const int nb = g_nb ? g_nb : s == 16 ? 100000 : s <= 64 ? 10000 : 1000;
    for (int t = 0; t + 1 < int(tr.size()); t += 3) {
      const char ta = tr[t], tb = tr[t + 1];
      if (dt != "double") { run_case<float>(h, nb, s, ta, tb, 0.f, only); if (beta1) run_case<float>(h, nb, s, ta, tb, 1.f, only); }
      if (dt != "float") { run_case<double>(h, nb, s, ta, tb, 0.0, only); if (beta1) run_case<double>(h, nb, s, ta, tb, 1.0, only); }
    }
  }
  cublasDestroy(h);
}
