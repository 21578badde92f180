// th.cu: narrow C with a long K: the thin kernel (library tile and variants) at forced slice
// counts, and split-K tiles, against cuBLAS.
#include "../../h200-2026-11-27-odd-sizes/harness/common.hpp"
#include <tgemm/device/thin.hpp>

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h; cublasCreate(&h);
  using namespace tgemm::schedule;
  using mainloop::Multistage;
  using mainloop::MultistageMma;
  using device::Thin;
  using T64 = Thin<Tile{.bm = 64, .bn = 16, .bk = 128, .tm = 1, .tn = 16, .warps_m = 2, .teams_per_sm = 8}>;
  using T64w4 = Thin<Tile{.bm = 128, .bn = 16, .bk = 128, .tm = 1, .tn = 16, .warps_m = 4, .teams_per_sm = 4}>;
  using T64w1 = Thin<Tile{.bm = 32, .bn = 16, .bk = 128, .tm = 1, .tn = 16, .warps_m = 1, .teams_per_sm = 16}>;
  using T64k64 = Thin<Tile{.bm = 64, .bn = 16, .bk = 64, .tm = 1, .tn = 16, .warps_m = 2, .teams_per_sm = 8}>;
  using D2 = device::Gemm<MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>, SplitK>;
  using D1 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true}>, SplitK>;
  using T32 = Thin<Tile{.bm = 128, .bn = 32, .bk = 128, .tm = 1, .tn = 32, .warps_m = 4, .teams_per_sm = 4}>;
  using T32w2 = Thin<Tile{.bm = 64, .bn = 32, .bk = 128, .tm = 1, .tn = 32, .warps_m = 2, .teams_per_sm = 8}>;
  using F16 = device::Gemm<Multistage<Tile{.bm = 64, .bn = 16, .bk = 8, .tm = 8, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>, SplitK>;
  using F32 = device::Gemm<Multistage<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>, SplitK>;
  for (Sh s : std::vector<Sh>{{144, 14, 139696, "TN"}, {144, 14, 139696, "NN"}, {38, 4, 48537, "TN"}, {3717, 193, 16045, "TT"}}) {
    call_part<double, T64>(h, s, {0, 128, 512, 1024});
    call_part<double, T64w4>(h, s, {0, 512});
    call_part<double, T64w1>(h, s, {0, 512});
    call_part<double, T64k64>(h, s, {0, 512});
    call_part<double, D2>(h, s, {0, 256, 512});
    call_part<double, D1>(h, s, {0});
  }
  for (Sh s : std::vector<Sh>{{174, 1, 29781, "TT"}, {174, 1, 29781, "NN"}, {27, 2, 9135, "TT"}, {49, 2, 51617, "TN"}}) {
    call_part<float, T32>(h, s, {0, 64, 128, 256, 512});
    call_part<float, T32w2>(h, s, {0, 256});
    call_part<float, F16>(h, s, {0, 256, 512});
    call_part<float, F32>(h, s, {0, 512});
  }
}
