#pragma once
// A GEMM whose C is a vector (m x 1 or 1 x n): a matrix-vector product, as BLAS libraries run
// such calls (cuBLAS' GEMM dispatches them to its GEMV kernels). The time is reading the
// matrix once; a tile kernel leaves all but one column of each tile empty, and its split of
// K sums its slices in a second launch.
//
// The problem is oriented so that C is a column (else C^T = op(B)^T op(A)^T): X (m x k) the
// matrix, y (k x 1) the vector. A C of several columns runs as that many products, one column
// of y and C each (a team per column, reading X again; auto gives it one or two, where the
// second pass finds much of X in L2), so the kernel multiplies any problem correctly. C's
// rows are taken in blocks and K in slices, enough teams to fill the device. X is read in one of
// two maps:
// - dot map (X without unit stride down its columns, most often unit stride along K): a warp
//   holds tm rows and its lanes walk K, 32 adjacent values of each row a step, bk / 32 steps
//   in flight; each lane reads y at its own K. The lanes' sums are added through scratch.
// - axpy map (X with unit stride down its columns): lane l of every warp holds rows l, l + 32,
//   .. of the block and the warps share out the slice's K in runs of bk / 32 values, each
//   value of y one broadcast load for the warp; the warps' sums are added through scratch.
// Where K is sliced, each team stores its rows' sums of its slice; the last team of a row
// block to arrive (an arrival count per block, zero between launches) adds the slices in
// order and writes C, so there is one launch and the result does not depend on which team
// came last.
//
// A whole kernel, like device::Thin. Tile fields: bm (the rows a team holds in the dot map:
// tm * warps_m; 32 * tm in the axpy map), bn = tn = 1, bk (32 times the values of K a thread
// has in flight per row), tm (rows a warp holds in the dot map, a lane in the axpy map),
// warps_m (the warps of a team) and teams_per_sm.
//
//   using K = tgemm::device::Gemv<tgemm::Tile{.bm = 8, .bn = 1, .bk = 128, .tm = 2, .tn = 1,
//                                             .warps_m = 4, .teams_per_sm = 8}>;

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <cmath>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/workspace.hpp>
#include <tgemm/mainloop/thread_map.hpp>
#include <tgemm/schedule/options.hpp>
#include <tgemm/schedule/split_k_slices.hpp>
#include <tgemm/team/arrival.hpp>
#include <tgemm/team/barrier.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/team_threads.hpp>
#include <tgemm/thread/unroll.hpp>
#include <tgemm/tile.hpp>
#include <tuple>

namespace tgemm::device {

namespace gemv {

enum class Map { dot, axpy };

// The cut of a problem: row blocks of `rows`, K in `slices` slices of `len` (a multiple of
// `step`; the last may be shorter). Enough teams to fill `resident` slots, each slice at least
// `min_len` values. The last team of a block adds every slice's sums of its rows, `threads`
// threads together: at most 16 loads a thread, or more where K is so long that each thread
// still reads four times as many values in its slice (slices <= sqrt(k / 4)).
struct Cut {
  index_t blocks = 1, slices = 1, len = 0;
};
inline Cut cut(index_t m, index_t k, index_t rows, int threads, index_t resident, index_t step,
               index_t min_len) {
  Cut c;
  c.blocks = (m + rows - 1) / rows;
  const index_t live = std::min(m, rows);  // rows of a block that hold values
  const index_t want = (resident + c.blocks - 1) / c.blocks;
  const index_t most =
      std::max<index_t>({1, 16 * index_t(threads) / live, index_t(std::sqrt(double(k) / 4))});
  const index_t s = std::max<index_t>(1, std::min({want, k / std::max<index_t>(1, min_len), most}));
  std::tie(c.slices, c.len) = schedule::split_k_chunks(k, s, int(step));
  return c;
}

template <class ExecSpace, class Scalar_, Tile T, Map M>
struct Kernel {
  using Scalar = Scalar_;
  static constexpr int Warps = T.warps_m, NT = 32 * Warps, TM = T.tm, U = T.bk / 32;
  static constexpr bool Dot = M == Map::dot;
  static constexpr int Rows = Dot ? TM * Warps : 32 * TM;  // rows of C a team holds
  static constexpr int Ld = 33;                            // the dot map's lane sums, padded
  static_assert(T.bm == T.tm * T.warps_m && T.bn == 1 && T.tn == 1 && T.bk % 32 == 0,
                "tgemm::device::Gemv: bm = tm * warps_m, bn = tn = 1, bk a multiple of 32");
  static_assert(Rows <= NT, "tgemm::device::Gemv: tm <= warps_m (a thread adds each row's sums)");
  static_assert(uses_only(T, TileFields{}),
                "tgemm::device::Gemv reads bm, bn, bk, tm, tn, warps_m and teams_per_sm only");
  // Scratch: the lanes' (dot) or warps' (axpy) sums of each row; then the slices' sums of the
  // rows in groups, NT values at most.
  static constexpr std::size_t scratch_bytes =
      std::size_t(std::max(Dot ? Rows * Ld : Warps * Rows, NT)) * sizeof(Scalar) + 16;

  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using launch_bounds = Kokkos::LaunchBounds<NT, T.teams_per_sm>;

  MatrixRef<const Scalar> X;  // m x k
  MatrixRef<const Scalar> Y;  // k x n, n columns of y
  MatrixRef<Scalar> C;        // m x n
  Scalar alpha{}, beta{};
  index_t blocks = 1, slices = 1, len = 1;
  Scalar* partial = nullptr;  // per block and column, slices x Rows sums, padded to 128 bytes
  index_t region = 0;         // values from one block's sums to the next
  int* arrivals = nullptr;    // per block and column; zero between launches

  // acc[q] += the products over [k0, k1) of row q: rows i + q (dot map) or i + 32 q (axpy
  // map). The thread takes values first, first + Stride, .. of K, U of them in flight (dot:
  // first = k0 + lane, Stride 32; axpy: runs of U from k0 + U warp, Warps U apart).
  KOKKOS_FORCEINLINE_FUNCTION void products(const Scalar* y, index_t i, index_t first, index_t k1,
                                            Scalar (&acc)[TM]) const {
    constexpr index_t Stride = Dot ? 32 : 1, Step = Dot ? 32 * U : index_t(Warps) * U;
    const index_t rs = X.row_stride, cs = X.col_stride, ys = Y.row_stride;
    const Scalar* row[TM];
    TGEMM_UNROLL
    for (int q = 0; q < TM; ++q) {
      const index_t r = i + (Dot ? q : 32 * q);
      row[q] = X.data + (r < X.rows ? r : X.rows - 1) * rs;  // past m: a row read, not kept
    }
    index_t p = first;
    for (; p + (U - 1) * Stride < k1; p += Step) {
      Scalar x[U][TM], v[U];
      TGEMM_UNROLL
      for (int u = 0; u < U; ++u) {
        const index_t pu = p + u * Stride;
        v[u] = y[pu * ys];
        TGEMM_UNROLL
        for (int q = 0; q < TM; ++q) x[u][q] = row[q][pu * cs];
      }
      TGEMM_UNROLL
      for (int u = 0; u < U; ++u) TGEMM_UNROLL
      for (int q = 0; q < TM; ++q) acc[q] += x[u][q] * v[u];
    }
    if constexpr (Dot) {
      for (; p < k1; p += Stride) {
        const Scalar v = y[p * ys];
        TGEMM_UNROLL
        for (int q = 0; q < TM; ++q) acc[q] += row[q][p * cs] * v;
      }
    } else if (p < k1) {  // the last run, cut short by k1
      for (int u = 0; u < U && p + u < k1; ++u) {
        const Scalar v = y[(p + u) * ys];
        TGEMM_UNROLL
        for (int q = 0; q < TM; ++q) acc[q] += row[q][(p + u) * cs] * v;
      }
    }
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    const index_t t = member.league_rank();
    const index_t block = t % blocks, col = (t / blocks) % C.cols, slice = t / (blocks * C.cols);
    const index_t i0 = block * Rows, k0 = slice * len, k1 = k0 + len < X.cols ? k0 + len : X.cols;
    const Scalar* const y = Y.data + col * Y.col_stride;
    Scalar* const s = mainloop::team_stages<Scalar>(member, scratch_bytes);
    const Threads threads(member);
    // each row's sum over the slice into s[0, Rows): the lanes' (dot) or warps' (axpy) sums, in
    // order
    threads.each([&](int, int th) {
      const int warp = th / 32, lane = th % 32;
      Scalar acc[TM] = {};
      if constexpr (Dot) {
        const index_t i = i0 + index_t(warp) * TM;
        if (i < X.rows) products(y, i, k0 + lane, k1, acc);
        TGEMM_UNROLL
        for (int q = 0; q < TM; ++q) s[(warp * TM + q) * Ld + lane] = acc[q];
      } else {
        if (i0 + lane < X.rows) products(y, i0 + lane, k0 + index_t(warp) * U, k1, acc);
        TGEMM_UNROLL
        for (int q = 0; q < TM; ++q) s[warp * Rows + 32 * q + lane] = acc[q];
      }
    });
    team::barrier(member);
    Scalar sum[Threads::capacity];
    threads.each([&](int l, int th) {
      sum[l] = 0;
      if (th < Rows) {
        if constexpr (Dot)
          for (int lane = 0; lane < 32; ++lane) sum[l] += s[th * Ld + lane];
        else
          for (int w = 0; w < Warps; ++w) sum[l] += s[w * Rows + th];
      }
    });
    team::barrier(member);
    threads.each([&](int l, int th) {
      if (th < Rows) s[th] = sum[l];
    });
    team::barrier(member);
    if (slices == 1) {
      threads.each([&](int, int th) {
        for (int r = th; r < Rows; r += NT) team::store_scaled(C, i0 + r, col, alpha, s[r], beta);
      });
      return;
    }
    // this slice's sums to the block's region; the last team of the block adds them all
    const index_t at = col * blocks + block;
    Scalar* const mine = partial + at * region;
    threads.each([&](int, int th) {
      for (int r = th; r < Rows; r += NT) mine[slice * Rows + r] = s[r];
    });
    if (!team::last_to_arrive(member, &arrivals[at], int(slices))) return;
    // the block's `live` rows in `groups` groups of threads: thread g live + r adds slices g,
    // g + groups, .. of row r, in order; then the groups, in order
    const int live = X.rows - i0 < Rows ? int(X.rows - i0) : Rows, groups = NT / live;
    threads.each([&](int, int th) {
      if (th >= groups * live) return;
      const int g = th / live, r = th % live;
      Scalar v = 0;
      index_t sl = g;
      for (; sl + 7 * groups < slices; sl += 8 * groups) {
        Scalar w[8];
        TGEMM_UNROLL
        for (int u = 0; u < 8; ++u) w[u] = mine[(sl + u * groups) * Rows + r];
        TGEMM_UNROLL
        for (int u = 0; u < 8; ++u) v += w[u];
      }
      for (; sl < slices; sl += groups) v += mine[sl * Rows + r];
      s[th] = v;
    });
    team::barrier(member);
    threads.each([&](int, int th) {
      if (th >= live) return;
      Scalar v = 0;
      for (int g = 0; g < groups; ++g) v += s[g * live + th];
      team::store_scaled(C, i0 + th, col, alpha, v, beta);
    });
  }
};

}  // namespace gemv

template <Tile T>
struct Gemv {
  static constexpr Tile tile = T;

  static std::string name() { return "team_gemv<" + tile_key(T, TileFields{}) + ">"; }

  // Whether auto's GEMV rule runs it for a C of m x n (a side of one or two) whose matrix runs
  // along K or not (host_gemv.hpp's own differs): everywhere it applies.
  static constexpr bool serves(index_t, index_t, bool) { return true; }

  // Throws std::invalid_argument where exec cannot run the kernel (scratch, team size).
  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace& exec) {
    using gemv::Kernel, gemv::Map;
    team_size_of<ExecSpace, Kernel<ExecSpace, Scalar, T, Map::dot>>(exec, name);
    team_size_of<ExecSpace, Kernel<ExecSpace, Scalar, T, Map::axpy>>(exec, name);
  }

  // C = alpha * A * B + beta * C with A = op(A), B = op(B) already applied (strides): as a
  // product per column of C's narrow side (one, where C is a vector: the problems it is for).
  // options.slices > 0 sets the slices of K (tests), else enough to fill the device.
  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                  const ScheduleOptions& options = {}) {
    if (C.rows == 0 || C.cols == 0) return;
    const bool flip = C.cols > C.rows;  // C's narrow side as its columns
    const auto X = flip ? B.transposed() : A;
    const auto Y = flip ? A.transposed() : B;
    const auto D = flip ? C.transposed() : C;
    using gemv::Kernel, gemv::Map;
    // axpy where X's columns are unit-stride and a warp's worth of rows uses its lanes
    if (X.row_stride == 1 && X.col_stride != 1 && X.rows >= 32)
      launch<Kernel<ExecSpace, Scalar, T, Map::axpy>>(exec, alpha, X, Y, beta, D, options);
    else
      launch<Kernel<ExecSpace, Scalar, T, Map::dot>>(exec, alpha, X, Y, beta, D, options);
  }

 private:
  template <class K, class ExecSpace, class Scalar>
  static void launch(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& X,
                     const MatrixRef<const Scalar>& Y, Scalar beta, const MatrixRef<Scalar>& C,
                     const ScheduleOptions& options) {
    K k;
    k.X = X;
    k.Y = Y;
    k.C = C;
    k.alpha = alpha;
    k.beta = beta;
    constexpr bool host = Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible;
    const index_t resident = host ? schedule::split_k_resident(exec.concurrency(), K::NT)
                                  : std::max<index_t>(1, exec.concurrency() / K::NT);
    const index_t step = K::Dot ? T.bk : index_t(K::Warps) * K::U;
    const gemv::Cut cut = gemv::cut(X.rows, X.cols, K::Rows, K::NT, resident, step, 2 * T.bk);
    k.blocks = cut.blocks;
    k.slices = cut.slices;
    k.len = cut.len;
    if (options.slices > 0)  // as asked, in whole steps
      std::tie(k.slices, k.len) = schedule::split_k_chunks(X.cols, options.slices, int(step));
    const std::string& label = kernel_label<Gemv, Scalar>();
    if (k.slices > 1) {
      // each block's sums on whole 128-byte lines: no line holds two blocks' sums, so the
      // last team of a block never meets a line cached before the others wrote it
      constexpr index_t line = 128 / index_t(sizeof(Scalar));
      k.region = (k.slices * K::Rows + line - 1) / line * line;
      k.partial = static_cast<Scalar*>(Workspace<ExecSpace>::get(
          exec, std::size_t(k.blocks * C.cols * k.region) * sizeof(Scalar)));
      k.arrivals = static_cast<int*>(Workspace<ExecSpace>::get(
          exec, std::size_t(k.blocks * C.cols) * sizeof(int), WorkspaceSlot::arrivals));
    }
    launch_teams(exec, label, k, k.blocks * C.cols * k.slices, name);
  }
};

// Whether kernel K is a Gemv (the tuning candidates hold it beside tile mainloops).
template <class K>
inline constexpr bool is_gemv = false;
template <Tile T>
inline constexpr bool is_gemv<Gemv<T>> = true;

}  // namespace tgemm::device
