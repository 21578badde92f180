#pragma once
// The large FP64 tile on Hopper (64 x 128 of C a team, 16 values of k a slab, four warps of
// 32 x 64, two teams an SM) with its slabs brought by the copy engine. Rung 14's tile
// copies each slab with cp.async, 16 bytes a thread, and either packs an operand that runs
// along K first (a pass over it, 3-6 % of a 4096³ call) or reads it as column slabs (more
// instructions and registers). Here the first thread of warp 0 copies op(A)'s slab and that of
// warp 1 op(B)'s, one bulk tensor copy each (warp/tma.hpp), counted on the stage's mbarrier,
// and both operands are read in place: the copy engine lays 128-byte lines in its 128-byte
// swizzle whichever way an operand runs, and the lanes take rows and columns in an order that
// keeps every fragment load conflict-free. With no copy instructions or copy addresses in the
// loop there is room for m16n8k8 products (half the DMMA instructions of m16n8k4) and for the
// slab's barrier to sit under its products: a warp loads slab i's second fragments, multiplies
// its first, passes the team barrier (every warp has read slab i, whose stage then takes slab
// i + stages), waits for slab i + 1 and loads its first fragments, then multiplies slab i's
// second. The tensor cores do not wait out the barrier.
//
// A stage holds op(A)'s slab, then op(B)'s, in 128-byte lines (16-byte chunk c of line L at
// c ^ (L % 8), the copy engine's swizzle):
// - an operand along K (op(B) always, op(A) at TN): line r holds row (column) r's 16 values of k;
// - op(A) along M (NN): blocks of 16 rows, line 16 b + k holds rows 16 b .. 16 b + 15 at k
//   (device::tensor_map_blocks; where M is not a multiple of 16, the last row of tiles copies
//   its blocks one at a time, rows past M as zeros).
// Lane l (g = l / 4, q = l % 4): product row g (g + 8) is its 16-row block's row 2 c(g) (+1),
// c(g) = g ^ 2 (g & 1); product column j is its 8-column block's column j / 2 + 4 (j & 1); the
// lane's values of k in each 8 are 2 q and 2 q + 1 (the m16n8k8 fragment's q and q + 4).
//
// It runs here on Kokkos::Cuda, on sm_90 with sm_90a code (device::sm90a_compiled) and CUDA 12
// or newer (tensor maps), for doubles with op(B) along K and op(A) along K or M, each 16-byte
// aligned with a leading dimension of whole 16 bytes. Anywhere
// else (host backends, other GPUs, NT and TT, odd leading dimensions) it runs rung 14's packed
// 64 x 128 x 16 tile, which takes any operands. One team a tile and no split of K: a tile for
// large C (the tuning table's FP64 cubes), not for C with fewer tiles than the GPU holds teams.
//
// Three stages take 73 KiB of team scratch: Kokkos 5 gives it, Kokkos 4 with team-gemm's opt-in
// (device/scratch_room.hpp); host backends' 32 KiB do not, so there check() rejects it.
//
//   using K = tgemm::device::TmaGemm<tgemm::device::tma_gemm::tile>;  // 64x128x16, S3, M8

#include <Kokkos_Core.hpp>
#include <cstdint>
#include <string>
#include <tgemm/device/gemm.hpp>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/sm90a.hpp>
#include <tgemm/device/tensor_map.hpp>
#include <tgemm/mainloop/multistage.hpp>
#include <tgemm/operands/packed.hpp>
#include <tgemm/schedule/options.hpp>
#include <tgemm/schedule/split_k.hpp>
#include <tgemm/schedule/tile_order.hpp>
#include <tgemm/team/barrier.hpp>
#include <tgemm/thread/unroll.hpp>
#include <tgemm/thread/vec.hpp>
#include <tgemm/tile.hpp>
#include <tgemm/warp/mma.hpp>
#include <tgemm/warp/tma.hpp>
#include <type_traits>

namespace tgemm::device {

namespace tma_gemm {

// The one tile this kernel has (its layouts and lane order are written for it), with three
// stages; any other stage count of two or more is supported too.
inline constexpr Tile tile{.bm = 64,
                           .bn = 128,
                           .bk = 16,
                           .tm = 4,
                           .tn = 16,
                           .warps_m = 2,
                           .teams_per_sm = 2,
                           .stages = 3,
                           .mma_k = 8};
constexpr bool supported(Tile t) {
  const int stages = t.stages;
  t.stages = tile.stages;
  return t == tile && stages >= 2;
}

// The kernel: AKC, op(A) along K (else along M); Partial, op(A) along M with M off a multiple
// of 16 (a kernel of its own, so that calls with whole blocks keep their loop free of the
// test and the boxes). maps: op(A)'s and op(B)'s tensor maps (and where Partial, op(A)'s rows), in
// global memory (the copy engine reads them there; Kokkos passes the functor by value).
template <class ExecSpace, Tile T, bool AKC, bool Partial = false>
struct Kernel {
  static_assert(supported(T), "tgemm::device::TmaGemm: see tma_gemm::supported");
  static constexpr int BM = T.bm, BN = T.bn, BK = T.bk, NT = 128, Stages = T.stages;
  static constexpr int StageA = BM * BK, StageB = BN * BK, Stage = StageA + StageB;  // doubles
  static constexpr std::size_t data_bytes = std::size_t(Stages) * Stage * sizeof(double);
  // the swizzle repeats every 1024 bytes: stages start on them; then the mbarriers
  static constexpr std::size_t scratch_bytes = data_bytes + 8 * std::size_t(Stages) + 1024;
  using launch_bounds = Kokkos::LaunchBounds<NT, T.teams_per_sm>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;

  const void* maps = nullptr;
  MatrixRef<double> C;
  double alpha = 1, beta = 0;
  index_t K = 0;
  schedule::TileOrder order;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
#if defined(TGEMM_HAVE_WGMMA) && defined(TGEMM_HAVE_TENSOR_MAPS)
    const auto* map = static_cast<const CUtensorMap*>(maps);
    const schedule::TilePlace place = order(member.league_rank());
    const index_t m0 = place.row * BM, n0 = place.col * BN;
    double* smem = static_cast<double*>(
        member.team_scratch(0).get_shmem_aligned(int(scratch_bytes - 1024), 1024));
    auto* full = reinterpret_cast<std::uint64_t*>(reinterpret_cast<char*>(smem) + data_bytes);
    const int t = member.team_rank(), w = t / 32, lane = t % 32, g = lane / 4, q = lane % 4;
    const int slabs = int((K + BK - 1) / BK);
    // Partial: the tiles within M's whole blocks of 16 rows take one box of the blocks map; the
    // last row of tiles takes its four blocks from the 2-D map (maps[2]), whose rows past M
    // come as zeros.
    [[maybe_unused]] const bool whole_blocks = m0 + BM <= C.rows / 16 * 16;
    if (t == 0)
      for (int s = 0; s < Stages; ++s) warp::mbar_init(full + s, 2);  // op(A)'s and op(B)'s
    team::barrier(member);  // the barriers are initialized before anyone uses them
    const std::uint32_t smem32 = warp::kept_shared_address(smem);
    const std::uint32_t full32 = warp::kept_shared_address(full);
    // Slab i into stage i % Stages: op(A)'s box by warp 0's first lane, op(B)'s by warp 1's.
    auto issue = [&](int i) {
      const int s = i % Stages, k = i * BK;
      const std::uint32_t dst = smem32 + unsigned(s * Stage * 8), bar = full32 + unsigned(8 * s);
      if (w == 0) {
        if constexpr (AKC)
          warp::tma_copy_where<2>(lane == 0, dst, map, k, int(m0), 0, bar, StageA * 8);
        else if constexpr (!Partial)
          warp::tma_copy_where<3>(lane == 0, dst, map, 0, k, int(m0 / 16), bar, StageA * 8);
        else if (whole_blocks)
          warp::tma_copy_where<3>(lane == 0, dst, map, 0, k, int(m0 / 16), bar, StageA * 8);
        else {
          warp::tma_copy_where<2>(lane == 0, dst, map + 2, int(m0), k, 0, bar, StageA * 8);
          TGEMM_UNROLL
          for (int b = 1; b < BM / 16; ++b)
            warp::tma_box_where(lane == 0, dst + unsigned(b * 16 * BK * 8), map + 2,
                                int(m0) + 16 * b, k, bar);
        }
      } else if (w == 1) {
        warp::tma_copy_where<2>(lane == 0, dst + StageA * 8, map + 1, k, int(n0), 0, bar,
                                StageB * 8);
      }
    };
    for (int i = 0; i < Stages && i < slabs; ++i) issue(i);

    // Where the lane reads in a stage: op(A)'s rows (AKC: row 2c + x, both halves h of the
    // slab's k) or k (2q + x of half h); op(B)'s columns. Blocks add constants.
    const int wm = w % 2, wn = w / 2;
    const int c = g ^ ((g & 1) << 1), sn = (g >> 1) + 4 * (g & 1);
    int pa[2][2], pb[2];
    TGEMM_UNROLL
    for (int x = 0; x < 2; ++x) TGEMM_UNROLL
    for (int h = 0; h < 2; ++h) {
      if constexpr (AKC) {
        const int r = 32 * wm + 2 * c + x;
        pa[x][h] = r * 16 + ((q ^ (r & 7) ^ (4 * h)) * 2);
      } else {
        const int k = 8 * h + 2 * q + x;
        pa[x][h] = 2 * wm * 256 + k * 16 + ((c ^ (k & 7)) * 2);
      }
    }
    TGEMM_UNROLL
    for (int h = 0; h < 2; ++h) pb[h] = (64 * wn + sn) * 16 + ((q ^ sn ^ (4 * h)) * 2);

    double acc[2][8][4];
    TGEMM_UNROLL
    for (int p = 0; p < 2; ++p) TGEMM_UNROLL
    for (int n = 0; n < 8; ++n) TGEMM_UNROLL
    for (int v = 0; v < 4; ++v) acc[p][n][v] = 0.0;

    // One half of a slab (8 values of k): a[p][x], rows 2c and 2c + 1 of block p at the lane's
    // k 2q + x; b[n], column n's k 2q and 2q + 1. op(A) along K is read one double at a time,
    // each into the register its product takes (a 16-byte load holds one row's two k).
    struct Fragments {
      thread::Vec<double, 2> a[2][2], b[8];
    };
    auto load = [&](const double* sa, int h, Fragments& f) {
      const double* sb = sa + StageA;
      TGEMM_UNROLL
      for (int p = 0; p < 2; ++p) TGEMM_UNROLL
      for (int x = 0; x < 2; ++x) {
        if constexpr (AKC) {
          f.a[p][0].v[x] = sa[pa[x][h] + p * 256];
          f.a[p][1].v[x] = sa[pa[x][h] + p * 256 + 1];
        } else {
          f.a[p][x] = thread::load_vec<2>(sa + pa[x][h] + p * 256);
        }
      }
      TGEMM_UNROLL
      for (int n = 0; n < 8; ++n) f.b[n] = thread::load_vec<2>(sb + pb[h] + n * 128);
    };
    auto multiply = [&](const Fragments& f) {
      TGEMM_UNROLL
      for (int p = 0; p < 2; ++p) {
        // (rows 2c, 2c + 1) x (k 2q, 2q + 1): the m16n8k8 fragment's order
        const double av[4] = {f.a[p][0].v[0], f.a[p][0].v[1], f.a[p][1].v[0], f.a[p][1].v[1]};
        TGEMM_UNROLL
        for (int n = 0; n < 8; ++n) {
          const double bv[2] = {f.b[n].v[0], f.b[n].v[1]};
          warp::mma_f64<8>(acc[p][n][0], acc[p][n][1], acc[p][n][2], acc[p][n][3], av, bv);
        }
      }
    };

    Fragments f[2];
    if (slabs > 0) {
      warp::mbar_wait(full, 0);
      load(smem, 0, f[0]);
    }
    TGEMM_NO_UNROLL
    for (int i = 0; i < slabs; ++i) {
      load(smem + (i % Stages) * Stage, 1, f[1]);
      multiply(f[0]);
      team::barrier(member);  // every warp has read slab i: its stage may take slab i + Stages
      if (i + Stages < slabs) issue(i + Stages);
      if (i + 1 < slabs) {
        warp::mbar_wait(full + (i + 1) % Stages, unsigned(((i + 1) / Stages) & 1));
        load(smem + ((i + 1) % Stages) * Stage, 0, f[0]);
      }
      multiply(f[1]);
    }

    // Product value v of block (p, n): row g + 8 (v / 2) -> 2c + v / 2, column 2q + v % 2 ->
    // q + 4 (v % 2). beta == 0 never reads C.
    TGEMM_UNROLL
    for (int p = 0; p < 2; ++p) TGEMM_UNROLL
    for (int n = 0; n < 8; ++n) TGEMM_UNROLL
    for (int v = 0; v < 4; ++v) {
      const index_t r = m0 + 32 * wm + 16 * p + 2 * c + v / 2;
      const index_t col = n0 + 64 * wn + 8 * n + q + 4 * (v % 2);
      if (r < C.rows && col < C.cols) {
        double& y = C(r, col);
        y = beta == 0.0 ? alpha * acc[p][n][v] : alpha * acc[p][n][v] + beta * y;
      }
    }
#else
    (void)member;
#endif
  }
};

// How the copy engine reads x (op(A) where a, else op(B)) as this kernel lays it: along K, or
// op(A) along M; 16-byte aligned, its lines a whole number of 16 bytes apart; its coordinates
// 32-bit. None where it cannot.
enum class Reading { none, along_k, along_m };
inline Reading reading(const MatrixRef<const double>& x, bool a) {
  const auto start = reinterpret_cast<std::uintptr_t>(x.data);
  constexpr index_t limit = index_t(1) << 31, ld_limit = index_t(1) << 36;  // 2^39 bytes
  if (start % 16 != 0 || x.rows >= limit || x.cols >= limit) return Reading::none;
  // along K: op(A)'s rows, op(B)'s columns
  const index_t k_unit = a ? x.col_stride : x.row_stride, lines = a ? x.row_stride : x.col_stride;
  const index_t lines_count = a ? x.rows : x.cols;
  if (k_unit == 1 && (lines_count <= 1 || (lines % 2 == 0 && lines < ld_limit)))
    return Reading::along_k;
  if (a && x.row_stride == 1 && (x.cols <= 1 || (x.col_stride % 2 == 0 && x.col_stride < ld_limit)))
    return Reading::along_m;
  return Reading::none;
}

}  // namespace tma_gemm

template <Tile T>
struct TmaGemm {
  static_assert(tma_gemm::supported(T),
                "tgemm::device::TmaGemm: the 64 x 128 x 16 tile, tm 4, tn 16, warps_m 2, two teams "
                "an SM, mma_k 8, two stages or more");
  static constexpr Tile tile = T;
  // Where the copy engine cannot run it: rung 14's packed tile of the same shape.
  static constexpr Tile fallback_tile = [] {
    Tile f = T;
    f.mma_k = Tile{}.mma_k;
    f.rolled = true;
    return f;
  }();
  using Fallback = Gemm<mainloop::MultistageMma<fallback_tile>, schedule::SplitK, operands::Packed>;

  static std::string name() {
    return "team_tma<" + tile_key(T, {.stages = true, .mma = true}) + ">";
  }

  // Throws std::invalid_argument unless exec's teams fit every kernel a call may run.
  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace& exec) {
    Fallback::template check<ExecSpace, Scalar>(exec);
#if defined(KOKKOS_ENABLE_CUDA) && defined(TGEMM_HAVE_TENSOR_MAPS)
    if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda> && std::is_same_v<Scalar, double>) {
      team_size_of<ExecSpace, tma_gemm::Kernel<ExecSpace, T, true>>(exec, name);
      team_size_of<ExecSpace, tma_gemm::Kernel<ExecSpace, T, false>>(exec, name);
      team_size_of<ExecSpace, tma_gemm::Kernel<ExecSpace, T, false, true>>(exec, name);
    }
#endif
  }

  // C = alpha * A * B + beta * C with A = op(A), B = op(B) already applied (strides);
  // options.band_rows orders the tiles (schedule/tile_order.hpp). A call the copy engine
  // cannot serve here runs Fallback with the same options.
  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                  const ScheduleOptions& options = {}) {
#if defined(KOKKOS_ENABLE_CUDA) && defined(TGEMM_HAVE_TENSOR_MAPS)
    if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda> && std::is_same_v<Scalar, double>) {
      if (launched(exec, alpha, A, B, beta, C, options)) return;
    }
#endif
    Fallback::template run<ExecSpace, Scalar>(exec, alpha, A, B, beta, C, options);
  }

  // Whether a call with these operands runs the copy-engine kernel on exec (else Fallback):
  // see the top of this file. (A call with alpha 0, K 0 or an empty C takes the fallback's
  // early paths whatever this says.)
  template <class ExecSpace, class Scalar>
  static bool copies_here(const ExecSpace& exec, const MatrixRef<const Scalar>& A,
                          const MatrixRef<const Scalar>& B) {
#if defined(KOKKOS_ENABLE_CUDA) && defined(TGEMM_HAVE_TENSOR_MAPS)
    if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda> && std::is_same_v<Scalar, double>)
      return a_reading(exec, A, B) != tma_gemm::Reading::none;
#endif
    (void)exec, (void)A, (void)B;
    return false;
  }

 private:
#if defined(KOKKOS_ENABLE_CUDA) && defined(TGEMM_HAVE_TENSOR_MAPS)
  // How the copy-engine kernel reads op(A) on exec, or none where it does not run there.
  static tma_gemm::Reading a_reading(const Kokkos::Cuda& exec, const MatrixRef<const double>& A,
                                     const MatrixRef<const double>& B) {
    const tma_gemm::Reading a = tma_gemm::reading(A, true);
    if (a == tma_gemm::Reading::none || tma_gemm::reading(B, false) != tma_gemm::Reading::along_k ||
        exec.cuda_device_prop().major != 9 || !sm90a_compiled(exec))
      return tma_gemm::Reading::none;
    return a;
  }

  // Runs the copy-engine kernel where it can; whether it did.
  static bool launched(const Kokkos::Cuda& exec, double alpha, const MatrixRef<const double>& A,
                       const MatrixRef<const double>& B, double beta, const MatrixRef<double>& C,
                       const ScheduleOptions& options) {
    const index_t m = C.rows, n = C.cols, k = A.cols;
    if (m == 0 || n == 0 || k == 0 || alpha == 0.0) return false;
    const tma_gemm::Reading a = a_reading(exec, A, B);
    if (a == tma_gemm::Reading::none) return false;
    const bool a_along_k = a == tma_gemm::Reading::along_k;
    const CUtensorMap b_map = tensor_map(B, B.col_stride, n, k, T.bn, T.bk);
    const index_t tiles_m = tile_count(m, T.bm), tiles_n = tile_count(n, T.bn);
    const schedule::TileOrder order{tiles_m, tiles_n, options.band_rows};
    const index_t whole = m / 16 * 16;  // op(A)'s rows in whole blocks of 16
    // One launch whatever the kernel: its type and the tensor maps it reads are all that differ.
    const auto launch = [&](auto kernel_type, const auto& maps) {
      using Kernel = typename decltype(kernel_type)::type;
      launch_teams(exec, kernel_label<TmaGemm, double>(),
                   Kernel{stream_tensor_maps(exec, maps), C, alpha, beta, k, order},
                   tiles_m * tiles_n, name);
    };
    if (a_along_k) {
      const CUtensorMap maps[2] = {tensor_map(A, A.row_stride, m, k, T.bm, T.bk), b_map};
      launch(std::type_identity<tma_gemm::Kernel<Kokkos::Cuda, T, true>>{}, maps);
    } else if (whole == m) {
      const CUtensorMap maps[2] = {tensor_map_blocks(A, A.col_stride, k, m, 16, T.bk, T.bm / 16),
                                   b_map};
      launch(std::type_identity<tma_gemm::Kernel<Kokkos::Cuda, T, false>>{}, maps);
    } else {
      // op(A)'s whole blocks, then its rows one 16 x 16 box at a time (the last row of tiles);
      // with no whole block, the second stands in for the first (never read as blocks then)
      const CUtensorMap rows = tensor_map(A, A.col_stride, k, m, T.bk, 16);
      const CUtensorMap maps[3] = {
          whole > 0 ? tensor_map_blocks(A, A.col_stride, k, whole, 16, T.bk, T.bm / 16) : rows,
          b_map, rows};
      launch(std::type_identity<tma_gemm::Kernel<Kokkos::Cuda, T, false, true>>{}, maps);
    }
    return true;
  }
#endif
};

// Whether kernel K is a TmaGemm (the tuning candidates hold it beside tile mainloops).
template <class K>
inline constexpr bool is_tma_gemm = false;
template <Tile T>
inline constexpr bool is_tma_gemm<TmaGemm<T>> = true;

}  // namespace tgemm::device
