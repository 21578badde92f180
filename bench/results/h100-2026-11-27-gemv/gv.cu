// The GEMV kernel (device/gemv.hpp) at the sweep's vector shapes and a few larger ones, against
// cuBLAS and the kernels auto picked there, one process.
#include "common.hpp"
#include <tgemm/device/gemv.hpp>
using device::Gemv;
using G1 = Gemv<Tile{.bm = 16, .bn = 1, .bk = 256, .tm = 2, .tn = 1, .warps_m = 8, .teams_per_sm = 8}>;
using G2 = Gemv<Tile{.bm = 16, .bn = 1, .bk = 256, .tm = 2, .tn = 1, .warps_m = 8, .teams_per_sm = 4}>;
using G3 = Gemv<Tile{.bm = 32, .bn = 1, .bk = 128, .tm = 4, .tn = 1, .warps_m = 8, .teams_per_sm = 4}>;
using G4 = Gemv<Tile{.bm = 8, .bn = 1, .bk = 256, .tm = 1, .tn = 1, .warps_m = 8, .teams_per_sm = 4}>;
using G5 = Gemv<Tile{.bm = 16, .bn = 1, .bk = 128, .tm = 2, .tn = 1, .warps_m = 8, .teams_per_sm = 4}>;
using S64x16 = device::Gemm<mainloop::Multistage<Tile{.bm = 64, .bn = 16, .bk = 8, .tm = 8, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>;
using S32f = device::Gemm<mainloop::Multistage<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>;
using S32d = device::Gemm<mainloop::MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>;
using Th64 = device::Thin<Tile{.bm = 64, .bn = 16, .bk = 128, .tm = 1, .tn = 16, .warps_m = 2, .teams_per_sm = 8}>;
using Th32 = device::Thin<Tile{.bm = 128, .bn = 32, .bk = 128, .tm = 1, .tn = 32, .warps_m = 4, .teams_per_sm = 4}>;

template <class T> void gemvs(cublasHandle_t h, const Sh& s, std::vector<int> sl = {0}) {
  call_part<T, G1>(h, s, sl); call_part<T, G2>(h, s, sl); call_part<T, G3>(h, s, sl); call_part<T, G4>(h, s, sl); call_part<T, G5>(h, s, sl);
}
int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h; cublasCreate(&h);
  const bool quick = argc > 1;
  // the sweep's vector shapes, FP32, with auto's kernel there
  for (Sh s : {Sh{174, 1, 29781, "TT"}, Sh{174, 1, 29781, "NN"}, Sh{174, 1, 29781, "TN"}, Sh{174, 1, 29781, "NT"}}) {
    gemvs<float>(h, s, {0}); if (!quick) { call_part<float, S64x16>(h, s, {0}); call_part<float, Th32>(h, s, {0}); }
  }
  for (Sh s : {Sh{3626, 1, 81, "NT"}, Sh{1, 20, 6349, "TT"}, Sh{1, 271, 121, "NN"}, Sh{1, 29, 253, "TT"}, Sh{9493, 1, 116, "TT"},
               Sh{1918, 1, 18, "TN"}, Sh{1, 1468, 23, "TT"}, Sh{1, 10, 2, "TN"}}) {
    gemvs<float>(h, s); if (!quick) call_part<float, S32f>(h, s, {0});
  }
  for (Sh s : {Sh{1, 155, 98671, "NT"}, Sh{1, 155, 98671, "NN"}, Sh{1, 155, 98671, "TT"}, Sh{1, 155, 98671, "TN"}}) {
    gemvs<double>(h, s, {0}); if (!quick) { call_part<double, Th64>(h, s, {0}); call_part<double, S32d>(h, s, {0}); }
  }
  for (Sh s : {Sh{1, 50, 13174, "TN"}, Sh{534, 1, 3451, "NN"}, Sh{1, 6, 14499, "TT"}, Sh{1, 2, 6023, "TN"}, Sh{3907, 1, 184, "NN"}, Sh{1, 1320, 3, "TN"}}) {
    gemvs<double>(h, s); if (!quick) call_part<double, S32d>(h, s, {0});
  }
  // larger GEMVs
  for (Sh s : {Sh{8192, 1, 8192, "NN"}, Sh{8192, 1, 8192, "TN"}, Sh{1, 8192, 8192, "NN"}, Sh{1, 8192, 8192, "NT"}, Sh{100000, 1, 64, "NN"}, Sh{100000, 1, 64, "TN"}, Sh{64, 1, 1000000, "NN"}, Sh{1, 1, 1000000, "NN"}}) {
    gemvs<float>(h, s); gemvs<double>(h, s);
  }
  cublasDestroy(h);
}
