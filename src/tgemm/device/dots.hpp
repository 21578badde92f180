#pragma once
// A GEMM whose operands both run along K (op(A) with unit stride along its rows, op(B) down its
// columns: TN on column-major storage) and whose C is small against a long K (144 x 14 x 139696,
// 104 x 24 x 39622): every element of C is a dot product of two unit-stride runs, and the time is
// reading A once. A tile kernel moves such operands into slabs laid out along M and N, element by
// element (8 bytes a copy, the L1 its limit). Here nothing is transposed: the operands are
// copied into scratch as they lie, 16 bytes at a time along K, and read there along K.
//
// The problem is oriented as the thin kernel's (device/thin.hpp): C's narrow side as its columns,
// X (m x k) the wide operand, Y (k x n) the narrow one, both unit-stride along K. A team holds a
// block of bm rows and W columns of C (W = bn, or bn / 2 where the narrow side fits it); K is
// split as split K splits it, in slices of two stages or more (dots::slices_for: enough teams to
// fill the device, the slices' raw sums added in order by split K's reduction where there is
// more than one).
//
// The team copies chunks of bk values of K of its rows of X and columns of Y into `stages`
// stages, stages - 1 chunks ahead of the arithmetic (cp.async: the bytes in flight cost no
// registers), one barrier a chunk. Each warp takes its own share of a chunk's K and multiplies
// the whole block over it: on the FP64 tensor cores (mma m16n8k8: the lanes' values of k are
// taken in adjacent pairs, the same pairs for X and Y, so each comes in one 16-byte load from
// the K-unit-stride rows), elsewhere (host backends, float) one product at a time. At the end
// of its slice the team adds its warps' sums through scratch in a fixed order.
//
// Tile fields: bm (rows of C a team holds, a multiple of 16), bn (columns, a multiple of 16),
// bk (values of K a stage holds, warps_m times a multiple of 8), tm = bm / 16 and tn = bn / 8
// (a warp's blocks of 16 x 8), warps_m (the warps of a team, splitting each chunk's K),
// teams_per_sm, stages.
//
//   using K = tgemm::device::Dots<tgemm::Tile{.bm = 32, .bn = 16, .bk = 64, .tm = 2, .tn = 2,
//                                             .warps_m = 4, .teams_per_sm = 2, .stages = 4}>;

#include <Kokkos_Core.hpp>
#include <cstdint>
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
#include <tgemm/warp/mma.hpp>
#include <type_traits>

namespace tgemm::device {

namespace dots {

template <class ExecSpace, class Scalar_, Tile T, int W, bool Units>
struct Kernel {
  using Scalar = Scalar_;
  static constexpr int V = thread::vec16<Scalar>, SB = int(sizeof(Scalar));
  static constexpr int BM = T.bm, Width = W, Warps = T.warps_m, NT = 32 * Warps;
  static constexpr int Chunk = T.bk, Stages = T.stages, Share = Chunk / Warps;
  // A row of a stage: Chunk values of K and 8 more, so the rows that the lanes of a quarter-warp
  // read (two rows, 64 bytes each) start 64 bytes apart modulo 128: distinct banks.
  static constexpr int Ld = Chunk + 8;
  static constexpr int XElems = BM * Ld, Stage = (BM + W) * Ld;
  static constexpr int Outputs = BM * W;
  static_assert(T.bm % 16 == 0 && T.bn % 16 == 0 && T.tm == T.bm / 16 && T.tn == T.bn / 8,
                "tgemm::device::Dots: bm and bn multiples of 16, tm = bm / 16, tn = bn / 8");
  static_assert(Share % 8 == 0 && Share * Warps == Chunk && Stages >= 2 && W % 8 == 0,
                "tgemm::device::Dots: bk is warps_m times a multiple of 8; at least two stages");
  static_assert(uses_only(T, {.stages = true}),
                "tgemm::device::Dots reads bm, bn, bk, tm, tn, warps_m, teams_per_sm and stages");

  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  static constexpr std::size_t stage_bytes = std::size_t(Stages) * Stage * SB,
                               sum_bytes = std::size_t(Warps) * Outputs * SB;
  static constexpr std::size_t scratch_bytes =
      (stage_bytes > sum_bytes ? stage_bytes : sum_bytes) + 16;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using launch_bounds = Kokkos::LaunchBounds<NT, T.teams_per_sm>;
  // A lane's sums: on the tensor cores its four values of each 16 x 8 block of the team's
  // block; else (one product at a time) outputs lane, lane + 32, ..
  static constexpr int TensorBlocks = (BM / 16) * (W / 8);
  static constexpr int PerLane = Outputs / 32;
#if defined(TGEMM_HAVE_MMA_F64)
  static constexpr bool TensorCores = std::is_same_v<Scalar, double> && Threads::capacity == 1;
#else
  static constexpr bool TensorCores = false;
#endif
  static constexpr int Sums = TensorCores ? 4 * TensorBlocks : PerLane;
  static_assert(TensorCores || Outputs % 32 == 0, "tgemm::device::Dots: bm * bn a multiple of 32");
  using Acc = Scalar[Threads::capacity][Sums];
  // Units a thread copies a stage (Units: 16 bytes each, else one value), when the team is
  // exactly NT threads.
  static constexpr int E = Units ? V : 1, PerRow = Chunk / E, Copies = (BM + W) * PerRow;

  MatrixRef<const Scalar> X, Y;  // X (m x k) and Y (k x n), both unit-stride along K
  SlicedBlocks<Scalar> grid;     // C (m x n), its blocks, passes and slices

  // Where copy unit u of a stage comes from, K aside: rows of X past C's and columns of Y past
  // C's are read from its last (their sums are never stored).
  KOKKOS_INLINE_FUNCTION const Scalar* source(int r, index_t i0, index_t j0) const {
    if (r < BM) {
      const index_t i = i0 + r < X.rows ? i0 + r : X.rows - 1;
      return X.data + i * X.row_stride;
    }
    const index_t j = j0 + (r - BM) < Y.cols ? j0 + (r - BM) : Y.cols - 1;
    return Y.data + j * Y.col_stride;
  }

  // Chunk [kc, kc + Chunk) into stage `at`, values from k1 on zero-filled: 16-byte units of
  // operands unit-stride along K (Units), else one value a copy at the operands' strides.
  KOKKOS_INLINE_FUNCTION void copy(const Threads& threads, Scalar* at, index_t i0, index_t j0,
                                   index_t kc, index_t k1) const {
    const bool whole = kc + Chunk <= k1;
    for (int u = threads.rank; u < Copies; u += threads.size) {
      const int r = u / PerRow, p = (u % PerRow) * E;
      Scalar* const dst = at + r * Ld + p;
      if constexpr (Units) {
        const Scalar* const src = source(r, i0, j0) + kc + p;
        if (whole) {
          team::copy_async16(dst, src);
        } else {
          // one past each operand's last element: a unit reaching it is read by element
          const Scalar* const x_end = X.data + (X.rows - 1) * X.row_stride + X.cols;
          const Scalar* const y_end = Y.data + (Y.cols - 1) * Y.col_stride + Y.rows;
          const index_t left = k1 - kc - p;
          team::copy_async16(dst, src,
                             left >= V  ? V
                             : left > 0 ? int(left)
                                        : 0,
                             r < BM ? x_end : y_end);
        }
      } else {
        const bool inside = kc + p < k1;
        const index_t along = r < BM ? X.col_stride : Y.row_stride;
        team::copy_async_element(dst, inside ? source(r, i0, j0) + (kc + p) * along : X.data,
                                 inside);
      }
    }
  }

  // acc += the block over warp w's share of the stage's K.
  KOKKOS_FORCEINLINE_FUNCTION static void multiply(const Scalar* at, int w, int lane,
                                                   Scalar (&acc)[Sums]) {
    const int k0 = w * Share;
    if constexpr (TensorCores) {
#if defined(TGEMM_HAVE_MMA_F64)
      // m16n8k8: lane (g, q) = (lane / 4, lane % 4) holds A's rows g, g + 8 and B's column g at
      // the product's k = q, q + 4, which here are the chunk's k0 + 2q, k0 + 2q + 1 (adjacent:
      // one 16-byte load of each row); D's rows g, g + 8 at columns 2q, 2q + 1.
      const int g = lane / 4, q = lane % 4;
      TGEMM_UNROLL
      for (int kk = 0; kk < Share; kk += 8) {
        const int p = k0 + kk + 2 * q;
        thread::Vec<double, 2> a[BM / 16][2], b[W / 8];
        TGEMM_UNROLL
        for (int bi = 0; bi < BM / 16; ++bi) {
          a[bi][0] = thread::load_vec<2>(at + (16 * bi + g) * Ld + p);
          a[bi][1] = thread::load_vec<2>(at + (16 * bi + g + 8) * Ld + p);
        }
        TGEMM_UNROLL
        for (int bj = 0; bj < W / 8; ++bj)
          b[bj] = thread::load_vec<2>(at + XElems + (8 * bj + g) * Ld + p);
        TGEMM_UNROLL
        for (int bi = 0; bi < BM / 16; ++bi) TGEMM_UNROLL
        for (int bj = 0; bj < W / 8; ++bj) {
          double* d = acc + 4 * (bi * (W / 8) + bj);
          const double av[4] = {a[bi][0].v[0], a[bi][1].v[0], a[bi][0].v[1], a[bi][1].v[1]};
          const double bv[2] = {b[bj].v[0], b[bj].v[1]};
          warp::mma_f64<8>(d[0], d[1], d[2], d[3], av, bv);
        }
      }
#endif
    } else {
      for (int s = 0; s < PerLane; ++s) {
        const int o = lane + 32 * s, i = o % BM, j = o / BM;
        Scalar sum = 0;
        for (int k = k0; k < k0 + Share; ++k) sum += at[i * Ld + k] * at[XElems + j * Ld + k];
        acc[s] += sum;
      }
    }
  }

  // Output o (row o % BM, column o / BM of the block) of sum number s of `lane`.
  KOKKOS_FORCEINLINE_FUNCTION static int output_of(int lane, int s) {
    if constexpr (TensorCores) {
      const int blk = s / 4, e = s % 4, bi = blk / (W / 8), bj = blk % (W / 8);
      const int i = 16 * bi + lane / 4 + 8 * (e / 2), j = 8 * bj + 2 * (lane % 4) + e % 2;
      return j * BM + i;
    } else {
      return lane + 32 * s;
    }
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    const auto here = grid.team(member.league_rank(), X.cols);
    const index_t slice = here.slice, k0 = here.k0, k1 = here.k1;
    const index_t i0 = here.block * BM, j0 = here.pass * W;
    Scalar* const base = mainloop::team_stages<Scalar>(member, scratch_bytes);
    const Threads threads(member);
    Acc acc;
    threads.each([&](int l, int) {
      TGEMM_UNROLL
      for (int s = 0; s < Sums; ++s) acc[l][s] = Scalar(0);
    });
    // chunk c + Stages - 1 copied while chunk c is multiplied
    const index_t chunks = (k1 - k0 + Chunk - 1) / Chunk;
    auto at = [&](index_t c) { return base + (c % Stages) * Stage; };
    auto issue = [&](index_t c) {
      if (c < chunks) copy(threads, at(c), i0, j0, k0 + c * Chunk, k1);
      team::async_commit();
    };
    for (int c = 0; c < Stages - 1; ++c) issue(c);
    for (index_t c = 0; c < chunks; ++c) {
      // chunk c has landed for every thread, and every thread is done with chunk c - 1, whose
      // stage chunk c + Stages - 1 overwrites
      team::async_wait<Stages - 2>();
      team::barrier(member);
      issue(c + Stages - 1);
      threads.each([&](int l, int th) { multiply(at(c), th / 32, th % 32, acc[l]); });
    }
    // The warps' sums of the block, added in warp order.
    Scalar* const sums = base;
    team::async_wait<0>();
    team::barrier(member);  // every thread is done with the stages
    threads.each([&](int l, int th) {
      TGEMM_UNROLL
      for (int s = 0; s < Sums; ++s) sums[(th / 32) * Outputs + output_of(th % 32, s)] = acc[l][s];
    });
    team::barrier(member);
    for (int o = threads.rank; o < Outputs; o += threads.size) {
      Scalar v = sums[o];
      for (int w = 1; w < Warps; ++w) v += sums[w * Outputs + o];
      grid.put(slice, i0 + o % BM, j0 + o / BM, v);
    }
  }
};

}  // namespace dots

template <Tile T>
struct Dots {
  static constexpr Tile tile = T;

  static std::string name() { return "team_dots<" + tile_key(T, {.stages = true}) + ">"; }

  // Throws std::invalid_argument where exec cannot run the tile (scratch, team size).
  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace& exec) {
    using dots::Kernel;
    team_size_of<ExecSpace, Kernel<ExecSpace, Scalar, T, T.bn, true>>(exec, name);
    team_size_of<ExecSpace, Kernel<ExecSpace, Scalar, T, T.bn / 2, true>>(exec, name);
    team_size_of<ExecSpace, Kernel<ExecSpace, Scalar, T, T.bn, false>>(exec, name);
    team_size_of<ExecSpace, Kernel<ExecSpace, Scalar, T, T.bn / 2, false>>(exec, name);
  }

  // C = alpha * A * B + beta * C with A = op(A), B = op(B) already applied (strides);
  // options.slices > 0 sets the slices of K (tests), else split K's rule. Operands that do not
  // both run along K with aligned 16-byte units are copied one value at a time (correct, and
  // slow where a copy walks a stride: auto's rule takes the kernel only where both run along K).
  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                  const ScheduleOptions& options = {}) {
    if (C.rows == 0 || C.cols == 0) return;
    const bool flip = C.cols > C.rows;  // the narrow side as C's columns
    const auto X = flip ? B.transposed() : A;
    const auto Y = flip ? A.transposed() : B;
    const auto D = flip ? C.transposed() : C;
    if (dots::width_for(D.cols, T.bn) == T.bn / 2)
      launch<T.bn / 2>(exec, alpha, X, Y, beta, D, options);
    else
      launch<T.bn>(exec, alpha, X, Y, beta, D, options);
  }

 private:
  template <int W, class ExecSpace, class Scalar>
  static void launch(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& X,
                     const MatrixRef<const Scalar>& Y, Scalar beta, const MatrixRef<Scalar>& C,
                     const ScheduleOptions& options) {
    if (rows_in_16_byte_units(X) && rows_in_16_byte_units(Y.transposed()))
      launch_kernel<dots::Kernel<ExecSpace, Scalar, T, W, true>>(exec, alpha, X, Y, beta, C,
                                                                 options);
    else
      launch_kernel<dots::Kernel<ExecSpace, Scalar, T, W, false>>(exec, alpha, X, Y, beta, C,
                                                                  options);
  }

  template <class K, class ExecSpace, class Scalar>
  static void launch_kernel(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& X,
                            const MatrixRef<const Scalar>& Y, Scalar beta,
                            const MatrixRef<Scalar>& C, const ScheduleOptions& options) {
    K k;
    k.X = X;
    k.Y = Y;
    const index_t m = C.rows, n = C.cols, depth = X.cols;
    k.grid = {C, alpha, beta, nullptr, tile_count(m, K::BM), tile_count(n, K::Width)};
    const index_t blocks = k.grid.row_blocks * k.grid.passes;
    const index_t gpu = schedule::gpu_resident_teams<typename K::launch_bounds>(exec);
    const index_t resident = gpu > 0 ? gpu : schedule::split_k_resident(exec.concurrency(), K::NT);
    const index_t wanted = options.slices > 0 ? options.slices
                                              : dots::slices_for(resident, blocks, depth, K::Chunk,
                                                                 schedule::max_slices(T.bm, T.bn));
    // Slices of whole chunks, so a slice's 16-byte units stay aligned where the operands' are.
    const auto [slices, len] = schedule::split_k_chunks(depth, wanted, K::Chunk);
    k.grid.slice_len = len;
    const std::string& label = kernel_label<Dots, Scalar>();
    launch_sliced(exec, label, k, blocks, slices, name);
  }
};

// Whether kernel K is a Dots (the tuning candidates hold it beside tile mainloops).
template <class K>
inline constexpr bool is_dots = false;
template <Tile T>
inline constexpr bool is_dots<Dots<T>> = true;

}  // namespace tgemm::device
