// 32 x 32 FP64 tensor-core tiles with deep slabs (16 or 32 values of k) in 3-5 stages, split K
// at a small C and a long K (cuBLAS's tile there), at teams per multiprocessor whose scratch
// fits (deep.cu asked for more and the launch check refused them).
#include "../../h200-2026-11-27-odd-sizes/harness/common.hpp"
using mainloop::MultistageMma;
template <int BK, int B, int S, int MK = 4>
using Split = device::Gemm<MultistageMma<Tile{.bm = 32, .bn = 32, .bk = BK, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = B, .stages = S, .transposing = true, .rolled = true, .mma_k = MK}>>;
template <class... K> void each(cublasHandle_t h, const Sh& s, const std::vector<int>& sl) { (call_part<double, K>(h, s, sl), ...); }
int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h;
  cublasCreate(&h);
  for (Sh s : {Sh{64, 64, 1000000, "TN"}, Sh{144, 14, 139696, "TN"}, Sh{104, 24, 39622, "TT"}, Sh{16, 160, 12812, "TT"}, Sh{25, 166, 10646, "NN"}, Sh{2047, 256, 256, "NN"}, Sh{20, 874, 9257, "TN"}})
    each<Split<8, 8, 3>, Split<16, 4, 4>, Split<16, 4, 3>, Split<32, 2, 4>, Split<32, 2, 5>, Split<32, 3, 3>, Split<32, 2, 4, 8>>(h, s, {0, 66, 132, 264, 396});
}
