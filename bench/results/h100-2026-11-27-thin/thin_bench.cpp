// Harness for device::Thin against cuBLAS (not built by the project).
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
#include <tgemm/device/thin.hpp>
#include <vector>

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
  using device::Thin;
  if constexpr (std::is_same_v<T, float>) {
    try_kernel<Thin<Tile{.bm = 128, .bn = 32, .bk = 128, .tm = 1, .tn = 32, .warps_m = 4, .teams_per_sm = 4}>>("thin 128x32x128 W4 B4", exec, M, alpha, beta, cu);
    try_kernel<Thin<Tile{.bm = 128, .bn = 16, .bk = 128, .tm = 1, .tn = 16, .warps_m = 4, .teams_per_sm = 6}>>("thin 128x16x128 W4 B6", exec, M, alpha, beta, cu);
    try_kernel<Thin<Tile{.bm = 256, .bn = 16, .bk = 256, .tm = 2, .tn = 16, .warps_m = 4, .teams_per_sm = 4}>>("thin 256x16x256 TM2 W4 B4", exec, M, alpha, beta, cu);
  } else {
    try_kernel<Thin<Tile{.bm = 64, .bn = 32, .bk = 64, .tm = 1, .tn = 32, .warps_m = 2, .teams_per_sm = 6}>>("thin 64x32x64 W2 B6", exec, M, alpha, beta, cu);
    try_kernel<Thin<Tile{.bm = 128, .bn = 16, .bk = 64, .tm = 1, .tn = 16, .warps_m = 4, .teams_per_sm = 4}>>("thin 128x16x64 W4 B4", exec, M, alpha, beta, cu);
    try_kernel<Thin<Tile{.bm = 64, .bn = 16, .bk = 128, .tm = 1, .tn = 16, .warps_m = 2, .teams_per_sm = 8}>>("thin 64x16x128 W2 B8", exec, M, alpha, beta, cu);
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
        {174, 1, 29781, 'T', 'T', false}, {3563, 2, 377, 'T', 'N', false}, {52, 3, 91950, 'N', 'T', false},
        {29, 2687, 3001, 'N', 'N', false}, {12, 482, 9268, 'N', 'T', false}, {8135, 21, 570, 'N', 'T', false},
        {6158, 82, 580, 'T', 'T', false}, {1, 29, 253, 'T', 'T', false},
        {1, 155, 98671, 'N', 'T', true}, {38, 4, 48537, 'T', 'N', true}, {8, 5, 51334, 'T', 'T', true},
        {1, 6, 14499, 'T', 'T', true}, {4, 14, 53337, 'N', 'N', true}, {8, 21, 98651, 'N', 'T', true},
        {3, 1107, 13515, 'N', 'N', true}, {7, 1071, 9805, 'N', 'T', true}, {2, 946, 8257, 'N', 'N', true},
        {2, 167, 47952, 'N', 'N', true}, {6, 1864, 14489, 'N', 'N', true}, {15301, 3, 186, 'T', 'T', true},
        {20, 874, 9257, 'T', 'N', true}, {25, 166, 10646, 'N', 'N', true}, {19, 1074, 6759, 'T', 'N', true},
        {144, 14, 139696, 'T', 'N', true}, {50, 17, 108574, 'N', 'T', true}, {13, 4878, 1324, 'N', 'N', true},
        {8616, 12, 81, 'N', 'N', true}, {4, 3882, 836, 'N', 'N', true}, {10, 14407, 149, 'T', 'N', true},
        {8191, 33, 2049, 'N', 'T', true}, {64, 64, 1000000, 'T', 'N', true}, {4096, 4096, 256, 'N', 'N', false},
    };
    for (const S& s : shapes) {
      if (s.dbl) shape<double>(h, exec, s.m, s.n, s.k, s.ta, s.tb, 0.0);
      else shape<float>(h, exec, s.m, s.n, s.k, s.ta, s.tb, 0.0f);
    }
    shape<double>(h, exec, 38, 4, 48537, 'T', 'N', 1.0);
    shape<float>(h, exec, 174, 1, 29781, 'T', 'T', 1.0f);
    cublasDestroy(h);
  }
  Kokkos::finalize();
}
