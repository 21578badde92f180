#pragma once
// The GEMM variants selectable by name (bench, tests, the public API): the rungs of the
// ladder, each one file under src/tgemm/device/.

#include <array>
#include <optional>
#include <string_view>

namespace tgemm {

enum class Variant {
  naive_range,         // RangePolicy, one C element per index, global memory only
  team_global,         // TeamPolicy tiles, every thread reads A and B from global memory
  team_scratch,        // kernel 3: A and B slabs staged in team scratch, team barriers
  team_tile_1d,        // + a column of TM outputs per thread
  team_tile_2d,        // + TM x TN outputs per thread, outer products from registers
  team_vector,         // + 16-byte loads, A transposed in scratch
  team_padded,         // + scratch rows padded against bank conflicts
  team_double_buffer,  // + two scratch buffers, loads overlap math, one barrier per step
  team_warp_tile,      // + warp-level tiling of the thread layout
  team_specialized,    // + mainloop specialized per operand layout, no bounds tests inside
  team_multistage,     // + asynchronous 16-byte copies into several scratch stages
  team_packed,         // + operands copied into the layout the mainloop reads fastest
  team_stream_k,       // + the last waves' tiles shared out among all teams by slabs of K
  team_mma,            // + FP64 slabs multiplied on tensor cores (float: team_stream_k's kernel)
  automatic,           // "auto": the tuned configuration for this device and shape,
                       // split K included (src/tgemm/tuning/)
};

inline constexpr std::array<Variant, 15> all_variants{
    Variant::naive_range,  Variant::team_global,  Variant::team_scratch,
    Variant::team_tile_1d, Variant::team_tile_2d, Variant::team_vector,
    Variant::team_padded,  Variant::team_double_buffer, Variant::team_warp_tile,
    Variant::team_specialized, Variant::team_multistage, Variant::team_packed,
    Variant::team_stream_k, Variant::team_mma, Variant::automatic};

constexpr std::string_view to_string(Variant v) {
  switch (v) {
    case Variant::naive_range: return "naive_range";
    case Variant::team_global: return "team_global";
    case Variant::team_scratch: return "team_scratch";
    case Variant::team_tile_1d: return "team_tile_1d";
    case Variant::team_tile_2d: return "team_tile_2d";
    case Variant::team_vector: return "team_vector";
    case Variant::team_padded: return "team_padded";
    case Variant::team_double_buffer: return "team_double_buffer";
    case Variant::team_warp_tile: return "team_warp_tile";
    case Variant::team_specialized: return "team_specialized";
    case Variant::team_multistage: return "team_multistage";
    case Variant::team_packed: return "team_packed";
    case Variant::team_stream_k: return "team_stream_k";
    case Variant::team_mma: return "team_mma";
    case Variant::automatic: return "auto";
  }
  return "unknown";
}

constexpr std::optional<Variant> variant_from_string(std::string_view name) {
  for (Variant v : all_variants)
    if (to_string(v) == name) return v;
  return std::nullopt;
}

}  // namespace tgemm
