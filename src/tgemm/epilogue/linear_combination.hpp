#pragma once
// The epilogue of the composed kernels: a team's accumulators out to C as
// alpha * acc + beta * C (team::store_scaled: beta == 0 never reads C, elements past C's
// edges are not written), or, for a split of K, the raw sums into slice `slice` of a
// workspace (slice-major m x n column-major blocks) that schedule::SplitK adds up afterwards.
//
// Where C's unit stride runs are 16-byte aligned a thread writes its adjacent outputs as
// 16-byte runs. Where they are not (an odd leading dimension: 5279 x 3433 FP32), a warp's
// element stores would land 16 bytes apart, writing each 32-byte sector of C in two to four
// pieces, each a separate write to L2; on a GPU each warp passes its values through a few
// hundred bytes of its own scratch instead, so that every store instruction writes adjacent
// elements of one column (or row) of C, as cuBLAS' kernels do.

#include <cstddef>
#include <cstdint>
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
  template <bool Copy, class Row, class Col>
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
      team::store_run<V, Copy>(C, r, odd ? c - V : c, false, alpha, first, beta);
      team::store_run<V, Copy>(C, r, odd ? c + V : c + 2 * V, false, alpha, second, beta);
    }
  }

  // A thread's outputs as 16-byte runs down its columns (AlongM) or along its rows, in the
  // order of its accumulators: TM x TN, each run inside one HM x HN block.
  template <bool AlongM, bool Copy, class Row, class Col>
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
      team::store_run<V, Copy>(C, row(ii / HM, ii % HM), col(jj / HN, jj % HN), AlongM, alpha, run,
                               beta);
    }
  }

  // Staging a warp's values through scratch (GPUs only: the lanes of a warp), for floats (a
  // run of 4 values; a double's run of 2 left each sector in halves, and staging them did not
  // pay). Per warp, 32 runs of HM (down columns) or HN (along rows) values: stage_bytes for
  // the team, which the kernel lends from its mainloop's stages once the tile's product is
  // done.
  static constexpr bool can_stage = Threads::capacity == 1 && thread::vec16<Scalar> >= 4;
  static constexpr int StageValues = 32 * (Map::HM > Map::HN ? Map::HM : Map::HN);
  static constexpr std::size_t stage_bytes =
      std::size_t(Map::NT / 32) * StageValues * sizeof(Scalar);

  // Where store writes: C, or for a split of K slice `slice` of the workspace (a column-major
  // m x n block).
  KOKKOS_FORCEINLINE_FUNCTION static MatrixRef<Scalar> target(const MatrixRef<Scalar>& C,
                                                              Scalar* work, index_t slice) {
    return work ? MatrixRef<Scalar>{work + slice * C.rows * C.cols, C.rows, C.cols, 1, C.rows} : C;
  }

  // Whether D has a unit stride whose runs (starting at multiples of 16 bytes from a tile's
  // corner) are not 16-byte aligned: where store would take a stage.
  KOKKOS_FORCEINLINE_FUNCTION static bool unaligned_runs(const MatrixRef<Scalar>& D) {
    const bool along_n = D.col_stride == 1, along_m = !along_n && D.row_stride == 1;
    return (along_n || along_m) &&
           (reinterpret_cast<std::uintptr_t>(D.data) % 16 != 0 ||
            ((along_n ? D.row_stride : D.col_stride) * sizeof(Scalar)) % 16 != 0);
  }

  // Lane `lane`'s outputs out to C through buf, its warp's StageValues of scratch; r0 and c0
  // are the warp tile's first row and column in C. AlongM: for each column of its blocks the
  // warp writes its LM * HM rows x LN columns column by column, lane l taking values l,
  // l + 32, ..; else each row's LN * HN columns the same way.
  template <bool AlongM>
  KOKKOS_FORCEINLINE_FUNCTION static void store_staged(int lane, Scalar* buf,
                                                       const Scalar (&acc)[Map::TM][Map::TN],
                                                       const MatrixRef<Scalar>& C, index_t r0,
                                                       index_t c0, Scalar alpha, Scalar beta) {
    constexpr int PM = Map::PM, PN = Map::PN, HM = Map::HM, HN = Map::HN;
    constexpr int LM = Map::LM, LN = Map::LN, SM = Map::WTM / PM, SN = Map::WTN / PN;
    constexpr int Run = AlongM ? HM : HN, Ld = AlongM ? LM * HM : LN * HN;
    constexpr int V = thread::vec16<Scalar>;
    const int lm = Map::Lane::m(lane), ln = Map::Lane::n(lane);
    Scalar* const mine = buf + (AlongM ? ln * Ld + lm * HM : lm * Ld + ln * HN);
    TGEMM_UNROLL
    for (int bi = 0; bi < PM; ++bi) TGEMM_UNROLL
    for (int bj = 0; bj < PN; ++bj) TGEMM_UNROLL
    for (int x = 0; x < (AlongM ? HN : HM); ++x) {
      TGEMM_UNROLL
      for (int v0 = 0; v0 < Run; v0 += V) {  // 16-byte stores: 32 lanes' runs in 4 wavefronts
        thread::Vec<Scalar, V> run;
        TGEMM_UNROLL
        for (int v = 0; v < V; ++v)
          run.v[v] =
              AlongM ? acc[bi * HM + v0 + v][bj * HN + x] : acc[bi * HM + x][bj * HN + v0 + v];
        thread::store_vec(mine + v0, run);
      }
#if defined(__CUDA_ARCH__)
      __syncwarp();
#endif
      TGEMM_UNROLL
      for (int s = 0; s < Run; ++s) {
        const int e = lane + 32 * s, along = e % Ld, across = e / Ld;
        const index_t r = AlongM ? r0 + bi * SM + along : r0 + bi * SM + across * HM + x;
        const index_t c = AlongM ? c0 + bj * SN + across * HN + x : c0 + bj * SN + along;
        team::store_scaled(C, r, c, alpha, buf[e], beta);
      }
#if defined(__CUDA_ARCH__)
      __syncwarp();  // every lane read its values before the next pass writes
#endif
    }
  }

  // work == nullptr: into C; else raw sums into the workspace. One loop for both, so a
  // kernel that may split K carries one copy of it. Where C has unit stride along N (or M),
  // a thread's HN (HM) adjacent outputs go out as 16-byte runs (team::store_run), or through
  // `stage` where the kernel lent the epilogue one (stage_bytes of scratch no thread of the
  // team still reads: only where the runs of C, or of the workspace, are unaligned).
  KOKKOS_FORCEINLINE_FUNCTION static void store(const Threads& threads,
                                                const typename Map::Acc& acc,
                                                const MatrixRef<Scalar>& C, index_t m0, index_t n0,
                                                Scalar alpha, Scalar beta, Scalar* work,
                                                index_t slice, Scalar* stage = nullptr) {
    constexpr int PM = Map::PM, PN = Map::PN, HM = Map::HM, HN = Map::HN;
    constexpr int V = thread::vec16<Scalar>;
    static_assert(HM % V == 0 && HN % V == 0,
                  "tgemm: a thread's blocks of C are whole 16-byte runs (ThreadMap)");
#if defined(__CUDA_ARCH__)
    constexpr bool pairs = HN == 2 * V && pair_lanes != 0 && Threads::capacity == 1;
#else
    constexpr bool pairs = false;
#endif
    if constexpr (can_stage) {
      if (stage) {
        const int t = threads.logical_thread(0), warp = t / 32;
        const MatrixRef<Scalar> D = target(C, work, slice);
        const index_t r0 = m0 + (warp % Map::WarpsM) * Map::WTM,
                      c0 = n0 + (warp / Map::WarpsM) * Map::WTN;
        Scalar* const buf = stage + warp * StageValues;
        // a split's sums are stored as they are (times 1, exact)
        const Scalar a = work ? Scalar(1) : alpha, b = work ? Scalar(0) : beta;
        if (D.col_stride == 1)
          store_staged<false>(t % 32, buf, acc[0], D, r0, c0, a, b);
        else
          store_staged<true>(t % 32, buf, acc[0], D, r0, c0, a, b);
        return;
      }
    }
    const bool along_n = !work && C.col_stride == 1,
               along_m = !work && !along_n && C.row_stride == 1;
    // FP64 with alpha 1, beta 0 (the common call): the runs go out as they are, with no
    // multiply or compare to wait on the FP64 pipe (team::is_zero). FP32 keeps one path: a
    // second copy of its epilogue slowed its large tiles.
    constexpr bool copies = sizeof(Scalar) == 8;
    const bool copy = copies && team::is_one(alpha) && team::is_zero(beta);
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      const index_t i0 = m0 + Map::row_of(t), j0 = n0 + Map::col_of(t);
      auto row = [&](int bi, int i) { return i0 + bi * (Map::WTM / PM) + i; };
      auto col = [&](int bj, int j) { return j0 + bj * (Map::WTN / PN) + j; };
      // unrolled, so acc stays in registers (8 x 16 tiles otherwise go to local memory)
      if (along_n) {
        if constexpr (pairs) {
          if constexpr (copies) {
            if (copy) {
              store_pairs<true>(t % 32, acc[l], C, alpha, beta, row, col);
              continue;
            }
          }
          store_pairs<false>(t % 32, acc[l], C, alpha, beta, row, col);
        } else {
          if constexpr (copies) {
            if (copy) {
              store_runs<false, true>(acc[l], C, alpha, beta, row, col);
              continue;
            }
          }
          store_runs<false, false>(acc[l], C, alpha, beta, row, col);
        }
        continue;
      }
      if (along_m) {
        if constexpr (copies) {
          if (copy) {
            store_runs<true, true>(acc[l], C, alpha, beta, row, col);
            continue;
          }
        }
        store_runs<true, false>(acc[l], C, alpha, beta, row, col);
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
