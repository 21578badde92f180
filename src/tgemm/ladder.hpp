#pragma once
// The ladder: every rung in order, as (number, name, what it adds). This list is the one
// registry; the Variant enum, to_string, the parser, the default kernels' dispatch
// (default_kernels.hpp), `tgemm-bench --list` and the README's ladder table (checked by the
// test Ladder.ReadmeTableMatchesRegistry) are all derived from it.

#include <array>
#include <optional>
#include <string_view>

// X(number, name, summary)
#define TGEMM_LADDER(X)                                                                         \
  X(0, naive_range, "RangePolicy, one element of C per index, A and B read from global memory") \
  X(1, team_global, "TeamPolicy tiles of C, every thread reads A and B from global memory")     \
  X(2, team_scratch,                                                                            \
    "A and B slabs staged in team scratch, two team barriers per slab (kernel 3)")              \
  X(3, team_tile_1d, "+ a column of TM outputs per thread")                                     \
  X(4, team_tile_2d, "+ TM x TN outputs per thread, outer products from register fragments")    \
  X(5, team_vector, "+ 16-byte loads, both slabs K-major in scratch")                           \
  X(6, team_padded, "+ scratch rows padded by 16 bytes against bank conflicts")                 \
  X(7, team_double_buffer, "+ two scratch buffers: the next slab's loads fly during the math")  \
  X(8, team_warp_tile, "+ warp tiles: each warp's lanes a grid inside its own sub-tile")        \
  X(9, team_split_k, "+ K split over several teams per tile where C has too few tiles")         \
  X(10, team_specialized, "+ a mainloop built per operand layout, no bounds tests inside C")    \
  X(11, team_multistage, "+ asynchronous 16-byte copies into several scratch stages")           \
  X(12, team_packed, "+ operands copied into the layout the mainloop reads fastest")            \
  X(13, team_stream_k, "+ the last waves' tiles shared out among all teams by slabs of K")      \
  X(14, team_mma, "+ FP64 slabs multiplied on tensor cores (float: rung 13's kernel)")

namespace tgemm {

enum class Variant : int {
#define TGEMM_VARIANT_ENUMERATOR(number, name, summary) name = number,
  TGEMM_LADDER(TGEMM_VARIANT_ENUMERATOR)
#undef TGEMM_VARIANT_ENUMERATOR
      automatic,  // "auto": the tuned kernel for this device and shape (src/tgemm/tuning/)
};

struct Rung {
  int number;
  Variant variant;
  std::string_view name, summary;
};

inline constexpr Rung rungs[] = {
#define TGEMM_RUNG_ENTRY(number, name, summary) Rung{number, Variant::name, #name, summary},
    TGEMM_LADDER(TGEMM_RUNG_ENTRY)
#undef TGEMM_RUNG_ENTRY
};
inline constexpr int rung_count = int(std::size(rungs));

// Every variant, the rungs in order and "auto" last.
inline constexpr auto all_variants = [] {
  std::array<Variant, rung_count + 1> v{};
  for (int i = 0; i < rung_count; ++i) v[i] = rungs[i].variant;
  v[rung_count] = Variant::automatic;
  return v;
}();

constexpr std::string_view to_string(Variant v) {
  if (v == Variant::automatic) return "auto";
  const int i = int(v);
  return i >= 0 && i < rung_count ? rungs[i].name : "unknown";
}

constexpr std::optional<Variant> variant_from_string(std::string_view name) {
  for (Variant v : all_variants)
    if (to_string(v) == name) return v;
  return std::nullopt;
}

// The rung with variant v's number, checked: the list above is in order.
constexpr bool ladder_in_order() {
  for (int i = 0; i < rung_count; ++i)
    if (rungs[i].number != i || int(rungs[i].variant) != i) return false;
  return true;
}
static_assert(ladder_in_order(), "tgemm: TGEMM_LADDER must list the rungs 0, 1, 2, ... in order");

}  // namespace tgemm
