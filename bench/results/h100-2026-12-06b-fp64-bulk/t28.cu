// FP64 4096^3 and 8192^3, NN and TN (#30's last bar, 95 % of cuBLAS DGEMM): the packed
// 64 x 128 x 16 tile on split K (auto's pick at both cubes) with its slabs copied as now (16-byte
// cp.async copies by every thread) and by bulk copies (Tile::bulk_copies: one cp.async.bulk a
// slab row, issued by warp 0, counted on an mbarrier a stage), 16 deep (three stages or four),
// 8 deep, 32 deep (two stages); at TN the in-place A1 tile (the 4096^3 TN row). Each checked against cuBLAS from a poisoned C, then timed in turn with
// cuBLAS (rounds of one run each, the first variant rotating, median of 20; cuBLAS last, the
// ratios' base).
// Usage: t28 [ROUNDS [N...]] (default 3 rounds of 4096 and 8192; other N, e.g. 1088, whose
// tiles along N are not all whole, mix bulk and cp.async tiles in one call). With T28_CHECK_ONLY
// set, the checks only (for compute-sanitizer).
// Build: KOKKOS=<CUDA Kokkos> bash ../h200-2026-11-28-staged-stores/mk.sh t28.cu t28
#include <functional>
#include <string>
#include "../h200-2026-12-04b-fp64-column-slabs/harness/turn.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
constexpr Tile kF64{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true};
constexpr Tile kF64BC{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .bulk_copies = true};
constexpr Tile kF64K8BC{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .bulk_copies = true};
constexpr Tile kF64S4BC{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 4, .rolled = true, .bulk_copies = true};
constexpr Tile kF64K32BC{.bm = 64, .bn = 128, .bk = 32, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 2, .rolled = true, .bulk_copies = true};
constexpr Tile kF64A1{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true};
using SplitPacked = device::Gemm<MultistageMma<kF64>, SplitK, Packed>;
using SplitPackedBC = device::Gemm<MultistageMma<kF64BC>, SplitK, Packed>;
using SplitPacked8BC = device::Gemm<MultistageMma<kF64K8BC>, SplitK, Packed>;
using SplitPackedS4BC = device::Gemm<MultistageMma<kF64S4BC>, SplitK, Packed>;
using SplitPacked32BC = device::Gemm<MultistageMma<kF64K32BC>, SplitK, Packed>;
using SplitA1 = device::Gemm<MultistageMma<kF64A1>, SplitK>;

void shape(const CudaSession& s, int n, const char* op) {
  static std::uint64_t seed = 28;  // fresh operands every shape and round
  dgemm_square(s, n, op, ++seed * 1000003 + n, [&](std::vector<Variant>& vs, CRef a, CRef b, MatrixRef<T> c) {
    vs.push_back(gemm_variant<SplitPacked>("split packed 16", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitPackedBC>("split packed 16 BC", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitPacked8BC>("split packed 8 BC", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitPackedS4BC>("split packed 16 BC S4", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitPacked32BC>("split packed 32 S2 BC", s.exec, a, b, c));
    if (op[0] == 'T') vs.push_back(gemm_variant<SplitA1>("split A1", s.exec, a, b, c));
  }, std::getenv("T28_CHECK_ONLY") != nullptr);
}

int main(int argc, char** argv) {
  CudaSession session(argc, argv);
  square_rounds(argc, argv, [&](int n, const char* op) { shape(session, n, op); });
}
