#pragma once
// How the thin kernel (device/thin.hpp) and the dots kernel (device/dots.hpp) cut a problem: their
// arithmetic alone, which the cost model (tuning/model.hpp) shares so it predicts their cuts.

#include <algorithm>
#include <tgemm/schedule/split_k_slices.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <utility>

namespace tgemm::device::thin {

// K is sliced, and the cost model counts its slabs, in steps of a warp's width of values (the
// lanes map's lanes take 32 adjacent values of K).
inline constexpr int step = 32;

// The width of a pass for a narrow side of n: bn / 4, bn / 2 or bn.
inline constexpr int width_for(index_t n, int bn) {
  return n <= bn / 4 ? bn / 4 : n <= bn / 2 ? bn / 2 : bn;
}

// Slices of K for `blocks` teams' worth of C when `resident` teams fill the device: enough to
// fill it, each at least 64 values of K, and their raw sums (slices x m x n, written and read
// again) no more than half the traffic of X (m x k): slices <= k / (4 n).
inline index_t slices_for(index_t resident, index_t blocks, index_t k, index_t n) {
  if (blocks >= resident || k <= 0) return 1;
  const index_t want = (resident + blocks - 1) / blocks;
  return std::max<index_t>(1, std::min({want, k / 64, k / (4 * std::max<index_t>(n, 1))}));
}

// K in `slices` slices of whole steps: the slices there are then and the length of each (the
// last may be shorter).
inline std::pair<index_t, index_t> slice_k(index_t k, index_t slices) {
  slices = std::max<index_t>(1, slices);
  const index_t len = std::max<index_t>(step, ((k + slices - 1) / slices + step - 1) / step * step);
  return {std::max<index_t>(1, (k + len - 1) / len), len};
}

}  // namespace tgemm::device::thin

namespace tgemm::device::dots {

// The width of a pass for a narrow side of n: bn / 2 where it fits, else bn (the tensor cores'
// blocks are 8 columns wide, so no narrower).
inline constexpr int width_for(index_t n, int bn) {
  return n <= bn / 2 ? bn / 2 : bn;
}

// Slices of K for the dots kernel (device/dots.hpp): split K's rule with slices of at least two
// stages of `chunk` values, not eight: a stage holds 64 values of K, and where C has a few
// blocks only, eight stages a slice left most of the device idle (38 x 4 x 48537: one block,
// 94 teams, each 9 stages one after another).
inline index_t slices_for(index_t resident, index_t blocks, index_t k, int chunk, index_t most) {
  return schedule::split_k_slices(resident, blocks, k, std::max(1, chunk / 4), most);
}

}  // namespace tgemm::device::dots
