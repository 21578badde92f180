#pragma once
// Every kernel type, for header-only use of a chosen one:
//
//   #include <tgemm/kernels.hpp>
//   using Tile = tgemm::device::Gemm<tgemm::mainloop::RegisterStaged<tgemm::Tile{.bm = 64, .bn =
//   128,
//                                        .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm =
//                                        3}>>;
//   tgemm::gemm<Tile>(exec, "N", "N", alpha, A, B, beta, C);
//
// The teaching rungs 0-7 (tgemm::ladder::NaiveRange, TeamScratch<TileShape<...>>, ...) and
// the composed kernels (device::Gemm<Mainloop, Schedule, Operands>). A translation unit that
// only calls tgemm::gemm (tgemm/gemm.hpp) needs none of this: the compiled library holds them.

#include <tgemm/device/dots.hpp>
#include <tgemm/device/gemm.hpp>
#include <tgemm/device/gemv.hpp>
#include <tgemm/device/small_k.hpp>
#include <tgemm/device/thin.hpp>
#include <tgemm/ladder/naive_range.hpp>
#include <tgemm/ladder/team_double_buffer.hpp>
#include <tgemm/ladder/team_global.hpp>
#include <tgemm/ladder/team_padded.hpp>
#include <tgemm/ladder/team_scratch.hpp>
#include <tgemm/ladder/team_tile_1d.hpp>
#include <tgemm/ladder/team_tile_2d.hpp>
#include <tgemm/ladder/team_vector.hpp>
#include <tgemm/mainloop/multistage.hpp>
#include <tgemm/mainloop/register_staged.hpp>
#include <tgemm/mainloop/warp_tile.hpp>
#include <tgemm/operands/in_place.hpp>
#include <tgemm/operands/packed.hpp>
#include <tgemm/schedule/split_k.hpp>
#include <tgemm/schedule/stream_k.hpp>
