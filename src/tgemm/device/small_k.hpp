#pragma once
// A GEMM for small K with a large C (12370 x 1607 x 3, 3502 x 9751 x 32): the time is writing C,
// so the kernel is built around its stores. One team per BM x BN tile of C; each chunk of BK
// values of K is staged whole in scratch (op(A) as BK rows of BM, op(B) as BK rows of BN), so a
// K of at most BK is one load, one barrier and the products. The 32 lanes of a warp hold the
// tile's BM rows (TM each) and the warps its columns (TN each), in one of two maps:
// - where every column of C starts on a 16-byte boundary (`words`), lane L holds rows in
//   16-byte blocks 32 blocks apart (L * V ..): a warp writes each column as whole 16-byte words,
//   32 of them adjacent, and reads op(A) with one 16-byte load per block;
// - elsewhere (a leading dimension not a multiple of the word, a window of a larger C), lane L
//   holds rows L, L + 32, ..: a warp writes each column 32 adjacent elements at a time, every
//   sector full whatever the alignment, and reads op(A) an element at a time. (Shifting the
//   word map's values into place by shuffles cost 30-40 % at the same traffic.)
// In both, the products read op(B) as warp-wide broadcasts and indices are 32-bit inside the
// tile: no 64-bit division per element (what bounds the naive kernel at such shapes).
// A row-major C is the transposed problem, C^T = op(B)^T op(A)^T, with a column-major C^T.
//
// With In and Out (16-bit A and B, C of 16 bits or float) it takes the half path's small
// shapes: the staging converts each value to Scalar (float), the products and sums are fp32, and
// C is rounded once; the word map is then off (C's values are not Scalar's 16-byte words).
//
// It is not a mainloop of device::Gemm: its thread maps put the lanes down the columns of C
// (the composed kernels' maps put them in grids of 16-byte fragments), and the epilogue is the
// kernel. The tile reads Tile's bm, bn, bk (the chunk), tm, tn and teams_per_sm; warps_m is 1.
//
//   using K = tgemm::device::SmallK<tgemm::Tile{.bm = 128, .bn = 64, .bk = 16, .tm = 4, .tn = 8,
//                                               .warps_m = 1, .teams_per_sm = 2}>;

#include <Kokkos_Core.hpp>
#include <cstdint>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/mainloop/thread_map.hpp>
#include <tgemm/team/barrier.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/team_threads.hpp>
#include <tgemm/thread/unroll.hpp>
#include <tgemm/thread/vec.hpp>
#include <tgemm/tile.hpp>
#include <type_traits>

namespace tgemm::device {

namespace small_k {

template <class ExecSpace, class Scalar_, Tile T, class In = Scalar_, class Out = Scalar_>
struct Kernel {
  static constexpr Tile tile = T;  // for aliases (mainloop::ThreadMap says why)
  using Scalar = Scalar_;
  static constexpr int V = thread::vec16<Scalar>;  // elements per 16-byte word
  static constexpr int BM = T.bm, BN = T.bn, BK = T.bk, TM = T.tm, TN = T.tn;
  static constexpr int Warps = BN / TN, NT = 32 * Warps, PM = TM / V;
  static constexpr int LdA = BM + V, LdB = BN + V;  // rows padded by 16 bytes: the loads of a
                                                    // K-contiguous operand spread over banks
  static_assert(T.warps_m == 1 && BM == 32 * TM && BN % TN == 0,
                "tgemm::device::SmallK: a warp's lanes hold the tile's rows (bm = 32 * tm, "
                "warps_m = 1) and the warps its columns (bn a multiple of tn)");
  static_assert(TM % V == 0 && TN % V == 0,
                "tgemm::device::SmallK: tm and tn must be whole 16-byte words");
  static_assert(uses_only(T, TileFields{}),
                "tgemm::device::SmallK reads bm, bn, bk, tm, tn, warps_m and teams_per_sm only");
  static constexpr std::size_t scratch_bytes = std::size_t(BK) * (LdA + LdB) * sizeof(Scalar) + 16;

  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using launch_bounds = Kokkos::LaunchBounds<NT, T.teams_per_sm>;
  using Acc = Scalar[Threads::capacity][TM][TN];

  MatrixRef<const In> A, B;  // op(A) (m x k) and op(B) (k x n)
  MatrixRef<Out> C;
  Scalar alpha{}, beta{};
  int tiles_m = 1;
  bool words = false;  // C has unit stride down its columns, each starting on a 16-byte boundary

  // Chunk [k0, k0 + BK) of op(A)'s tile rows and op(B)'s tile columns into scratch, zeros
  // past the edges of the matrices; consecutive threads walk each operand's unit-stride
  // direction (K for a K-contiguous one), so the reads coalesce.
  KOKKOS_INLINE_FUNCTION void stage(const Threads& threads, Scalar* As, Scalar* Bs, index_t m0,
                                    index_t n0, index_t k0) const {
    const index_t m = C.rows, n = C.cols, k = A.cols;
    const bool a_down = A.row_stride == 1, b_across = B.col_stride == 1;
    for (int e = threads.rank; e < BM * BK; e += threads.size) {
      const int i = a_down ? e % BM : e / BK, p = a_down ? e / BM : e % BK;
      As[p * LdA + i] = m0 + i < m && k0 + p < k ? Scalar(A(m0 + i, k0 + p)) : Scalar(0);
    }
    for (int e = threads.rank; e < BN * BK; e += threads.size) {
      const int j = b_across ? e % BN : e / BK, p = b_across ? e / BN : e % BK;
      Bs[p * LdB + j] = n0 + j < n && k0 + p < k ? Scalar(B(k0 + p, n0 + j)) : Scalar(0);
    }
  }

  // acc += rows [0, depth) of the staged chunk, for logical thread t; Words picks the map.
  template <int Depth, bool Words>
  KOKKOS_FORCEINLINE_FUNCTION static void multiply(const Scalar* As, const Scalar* Bs, int t,
                                                   int depth, Scalar (&acc)[TM][TN]) {
    const int lane = t % 32, j0 = (t / 32) * TN;
    auto step = [&](int p) {
      Scalar a[TM], b[TN];
      if constexpr (Words) {
        TGEMM_UNROLL
        for (int q = 0; q < PM; ++q) {
          const auto x = thread::load_vec<V>(As + p * LdA + q * 32 * V + lane * V);
          TGEMM_UNROLL
          for (int v = 0; v < V; ++v) a[q * V + v] = x.v[v];
        }
      } else {
        TGEMM_UNROLL
        for (int i = 0; i < TM; ++i) a[i] = As[p * LdA + i * 32 + lane];
      }
      TGEMM_UNROLL
      for (int q = 0; q < TN / V; ++q) {
        const auto y = thread::load_vec<V>(Bs + p * LdB + j0 + q * V);
        TGEMM_UNROLL
        for (int v = 0; v < V; ++v) b[q * V + v] = y.v[v];
      }
      TGEMM_UNROLL
      for (int j = 0; j < TN; ++j) TGEMM_UNROLL
      for (int i = 0; i < TM; ++i) acc[i][j] += a[i] * b[j];
    };
    if (Depth > 0) {  // a whole chunk: a constant trip count, unrolled
      TGEMM_UNROLL
      for (int p = 0; p < Depth; ++p) step(p);
    } else {
      for (int p = 0; p < depth; ++p) step(p);
    }
  }

  // One 16-byte word of C at p: alpha * w + beta * p (beta == 0 never reads p).
  KOKKOS_FORCEINLINE_FUNCTION void store_word(Scalar* p, const Scalar (&w)[V]) const {
    thread::Vec<Scalar, V> x;
    if (beta == Scalar(0)) {
      TGEMM_UNROLL
      for (int v = 0; v < V; ++v) x.v[v] = alpha * w[v];
    } else {
      x = thread::load_vec<V>(static_cast<const Scalar*>(p));
      TGEMM_UNROLL
      for (int v = 0; v < V; ++v) x.v[v] = alpha * w[v] + beta * x.v[v];
    }
    thread::store_vec<V>(p, x);
  }

  // alpha * acc + beta * C out to C in the map Words picks: whole 16-byte words (lane L's
  // rows L * V .. of each block), or 32 adjacent elements (lane L's rows L, L + 32, ..).
  // (Reading a column's old values all before writing any ran slower with beta != 0.)
  template <bool Words>
  KOKKOS_INLINE_FUNCTION void store(int t, const Scalar (&acc)[TM][TN], index_t m0,
                                    index_t n0) const {
    const int lane = t % 32, j0 = (t / 32) * TN;
    TGEMM_UNROLL
    for (int j = 0; j < TN; ++j) {
      const index_t c = n0 + j0 + j;
      if (c >= C.cols) break;  // the same for the whole warp
      if constexpr (Words) {
        TGEMM_UNROLL
        for (int q = 0; q < PM; ++q) {
          const index_t r = m0 + q * 32 * V + lane * V;
          Scalar mine[V];
          TGEMM_UNROLL
          for (int v = 0; v < V; ++v) mine[v] = acc[q * V + v][j];
          if (r + V <= C.rows) {
            store_word(&C(r, c), mine);
          } else {
            TGEMM_UNROLL
            for (int v = 0; v < V; ++v) team::store_scaled(C, r + v, c, alpha, mine[v], beta);
          }
        }
      } else {
        TGEMM_UNROLL
        for (int i = 0; i < TM; ++i)
          team::store_scaled(C, m0 + i * 32 + lane, c, alpha, acc[i][j], beta);
      }
    }
  }

  template <bool Words>
  KOKKOS_INLINE_FUNCTION void run_tile(const Member& member) const {
    const int tile_index = member.league_rank();
    const index_t m0 = index_t(tile_index % tiles_m) * BM, n0 = index_t(tile_index / tiles_m) * BN;
    const index_t k = A.cols;
    Scalar* As = mainloop::team_stages<Scalar>(member, scratch_bytes);
    Scalar* Bs = As + BK * LdA;
    const Threads threads(member);
    Acc acc;
    threads.each([&](int l, int) {
      TGEMM_UNROLL
      for (int i = 0; i < TM; ++i) TGEMM_UNROLL
      for (int j = 0; j < TN; ++j) acc[l][i][j] = Scalar(0);
    });
    for (index_t k0 = 0; k0 < k; k0 += BK) {
      if (k0 > 0) team::barrier(member);  // the last chunk's products are done with scratch
      stage(threads, As, Bs, m0, n0, k0);
      team::barrier(member);
      const int depth = k - k0 < BK ? int(k - k0) : BK;
      threads.each([&](int l, int t) {
        if (depth == BK)
          multiply<BK, Words>(As, Bs, t, depth, acc[l]);
        else
          multiply<0, Words>(As, Bs, t, depth, acc[l]);
      });
    }
    threads.each([&](int l, int t) { store<Words>(t, acc[l], m0, n0); });
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    if constexpr (std::is_same_v<Out, Scalar>)
      if (words) return run_tile<true>(member);
    run_tile<false>(member);
  }
};

}  // namespace small_k

template <Tile T>
struct SmallK {
  static constexpr Tile tile = T;

  static std::string name() { return "team_small_k<" + tile_key(T, TileFields{}) + ">"; }

  template <class ExecSpace, class Scalar, class In = Scalar, class Out = Scalar>
  using kernel = small_k::Kernel<ExecSpace, Scalar, T, In, Out>;

  // Throws std::invalid_argument where exec cannot run the tile (scratch, team size).
  template <class ExecSpace, class Scalar, class In = Scalar, class Out = Scalar>
  static void check(const ExecSpace& exec) {
    team_size_of<ExecSpace, kernel<ExecSpace, Scalar, In, Out>>(exec, name);
  }

  // C = alpha * A * B + beta * C with A = op(A), B = op(B) already applied (strides); Scalar
  // the arithmetic's type, In A's and B's, Out C's.
  template <class ExecSpace, class Scalar, class In, class Out>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const In>& A,
                  const MatrixRef<const In>& B, Scalar beta, const MatrixRef<Out>& C) {
    using K = kernel<ExecSpace, Scalar, In, Out>;
    if (C.rows == 0 || C.cols == 0) return;
    // A row-major C: the transposed problem, whose C is column-major.
    const bool flip = C.col_stride == 1 && C.row_stride != 1;
    K k;
    k.A = flip ? B.transposed() : A;
    k.B = flip ? A.transposed() : B;
    k.C = flip ? C.transposed() : C;
    k.alpha = alpha;
    k.beta = beta;
    const index_t tiles_m = tile_count(k.C.rows, K::BM),
                  tiles = tiles_m * tile_count(k.C.cols, K::BN);
    k.tiles_m = int(tiles_m);
    k.words = k.C.row_stride == 1 && k.C.col_stride % K::V == 0 &&
              reinterpret_cast<std::uintptr_t>(k.C.data) % 16 == 0;
    static const std::string label = std::is_same_v<In, Scalar> && std::is_same_v<Out, Scalar>
                                         ? "tgemm::" + name() + "," + scalar_name<Scalar>()
                                         : mixed_label<In, Out>(name());
    launch_teams(exec, label, k, tiles, name);
  }
};

// Whether kernel K is a SmallK (the tuning candidates hold it beside tile mainloops).
template <class K>
inline constexpr bool is_small_k = false;
template <Tile T>
inline constexpr bool is_small_k<SmallK<T>> = true;

}  // namespace tgemm::device
