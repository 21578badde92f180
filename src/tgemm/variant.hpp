#pragma once
// The GEMM variants selectable by name (bench, tests, the public API).

#include <array>
#include <optional>
#include <string_view>

namespace tgemm {

enum class Variant {
  naive_range,   // RangePolicy, one C element per index, global memory only
  team_global,   // TeamPolicy tiles, every thread reads A and B from global memory
  team_scratch,  // kernel 3: A and B slabs staged in team scratch, team barriers
};

inline constexpr std::array<Variant, 3> all_variants{Variant::naive_range, Variant::team_global,
                                                     Variant::team_scratch};

constexpr std::string_view to_string(Variant v) {
  switch (v) {
    case Variant::naive_range: return "naive_range";
    case Variant::team_global: return "team_global";
    case Variant::team_scratch: return "team_scratch";
  }
  return "unknown";
}

constexpr std::optional<Variant> variant_from_string(std::string_view name) {
  for (Variant v : all_variants)
    if (to_string(v) == name) return v;
  return std::nullopt;
}

}  // namespace tgemm
