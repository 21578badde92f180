// The library's rung 15 (device::TmaGemm, device/tma_gemm.hpp) at FP64 4096^3 and 8192^3, NN and
// TN, in turn with the packed 16-deep pick, the in-place A1 tile and cuBLAS: each checked against
// cuBLAS from a poisoned C, then timed in turn (rounds of one run each, the first variant
// rotating, median of 20; cuBLAS last). Sizes off a multiple of 16 run the fallback at NN.
// Usage: t32 [ROUNDS [N...]]; T32_CHECK_ONLY: checks only.
// Build: KOKKOS=<CUDA Kokkos> bash ../h200-2026-11-28-staged-stores/mk.sh t32.cu t32
#include "../h200-2026-12-04b-fp64-column-slabs/harness/turn.hpp"

using namespace tgemm;
using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
constexpr Tile kF64{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true};
constexpr Tile kA1{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true};
using SplitPacked = device::Gemm<MultistageMma<kF64>, SplitK, Packed>;
using SplitA1 = device::Gemm<MultistageMma<kA1>, SplitK>;
using Tma = device::TmaGemm<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .mma_k = 8}>;

void shape(const CudaSession& s, int n, const char* op) {
  static std::uint64_t seed = 32;  // fresh operands every shape and round
  dgemm_square(s, n, op, ++seed * 1000003 + n, [&](std::vector<Variant>& vs, CRef a, CRef b, MatrixRef<T> c) {
    vs.push_back(gemm_variant<SplitPacked>("split packed 16", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitA1>("split A1 16", s.exec, a, b, c));
    vs.push_back(gemm_variant<Tma>("team_tma", s.exec, a, b, c));
  }, std::getenv("T32_CHECK_ONLY") != nullptr);
}

int main(int argc, char** argv) {
  CudaSession session(argc, argv);
  square_rounds(argc, argv, [&](int n, const char* op) { shape(session, n, op); });
}
