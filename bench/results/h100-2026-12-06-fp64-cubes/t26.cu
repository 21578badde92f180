// FP64 4096^3 and 8192^3, NN and TN (#30's last bar, 95 % of cuBLAS DGEMM), on the H100: the
// candidates the H100's tuner timed near auto's pick, each timed in turn with cuBLAS (rounds of
// one run each, the first variant rotating, median of 20; the last variant is cuBLAS, the
// ratios' base), each checked against cuBLAS first from a poisoned C:
//   split packed 16: the packed 64 x 128 x 16 tile (m16n8k4, three stages) on split K, the
//     committed rows' pick at both cubes; with tiles in bands of 8 rows too;
//   split packed 8: the same tile 8 deep;
//   split A1: the 64 x 128 x 16 tile reading op(A) in place, A's column-slab values one double
//     a load (the 2048^3 row's pick);
//   stream packed 16: the packed tile on stream K;
//   split packed 24 / 32 S2: the packed tile 24 deep (three stages, 110.6 KB a team, two teams
//     a multiprocessor) or 32 deep with two stages: a slab boundary, where a warp's first
//     fragment loads of the slab wait behind the barrier, every 6 or 8 products of k instead of 4.
// -DTGEMM_T27 (binaries t27b0, t27b1): only the pick and A1, each with bands of 8 too, for
// builds of a tree with t27-tree.diff applied, without and with -DTGEMM_XP_B1=1 (op(B)'s
// column-slab values loaded one double at a time, as A1 does op(A)'s).
// Usage: t26 [ROUNDS] (default 3): the whole set ROUNDS times.
// Build: [INC=<tree>] KOKKOS=<CUDA Kokkos> bash ../h200-2026-11-28-staged-stores/mk.sh t26.cu
//   t26 [-DTGEMM_T27 -DTGEMM_XP_B1=0|1]
#include <functional>
#include <string>
#include "../h200-2026-12-04b-fp64-column-slabs/harness/turn.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
constexpr Tile kF64{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true};
constexpr Tile kF64K8{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true};
constexpr Tile kF64K24{.bm = 64, .bn = 128, .bk = 24, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true};
constexpr Tile kF64K32{.bm = 64, .bn = 128, .bk = 32, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 2, .rolled = true};
constexpr Tile kF64A1{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true};
using SplitPacked = device::Gemm<MultistageMma<kF64>, SplitK, Packed>;
using SplitPacked8 = device::Gemm<MultistageMma<kF64K8>, SplitK, Packed>;
using SplitPacked24 = device::Gemm<MultistageMma<kF64K24>, SplitK, Packed>;
using SplitPacked32 = device::Gemm<MultistageMma<kF64K32>, SplitK, Packed>;
using SplitA1 = device::Gemm<MultistageMma<kF64A1>, SplitK>;
using StreamPacked = device::Gemm<MultistageMma<kF64>, StreamK, Packed>;

void shape(const CudaSession& s, int n, const char* op) {
  static std::uint64_t seed = 26;  // fresh operands every shape and round
  dgemm_square(s, n, op, ++seed * 1000003 + n, [&](std::vector<Variant>& vs, CRef a, CRef b, MatrixRef<T> c) {
    const ScheduleOptions band8{.band_rows = 8};
    vs.push_back(gemm_variant<SplitPacked>("split packed 16", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitPacked>("split packed 16 band 8", s.exec, a, b, c, band8));
#ifndef TGEMM_T27
    vs.push_back(gemm_variant<SplitPacked8>("split packed 8", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitPacked24>("split packed 24", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitPacked32>("split packed 32 S2", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitA1>("split A1", s.exec, a, b, c));
    vs.push_back(gemm_variant<StreamPacked>("stream packed 16", s.exec, a, b, c));
#else
    vs.push_back(gemm_variant<SplitA1>("split A1", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitA1>("split A1 band 8", s.exec, a, b, c, band8));
#endif
  });
}

int main(int argc, char** argv) {
  CudaSession session(argc, argv);
  square_rounds(argc, argv, [&](int n, const char* op) { shape(session, n, op); });
}
