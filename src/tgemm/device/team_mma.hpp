#pragma once
// Rung 14: FP64 on tensor cores. Every double kernel below this rung feeds DFMA, whose peak
// on the H100 is 33.5 TFLOP/s, and the best of them ran at the board's 700 W cap with its
// clock pulled down (bench/NOTES.md, session 15). The H100's FP64 tensor cores (PTX
// mma.sync m8n8k4 .f64, sm_80 and newer) do the same IEEE double products and sums at twice
// that peak for less energy per FLOP, which is what cuBLAS' DGEMM runs. Here rung 11's
// kernel multiplies each slab warp by warp with them (warp::mma_f64_slab): 8 x 8 products
// of 8 x 4 and 4 x 8 blocks read from K-major scratch, a warp tile of 8 TM x 4 TN, each
// lane's share of it the TM x TN outputs rung 10's epilogue, split K and stream-K already
// handle. The slabs must be K-major, so the operands are packed (rung 12) or copied element
// by element (rung 11's Transposing). Float has no tensor-core product that rounds like FP32
// FMAs, and devices without FP64 tensor cores (and host backends) run the same tiles on
// FMAs.

#include <tgemm/device/team_multistage.hpp>
#include <tgemm/device/team_packed.hpp>
#include <tgemm/device/team_stream_k.hpp>

namespace tgemm::device {

// TM x TN per thread (TM even, TN a multiple of 4): warp tiles of 8 TM x 4 TN, WarpsM of them
// along M. Rolled and Transposing as in rung 11.
template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages, bool Transposing = false,
          bool Rolled = false>
using TeamMmaFamily =
    TeamMultistageFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, TM / 2, TN / 4, Transposing, Rolled, false, true>;

// The packed operands on a stream-K schedule (rung 13) with the tensor-core mainloop.
template <class Shape = TileShape<128, 128, 4>, int TM = 4, int TN = 16, int WarpsM = 4, int MinBlocks = 1,
          int Stages = 3>
using TeamMma = TeamPackedStreamK<TeamMmaFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, false, true>>;

}  // namespace tgemm::device
