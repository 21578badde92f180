// A/B harness for device::SmallK against cuBLAS, as run for results.txt (not built by the project).
// "old" is SmallKOld: git show 8e12889:src/tgemm/device/small_k.hpp with small_k -> small_k_old and
// SmallK -> SmallKOld, saved as small_k_old.hpp beside this file. Built with nvcc 13.0 against a
// Kokkos 4.6.99 CUDA install: nvcc -std=c++20 -O3 --generate-code=arch=compute_90a,code=[sm_90a]
// -extended-lambda -expt-relaxed-constexpr -I src -I team_kernels -isystem=KOKKOS/include -x cu
// sk_bench.cpp -LKOKKOS/lib -lkokkoscore -lkokkoscontainers -lcublas -lcuda -ldl
#include <Kokkos_Core.hpp>
#include <Kokkos_Random.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cublas_v2.h>
#include <string>
#include <tgemm/device/small_k.hpp>
#include <vector>
#include "small_k_old.hpp"

using namespace tgemm;
using Exec = Kokkos::Cuda;

template <class T>
struct Mats {
  Kokkos::View<T**, Kokkos::LayoutLeft> A, B, C, R, C0;
  MatrixRef<const T> a, b;
  MatrixRef<T> c;
};

template <class F>
double median_us(F&& f, cudaStream_t s) {
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  for (int i = 0; i < 3; ++i) f();
  std::vector<float> t;
  for (int i = 0; i < 20; ++i) {
    cudaEventRecord(e0, s);
    f();
    cudaEventRecord(e1, s);
    cudaEventSynchronize(e1);
    float ms = 0;
    cudaEventElapsedTime(&ms, e0, e1);
    t.push_back(ms * 1000);
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

template <class T>
double rel_err(const Kokkos::View<T**, Kokkos::LayoutLeft>& X, const Kokkos::View<T**, Kokkos::LayoutLeft>& R) {
  auto x = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), X);
  auto r = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), R);
  double num = 0, den = 0;
  for (size_t j = 0; j < x.extent(1); ++j)
    for (size_t i = 0; i < x.extent(0); ++i) {
      double d = double(x(i, j)) - double(r(i, j));
      num += d * d;
      den += double(r(i, j)) * double(r(i, j));
    }
  return std::sqrt(num / std::max(den, 1e-300));
}

template <class K, class T>
void try_kernel(const char* name, const Exec& exec, Mats<T>& M, T alpha, T beta, double cublas_us) {
  const size_t bytes = M.C.span() * sizeof(T);
  auto reset = [&] {
    if (beta != T(0)) cudaMemcpy(M.C.data(), M.C0.data(), bytes, cudaMemcpyDeviceToDevice);
    else cudaMemset(M.C.data(), 0xff, bytes);  // NaN
    cudaDeviceSynchronize();
  };
  auto f = [&] { K::template run<Exec, T>(exec, alpha, M.a, M.b, beta, M.c); };
  reset();
  f();
  exec.fence();
  const double err = rel_err(M.C, M.R);
  const double us = median_us(f, exec.cuda_stream());
  if (cudaError_t e = cudaDeviceSynchronize(); e != cudaSuccess) std::printf("CUDA error %s\n", cudaGetErrorString(e));
  std::printf("   %-44s %9.1f us  %6.1f %%  err %.1e\n", name, us, 100 * cublas_us / us, err);
}

template <class T>
void shape(cublasHandle_t h, const Exec& exec, int m, int n, int k, char ta, char tb, T beta) {
  Mats<T> M;
  const int ar = ta == 'N' ? m : k, ac = ta == 'N' ? k : m, br = tb == 'N' ? k : n, bc = tb == 'N' ? n : k;
  M.A = decltype(M.A)("A", ar, ac);
  M.B = decltype(M.B)("B", br, bc);
  M.C = decltype(M.C)("C", m, n);
  M.R = decltype(M.R)("R", m, n);
  M.C0 = decltype(M.C0)("C0", m, n);
  {
    std::vector<T> half(size_t(m) * n, T(0.5));
    cudaMemcpy(M.C0.data(), half.data(), half.size() * sizeof(T), cudaMemcpyHostToDevice);
  }
  Kokkos::Random_XorShift64_Pool<Exec> pool(12345 + m + n + k);
  Kokkos::fill_random(M.A, pool, T(-1), T(1));
  Kokkos::fill_random(M.B, pool, T(-1), T(1));
  M.a = make_matrix_ref(M.A, ta != 'N');
  M.b = make_matrix_ref(M.B, tb != 'N');
  M.c = make_matrix_ref(M.C);
  const T alpha = 1;
  auto cub = [&](Kokkos::View<T**, Kokkos::LayoutLeft>& X) {
    auto opa = ta == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T, opb = tb == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T;
    if constexpr (std::is_same_v<T, float>)
      cublasSgemm(h, opa, opb, m, n, k, &alpha, M.A.data(), ar, M.B.data(), br, &beta, X.data(), m);
    else
      cublasDgemm(h, opa, opb, m, n, k, &alpha, M.A.data(), ar, M.B.data(), br, &beta, X.data(), m);
  };
  cudaMemcpy(M.R.data(), M.C0.data(), M.C0.span() * sizeof(T), cudaMemcpyDeviceToDevice);
  cub(M.R);
  exec.fence();
  Kokkos::View<T**, Kokkos::LayoutLeft> W("W", m, n);
  const double cu = median_us([&] { cub(W); }, exec.cuda_stream());
  std::printf("%s %dx%dx%d %c%c beta %g: cuBLAS %.1f us\n", std::is_same_v<T, float> ? "float" : "double", m, n,
              k, ta, tb, double(beta), cu);
  using device::SmallK;
  using device::SmallKOld;
  if constexpr (std::is_same_v<T, float>) {
    constexpr Tile t32{.bm = 128, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 3};
    constexpr Tile t64{.bm = 128, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 1, .teams_per_sm = 2};
    constexpr Tile t64b4{.bm = 128, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 1, .teams_per_sm = 4};
    constexpr Tile t256{.bm = 256, .bn = 32, .bk = 16, .tm = 8, .tn = 4, .warps_m = 1, .teams_per_sm = 3};
    constexpr Tile t256b{.bm = 256, .bn = 64, .bk = 16, .tm = 8, .tn = 8, .warps_m = 1, .teams_per_sm = 2};
    try_kernel<SmallKOld<t32>>("old 128x32 TN4 B3", exec, M, alpha, beta, cu);
    try_kernel<SmallK<t32>>("new 128x32 TN4 B3", exec, M, alpha, beta, cu);
    try_kernel<SmallKOld<t64>>("old 128x64 TN8 B2", exec, M, alpha, beta, cu);
    try_kernel<SmallK<t64>>("new 128x64 TN8 B2", exec, M, alpha, beta, cu);
    try_kernel<SmallK<t64b4>>("new 128x64 TN8 B4", exec, M, alpha, beta, cu);
    try_kernel<SmallK<t256>>("new 256x32 TM8 TN4 B3", exec, M, alpha, beta, cu);
    try_kernel<SmallK<t256b>>("new 256x64 TM8 TN8 B2", exec, M, alpha, beta, cu);
  } else {
    constexpr Tile d64{.bm = 64, .bn = 64, .bk = 16, .tm = 2, .tn = 8, .warps_m = 1, .teams_per_sm = 2};
    constexpr Tile d32{.bm = 128, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 2};
    constexpr Tile d64b4{.bm = 64, .bn = 64, .bk = 16, .tm = 2, .tn = 8, .warps_m = 1, .teams_per_sm = 4};
    constexpr Tile d128b3{.bm = 128, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 3};
    try_kernel<SmallKOld<d64>>("old 64x64 TM2 TN8 B2", exec, M, alpha, beta, cu);
    try_kernel<SmallK<d64>>("new 64x64 TM2 TN8 B2", exec, M, alpha, beta, cu);
    try_kernel<SmallKOld<d32>>("old 128x32 TM4 TN4 B2", exec, M, alpha, beta, cu);
    try_kernel<SmallK<d32>>("new 128x32 TM4 TN4 B2", exec, M, alpha, beta, cu);
    try_kernel<SmallK<d64b4>>("new 64x64 TM2 TN8 B4", exec, M, alpha, beta, cu);
    try_kernel<SmallK<d128b3>>("new 128x32 TM4 TN4 B3", exec, M, alpha, beta, cu);
  }
}

int main(int argc, char** argv) {
  setvbuf(stdout, nullptr, _IONBF, 0);
  Kokkos::initialize(argc, argv);
  {
    Exec exec;
    cublasHandle_t h;
    cublasCreate(&h);
    cublasSetStream(h, exec.cuda_stream());
    struct S { int m, n, k; char ta, tb; bool dbl; };
    const S shapes[] = {
        {12370, 1607, 3, 'N', 'N', false}, {12372, 1607, 3, 'N', 'N', false},
        {3361, 5913, 1, 'N', 'T', false},  {3364, 5913, 1, 'N', 'T', false},
        {520, 11656, 1, 'T', 'N', false},  {1368, 2816, 2, 'T', 'N', false},
        {4051, 11414, 14, 'T', 'T', false}, {4052, 11414, 14, 'T', 'T', false},
        {3502, 9751, 32, 'N', 'N', false}, {2047, 4097, 15, 'N', 'N', false},
        {441, 6668, 16, 'N', 'T', false},
        {4366, 3982, 2, 'T', 'N', false}, {8781, 3532, 6, 'T', 'N', false},
        {5903, 3261, 5, 'N', 'N', false}, {6839, 554, 5, 'T', 'N', false},
        {1707, 2824, 1, 'T', 'N', true},   {11931, 1038, 10, 'T', 'N', true},
        {3849, 11081, 1, 'T', 'T', true},  {5434, 8697, 2, 'T', 'T', true},   {12400, 1292, 4, 'T', 'N', true},
        {4323, 3446, 11, 'T', 'N', true},  {3581, 1394, 2, 'N', 'N', true},
        {4324, 3446, 11, 'T', 'N', true},
    };
    for (const S& s : shapes) {
      if (s.dbl) shape<double>(h, exec, s.m, s.n, s.k, s.ta, s.tb, 0.0);
      else shape<float>(h, exec, s.m, s.n, s.k, s.ta, s.tb, 0.0f);
    }
    shape<float>(h, exec, 12372, 1607, 3, 'N', 'N', 1.0f);
    shape<float>(h, exec, 12370, 1607, 3, 'N', 'N', 1.0f);
    shape<double>(h, exec, 12400, 1292, 4, 'T', 'N', 1.0);
    cublasDestroy(h);
  }
  Kokkos::finalize();
}
