#pragma once
// How split K (schedule/split_k.hpp) cuts K: its arithmetic alone, which the cost model
// (tuning/model.hpp) shares so it predicts the split the schedule makes.

#include <algorithm>
#include <tgemm/team/matrix_ref.hpp>
#include <utility>

namespace tgemm::schedule {

// At most 64 slices of a 128 x 128 tile or larger, up to 512 of smaller ones: the partial
// sums (slices x m x n) stay a small part of the traffic, and a 32 x 32 tile with k = 10^5
// fills the device in slices short enough that their latency, not K, sets the time (2 x 3 x
// 103925 ran in 31 us at 512 slices of 32 x 32, 38 at 256).
inline constexpr index_t max_slices(int bm, int bn) {
  const index_t by_area = 64 * 128 * 128 / (index_t(bm) * bn);
  return by_area < 64 ? 64 : by_area > 512 ? 512 : by_area;
}

// Teams of `threads` the split counts as filling a host backend of `concurrency` threads: a
// quarter of its thread slots.
inline index_t split_k_resident(index_t concurrency, int threads) {
  return std::max<index_t>(1, concurrency / (4 * index_t(threads)));
}

// Teams a GPU of `sms` multiprocessors runs at once, `teams_per_sm` on each (the tile's launch
// bounds: what its register budget is built for).
inline index_t split_k_resident_gpu(index_t sms, int teams_per_sm) {
  return std::max<index_t>(1, sms * teams_per_sm);
}

// Slices for `tiles` tiles when `resident` teams run at once: one where the tiles fill the
// device twice over (a part-filled last wave then costs little, and slices would add partial
// sums); else the count s whose waves take least time, ceil(tiles s / resident) waves of 1 / s
// of K each, every slice costing a sixteenth of its time more (its start, its partial sums),
// the fewest where two tie. A team more than the device holds is a wave of its own: 64 tiles
// on 528 teams ran 9 slices in 1.22 times the time of 8. Each slice at least 8 slabs of depth
// bk, at most `most` slices, never fewer than one.
inline index_t split_k_slices(index_t resident, index_t tiles, index_t k, int bk,
                              index_t most = 64) {
  const index_t deepest = std::max<index_t>(1, std::min<index_t>(most, k / (8 * index_t(bk))));
  if (tiles <= 0 || tiles >= 2 * resident) return 1;
  // cost(s) = waves(s) (16 + s) / (16 s), compared as fractions of whole numbers
  index_t best = 0, best_num = 0, best_den = 1;
  for (index_t s = 1; s <= deepest; ++s) {
    const index_t num = (tiles * s + resident - 1) / resident * (16 + s), den = 16 * s;
    if (best == 0 || num * best_den < best_num * den) best = s, best_num = num, best_den = den;
  }
  return best;
}

// `slices` slices of K (at least one) in whole slabs of depth bk: the slices there are then
// and the depth of each (the last may be shorter).
inline std::pair<index_t, index_t> split_k_chunks(index_t k, index_t slices, int bk) {
  slices = std::max<index_t>(1, slices);
  const index_t chunk = ((k + slices - 1) / slices + bk - 1) / bk * bk;
  return {chunk > 0 ? (k + chunk - 1) / chunk : 1, chunk};
}

}  // namespace tgemm::schedule
