#pragma once
// The epilogue of the composed kernels: a team's accumulators out to C as
// alpha * acc + beta * C (team::store_scaled: beta == 0 never reads C, elements past C's
// edges are not written), or, for a split of K, the raw sums into slice `slice` of a
// workspace (slice-major m x n column-major blocks) that schedule::SplitK adds up afterwards.

#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/thread/unroll.hpp>

namespace tgemm::epilogue {

// Map: the mainloop's thread map (which outputs each logical thread holds).
template <class Map>
struct LinearCombination {
  using Scalar = typename Map::Scalar;
  using Threads = typename Map::Threads;

  // work == nullptr: into C; else raw sums into the workspace. One loop for both, so a
  // kernel that may split K carries one copy of it.
  KOKKOS_FORCEINLINE_FUNCTION static void store(const Threads& threads,
                                                const typename Map::Acc& acc,
                                                const MatrixRef<Scalar>& C, index_t m0, index_t n0,
                                                Scalar alpha, Scalar beta, Scalar* work,
                                                index_t slice) {
    constexpr int PM = Map::PM, PN = Map::PN, HM = Map::HM, HN = Map::HN;
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      const index_t i0 = m0 + Map::row_of(t), j0 = n0 + Map::col_of(t);
      // unrolled, so acc stays in registers (8 x 16 tiles otherwise go to local memory)
      TGEMM_UNROLL
      for (int bj = 0; bj < PN; ++bj) TGEMM_UNROLL
      for (int j = 0; j < HN; ++j) TGEMM_UNROLL
      for (int bi = 0; bi < PM; ++bi) TGEMM_UNROLL
      for (int i = 0; i < HM; ++i) {
        const index_t r = i0 + bi * (Map::WTM / PM) + i, c = j0 + bj * (Map::WTN / PN) + j;
        const Scalar v = acc[l][bi * HM + i][bj * HN + j];
        if (!work) {
          team::store_scaled(C, r, c, alpha, v, beta);
        } else if (r < C.rows && c < C.cols) {
          work[(slice * C.cols + c) * C.rows + r] = v;
        }
      }
    }
  }
};

}  // namespace tgemm::epilogue
