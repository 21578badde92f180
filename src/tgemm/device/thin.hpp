#pragma once
// A GEMM where one side of C is narrow (up to a few tens: 174 x 1 x 29781, 38 x 4 x 48537,
// 3 x 1107 x 13515) and K is long: a stream over the wide operand, like a GEMV with a few
// right-hand sides. The time there is reading the wide operand once; tiles of 32 or more
// columns leave most of their products empty, or split K so finely that the partial sums cost
// more than the products.
//
// The problem is oriented so that C's narrow side is its columns (else C^T = op(B)^T op(A)^T):
// X (m x k) is the wide operand, Y (k x n) the narrow one. C's columns are taken in passes of
// W = bn, bn / 2 or bn / 4 values (the narrowest that holds n; passes of bn where n > bn), its
// rows in blocks, and K in slices: enough teams to fill the device, the slices' raw sums added
// in order by a second kernel (as split K does) where there is more than one. A team stages a
// chunk of Y in scratch; X is read in one of three maps:
// - X with unit stride down its columns (rows map): lane L holds rows L, L + 32, .. and each
//   warp its own rows; per value of K a warp reads 32 adjacent values of X straight into
//   registers, and Y's row of W values is a broadcast from scratch;
// - X with unit stride along K, at the narrowest width (lanes map): a warp holds a few rows and
//   its lanes walk K, 32 adjacent values of each row at a time, each lane reading Y's values
//   at its own K from scratch; at the end of the slice the lanes' sums are added through
//   scratch;
// - otherwise (staged map): as the rows map, with X's chunk first staged in scratch, read
//   along K (its unit stride), the next chunk copied asynchronously while this one is
//   multiplied. At widths of 16 and 32 the lanes map reads W values of Y for every value of X
//   (5-54 % of cuBLAS where the staged map reaches 42-82 %); at width 8 the staged map's chunks
//   are 8 values of K deep (11-40 % where the lanes map reaches 65-130 % on most shapes).
// A thread holds tm * bn accumulators at every width: tm * bn / W rows of W columns.
//
// With In and Out (16-bit A and B, C of 16 bits or float) it takes the half path's narrow
// shapes: values are converted to Scalar (float) as they are read, sums are fp32, C is rounded
// once. The staged map then stages X's chunk through registers, converted (an asynchronous
// copy moves bytes and cannot convert them).
//
// A whole kernel, like device::SmallK: its threads hold rows of C, not fragments of a tile.
// Tile fields: bm (rows a team holds at width bn: 32 * tm * warps_m), bn (the
// widest pass), bk (values of K a chunk stages at width bn), tm, tn (= bn), warps_m (the warps
// of a team) and teams_per_sm.
//
//   using K = tgemm::device::Thin<tgemm::Tile{.bm = 128, .bn = 32, .bk = 128, .tm = 1,
//                                             .tn = 32, .warps_m = 4, .teams_per_sm = 4}>;

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/sliced_blocks.hpp>
#include <tgemm/device/thin_slices.hpp>
#include <tgemm/mainloop/thread_map.hpp>
#include <tgemm/schedule/options.hpp>
#include <tgemm/schedule/split_k.hpp>
#include <tgemm/team/async_copy.hpp>
#include <tgemm/team/barrier.hpp>
#include <tgemm/team/team_threads.hpp>
#include <tgemm/thread/unroll.hpp>
#include <tgemm/thread/vec.hpp>
#include <tgemm/tile.hpp>
#include <type_traits>

namespace tgemm::device {

namespace thin {

// How a team's threads meet X (see the top of the file).
enum class Map { rows, lanes, staged };

template <class ExecSpace, class Scalar_, Tile T, int W, Map M, class In = Scalar_,
          class Out = Scalar_>
struct Kernel {
  using Scalar = Scalar_;
  static constexpr int V = thread::vec16<Scalar>, SB = int(sizeof(Scalar));
  static constexpr int Width = W, Warps = T.warps_m, NT = 32 * Warps;
  static constexpr int TM = T.tm * T.bn / W;  // rows a thread holds
  static constexpr bool Lanes = M == Map::lanes;
  static constexpr int RowsPerTeam = Lanes ? TM * Warps : 32 * TM * Warps;
  // Values of K a chunk stages: Y's bk at width bn (as many bytes at every width); in the
  // staged map, as many as keep X's chunk of RowsPerTeam rows near 8 KiB, in two stages (one
  // copied while the other is multiplied).
  static constexpr int Chunk =
      M == Map::staged ? std::clamp(8192 / (RowsPerTeam * SB), 4, T.bk) : T.bk * T.bn / W;
  static constexpr int Stages = M == Map::staged ? 2 : 1;
  static constexpr int LdX = RowsPerTeam + 1;  // X's chunk in scratch (staged): [p][row],
                                               // padded (the staging's stores walk p)
  static constexpr int Sums = TM * W + 1;      // a thread's sums in scratch (lanes), padded
  // Values of K (lanes: steps of 32) whose loads are in flight together: about 64 bytes of X
  // a thread from global memory (more left the FP64 rows map at width 32 spilling), four from
  // scratch.
  static constexpr int U = M == Map::rows     ? std::max(4, 64 / (TM * SB))
                           : M == Map::staged ? 4
                                              : std::min(Chunk / 32, std::max(1, 16 / TM));
  static_assert(T.bm == 32 * T.tm * T.warps_m && T.tn == T.bn,
                "tgemm::device::Thin: bm = 32 * tm * warps_m (the rows at width bn) and tn = bn");
  static_assert(T.bn % 4 == 0 && (T.bn / 4) % V == 0 && T.bk % 32 == 0,
                "tgemm::device::Thin: bn / 4 a whole number of 16-byte words, bk a multiple of 32");
  static_assert((Lanes ? Chunk / 32 : Chunk) % U == 0,
                "tgemm::device::Thin: a chunk is whole groups of loads");
  static_assert(uses_only(T, TileFields{}),
                "tgemm::device::Thin reads bm, bn, bk, tm, tn, warps_m and teams_per_sm only");
  static constexpr std::size_t x_bytes =  // one stage of X (staged map), then one of Y
      M == Map::staged ? (std::size_t(Chunk) * LdX * SB + 15) / 16 * 16 : 0;
  static constexpr std::size_t y_bytes = std::size_t(Chunk) * W * SB;
  static constexpr std::size_t sum_bytes = Lanes ? std::size_t(NT) * Sums * SB : 0;
  static constexpr std::size_t stage_bytes = x_bytes + std::max(y_bytes, sum_bytes);
  static constexpr std::size_t scratch_bytes = Stages * stage_bytes + 16;

  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using launch_bounds = Kokkos::LaunchBounds<NT, T.teams_per_sm>;
  using Acc = Scalar[Threads::capacity][TM][W];

  MatrixRef<const In> X, Y;        // X (m x k) the wide operand, Y (k x n) the narrow one
  SlicedBlocks<Scalar, Out> grid;  // C (m x n), its blocks, passes and slices

  // store(e, load(e)) for e in [0, Total) over the team. On a GPU (a team of exactly NT
  // threads) a thread loads 8 values into registers before storing them, so their loads are in
  // flight together rather than one latency each (all of a thread's share at once spilled).
  template <int Total, class Load, class Store>
  KOKKOS_FORCEINLINE_FUNCTION static void copy(const Threads& threads, Load&& load, Store&& store) {
    if constexpr (Threads::capacity == 1) {
      constexpr int Per = (Total + NT - 1) / NT, Batch = Per < 8 ? Per : 8;
      for (int b0 = 0; b0 < Per; b0 += Batch) {
        Scalar v[Batch];
        TGEMM_UNROLL
        for (int b = 0; b < Batch; ++b) {
          const int e = threads.rank + (b0 + b) * NT;
          v[b] = e < Total ? load(e) : Scalar(0);
        }
        TGEMM_UNROLL
        for (int b = 0; b < Batch; ++b) {
          const int e = threads.rank + (b0 + b) * NT;
          if (e < Total) store(e, v[b]);
        }
      }
    } else {
      for (int e = threads.rank; e < Total; e += threads.size) store(e, load(e));
    }
  }

  // Y's chunk [k0, k0 + Chunk) x [j0, j0 + W) into scratch, zeros past k1 and n: [p][j] (a
  // value of K is one broadcast row) or, for the lanes map, [j][p] (lanes read adjacent p).
  KOKKOS_INLINE_FUNCTION void stage(const Threads& threads, Scalar* Ys, index_t k0, index_t k1,
                                    index_t j0) const {
    copy<Chunk * W>(
        threads,
        [&](int e) {
          const int p = Lanes ? e % Chunk : e / W, j = Lanes ? e / Chunk : e % W;
          return k0 + p < k1 && j0 + j < grid.C.cols ? Scalar(Y(k0 + p, j0 + j)) : Scalar(0);
        },
        [&](int e, Scalar v) { Ys[e] = v; });
  }

  // Staged map: X's rows [i0, i0 + RowsPerTeam) of the chunk as [p][row] and Y's as [p][j],
  // zeros past k1, m and n, by asynchronous element copies (through registers, converted, where
  // In is not Scalar); consecutive threads walk K (X's unit stride).
  KOKKOS_INLINE_FUNCTION void stage_async(const Threads& threads, Scalar* Xs, Scalar* Ys,
                                          index_t i0, index_t k0, index_t k1, index_t j0) const {
    if constexpr (!std::is_same_v<In, Scalar>) {
      copy<Chunk * RowsPerTeam>(
          threads,
          [&](int e) {
            const int p = e % Chunk, r = e / Chunk;
            return i0 + r < X.rows && k0 + p < k1 ? Scalar(X(i0 + r, k0 + p)) : Scalar(0);
          },
          [&](int e, Scalar v) { Xs[(e % Chunk) * LdX + e / Chunk] = v; });
      copy<Chunk * W>(
          threads,
          [&](int e) {
            const int p = e / W, j = e % W;
            return k0 + p < k1 && j0 + j < grid.C.cols ? Scalar(Y(k0 + p, j0 + j)) : Scalar(0);
          },
          [&](int e, Scalar v) { Ys[e] = v; });
    } else {
      for (int e = threads.rank; e < Chunk * RowsPerTeam; e += threads.size) {
        const int p = e % Chunk, r = e / Chunk;
        const bool inside = i0 + r < X.rows && k0 + p < k1;
        team::copy_async_element(Xs + p * LdX + r, inside ? &X(i0 + r, k0 + p) : X.data, inside);
      }
      for (int e = threads.rank; e < Chunk * W; e += threads.size) {
        const int p = e / W, j = e % W;
        const bool inside = k0 + p < k1 && j0 + j < grid.C.cols;
        team::copy_async_element(Ys + e, inside ? &Y(k0 + p, j0 + j) : Y.data, inside);
      }
    }
  }

  // Rows and staged maps: acc += the thread's rows (r, r + 32, .. of the team's block from i0)
  // times the chunk, `depth` values of K from k0 (Full: depth == Chunk); X from global memory
  // (rows) or scratch (staged).
  template <bool Full>
  KOKKOS_FORCEINLINE_FUNCTION void multiply(const Scalar* Xs, const Scalar* Ys, int r, index_t i0,
                                            index_t k0, int depth, Scalar (&acc)[TM][W]) const {
    const index_t cs = X.col_stride;
    bool in[TM];
    TGEMM_UNROLL
    for (int q = 0; q < TM; ++q) in[q] = i0 + r + 32 * q < X.rows;
    const In* col = M == Map::rows ? X.data + k0 * cs + i0 + r : nullptr;
    for (int p0 = 0; p0 < Chunk; p0 += U) {
      if (!Full && p0 >= depth) break;
      Scalar x[U][TM];
      TGEMM_UNROLL
      for (int u = 0; u < U; ++u) {
        TGEMM_UNROLL
        for (int q = 0; q < TM; ++q) {
          if constexpr (M == Map::rows)
            x[u][q] = in[q] && (Full || p0 + u < depth) ? Scalar(col[index_t(p0 + u) * cs + 32 * q])
                                                        : Scalar(0);
          else
            x[u][q] = Xs[(p0 + u) * LdX + r + 32 * q];
        }
      }
      TGEMM_UNROLL
      for (int u = 0; u < U; ++u) {
        Scalar y[W];
        TGEMM_UNROLL
        for (int w = 0; w < W / V; ++w) {
          const auto v = thread::load_vec<V>(Ys + (p0 + u) * W + w * V);
          TGEMM_UNROLL
          for (int s = 0; s < V; ++s) y[w * V + s] = v.v[s];
        }
        TGEMM_UNROLL
        for (int j = 0; j < W; ++j) TGEMM_UNROLL
        for (int q = 0; q < TM; ++q) acc[q][j] += x[u][q] * y[j];
      }
    }
  }

  // Lanes map: acc += X's rows [i, i + TM) at the lane's values of K (lane, lane + 32, .. from
  // k0) times the chunk.
  template <bool Full>
  KOKKOS_FORCEINLINE_FUNCTION void multiply_lanes(const Scalar* Ys, int lane, index_t i, index_t k0,
                                                  int depth, Scalar (&acc)[TM][W]) const {
    const index_t cs = X.col_stride;
    const In* row[TM];
    bool in[TM];
    TGEMM_UNROLL
    for (int q = 0; q < TM; ++q) {
      in[q] = i + q < X.rows;
      row[q] = X.data + (in[q] ? (i + q) * X.row_stride : 0) + k0 * cs;
    }
    for (int s0 = 0; s0 < Chunk / 32; s0 += U) {
      if (!Full && 32 * s0 >= depth) break;
      Scalar x[U][TM];
      TGEMM_UNROLL
      for (int u = 0; u < U; ++u) {
        const int p = 32 * (s0 + u) + lane;
        TGEMM_UNROLL
        for (int q = 0; q < TM; ++q)
          x[u][q] = in[q] && (Full || p < depth) ? Scalar(row[q][index_t(p) * cs]) : Scalar(0);
      }
      TGEMM_UNROLL
      for (int u = 0; u < U; ++u) {
        const int p = 32 * (s0 + u) + lane;
        TGEMM_UNROLL
        for (int j = 0; j < W; ++j) {
          const Scalar y = Ys[j * Chunk + p];
          TGEMM_UNROLL
          for (int q = 0; q < TM; ++q) acc[q][j] += x[u][q] * y;
        }
      }
    }
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    const auto here = grid.team(member.league_rank(), X.cols);
    const index_t slice = here.slice, k0 = here.k0, k1 = here.k1;
    const index_t i0 = here.block * RowsPerTeam, j0 = here.pass * W;
    Scalar* const base = mainloop::team_stages<Scalar>(member, scratch_bytes);
    const Threads threads(member);
    Acc acc;
    threads.each([&](int l, int) {
      TGEMM_UNROLL
      for (int q = 0; q < TM; ++q) TGEMM_UNROLL
      for (int j = 0; j < W; ++j) acc[l][q][j] = Scalar(0);
    });
    auto products = [&](const Scalar* Xs, const Scalar* Ys, index_t kc) {
      const int depth = k1 - kc < Chunk ? int(k1 - kc) : Chunk;
      threads.each([&](int l, int th) {
        const int lane = th % 32, warp = th / 32;
        if constexpr (Lanes) {
          const index_t i = i0 + index_t(warp) * TM;
          if (depth == Chunk)
            multiply_lanes<true>(Ys, lane, i, kc, depth, acc[l]);
          else
            multiply_lanes<false>(Ys, lane, i, kc, depth, acc[l]);
        } else {
          const int r = warp * 32 * TM + lane;
          if (depth == Chunk)
            multiply<true>(Xs, Ys, r, i0, kc, depth, acc[l]);
          else
            multiply<false>(Xs, Ys, r, i0, kc, depth, acc[l]);
        }
      });
    };
    Scalar* Ys = base + x_bytes / SB;
    if constexpr (M == Map::staged) {  // chunk c + 1 copied while chunk c is multiplied
      const index_t chunks = (k1 - k0 + Chunk - 1) / Chunk;
      auto at = [&](index_t c) { return base + (c % Stages) * (stage_bytes / SB); };
      auto issue = [&](index_t c) {
        if (c < chunks)
          stage_async(threads, at(c), at(c) + x_bytes / SB, i0, k0 + c * Chunk, k1, j0);
        team::async_commit();
      };
      for (int c = 0; c < Stages - 1; ++c) issue(c);
      for (index_t c = 0; c < chunks; ++c) {
        // chunk c has landed for every thread, and every thread is done with chunk c - 1,
        // whose stage chunk c + Stages - 1 overwrites
        team::async_wait<Stages - 2>();
        team::barrier(member);
        issue(c + Stages - 1);
        products(at(c), at(c) + x_bytes / SB, k0 + c * Chunk);
      }
    } else {
      for (index_t kc = k0; kc < k1; kc += Chunk) {
        if (kc > k0) team::barrier(member);  // the last chunk's products are done with Ys
        stage(threads, Ys, kc, k1, j0);
        team::barrier(member);
        products(nullptr, Ys, kc);
      }
    }
    if constexpr (Lanes) {  // each lane's sums to scratch; lane o of a warp adds output o, ..
      Scalar* sums = Ys;
      team::barrier(member);
      threads.each([&](int l, int th) {
        TGEMM_UNROLL
        for (int q = 0; q < TM; ++q) TGEMM_UNROLL
        for (int j = 0; j < W; ++j) sums[th * Sums + q * W + j] = acc[l][q][j];
      });
      team::barrier(member);
      threads.each([&](int, int th) {
        const int lane = th % 32, warp = th / 32;
        for (int o = lane; o < TM * W; o += 32) {
          Scalar v = 0;
          for (int s = 0; s < 32; ++s) v += sums[(warp * 32 + s) * Sums + o];
          grid.put(slice, i0 + index_t(warp) * TM + o / W, j0 + o % W, v);
        }
      });
    } else {
      threads.each([&](int l, int th) {
        const index_t i = i0 + (th / 32) * 32 * TM + th % 32;
        TGEMM_UNROLL
        for (int j = 0; j < W; ++j) TGEMM_UNROLL
        for (int q = 0; q < TM; ++q) grid.put(slice, i + 32 * q, j0 + j, acc[l][q][j]);
      });
    }
  }
};

}  // namespace thin

template <Tile T>
struct Thin {
  static constexpr Tile tile = T;

  static std::string name() { return "team_thin<" + tile_key(T, TileFields{}) + ">"; }

  // Throws std::invalid_argument where exec cannot run the tile (scratch, team size).
  template <class ExecSpace, class Scalar, class In = Scalar, class Out = Scalar>
  static void check(const ExecSpace& exec) {
    using thin::Kernel, thin::Map;
    team_size_of<ExecSpace, Kernel<ExecSpace, Scalar, T, T.bn, Map::rows, In, Out>>(exec, name);
    team_size_of<ExecSpace, Kernel<ExecSpace, Scalar, T, T.bn / 4, Map::lanes, In, Out>>(exec,
                                                                                         name);
    team_size_of<ExecSpace, Kernel<ExecSpace, Scalar, T, T.bn, Map::staged, In, Out>>(exec, name);
  }

  // C = alpha * A * B + beta * C with A = op(A), B = op(B) already applied (strides);
  // options.slices > 0 sets the slices of K (tests), else enough to fill the device. Scalar the
  // arithmetic's type, In A's and B's, Out C's.
  template <class ExecSpace, class Scalar, class In, class Out>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const In>& A,
                  const MatrixRef<const In>& B, Scalar beta, const MatrixRef<Out>& C,
                  const ScheduleOptions& options = {}) {
    if (C.rows == 0 || C.cols == 0) return;
    const bool flip = C.cols > C.rows;  // the narrow side as C's columns
    const auto X = flip ? B.transposed() : A;
    const auto Y = flip ? A.transposed() : B;
    const auto D = flip ? C.transposed() : C;
    const int w = thin::width_for(D.cols, T.bn);
    if (w == T.bn / 4)
      launch<T.bn / 4>(exec, alpha, X, Y, beta, D, options);
    else if (w == T.bn / 2)
      launch<T.bn / 2>(exec, alpha, X, Y, beta, D, options);
    else
      launch<T.bn>(exec, alpha, X, Y, beta, D, options);
  }

 private:
  template <int W, class ExecSpace, class Scalar, class In, class Out>
  static void launch(const ExecSpace& exec, Scalar alpha, const MatrixRef<const In>& X,
                     const MatrixRef<const In>& Y, Scalar beta, const MatrixRef<Out>& C,
                     const ScheduleOptions& options) {
    using thin::Kernel, thin::Map;
    if (X.row_stride == 1)
      return launch_map<Kernel<ExecSpace, Scalar, T, W, Map::rows, In, Out>>(exec, alpha, X, Y,
                                                                             beta, C, options);
    if constexpr (W == T.bn / 4)
      launch_map<Kernel<ExecSpace, Scalar, T, W, Map::lanes, In, Out>>(exec, alpha, X, Y, beta, C,
                                                                       options);
    else
      launch_map<Kernel<ExecSpace, Scalar, T, W, Map::staged, In, Out>>(exec, alpha, X, Y, beta, C,
                                                                        options);
  }

  template <class K, class ExecSpace, class Scalar, class In, class Out>
  static void launch_map(const ExecSpace& exec, Scalar alpha, const MatrixRef<const In>& X,
                         const MatrixRef<const In>& Y, Scalar beta, const MatrixRef<Out>& C,
                         const ScheduleOptions& options) {
    K k;
    k.X = X;
    k.Y = Y;
    const index_t m = C.rows, n = C.cols;
    k.grid = {C, alpha, beta, nullptr, tile_count(m, K::RowsPerTeam), tile_count(n, K::Width)};
    const index_t blocks = k.grid.row_blocks * k.grid.passes;
    const index_t wanted =
        options.slices > 0 ? options.slices
                           : thin::slices_for(schedule::split_k_resident(exec.concurrency(), K::NT),
                                              blocks, X.cols, n);
    const auto [slices, len] = thin::slice_k(X.cols, wanted);
    k.grid.slice_len = len;
    static const std::string label = std::is_same_v<In, Scalar> && std::is_same_v<Out, Scalar>
                                         ? "tgemm::" + name() + "," + scalar_name<Scalar>()
                                         : mixed_label<In, Out>(name());
    launch_sliced(exec, label, k, blocks, slices, name);
  }
};

// Whether kernel K is a Thin (the tuning candidates hold it beside tile mainloops).
template <class K>
inline constexpr bool is_thin = false;
template <Tile T>
inline constexpr bool is_thin<Thin<T>> = true;

}  // namespace tgemm::device
