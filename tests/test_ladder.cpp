// The ladder's one registry (tgemm/ladder.hpp): the Variant enum, names, parser and default
// kernels all follow it, and the README's ladder table says what it says.

#include <fstream>
#include <regex>
#include <string>
#include <tgemm/ladder.hpp>
#include <tgemm/tile.hpp>

#include "support/gemm_check.hpp"

#ifndef TGEMM_SOURCE_DIR
#define TGEMM_SOURCE_DIR "."
#endif

namespace tgemm::test {
namespace {

TEST(Ladder, VariantsAreTheRungsInOrderThenAuto) {
  ASSERT_EQ(int(all_variants.size()), rung_count + 1);
  for (int i = 0; i < rung_count; ++i) {
    EXPECT_EQ(int(all_variants[i]), i);
    EXPECT_EQ(to_string(all_variants[i]), rungs[i].name);
    EXPECT_EQ(variant_from_string(rungs[i].name), all_variants[i]);
  }
  EXPECT_EQ(all_variants.back(), Variant::automatic);
  EXPECT_EQ(variant_from_string("auto"), Variant::automatic);
  EXPECT_EQ(variant_from_string("team_split_k"), Variant::team_split_k);
  EXPECT_FALSE(variant_from_string("no_such_rung").has_value());
  EXPECT_EQ(to_string(Variant(99)), "unknown");
}

// Every rung names the kernel it runs, and the composed rungs print their Tile.
TEST(Ladder, EveryRungNamesItsKernel) {
  for (Variant v : all_variants) {
    EXPECT_FALSE(kernel_name<float>(v).empty()) << to_string(v);
    EXPECT_FALSE(kernel_name<double>(v).empty()) << to_string(v);
  }
  EXPECT_EQ(kernel_name<float>(Variant::team_warp_tile),
            "team_warp_tile<128x128x8,TM8,TN8,WM4,B2>");
  EXPECT_EQ(kernel_name<float>(Variant::team_split_k),
            "team_split_k<team_warp_tile<128x128x8,TM8,TN8,WM4,B2>>");
  EXPECT_EQ(kernel_name<double>(Variant::team_mma),
            "team_stream_k<team_packed<team_multistage<128x128x4,TM4,TN16,WM4,B1,S3,P2x4,R,M4>>>");
  EXPECT_EQ(kernel_name<float>(Variant::team_mma), kernel_name<float>(Variant::team_stream_k));
}

// A Tile's key prints the fields its mainloop reads, as the tuning table spells them.
TEST(Ladder, TileKeysSpellTheirOptions) {
  constexpr Tile t{.bm = 256,
                   .bn = 128,
                   .bk = 8,
                   .tm = 8,
                   .tn = 16,
                   .warps_m = 2,
                   .teams_per_sm = 1,
                   .stages = 3,
                   .transposing = true,
                   .rolled = true,
                   .serpentine = true};
  EXPECT_EQ(tile_key(t, {}), "256x128x8,TM8,TN16,WM2,B1");
  EXPECT_EQ(tile_key(t, {.stages = true, .pipeline = true}), "256x128x8,TM8,TN16,WM2,B1,S3,T,R,Z");
  static_assert(!uses_only(t, {}) && uses_only(t, {.stages = true, .pipeline = true}));
  static_assert(uses_only(Tile{}, {}));
  // the FP64 tensor cores' fields: named, and read only by a mainloop that says so
  constexpr Tile m{.bk = 16, .mma_k = 8, .a_scalar_loads = true};
  EXPECT_EQ(tile_key(m, {.mma = true}), "128x128x16,TM8,TN8,WM4,B2,M8,A1");
  static_assert(!uses_only(Tile{.a_scalar_loads = true}, {}) && uses_only(m, {.mma = true}));
}

// The README's ladder table (rows "| number | `name` | summary |") is the registry's.
TEST(Ladder, ReadmeTableMatchesRegistry) {
  std::ifstream in(std::string(TGEMM_SOURCE_DIR) + "/README.md");
  ASSERT_TRUE(in) << "README.md not found under " << TGEMM_SOURCE_DIR;
  const std::regex row(R"(^\| (\d+) \| `([a-z0-9_]+)` \| (.*) \|\s*$)");
  int seen = 0;
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (!std::regex_match(line, m, row)) continue;
    const int number = std::stoi(m[1]);
    ASSERT_LT(number, rung_count) << line;
    EXPECT_EQ(number, seen) << "README's ladder table is out of order at: " << line;
    EXPECT_EQ(m[2].str(), rungs[number].name) << line;
    EXPECT_EQ(m[3].str(), rungs[number].summary) << line;
    ++seen;
  }
  EXPECT_EQ(seen, rung_count)
      << "README.md's ladder table must list every rung (tgemm-bench --list --markdown prints it)";
}

}  // namespace
}  // namespace tgemm::test
