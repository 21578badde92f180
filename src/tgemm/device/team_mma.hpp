#pragma once
// Rung 14: FP64 on tensor cores. Every double kernel below this rung feeds DFMA, whose peak
// on the H100 is 33.5 TFLOP/s, and the best of them ran at the board's 700 W cap with its
// clock pulled down (bench/NOTES.md, session 15). The H100's FP64 tensor cores (PTX
// mma.sync .f64, sm_80 and newer; the 16 x 8 shapes on sm_90) do the same IEEE double
// products and sums at twice that peak for less energy per FLOP, which is what cuBLAS' DGEMM
// runs. Here rung 11's kernel multiplies each slab warp by warp with them
// (warp::mma_f64_slab): 16 x 8 products of 16 x K and K x 8 blocks (K = 4 or 8) read from
// K-major scratch, a warp tile of 8 TM x 4 TN, each lane's share of it the TM x TN outputs
// rung 10's epilogue, split K and stream-K already handle. The slabs must be K-major, so the
// operands are packed (rung 12) or copied element by element (rung 11's Transposing). Float
// has no tensor-core product that rounds like FP32 FMAs, and devices without FP64 tensor
// cores (and host backends) run the same tiles on FMAs.

#include <tgemm/device/team_multistage.hpp>
#include <tgemm/device/team_packed.hpp>
#include <tgemm/device/team_stream_k.hpp>

namespace tgemm::device {

// TM x TN per thread (TM even, TN a multiple of 4): warp tiles of 8 TM x 4 TN, WarpsM of them
// along M; K values of k per product (4 or 8: m16n8k4 or m16n8k8). Rolled and Transposing as
// in rung 11.
template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages, bool Transposing = false,
          bool Rolled = false, int K = 4>
using TeamMmaFamily =
    TeamMultistageFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, TM / 2, TN / 4, Transposing, Rolled, false, K>;

// The packed operands on a stream-K schedule (rung 13) with the tensor-core mainloop. The
// default, 128x128x4 tiles of 32 x 64 warp tiles, 4 x 16 doubles per lane, three rolled
// stages of m16n8k4 products, is as fast as any measured configuration whose scratch (25 KB)
// fits the host backends' 32 KiB; on the H100 `auto` picks a faster one from the tuning
// table (64x128x8, three stages, 38 KB; bench/results/h100-2026-11-24-mma).
template <class Shape = TileShape<128, 128, 4>, int TM = 4, int TN = 16, int WarpsM = 4, int MinBlocks = 1,
          int Stages = 3, int K = 4>
using TeamMma = TeamPackedStreamK<TeamMmaFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, false, true, K>>;

}  // namespace tgemm::device
