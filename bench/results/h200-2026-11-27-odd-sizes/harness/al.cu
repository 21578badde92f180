// In-place multistage candidates at shapes whose operands allow no 16-byte access (odd leading
// dimensions) and at aligned controls; argv[1] names the build in the output.
#include "common.hpp"

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h; cublasCreate(&h);
  using namespace tgemm::schedule;
  using namespace tgemm::operands;
  using mainloop::Multistage;
  using mainloop::MultistageMma;
  using F1 = device::Gemm<Multistage<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 3, .transposing = true, .rolled = true}>, SplitK>;
  using F2 = device::Gemm<Multistage<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3}>, SplitK>;
  using F3 = device::Gemm<Multistage<Tile{.bm = 256, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1, .stages = 3, .rolled = true, .serpentine = true}>, StreamK>;
  using F4 = device::Gemm<Multistage<Tile{.bm = 32, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 1, .teams_per_sm = 6, .stages = 3, .transposing = true, .rolled = true}>, SplitK>;
  using D1 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true}>, SplitK>;
  using D2 = device::Gemm<MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>, SplitK>;
  std::printf("build %s\n", argc > 1 ? argv[1] : "?");
  for (Sh s : std::vector<Sh>{{14581, 238, 557, "NT"}, {4095, 63, 8193, "NN"}, {5279, 3433, 37, "NN"}, {6661, 80, 1477, "NN"}, {3947, 47, 3499, "TN"}, {29, 2687, 3001, "NN"}, {6079, 521, 67, "NT"}, {2047, 2049, 2047, "TT"}, {4096, 4096, 4096, "NN"}, {2048, 2048, 2048, "NT"}, {1024, 1024, 1024, "TN"}}) {
    call_part<float, F1>(h, s, {0}); call_part<float, F2>(h, s, {0}); call_part<float, F3>(h, s, {0}); call_part<float, F4>(h, s, {0});
  }
  for (Sh s : std::vector<Sh>{{8191, 33, 2049, "NT"}, {5387, 83, 479, "TN"}, {3833, 119, 840, "TT"}, {12356, 39, 313, "TT"}, {2047, 256, 256, "NN"}, {4373, 73, 439, "NN"}, {1753, 443, 683, "NT"}, {1024, 1024, 1024, "NN"}, {2048, 2048, 2048, "TN"}}) {
    call_part<double, D1>(h, s, {0}); call_part<double, D2>(h, s, {0});
  }
}
