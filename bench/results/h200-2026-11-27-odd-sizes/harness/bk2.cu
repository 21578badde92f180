// FP64: the packed 64 x 128 x 8 tile, 64 x 64 x 16 tiles (packed, split K and stream K; in place)
// and the in-place 64 x 64 x 8 candidate at FP64 shapes where auto picked the packed tile.
#include "common.hpp"

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h; cublasCreate(&h);
  using namespace tgemm::schedule;
  using namespace tgemm::operands;
  using mainloop::MultistageMma;
  using K0 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true}>, SplitK, Packed>;
  using K6 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 2, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  using K6b = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 2, .stages = 2, .rolled = true, .mma_k = 8}>, SplitK, Packed>;
  using K6s = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 2, .rolled = true, .mma_k = 8}>, StreamK, Packed>;
  using T6 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 2, .transposing = true, .rolled = true, .mma_k = 8}>, SplitK>;
  using D1 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true}>, SplitK>;
  std::vector<Sh> shapes = {{3717, 193, 16045, "TT"}, {6565, 298, 2351, "NT"}, {3833, 119, 840, "TT"}, {4095, 511, 8193, "NT"}, {1753, 443, 683, "NT"}, {2047, 256, 256, "NN"}, {4185, 215, 2638, "NN"}, {82, 12097, 753, "TT"}, {255, 4095, 4097, "NN"}, {1024, 2049, 4097, "TT"}, {4096, 4096, 4096, "NN"}, {2048, 2048, 2048, "TN"}};
  for (Sh s : shapes) {
    call_part<double, K0>(h, s, {0}); call_part<double, K6>(h, s, {0}); call_part<double, K6b>(h, s, {0});
    call_part<double, K6s>(h, s, {0}); call_part<double, T6>(h, s, {0}); call_part<double, D1>(h, s, {0});
  }
}
