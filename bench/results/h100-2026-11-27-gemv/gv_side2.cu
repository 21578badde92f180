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
  // the sweep's shapes with a side of 2: the GEMV kernel (a product per column) against cuBLAS
  for (Sh s : {Sh{2, 596, 15, "TT"}, Sh{59, 2, 819, "TN"}, Sh{242, 2, 131, "NT"}, Sh{45, 2, 1, "TN"}, Sh{2, 1640, 13879, "NT"}, Sh{19, 2, 3, "TT"}, Sh{3563, 2, 377, "TN"}, Sh{5020, 2, 25, "TN"}, Sh{308, 2, 350, "TN"}, Sh{11, 2, 238, "NN"}, Sh{2993, 2, 1005, "NT"}, Sh{15516, 2, 199, "TT"}, Sh{2, 6515, 26, "NT"}, Sh{2, 8129, 53, "TT"}, Sh{49, 2, 51617, "TN"}, Sh{2, 3, 103925, "NT"}, Sh{27, 2, 9135, "TT"}, Sh{2, 8, 58685, "NT"}, Sh{2, 35, 25907, "TN"}}) { call_part<float, G2>(h, s, {0}); call_part<float, G3>(h, s, {0}); }
  for (Sh s : {Sh{1, 2, 6023, "TN"}, Sh{632, 2, 4, "TT"}, Sh{2, 3370, 42, "TN"}, Sh{2, 946, 8257, "NN"}, Sh{4, 2, 68, "NT"}, Sh{5842, 2, 4, "NN"}, Sh{14, 2, 614, "TT"}, Sh{4417, 2, 28, "TN"}, Sh{2848, 2, 33, "TN"}, Sh{2908, 2, 138, "NN"}, Sh{2, 167, 47952, "NN"}, Sh{4, 2, 13259, "NT"}}) { call_part<double, G2>(h, s, {0}); call_part<double, G3>(h, s, {0}); }
  cublasDestroy(h);
}
