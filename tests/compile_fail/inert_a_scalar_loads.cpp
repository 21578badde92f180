// Must not compile: a transposing tile copies A element by element into K-major rows and has
// no column slabs, so a_scalar_loads (how A's column slabs are read) would do nothing. The
// test compile_fail.inert_a_scalar_loads builds this and expects tgemm's static_assert.

#include <tgemm/kernels.hpp>

// clang-format off
constexpr tgemm::Tile tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true, .a_scalar_loads = true};
// clang-format on

int main() {
  return tgemm::mainloop::MultistageMma<tile>::per_layout ? 0 : 1;
}
