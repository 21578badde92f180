#pragma once
// How split K (schedule/split_k.hpp) cuts K: its arithmetic alone, which the cost model
// (tuning/model.hpp) shares so it predicts the split the schedule makes.

#include <algorithm>
#include <tgemm/team/matrix_ref.hpp>
#include <utility>

namespace tgemm::schedule {

// At most 64 slices of a 128 x 128 tile or larger, up to 256 of smaller ones: the partial
// sums (slices x m x n) stay a small part of the traffic, and a 32 x 32 tile with k = 10^5
// still fills the device.
inline constexpr index_t max_slices(int bm, int bn) {
  const index_t by_area = 64 * 128 * 128 / (index_t(bm) * bn);
  return by_area < 64 ? 64 : by_area > 256 ? 256 : by_area;
}

// Teams of `threads` the split counts as filling a device of `concurrency` resident threads:
// a quarter of its thread slots.
inline index_t split_k_resident(index_t concurrency, int threads) {
  return std::max<index_t>(1, concurrency / (4 * index_t(threads)));
}

// Slices for `tiles` tiles when `resident` teams fill the device: enough to fill it, each
// slice at least 8 slabs of depth bk, at most `most` slices, never fewer than one.
inline index_t split_k_slices(index_t resident, index_t tiles, index_t k, int bk,
                              index_t most = 64) {
  const index_t deepest = std::max<index_t>(1, std::min<index_t>(most, k / (8 * index_t(bk))));
  if (tiles <= 0 || tiles >= resident) return 1;
  return std::min((resident + tiles - 1) / tiles, deepest);
}

// `slices` slices of K (at least one) in whole slabs of depth bk: the slices there are then
// and the depth of each (the last may be shorter).
inline std::pair<index_t, index_t> split_k_chunks(index_t k, index_t slices, int bk) {
  slices = std::max<index_t>(1, slices);
  const index_t chunk = ((k + slices - 1) / slices + bk - 1) / bk * bk;
  return {chunk > 0 ? (k + chunk - 1) / chunk : 1, chunk};
}

}  // namespace tgemm::schedule
