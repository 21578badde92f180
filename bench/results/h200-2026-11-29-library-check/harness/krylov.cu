// Split K where C is small and K very long: the public suite's Krylov inner product
// (64 x 64 x 10^6 TN FP64, where auto runs the 32 x 32 FP64 tensor-core candidate) and the
// sweep's 144 x 14 x 139696 TN. The FP64 split-K candidates with 32 x 32 and 64 x 64 tiles,
// in place, slabs 8 and 16 deep, at forced slice counts (0: the library's), against
// cublasDgemm.
#include "../../h200-2026-11-27-odd-sizes/harness/common.hpp"

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h;
  cublasCreate(&h);
  using namespace tgemm::schedule;
  using namespace tgemm::operands;
  using mainloop::MultistageMma;
  // The candidates of tuning/candidates.hpp (split K, operands in place).
  using K32 = device::Gemm<MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>;
  using K64 = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true}>>;
  // Deeper slabs (16 values of k: 128-byte runs of a K-contiguous row; batched candidates).
  using K32d = device::Gemm<MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 2, .transposing = true}>>;
  using K64d = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 2, .transposing = true}>>;
  // The packed 64 x 128 tile (the FP64 4096^3 pick) on split K.
  using KP = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true}>, SplitK, Packed>;
  const std::vector<int> sl = {0, 128, 256, 396, 528, 792, 1056, 1584, 2112};
  for (Sh s : {Sh{64, 64, 1000000, "TN"}, Sh{144, 14, 139696, "TN"}, Sh{64, 64, 1000000, "NN"}}) {
    call_part<double, K32>(h, s, sl);
    call_part<double, K64>(h, s, sl);
    call_part<double, K32d>(h, s, sl);
    call_part<double, K64d>(h, s, sl);
    call_part<double, KP>(h, s, {0, 128, 264, 396, 528});
  }
}
