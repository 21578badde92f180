// FP64 4096^3 and 8192^3, NN and TN (#30's last bar, 95 % of cuBLAS DGEMM): the in-place
// 64 x 128 x 16 tile (A1; op(B) a column slab at both, op(A) one at TN) with op(B)'s fragments
// loaded as now (all of a slab's 8 values of k first: 255 registers and a spill at NN) and in
// groups of 1 or 2 blocks of 16 columns used at once (Tile::b_group), beside the packed tile on
// split K (auto's pick at NN). Each checked against cuBLAS from a poisoned C, then timed in turn
// with cuBLAS (rounds of one run each, the first variant rotating, median of 20; cuBLAS last,
// the ratios' base).
// Usage: t29 [ROUNDS [N...]] (default 3 rounds of 4096 and 8192; other N, e.g. 1088, whose
// tiles along N are not all whole, mix bulk and cp.async tiles in one call). With T28_CHECK_ONLY
// set, the checks only (for compute-sanitizer).
// Build: KOKKOS=<CUDA Kokkos> bash ../h200-2026-11-28-staged-stores/mk.sh t29.cu t29
#include <functional>
#include <string>
#include "../h200-2026-12-04b-fp64-column-slabs/harness/turn.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
constexpr Tile kF64{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true};
constexpr Tile kF64A1{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true};
constexpr Tile kF64BG1{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true, .b_group = 1};
constexpr Tile kF64BG2{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true, .b_group = 2};
using SplitPacked = device::Gemm<MultistageMma<kF64>, SplitK, Packed>;
using SplitA1 = device::Gemm<MultistageMma<kF64A1>, SplitK>;
using SplitBG1 = device::Gemm<MultistageMma<kF64BG1>, SplitK>;
using SplitBG2 = device::Gemm<MultistageMma<kF64BG2>, SplitK>;

void shape(const CudaSession& s, int n, const char* op) {
  static std::uint64_t seed = 29;  // fresh operands every shape and round
  dgemm_square(s, n, op, ++seed * 1000003 + n, [&](std::vector<Variant>& vs, CRef a, CRef b, MatrixRef<T> c) {
    vs.push_back(gemm_variant<SplitPacked>("split packed 16", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitA1>("split A1", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitBG1>("split A1 BG1", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitBG2>("split A1 BG2", s.exec, a, b, c));
  }, std::getenv("T29_CHECK_ONLY") != nullptr);
}

int main(int argc, char** argv) {
  CudaSession session(argc, argv);
  square_rounds(argc, argv, [&](int n, const char* op) { shape(session, n, op); });
}
