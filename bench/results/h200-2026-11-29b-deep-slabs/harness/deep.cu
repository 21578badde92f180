// FP64 tensor-core tiles with deep slabs (16 or 32 values of k) and more stages, as cuBLAS
// runs its DGEMMs where team-gemm lags (Nsight Compute, ../h200-2026-11-29-library-check):
// 32 x 32 x 32 in 5 stages with split K at a small C and a long K, 64 x 64 x 32 in 3 stages
// unsplit. Each tile at the FP64 shapes furthest below cuBLAS in the sweep and the public
// suite, against the library's current picks there, split K at the library's slice count (0)
// and forced ones, against cublasDgemm.
#include "../../h200-2026-11-27-odd-sizes/harness/common.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
template <int BM, int BN, int BK, int TM, int TN, int WM, int B, int S, int MK = 4>
using Split = device::Gemm<MultistageMma<Tile{.bm = BM, .bn = BN, .bk = BK, .tm = TM, .tn = TN, .warps_m = WM, .teams_per_sm = B, .stages = S, .transposing = true, .rolled = true, .mma_k = MK}>>;
template <int BM, int BN, int BK, int TM, int TN, int WM, int B, int S, int MK = 4>
using InPlaceSK = device::Gemm<MultistageMma<Tile{.bm = BM, .bn = BN, .bk = BK, .tm = TM, .tn = TN, .warps_m = WM, .teams_per_sm = B, .stages = S, .transposing = true, .rolled = true, .mma_k = MK}>, StreamK>;
template <int BM, int BN, int BK, int TM, int TN, int WM, int B, int S, int MK = 4>
using PackedSK = device::Gemm<MultistageMma<Tile{.bm = BM, .bn = BN, .bk = BK, .tm = TM, .tn = TN, .warps_m = WM, .teams_per_sm = B, .stages = S, .rolled = true, .mma_k = MK}>, StreamK, Packed>;
template <int BM, int BN, int BK, int TM, int TN, int WM, int B, int S, int MK = 4>
using PackedSplit = device::Gemm<MultistageMma<Tile{.bm = BM, .bn = BN, .bk = BK, .tm = TM, .tn = TN, .warps_m = WM, .teams_per_sm = B, .stages = S, .rolled = true, .mma_k = MK}>, SplitK, Packed>;

template <class... K> void each(cublasHandle_t h, const Sh& s, const std::vector<int>& sl) { (call_part<double, K>(h, s, sl), ...); }

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h;
  cublasCreate(&h);
  const std::string only = argc > 1 ? argv[1] : "";
  // Small C, long K: split K.
  const std::vector<int> sl = {0, 66, 132, 264, 396};
  for (Sh s : {Sh{64, 64, 1000000, "TN"}, Sh{144, 14, 139696, "TN"}, Sh{104, 24, 39622, "TT"}, Sh{16, 160, 12812, "TT"}, Sh{25, 166, 10646, "NN"}}) {
    if (only != "" && only != "long") continue;
    each<Split<32, 32, 8, 4, 4, 1, 8, 3>,      // current pick
         Split<64, 64, 8, 4, 8, 2, 3, 3>,      // current pick
         Split<32, 32, 16, 4, 4, 1, 8, 4>, Split<32, 32, 32, 4, 4, 1, 4, 4>, Split<32, 32, 32, 4, 4, 1, 4, 5>,
         Split<32, 32, 32, 4, 4, 1, 4, 4, 8>, Split<64, 64, 16, 4, 8, 2, 3, 4>, Split<64, 64, 32, 4, 8, 2, 2, 3>,
         Split<64, 64, 32, 4, 8, 2, 2, 3, 8>>(h, s, sl);
  }
  // Mid sizes and large: unsplit or few slices.
  for (Sh s : {Sh{2047, 256, 256, "NN"}, Sh{5387, 83, 479, "TN"}, Sh{65, 4096, 8192, "NT"}, Sh{3833, 119, 840, "TT"}, Sh{4185, 215, 2638, "NN"}, Sh{1686, 3995, 5062, "TN"}, Sh{4096, 4096, 4096, "NN"}, Sh{4096, 4096, 4096, "TN"}}) {
    if (only != "" && only != "mid") continue;
    const bool big = s.m * double(s.n) * s.k > 1e10;
    each<Split<64, 64, 8, 4, 8, 2, 3, 3>, InPlaceSK<64, 64, 8, 4, 8, 2, 3, 3>,
         Split<64, 64, 16, 4, 8, 2, 3, 4>, Split<64, 64, 32, 4, 8, 2, 2, 3>, Split<64, 64, 32, 4, 8, 2, 2, 3, 8>,
         InPlaceSK<64, 64, 32, 4, 8, 2, 2, 3>, InPlaceSK<64, 64, 32, 4, 8, 2, 2, 3, 8>,
         Split<64, 128, 16, 4, 16, 2, 2, 3>, InPlaceSK<128, 128, 16, 4, 16, 4, 1, 3, 8>>(h, s, {0});
    if (big)
      each<PackedSplit<64, 128, 8, 4, 16, 2, 2, 3>, PackedSK<128, 128, 8, 4, 16, 4, 1, 2, 8>,
           PackedSplit<64, 128, 16, 4, 16, 2, 2, 3>, PackedSK<64, 128, 16, 4, 16, 2, 2, 3, 8>,
           PackedSK<128, 128, 16, 4, 16, 4, 1, 3, 8>, PackedSK<128, 128, 32, 4, 16, 4, 1, 2, 8>>(h, s, {0});
  }
}
