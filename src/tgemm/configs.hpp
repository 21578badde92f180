#pragma once
// The tile configuration each Variant runs with, per scalar type. Register tiles are sized
// to the scalar: an 8 x 8 block of doubles alone would take 128 registers a thread.

#include <tgemm/device/naive_range.hpp>
#include <tgemm/device/team_double_buffer.hpp>
#include <tgemm/device/team_global.hpp>
#include <tgemm/device/team_padded.hpp>
#include <tgemm/device/team_scratch.hpp>
#include <tgemm/device/team_mma.hpp>
#include <tgemm/device/team_multistage.hpp>
#include <tgemm/device/team_packed.hpp>
#include <tgemm/device/team_specialized.hpp>
#include <tgemm/device/team_stream_k.hpp>
#include <tgemm/device/team_tile_1d.hpp>
#include <tgemm/device/team_tile_2d.hpp>
#include <tgemm/device/team_vector.hpp>
#include <tgemm/device/team_warp_tile.hpp>
#include <tgemm/variant.hpp>

#include <stdexcept>
#include <type_traits>

namespace tgemm {

template <class Scalar>
struct DefaultKernels {
  using naive_range = device::NaiveRange;
  using team_global = device::TeamGlobal<TileShape<32, 32, 32>>;
  using team_scratch = device::TeamScratch<TileShape<32, 32, 32>>;
  using team_tile_1d = device::TeamTile1D<TileShape<64, 64, 8>, 8>;
  using team_tile_2d = device::TeamTile2D<TileShape<128, 128, 8>, 8, 8>;
  using team_vector = device::TeamVector<TileShape<128, 128, 8>, 8, 8>;
  using team_padded = device::TeamPadded<TileShape<128, 128, 8>, 8, 8>;
  using team_double_buffer = device::TeamDoubleBuffer<TileShape<128, 128, 8>, 8, 8>;
  using team_warp_tile = device::TeamWarpTile<TileShape<128, 128, 8>, 8, 8, 4>;
  using team_specialized = device::TeamSpecialized<TileShape<128, 128, 8>, 8, 8, 4>;
  using team_multistage = device::TeamMultistage<TileShape<128, 128, 8>, 8, 16, 2, 2, 3>;
  // Three stages of 128x256x8 (36 KB) exceed the host backends' 32 KiB of team scratch.
  using team_packed = device::TeamPacked<device::TeamMultistageFamily<TileShape<128, 256, 8>, 8, 16, 2, 1, 2>>;
  using team_stream_k = device::TeamPackedStreamK<device::TeamMultistageFamily<TileShape<128, 256, 8>, 8, 16, 2, 1, 2>>;
  // No tensor-core product rounds as FP32 FMAs do: float runs rung 13's kernel.
  using team_mma = team_stream_k;
};

template <>
struct DefaultKernels<double> : DefaultKernels<float> {
  using team_tile_2d = device::TeamTile2D<TileShape<64, 64, 8>, 4, 4>;
  using team_vector = device::TeamVector<TileShape<64, 64, 8>, 4, 4>;
  using team_padded = device::TeamPadded<TileShape<64, 64, 8>, 4, 4>;
  using team_double_buffer = device::TeamDoubleBuffer<TileShape<64, 64, 8>, 4, 4>;
  using team_warp_tile = device::TeamWarpTile<TileShape<64, 64, 8>, 4, 4, 4>;
  using team_specialized = device::TeamSpecialized<TileShape<64, 64, 8>, 4, 4, 4>;
  using team_multistage = device::TeamMultistage<TileShape<64, 64, 8>, 4, 4, 4>;
  using team_packed = device::TeamPacked<device::TeamMultistageFamily<TileShape<64, 128, 8>, 8, 8, 2, 2, 2>>;
  using team_stream_k = device::TeamPackedStreamK<device::TeamMultistageFamily<TileShape<64, 128, 8>, 8, 8, 2, 2, 2>>;
  using team_mma = device::TeamMma<>;
};

// Calls f(std::type_identity<Kernel>{}) with the kernel type of variant v for Scalar
// (every variant but automatic, whose kernel depends on the call).
template <class Scalar, class F>
decltype(auto) with_kernel(Variant v, F&& f) {
  using K = DefaultKernels<Scalar>;
  switch (v) {
    case Variant::naive_range: return f(std::type_identity<typename K::naive_range>{});
    case Variant::team_global: return f(std::type_identity<typename K::team_global>{});
    case Variant::team_scratch: return f(std::type_identity<typename K::team_scratch>{});
    case Variant::team_tile_1d: return f(std::type_identity<typename K::team_tile_1d>{});
    case Variant::team_tile_2d: return f(std::type_identity<typename K::team_tile_2d>{});
    case Variant::team_vector: return f(std::type_identity<typename K::team_vector>{});
    case Variant::team_padded: return f(std::type_identity<typename K::team_padded>{});
    case Variant::team_double_buffer: return f(std::type_identity<typename K::team_double_buffer>{});
    case Variant::team_warp_tile: return f(std::type_identity<typename K::team_warp_tile>{});
    case Variant::team_specialized: return f(std::type_identity<typename K::team_specialized>{});
    case Variant::team_multistage: return f(std::type_identity<typename K::team_multistage>{});
    case Variant::team_packed: return f(std::type_identity<typename K::team_packed>{});
    case Variant::team_stream_k: return f(std::type_identity<typename K::team_stream_k>{});
    case Variant::team_mma: return f(std::type_identity<typename K::team_mma>{});
    case Variant::automatic: break;  // chosen per call: tgemm::tuning::choose
  }
  throw std::invalid_argument("tgemm::gemm: argument 'variant' is not a tgemm::Variant");
}

}  // namespace tgemm
