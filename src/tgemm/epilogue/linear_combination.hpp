#pragma once
// The epilogue of the composed kernels: a team's accumulators out to C as
// alpha * acc + beta * C (team::store_scaled: beta == 0 never reads C, elements past C's
// edges are not written), or, for a split of K, the raw sums into slice `slice` of a
// workspace (slice-major m x n column-major blocks) that schedule::SplitK adds up afterwards.

#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/thread/unroll.hpp>
#include <tgemm/thread/vec.hpp>

namespace tgemm::epilogue {

// Map: the mainloop's thread map (which outputs each logical thread holds).
template <class Map>
struct LinearCombination {
  using Scalar = typename Map::Scalar;
  using Threads = typename Map::Threads;

  // The xor of lane indices that pairs each lane with the one holding the next HN columns
  // of the same rows (lanes n ^ 1 of the map), 0 where no single xor does.
  static constexpr int pair_lanes = [] {
    using Lane = typename Map::Lane;
    for (int x = 1; x < 32; x <<= 1) {
      bool pairs = true;
      for (int lane = 0; lane < 32; ++lane)
        pairs =
            pairs && Lane::m(lane ^ x) == Lane::m(lane) && Lane::n(lane ^ x) == (Lane::n(lane) ^ 1);
      if (pairs) return x;
    }
    return 0;
  }();

  // A thread's HN = 2V columns of a row are one 32-byte sector of a row-major C, which two
  // 16-byte stores would write in halves. Lanes paired along N swap halves first (the even
  // lane gives its upper half, the odd lane its lower), so each store instruction writes
  // both halves of a sector, the even lane one and the odd lane the other: every sector of
  // C goes to L2 once (the FP64 tensor cores' lane map).
  template <class Row, class Col>
  KOKKOS_FORCEINLINE_FUNCTION static void store_pairs(int lane,
                                                      const Scalar (&acc)[Map::TM][Map::TN],
                                                      const MatrixRef<Scalar>& C, Scalar alpha,
                                                      Scalar beta, const Row& row, const Col& col) {
    constexpr int PM = Map::PM, PN = Map::PN, HM = Map::HM, HN = Map::HN;
    constexpr int V = thread::vec16<Scalar>;
    const bool odd = Map::Lane::n(lane) & 1;
    TGEMM_UNROLL
    for (int bi = 0; bi < PM; ++bi) TGEMM_UNROLL
    for (int i = 0; i < HM; ++i) TGEMM_UNROLL
    for (int bj = 0; bj < PN; ++bj) {
      const Scalar* mine = acc[bi * HM + i] + bj * HN;
      Scalar first[V], second[V];
      TGEMM_UNROLL
      for (int v = 0; v < V; ++v) {
#if defined(__CUDA_ARCH__)
        const Scalar got = __shfl_xor_sync(0xffffffffu, odd ? mine[v] : mine[V + v], pair_lanes);
#else
        const Scalar got = odd ? mine[v] : mine[V + v];  // never called: lanes are CUDA's
#endif
        first[v] = odd ? got : mine[v];
        second[v] = odd ? mine[V + v] : got;
      }
      // even lane: its lower half at c, the partner's lower half at c + 2V; odd lane: the
      // partner's upper half at c - V, its own upper half at c + V
      const index_t r = row(bi, i), c = col(bj, 0);
      team::store_run<V>(C, r, odd ? c - V : c, false, alpha, first, beta);
      team::store_run<V>(C, r, odd ? c + V : c + 2 * V, false, alpha, second, beta);
    }
  }

  // A thread's outputs as 16-byte runs down its columns (AlongM) or along its rows, in the
  // order of its accumulators: TM x TN, each run inside one HM x HN block.
  template <bool AlongM, class Row, class Col>
  KOKKOS_FORCEINLINE_FUNCTION static void store_runs(const Scalar (&acc)[Map::TM][Map::TN],
                                                     const MatrixRef<Scalar>& C, Scalar alpha,
                                                     Scalar beta, const Row& row, const Col& col) {
    constexpr int HM = Map::HM, HN = Map::HN, V = thread::vec16<Scalar>;
    constexpr int Across = AlongM ? Map::TN : Map::TM, Along = AlongM ? Map::TM : Map::TN;
    TGEMM_UNROLL
    for (int x = 0; x < Across; ++x) TGEMM_UNROLL
    for (int y = 0; y < Along; y += V) {
      Scalar run[V];
      TGEMM_UNROLL
      for (int v = 0; v < V; ++v) run[v] = AlongM ? acc[y + v][x] : acc[x][y + v];
      const int ii = AlongM ? y : x, jj = AlongM ? x : y;
      team::store_run<V>(C, row(ii / HM, ii % HM), col(jj / HN, jj % HN), AlongM, alpha, run, beta);
    }
  }

  // work == nullptr: into C; else raw sums into the workspace. One loop for both, so a
  // kernel that may split K carries one copy of it. Where C has unit stride along N (or M),
  // a thread's HN (HM) adjacent outputs go out as 16-byte runs (team::store_run).
  KOKKOS_FORCEINLINE_FUNCTION static void store(const Threads& threads,
                                                const typename Map::Acc& acc,
                                                const MatrixRef<Scalar>& C, index_t m0, index_t n0,
                                                Scalar alpha, Scalar beta, Scalar* work,
                                                index_t slice) {
    constexpr int PM = Map::PM, PN = Map::PN, HM = Map::HM, HN = Map::HN;
    constexpr int V = thread::vec16<Scalar>;
    static_assert(HM % V == 0 && HN % V == 0,
                  "tgemm: a thread's blocks of C are whole 16-byte runs (ThreadMap)");
#if defined(__CUDA_ARCH__)
    constexpr bool pairs = HN == 2 * V && pair_lanes != 0 && Threads::capacity == 1;
#else
    constexpr bool pairs = false;
#endif
    const bool along_n = !work && C.col_stride == 1,
               along_m = !work && !along_n && C.row_stride == 1;
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      const index_t i0 = m0 + Map::row_of(t), j0 = n0 + Map::col_of(t);
      auto row = [&](int bi, int i) { return i0 + bi * (Map::WTM / PM) + i; };
      auto col = [&](int bj, int j) { return j0 + bj * (Map::WTN / PN) + j; };
      // unrolled, so acc stays in registers (8 x 16 tiles otherwise go to local memory)
      if (along_n) {
        if constexpr (pairs)
          store_pairs(t % 32, acc[l], C, alpha, beta, row, col);
        else
          store_runs<false>(acc[l], C, alpha, beta, row, col);
        continue;
      }
      if (along_m) {
        store_runs<true>(acc[l], C, alpha, beta, row, col);
        continue;
      }
      TGEMM_UNROLL
      for (int bj = 0; bj < PN; ++bj) TGEMM_UNROLL
      for (int j = 0; j < HN; ++j) TGEMM_UNROLL
      for (int bi = 0; bi < PM; ++bi) TGEMM_UNROLL
      for (int i = 0; i < HM; ++i) {
        const index_t r = row(bi, i), c = col(bj, j);
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
