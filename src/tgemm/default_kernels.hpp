#pragma once
// The kernel each rung of the ladder (ladder.hpp) runs, per scalar type. Register tiles are
// sized to the scalar: an 8 x 8 block of doubles alone would take 128 registers a thread.

#include <stdexcept>
#include <tgemm/kernels.hpp>
#include <tgemm/ladder.hpp>
#include <type_traits>

namespace tgemm {

template <class Scalar>
struct DefaultKernels {
  using naive_range = ladder::NaiveRange;
  using team_global = ladder::TeamGlobal<TileShape<32, 32, 32>>;
  using team_scratch = ladder::TeamScratch<TileShape<32, 32, 32>>;
  using team_tile_1d = ladder::TeamTile1D<TileShape<64, 64, 8>, 8>;
  using team_tile_2d = ladder::TeamTile2D<TileShape<128, 128, 8>, 8, 8>;
  using team_vector = ladder::TeamVector<TileShape<128, 128, 8>, 8, 8>;
  using team_padded = ladder::TeamPadded<TileShape<128, 128, 8>, 8, 8>;
  using team_double_buffer = ladder::TeamDoubleBuffer<TileShape<128, 128, 8>, 8, 8>;
  static constexpr Tile warp_tile{
      .bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 4, .teams_per_sm = 2};
  using team_warp_tile = device::Gemm<mainloop::WarpTile<warp_tile>, schedule::Tiles>;
  using team_split_k = device::Gemm<mainloop::WarpTile<warp_tile>, schedule::SplitK>;
  using team_specialized = device::Gemm<mainloop::RegisterStaged<warp_tile>, schedule::Tiles>;
  static constexpr Tile multistage{.bm = 128,
                                   .bn = 128,
                                   .bk = 8,
                                   .tm = 8,
                                   .tn = 16,
                                   .warps_m = 2,
                                   .teams_per_sm = 2,
                                   .stages = 3};
  using team_multistage = device::Gemm<mainloop::Multistage<multistage>, schedule::Tiles>;
  // Three stages of 128x256x8 (36 KB) exceed the host backends' 32 KiB of team scratch.
  static constexpr Tile packed{
      .bm = 128, .bn = 256, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1};
  using team_packed =
      device::Gemm<mainloop::Multistage<packed>, schedule::SplitK, operands::Packed>;
  using team_stream_k =
      device::Gemm<mainloop::Multistage<packed>, schedule::StreamK, operands::Packed>;
  // No tensor-core product rounds as FP32 FMAs do: float runs rung 13's kernel.
  using team_mma = team_stream_k;
};

template <>
struct DefaultKernels<double> : DefaultKernels<float> {
  using team_tile_2d = ladder::TeamTile2D<TileShape<64, 64, 8>, 4, 4>;
  using team_vector = ladder::TeamVector<TileShape<64, 64, 8>, 4, 4>;
  using team_padded = ladder::TeamPadded<TileShape<64, 64, 8>, 4, 4>;
  using team_double_buffer = ladder::TeamDoubleBuffer<TileShape<64, 64, 8>, 4, 4>;
  static constexpr Tile warp_tile{
      .bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 4, .warps_m = 4, .teams_per_sm = 2};
  using team_warp_tile = device::Gemm<mainloop::WarpTile<warp_tile>, schedule::Tiles>;
  using team_split_k = device::Gemm<mainloop::WarpTile<warp_tile>, schedule::SplitK>;
  using team_specialized = device::Gemm<mainloop::RegisterStaged<warp_tile>, schedule::Tiles>;
  static constexpr Tile multistage{
      .bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 4, .warps_m = 4, .teams_per_sm = 2, .stages = 3};
  using team_multistage = device::Gemm<mainloop::Multistage<multistage>, schedule::Tiles>;
  static constexpr Tile packed{
      .bm = 64, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 2};
  using team_packed =
      device::Gemm<mainloop::Multistage<packed>, schedule::SplitK, operands::Packed>;
  using team_stream_k =
      device::Gemm<mainloop::Multistage<packed>, schedule::StreamK, operands::Packed>;
  // Tiles of 128x128x4, 32 x 64 warp tiles, 4 x 16 doubles per lane, three rolled stages of
  // m16n8k4 products: as fast as any measured configuration whose scratch (25 KB) fits the
  // host backends' 32 KiB; on the H100 `auto` picks a faster one from the tuning table.
  static constexpr Tile mma{.bm = 128,
                            .bn = 128,
                            .bk = 4,
                            .tm = 4,
                            .tn = 16,
                            .warps_m = 4,
                            .teams_per_sm = 1,
                            .stages = 3,
                            .rolled = true};
  using team_mma = device::Gemm<mainloop::MultistageMma<mma>, schedule::StreamK, operands::Packed>;
};

// Calls f(std::type_identity<Kernel>{}) with the kernel of variant v for Scalar (every
// variant but automatic, whose kernel depends on the call).
template <class Scalar, class F>
decltype(auto) with_kernel(Variant v, F&& f) {
  using K = DefaultKernels<Scalar>;
  switch (v) {
#define TGEMM_DEFAULT_KERNEL_CASE(number, name, summary) \
  case Variant::name:                                    \
    return f(std::type_identity<typename K::name>{});
    TGEMM_LADDER(TGEMM_DEFAULT_KERNEL_CASE)
#undef TGEMM_DEFAULT_KERNEL_CASE
    case Variant::automatic:
      break;  // chosen per call: tgemm::tuning
  }
  throw std::invalid_argument("tgemm::gemm: argument 'variant' is not a tgemm::Variant");
}

}  // namespace tgemm
