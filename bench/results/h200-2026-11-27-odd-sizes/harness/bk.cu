// FP64 tensor-core tiles deeper in K (bk 16, 32; m16n8k8) against the packed 64 x 128 x 8 tile,
// where Kokkos 4's team scratch allows them ("skip" lines name the bytes the rest need).
#include "common.hpp"

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h; cublasCreate(&h);
  using namespace tgemm::schedule;
  using namespace tgemm::operands;
  using mainloop::MultistageMma;
  using K0 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true}>, SplitK, Packed>;
  using K1 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  using K2 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 32, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 1, .stages = 3, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  using K3 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 1, .stages = 4, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  using K4 = device::Gemm<MultistageMma<Tile{.bm = 128, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 3, .rolled = true, .mma_k = 8}>, StreamK, Packed>;
  using K5 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 2, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  using K6 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 2, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  using K7 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 1, .stages = 2, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  const bool big = argc > 1;
  std::vector<Sh> shapes = {{3717, 193, 16045, "TT"}, {6565, 298, 2351, "NT"}, {3833, 119, 840, "TT"}, {4095, 511, 8193, "NT"}, {1753, 443, 683, "NT"}, {2047, 256, 256, "NN"}, {4096, 4096, 4096, "NN"}, {4096, 4096, 4096, "TN"}};
  if (big) shapes.push_back({8192, 8192, 8192, "NN"});
  for (Sh s : shapes) {
    call_part<double, K0>(h, s, {0}); call_part<double, K1>(h, s, {0}); call_part<double, K2>(h, s, {0});
    call_part<double, K3>(h, s, {0}); call_part<double, K4>(h, s, {0});
    call_part<double, K5>(h, s, {0}); call_part<double, K6>(h, s, {0}); call_part<double, K7>(h, s, {0});
  }
}
