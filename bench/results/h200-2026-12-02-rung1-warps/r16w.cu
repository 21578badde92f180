// Half rung 1 (ladder::HalfMma, the library's TensorOpMainloop) on tiles of more warps: sixteen
// warps to a multiprocessor (four to a scheduler) instead of the library's eight, as one team
// of 512 threads or two of 256, warp tiles of 64 x 32 or 32 x 64 (128 registers a thread),
// and slabs 64 values deep; against the library's 128 x 256 x 32 tile (eight 64 x 64 warps, four
// stages) and cublasGemmEx with the same types. 4096^3 and 8192^3, NN and TN, f16 -> f32 and
// bf16 -> bf16. Per row: one checked run of each (C poisoned with NaN, relative norm difference
// from cuBLAS's C), 3 warm-ups, then 20 rounds timing them in turn (CUDA events); medians.
// `r16w MxNxK ...` only checks those shapes, all four transposes.
// Build: KOKKOS=... INC=... bash ../h200-2026-11-28-staged-stores/mk.sh r16w.cu r16w -Xptxas -v
#include "harness.hpp"

// 16-bit tiles, slabs of BK values of k.
template <int BK>
using Tiles = std::tuple<
    // the library's: eight warps of 64 x 64, four stages
    ladder::HalfMma<TensorOpTile{.bm = 128, .bn = 256, .bk = BK, .warps_m = 2, .warps_n = 4, .stages = 4}>,
    // sixteen warps of 64 x 32 or 32 x 64 in one team
    ladder::HalfMma<TensorOpTile{.bm = 256, .bn = 128, .bk = BK, .warps_m = 4, .warps_n = 4, .stages = 4}>,
    ladder::HalfMma<TensorOpTile{.bm = 128, .bn = 256, .bk = BK, .warps_m = 4, .warps_n = 4, .stages = 4}>,
    ladder::HalfMma<TensorOpTile{.bm = 128, .bn = 256, .bk = BK, .warps_m = 2, .warps_n = 8, .stages = 4}>,
    // two teams of eight 64 x 32 warps
    ladder::HalfMma<TensorOpTile{.bm = 128, .bn = 128, .bk = BK, .warps_m = 2, .warps_n = 4, .stages = 4, .teams_per_sm = 2}>,
    // sixteen warps, slabs twice as deep, three stages
    ladder::HalfMma<TensorOpTile{.bm = 256, .bn = 128, .bk = 2 * BK, .warps_m = 4, .warps_n = 4, .stages = 3}>,
    ladder::HalfMma<TensorOpTile{.bm = 128, .bn = 256, .bk = 2 * BK, .warps_m = 2, .warps_n = 8, .stages = 3}>>;

#include "harness_main.hpp"
