// Half rung 1 (ladder::HalfMma, the library's TensorOpMainloop) with each thread's copies of a
// slab held as one source pointer and one stride (not one 64-bit pointer per 16-byte chunk), on
// slabs 64 values deep (128-byte rows where an operand runs along K) and in more stages; against
// the 128 x 256 x 32 tile in four stages and cublasGemmEx with the same types. 4096^3 and 8192^3,
// NN and TN, f16 -> f32 and bf16 -> bf16. Per row: one checked run of each (C poisoned with NaN,
// relative norm difference from cuBLAS's C), 3 warm-ups, then 20 rounds timing them in turn (CUDA
// events); medians. `r64 MxNxK ...` only checks those shapes, all four transposes.
// Build: KOKKOS=... INC=... bash ../h200-2026-11-28-staged-stores/mk.sh r64.cu r64 -Xptxas -v
#include "../h200-2026-12-02-rung1-warps/harness.hpp"

// 16-bit tiles, slabs of BK values of k.
template <int BK>
using Tiles = std::tuple<
    // the library's: eight warps of 64 x 64, four stages
    ladder::HalfMma<TensorOpTile{.bm = 128, .bn = 256, .bk = BK, .warps_m = 2, .warps_n = 4, .stages = 4}>,
    // slabs twice as deep: 128-byte rows along K
    ladder::HalfMma<TensorOpTile{.bm = 128, .bn = 256, .bk = 2 * BK, .warps_m = 2, .warps_n = 4, .stages = 3}>,
    ladder::HalfMma<TensorOpTile{.bm = 256, .bn = 128, .bk = 2 * BK, .warps_m = 4, .warps_n = 2, .stages = 3}>,
    ladder::HalfMma<TensorOpTile{.bm = 128, .bn = 256, .bk = 2 * BK, .warps_m = 2, .warps_n = 4, .stages = 2}>,
    // five stages of the library's slabs
    ladder::HalfMma<TensorOpTile{.bm = 128, .bn = 256, .bk = BK, .warps_m = 2, .warps_n = 4, .stages = 5}>>;

#include "../h200-2026-12-02-rung1-warps/harness_main.hpp"
