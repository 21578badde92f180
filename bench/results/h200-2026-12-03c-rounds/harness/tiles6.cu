// FP64 at 4096^3 and 8192^3, NN and TN: the library's pick (packed 64 x 128 x 16, split K,
// m16n8k4) against the same tiles reading the operands in place (an operand unit-stride along
// K copied into column slabs, warp::MmaColumnSlab: no packing pass), timed in turn with
// cublasDgemm (rounds of one run each, first variant rotating; median of 20). `ncu` as the
// first argument runs the kernels and cuBLAS twice each at 4096^3 NN, for Nsight Compute.
// Copied from ../../h200-2026-12-02c-fp64-mainloop/tiles.cu.
// Build: KOKKOS=... bash ../../h200-2026-11-28-staged-stores/mk.sh tiles6.cu tiles6 -Xptxas -v
#include <functional>
#include <string>
#include "../../h200-2026-11-27-odd-sizes/harness/common.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
template <int BM, int BN, int BK, int TM, int TN, int WM, int B, int S, int MK>
using PackedSplit = device::Gemm<MultistageMma<Tile{.bm = BM, .bn = BN, .bk = BK, .tm = TM, .tn = TN, .warps_m = WM, .teams_per_sm = B, .stages = S, .rolled = true, .mma_k = MK}>, SplitK, Packed>;

template <int BM, int BN, int BK, int TM, int TN, int WM, int B, int S, int MK>
using PackedStreamK = device::Gemm<MultistageMma<Tile{.bm = BM, .bn = BN, .bk = BK, .tm = TM, .tn = TN, .warps_m = WM, .teams_per_sm = B, .stages = S, .rolled = true, .mma_k = MK}>, StreamK, Packed>;

template <int BM, int BN, int BK, int TM, int TN, int WM, int B, int S, int MK>
using InPlaceSplit = device::Gemm<MultistageMma<Tile{.bm = BM, .bn = BN, .bk = BK, .tm = TM, .tn = TN, .warps_m = WM, .teams_per_sm = B, .stages = S, .rolled = true, .mma_k = MK}>, SplitK>;

template <int BM, int BN, int BK, int TM, int TN, int WM, int B, int S, int MK>
using InPlaceStreamK = device::Gemm<MultistageMma<Tile{.bm = BM, .bn = BN, .bk = BK, .tm = TM, .tn = TN, .warps_m = WM, .teams_per_sm = B, .stages = S, .rolled = true, .mma_k = MK}>, StreamK>;

struct Variant {
  std::string name;
  std::function<void()> run;
};

static void turn(const Exec& exec, const char* label, std::vector<Variant>& vs, const std::function<double()>& err, double flop) {
  const int n = int(vs.size()), rounds = 20;
  std::vector<std::vector<double>> t(n);
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  for (auto& v : vs) { v.run(); v.run(); }
  exec.fence();
  for (int r = 0; r < rounds; ++r)
    for (int j = 0; j < n; ++j) {
      auto& v = vs[(r + j) % n];
      cudaEventRecord(a, exec.cuda_stream());
      v.run();
      cudaEventRecord(b, exec.cuda_stream());
      cudaEventSynchronize(b);
      float ms;
      cudaEventElapsedTime(&ms, a, b);
      t[(r + j) % n].push_back(ms);
    }
  std::vector<double> med(n);
  for (int j = 0; j < n; ++j) {
    std::sort(t[j].begin(), t[j].end());
    med[j] = t[j][rounds / 2];
  }
  for (int j = 0; j < n; ++j)
    std::printf("%s %-72s %8.3f ms %6.2f TFLOP/s %6.1f %% of cublas\n", label, vs[j].name.c_str(), med[j], flop / med[j] * 1e-9, 100 * med[n - 1] / med[j]);
  std::fflush(stdout);
}

template <class... K>
void shape(const Exec& exec, cublasHandle_t h, int n, const char* op, bool ncu) {
  using T = double;
  Kokkos::View<T*, Kokkos::CudaSpace> da("a", std::size_t(n) * n), db("b", std::size_t(n) * n), dc("c", std::size_t(n) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(11);
  Kokkos::fill_random(da, pool, T(-1), T(1));
  Kokkos::fill_random(db, pool, T(-1), T(1));
  const bool ta = op[0] == 'T';
  MatrixRef<const T> a{da.data(), n, n, 1, n}, b{db.data(), n, n, 1, n};
  if (ta) a = a.transposed();
  MatrixRef<T> c{dc.data(), n, n, 1, n};
  const T one = 1, zero = 0;
  std::vector<Variant> vs;
  (vs.push_back({K::name(), [&, a, b, c] { K::template run<Exec, T>(exec, T(1), a, b, T(0), c, ScheduleOptions{}); }}), ...);
  vs.push_back({"cublas", [&] { cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, da.data(), n, db.data(), n, &zero, dc.data(), n); }});
  if (ncu) {
    for (auto& v : vs) { v.run(); v.run(); }
    exec.fence();
    return;
  }
  char label[32];
  std::snprintf(label, sizeof label, "f64 %d^3 %s", n, op);
  for (auto& v : vs) {
    if (v.name == "cublas") continue;
    Kokkos::deep_copy(dc, T(0.0 / 0.0));  // poisoned
    v.run();
    exec.fence();
    std::printf("%s %-72s err %.1e\n", label, v.name.c_str(), rel_err<T>(exec, h, ta, false, n, n, n, da, n, db, n, dc));
  }
  turn(exec, label, vs, {}, 2.0 * n * n * double(n));
}

#define KERNELS                                                                                \
  PackedSplit<64, 128, 16, 4, 16, 2, 2, 3, 4>, InPlaceSplit<64, 128, 16, 4, 16, 2, 2, 3, 4>,   \
      InPlaceStreamK<64, 128, 16, 4, 16, 2, 2, 3, 4>, InPlaceSplit<128, 64, 16, 4, 16, 4, 2, 3, 4>


int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  Exec exec;
  cublasHandle_t h;
  cublasCreate(&h);
  cublasSetStream(h, exec.cuda_stream());
  const bool ncu = argc > 1 && std::string(argv[1]) == "ncu";
  if (ncu) {
    shape<KERNELS>(exec, h, 4096, "NN", true);
    return 0;
  }
  for (int rep = 0; rep < 2; ++rep) {
    shape<KERNELS>(exec, h, 4096, "NN", false);
    shape<KERNELS>(exec, h, 4096, "TN", false);
    shape<KERNELS>(exec, h, 8192, "NN", false);
    shape<KERNELS>(exec, h, 8192, "TN", false);
  }
}
