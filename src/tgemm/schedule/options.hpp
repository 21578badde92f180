#pragma once
// Run-time choices of the schedules, as a named aggregate; zeros let each schedule choose
// for the device at hand. Tests and experiments set them to force a split or a stream-K
// schedule on any backend:
//
//   Kernel::run(exec, alpha, A, B, beta, C, tgemm::ScheduleOptions{.slices = 3});

#include <tgemm/team/matrix_ref.hpp>

namespace tgemm {

struct ScheduleOptions {
  index_t slices = 0;          // split K: slices of K per tile (0: enough to fill the device)
  index_t resident_teams = 0;  // stream-K: teams the device runs at once (0: read off the device)
  index_t band_rows = 0;       // C's tiles taken in bands of this many rows of tiles, column by
                               // column (schedule/tile_order.hpp; 0: one band of every row)
};

}  // namespace tgemm
