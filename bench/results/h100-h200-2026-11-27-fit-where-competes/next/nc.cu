// nc.cu: one run each (after a warm-up) of the kernels at the sweep's remaining weak shapes, for
// Nsight Compute: 174x1x29781 TT FP32 (thin, 64x16 split K, cuBLAS) and 144x14x139696 TN FP64
// (32x32 split K, thin, cuBLAS).
#include "../../h200-2026-11-27-odd-sizes/harness/common.hpp"
#include <tgemm/device/thin.hpp>
template <class T, class K> void once(cublasHandle_t h, const Sh& s, bool cublas) {
  Exec exec;
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
  for (int r = 0; r < 2; ++r) {
    if (cublas) {
      if constexpr (sizeof(T) == 4) cublasSgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &one, da.data(), ar, db.data(), br, &zero, dc.data(), m);
      else cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &one, da.data(), ar, db.data(), br, &zero, dc.data(), m);
    } else {
      K::template run<Exec, T>(exec, T(1), a, b, T(0), c, ScheduleOptions{});
    }
    exec.fence();
  }
}
int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h; cublasCreate(&h);
  using namespace tgemm::schedule;
  using mainloop::Multistage;
  using mainloop::MultistageMma;
  using T32 = device::Thin<Tile{.bm = 128, .bn = 32, .bk = 128, .tm = 1, .tn = 32, .warps_m = 4, .teams_per_sm = 4}>;
  using F16 = device::Gemm<Multistage<Tile{.bm = 64, .bn = 16, .bk = 8, .tm = 8, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>, SplitK>;
  using T64 = device::Thin<Tile{.bm = 64, .bn = 16, .bk = 128, .tm = 1, .tn = 16, .warps_m = 2, .teams_per_sm = 8}>;
  using D2 = device::Gemm<MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>, SplitK>;
  Sh a{174, 1, 29781, "TT"}, b{144, 14, 139696, "TN"};
  once<float, T32>(h, a, false); once<float, F16>(h, a, false); once<float, T32>(h, a, true);
  once<double, D2>(h, b, false); once<double, T64>(h, b, false); once<double, D2>(h, b, true);
}
