#pragma once
// Half rung 2, Hopper: the slab product issued by warpgroups (wgmma.mma_async, sm_90a), fed by
// the bulk tensor copy engine (TMA). The tensor cores read both operands straight from scratch
// through matrix descriptors, so no ldmatrix and no operand fragments in registers. The team is
// the consumer warpgroups and one producer warp: the producer's first thread issues each slab
// as two bulk tensor copies (op(A)'s BM x BK box, op(B)'s BN x BK box, in the hardware's
// 64-byte swizzle, zeros past the operand's edges) that complete the stage's "full" mbarrier by
// their byte count; the consumers wait on it, multiply, and release the stage on its "empty"
// mbarrier once their products are done. No team-wide barrier per slab, and no thread spends
// instructions on copies. Where the tiles alone would leave most of the GPU idle (small m and
// n, deep k), K is split: each split's fp32 sums go to a workspace, and one pass adds them,
// scales and rounds C. Float inputs with Compute::fast_tf32 take the same kernel with slabs of
// 16 values (the same 64 bytes per row), which the copy engine rounds to tf32 as it brings them.
//
// What Kokkos allows and what it costs: a TeamPolicy team is a CUDA block, its level-0 scratch
// dynamic shared memory, so warpgroups, mbarriers and bulk copies into scratch work as in CUDA.
// The copies' tensor maps are made on the host and read from global memory (device/tensor_map.hpp):
// Kokkos passes the functor by value, so a map inside it would be a local copy the copy engine
// cannot read. Kokkos 4 caps level-0 scratch at 40 KiB (sharedMemPerBlock less its reserve),
// where three stages of a 64 x 128 tile fit; Kokkos 5 opts kernels in to the 227 KiB an sm_90
// block may have, room for 128 x 256 tiles four stages deep (HalfWgmmaTiles picks), and
// team-gemm opts its kernels in with Kokkos 4 (device/scratch_room.hpp). Kokkos
// launches without clusters, so tiles are not shared between blocks as cuBLAS-class kernels
// do (docs/lessons.md). Operands are read in place where they are 16-byte aligned with a
// leading dimension of whole 16 bytes, K-major, or, 16-bit, MN-major (64-value lines along M or
// N, wgmma's transpose bit); others are packed K-contiguous first (rung 1's packing).

#include <algorithm>
#include <cstdint>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/problem.hpp>
#include <tgemm/device/tensor_map.hpp>
#include <tgemm/device/workspace.hpp>
#include <tgemm/ladder/half_mma.hpp>
#include <tgemm/mainloop/tensor_op.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/warp/tma.hpp>
#include <tgemm/warp/wgmma.hpp>
#include <type_traits>

namespace tgemm::ladder {

// A tile of the Hopper rung: BM x BN of C per team (BN 128 or 256), `warpgroups` consumer
// warpgroups each owning BM / warpgroups rows (a multiple of 64), BK values of k per slab (rows
// of 64 bytes, the narrowest that keeps the tensor cores fed: 32 16-bit values, 16 tf32),
// `stages` slabs in scratch, `in_flight` groups of products left running while the next slab
// is awaited.
struct WgmmaTile {
  int bm = 64, bn = 128, bk = 32, warpgroups = 1, stages = 3, in_flight = 0;
};

// AMN, BMN: op(A), op(B) MN-major (unit stride along M, N), brought in 64-value lines along M (N)
// per k in the 128-byte swizzle and multiplied with wgmma's transpose bit; else K-major.
template <class ExecSpace, class In, class Out, WgmmaTile T, bool AMN = false, bool BMN = false>
struct HalfWgmmaKernel {
  static constexpr int BM = T.bm, BN = T.bn, BK = T.bk, NC = 128 * T.warpgroups, NT = NC + 32,
                       Group = 8;
  static constexpr int MW = BM / T.warpgroups / 64;  // products of 64 rows per warpgroup
  static_assert(MW >= 1 && BM == 64 * MW * T.warpgroups,
                "tgemm::ladder::HalfWgmma: each warpgroup owns a multiple of 64 rows");
  static constexpr int Stages = T.stages, InFlight = T.in_flight;
  static_assert(Stages >= InFlight + 2,
                "tgemm::ladder::HalfWgmma: stages for the products in flight, the slab being "
                "multiplied and one being copied");
  static constexpr bool Tf32 = std::is_same_v<In, float>;
  using E = std::conditional_t<Tf32, std::uint32_t, std::uint16_t>;  // the bits, in scratch
  static constexpr int RowBytes = BK * int(sizeof(E));
  static_assert(RowBytes == 32 || RowBytes == 64 || RowBytes == 128,
                "tgemm::ladder::HalfWgmma: BK of 32, 64 or 128 bytes");
  static_assert(!Tf32 || (!AMN && !BMN), "tgemm::ladder::HalfWgmma: tf32 operands are K-major");
  // an MN-major block: 64 values along M or N, BK lines of 128 bytes; groups of 8 lines repeat
  // the swizzle, so blocks and stages start on 1024 bytes
  static constexpr int Block = 64 * BK;                           // values
  static constexpr int StageA = BM * BK, Stage = (BM + BN) * BK;  // values
  static constexpr std::size_t data_bytes = std::size_t(Stages) * Stage * sizeof(E);
  // the swizzle repeats every 8 rows of BK values: stages start on 1024 bytes; then the barriers
  static constexpr std::size_t scratch_bytes = data_bytes + 16 * std::size_t(Stages) + 1024;
  using launch_bounds = Kokkos::LaunchBounds<NT, 1>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  static constexpr warp::WgmmaIn kind = Tf32                          ? warp::WgmmaIn::tf32
                                        : std::is_same_v<In, bhalf_t> ? warp::WgmmaIn::bf16
                                                                      : warp::WgmmaIn::f16;
  static constexpr int KStep = warp::wgmma_k<kind>;

#if defined(TGEMM_HAVE_TENSOR_MAPS)
  const CUtensorMap* maps = nullptr;  // op(A)'s and op(B)'s, in global memory
#endif
  index_t K = 0;
  MatrixRef<Out> C;
  float alpha = 0, beta = 0;
  index_t tiles_m = 1, tiles_n = 1;
  // Split K: team l takes slabs [split_slabs * (l / tiles), +split_slabs) of tile l % tiles and
  // writes C shifted by split_stride per split (0: one split, every slab).
  int split_slabs = 0;
  index_t split_stride = 0;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
#if defined(TGEMM_HAVE_WGMMA) && defined(TGEMM_HAVE_TENSOR_MAPS)
    index_t tm, tn;
    const index_t tiles = tiles_m * tiles_n, split = member.league_rank() / tiles;
    mainloop::grouped_tile(member.league_rank() % tiles, tiles_m, tiles_n, Group, tm, tn);
    const index_t m0 = tm * BM, n0 = tn * BN;
    E* smem =
        static_cast<E*>(member.team_scratch(0).get_shmem_aligned(int(scratch_bytes - 1024), 1024));
    auto* full = reinterpret_cast<std::uint64_t*>(reinterpret_cast<char*>(smem) + data_bytes);
    std::uint64_t* empty = full + Stages;
    const int t = member.team_rank();
    const int all_slabs = int((K + BK - 1) / BK);
    const int first = split_slabs > 0 ? int(split) * split_slabs : 0;
    const int slabs = split_slabs > 0 ? Kokkos::min(split_slabs, all_slabs - first) : all_slabs;
    if (t == 0)
      for (int s = 0; s < Stages; ++s) {
        warp::mbar_init(full + s, 1);    // the producer's arrival; then the copies' bytes
        warp::mbar_init(empty + s, NC);  // every consumer thread
      }
    team::barrier(member);  // the barriers are initialized before anyone uses them
    if (t >= NC) {          // the producer warp: its first thread issues every copy
      if (t == NC)
        for (int i = 0; i < slabs; ++i) {
          const int s = i % Stages;
          // slab i - Stages, which used this stage, has been released
          if (i >= Stages) warp::mbar_wait(empty + s, unsigned((i / Stages - 1) & 1));
          warp::mbar_expect_tx(full + s, unsigned(Stage * sizeof(E)));
          const int k = (first + i) * BK;
          if constexpr (AMN) {
            for (int q = 0; q < BM / 64; ++q)
              warp::tma_load_2d(smem + s * Stage + q * Block, maps, int(m0) + 64 * q, k, full + s);
          } else {
            warp::tma_load_2d(smem + s * Stage, maps, k, int(m0), full + s);
          }
          if constexpr (BMN) {
            for (int q = 0; q < BN / 64; ++q)
              warp::tma_load_2d(smem + s * Stage + StageA + q * Block, maps + 1, int(n0) + 64 * q,
                                k, full + s);
          } else {
            warp::tma_load_2d(smem + s * Stage + StageA, maps + 1, k, int(n0), full + s);
          }
        }
      return;
    }
    const int g = t / 128;
    float acc[MW][BN / 2];
    TGEMM_UNROLL
    for (int h = 0; h < MW; ++h) TGEMM_UNROLL
    for (int i = 0; i < BN / 2; ++i) acc[h][i] = 0.0f;
    TGEMM_NO_UNROLL
    for (int i = 0; i < slabs; ++i) {
      const int s = i % Stages;
      warp::mbar_wait(full + s, unsigned((i / Stages) & 1));  // slab i has landed
      // this warpgroup's rows of A: blocks MW g .. MW g + MW - 1 of 64 rows, either way
      const E* a = smem + s * Stage + 64 * MW * g * BK;
      const E* b = smem + s * Stage + StageA;
      warp::wgmma_fence();
      TGEMM_UNROLL
      for (int kk = 0; kk < BK; kk += KStep) {
        std::uint64_t db;
        if constexpr (BMN)
          db = warp::wgmma_desc_mn(b + 64 * kk, unsigned(Block * sizeof(E)));
        else
          db = warp::wgmma_desc_k<RowBytes>(b + kk);
        TGEMM_UNROLL
        for (int h = 0; h < MW; ++h) {
          std::uint64_t da;
          if constexpr (AMN)
            da = warp::wgmma_desc_mn(a + Block * h + 64 * kk, unsigned(Block * sizeof(E)));
          else
            da = warp::wgmma_desc_k<RowBytes>(a + 64 * BK * h + kk);
          warp::wgmma_m64<kind, BN, AMN, BMN>(acc[h], da, db, 1);
        }
      }
      warp::wgmma_commit();
      warp::wgmma_wait<InFlight>();
      // the products of slab i - InFlight are done: its stage may be refilled
      if (i >= InFlight) warp::mbar_arrive(empty + (i - InFlight) % Stages);
    }
    warp::wgmma_wait<0>();
    const int w = (t % 128) / 32, lane = t % 32;
    const index_t r0 = m0 + 64 * MW * g + 16 * w + lane / 4, c0 = n0 + 2 * (lane % 4);
    const MatrixRef<Out> c{C.data + split * split_stride, C.rows, C.cols, C.row_stride,
                           C.col_stride};
    if (m0 + BM <= c.rows && n0 + BN <= c.cols && beta == 0.0f) {
      // most tiles: no bounds or beta test per value (team/epilogue.hpp)
      Out* p = &c(r0, c0);
      const index_t rs = c.row_stride, cs = c.col_stride;
      TGEMM_UNROLL
      for (int h = 0; h < MW; ++h) TGEMM_UNROLL
      for (int j = 0; j < BN / 8; ++j) {
        team::store_fragment_inside(p + 64 * h * rs + 8 * j * cs, rs, cs, alpha, acc[h] + 4 * j);
      }
    } else {
      TGEMM_UNROLL
      for (int h = 0; h < MW; ++h) TGEMM_UNROLL
      for (int j = 0; j < BN / 8; ++j) {
        team::store_fragment(c, r0 + 64 * h, c0 + 8 * j, alpha, acc[h] + 4 * j, beta);
      }
    }
#else
    (void)member;
#endif
  }
};

template <WgmmaTile T = WgmmaTile{}>
struct HalfWgmma {
  static std::string name() {
    return "half_wgmma<" + std::to_string(T.bm) + "x" + std::to_string(T.bn) + "x" +
           std::to_string(T.bk) + ",WG" + std::to_string(T.warpgroups) + ",S" +
           std::to_string(T.stages) + ",F" + std::to_string(T.in_flight) + ">";
  }

  template <class In, class Out>
  static const std::string& label() {
    static const std::string l = device::mixed_label<In, Out>(name());
    return l;
  }

  template <class ExecSpace, class In, class Out>
  static void check(const ExecSpace& exec) {
    device::team_size_of<ExecSpace, HalfWgmmaKernel<ExecSpace, In, Out, T>>(
        exec, [] { return label<In, Out>(); });
  }

  // Teams of this tile a multiprocessor runs at once: three of the 64 x 128 tile (registers:
  // 160 threads of about 150), one of the larger ones (their scratch: over half of its 227 KiB).
  static constexpr int teams_per_sm = T.bm == 64 && T.warpgroups == 1 ? 3 : 1;

  // K splits for a problem of `tiles` tiles and `slabs` slabs on `sms` multiprocessors: enough
  // teams for two waves where the tiles alone leave most of the GPU idle, each split at least
  // eight slabs deep, the partial sums at most 256 MiB.
  static int split_count(index_t tiles, int slabs, index_t mn, int sms) {
    const index_t want = 2 * teams_per_sm * index_t(sms);
    if (tiles * 2 >= want || slabs < 16) return 1;
    index_t splits = (want + tiles - 1) / tiles;
    splits = std::min<index_t>({splits, slabs / 8, 256});
    while (splits > 1 && splits * mn * index_t(sizeof(float)) > (index_t(256) << 20)) --splits;
    return int(std::max<index_t>(splits, 1));
  }

  template <class In, class Out>
  static const std::string& split_label() {
    static const std::string l = device::mixed_label<In, Out>(name() + "_split_k");
    return l;
  }

  // Whether the copy engine can address the problem: its coordinates are 32-bit.
  template <class In, class Out>
  static bool addressable(const device::Problem<Out, In>& p) {
    constexpr index_t limit = index_t(1) << 31;
    return p.m() < limit && p.n() < limit && p.k() < limit - T.bk;
  }

  template <class ExecSpace, class In, class Out>
  static void run(const ExecSpace& exec, float alpha, const device::Problem<Out, In>& p,
                  float beta) {
#if defined(TGEMM_HAVE_TENSOR_MAPS)
    if (!addressable(p)) return HalfMma<>::run<ExecSpace, In, Out>(exec, alpha, p, beta);
    MatrixRef<const In> a = p.a, b = p.b;
    // op(A) read along its rows (K) or, 16-bit, its columns (M); op(B) along its columns (K) or,
    // 16-bit, its rows (N); else packed K-contiguous
    constexpr bool mn_ok = !std::is_same_v<In, float>;
    const bool a_k = readable_in_place(a, true), b_k = readable_in_place(b, false);
    const bool a_mn = mn_ok && !a_k && readable_in_place(a, false);
    const bool b_mn = mn_ok && !b_k && readable_in_place(b, true);
    if (packed_first(a, true)) a = HalfMma<>::pack(exec, a, false);  // = !a_k && !a_mn
    if (packed_first(b, false)) b = HalfMma<>::pack(exec, b, true);
    auto go = [&](auto am, auto bm) {
      run_layout<ExecSpace, In, Out, decltype(am)::value, decltype(bm)::value>(exec, alpha, p, a, b,
                                                                               beta);
    };
    if constexpr (mn_ok) {
      if (a_mn && b_mn) return go(std::true_type{}, std::true_type{});
      if (a_mn) return go(std::true_type{}, std::false_type{});
      if (b_mn) return go(std::false_type{}, std::true_type{});
    }
    go(std::false_type{}, std::false_type{});
#else
    HalfMma<>::run<ExecSpace, In, Out>(exec, alpha, p, beta);  // no tensor maps before CUDA 12
#endif
  }

#if defined(TGEMM_HAVE_TENSOR_MAPS)
  // run with op(A) = a, op(B) = b in the layouts AMN, BMN say.
  template <class ExecSpace, class In, class Out, bool AMN, bool BMN>
  static void run_layout(const ExecSpace& exec, float alpha, const device::Problem<Out, In>& p,
                         const MatrixRef<const In>& a, const MatrixRef<const In>& b, float beta) {
    using K = HalfWgmmaKernel<ExecSpace, In, Out, T, AMN, BMN>;
    const CUtensorMap maps[2] = {
        AMN ? device::tensor_map(a, a.col_stride, p.k(), p.m(), K::BK, 64)
            : device::tensor_map(a, a.row_stride, p.m(), p.k(), K::BM, K::BK),
        BMN ? device::tensor_map(b, b.row_stride, p.k(), p.n(), K::BK, 64)
            : device::tensor_map(b, b.col_stride, p.n(), p.k(), K::BN, K::BK)};
    const CUtensorMap* dev_maps = device::stream_tensor_maps(exec, maps);
    const index_t tiles_m = device::tile_count(p.m(), K::BM),
                  tiles_n = device::tile_count(p.n(), K::BN), tiles = tiles_m * tiles_n;
    const int slabs = int((p.k() + K::BK - 1) / K::BK);
    const int splits =
        split_count(tiles, slabs, p.m() * p.n(), exec.cuda_device_prop().multiProcessorCount);
    if (splits <= 1)
      return device::launch_teams(exec, label<In, Out>(),
                                  K{dev_maps, p.k(), p.c, alpha, beta, tiles_m, tiles_n}, tiles,
                                  [] { return label<In, Out>(); });
    // Split K: fp32 partial sums of each split into the workspace (m x n each, column-major),
    // then C = alpha * their sum + beta * C, rounded once.
    using KS = HalfWgmmaKernel<ExecSpace, In, float, T, AMN, BMN>;
    const int per = (slabs + splits - 1) / splits;
    const int used = (slabs + per - 1) / per;
    const index_t mn = p.m() * p.n();
    auto* work = static_cast<float*>(device::Workspace<ExecSpace>::get(
        exec, std::size_t(used) * std::size_t(mn) * sizeof(float)));
    const MatrixRef<float> w{work, p.m(), p.n(), 1, p.m()};
    device::launch_teams(exec, split_label<In, Out>(),
                         KS{dev_maps, p.k(), w, 1.0f, 0.0f, tiles_m, tiles_n, per, mn},
                         tiles * used, [] { return split_label<In, Out>(); });
    const MatrixRef<Out> C = p.c;
    const index_t m = p.m();
    Kokkos::parallel_for(
        "tgemm::half_wgmma::sum_splits",
        Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, mn),
        KOKKOS_LAMBDA(index_t e) {
          float sum = 0.0f;
          for (int s = 0; s < used; ++s) sum += work[e + s * mn];
          Out& c = C(e % m, e / m);
          c = Out(beta == 0.0f ? alpha * sum : alpha * sum + beta * float(c));
        });
  }
#endif
};

// Rung 2 as the library runs it: tiles chosen per call. Kokkos 4 gives a team at most the
// GPU's default 48 KiB of dynamic shared memory (sharedMemPerBlock); Kokkos 5 opts kernels in
// to all of it (sharedMemPerBlockOptin, 227 KiB on sm_90), and team-gemm does the same with
// Kokkos 4 on CUDA (device/scratch_room.hpp); device::team_scratch_max says which. The first of the
// Wider tiles (widest first) whose scratch a team may have and of which C has at least one per
// multiprocessor runs; where none does, the Narrow one, with its split of K.
template <WgmmaTile Narrow, WgmmaTile... Wider>
struct HalfWgmmaTiles {
  static std::string name() {
    std::string wider;
    ((wider += ", " + HalfWgmma<Wider>::name()), ...);
    return HalfWgmma<Narrow>::name() + (wider.empty() ? "" : wider + " where scratch allows");
  }

  // Whether exec's teams may have tile T's scratch.
  template <WgmmaTile T, class ExecSpace, class In, class Out>
  static bool fits(const ExecSpace&) {
    using K = HalfWgmmaKernel<ExecSpace, In, Out, T>;
    return device::team_scratch_max<Kokkos::TeamPolicy<ExecSpace>>() >= K::scratch_bytes;
  }

  template <class ExecSpace, class In, class Out>
  static void check(const ExecSpace& exec) {
    HalfWgmma<Narrow>::template check<ExecSpace, In, Out>(exec);
    (
        [&] {
          if (fits<Wider, ExecSpace, In, Out>(exec))
            HalfWgmma<Wider>::template check<ExecSpace, In, Out>(exec);
        }(),
        ...);
  }

  // Runs the first wider tile that fits with a tile per multiprocessor; whether one ran.
  template <class ExecSpace, class In, class Out>
  static bool run_wider(const ExecSpace& exec, float alpha, const device::Problem<Out, In>& p,
                        float beta) {
    const index_t sms = exec.cuda_device_prop().multiProcessorCount;
    auto tried = [&](auto tile) {
      constexpr WgmmaTile T = decltype(tile)::value;
      if (device::tile_count(p.m(), T.bm) * device::tile_count(p.n(), T.bn) < sms ||
          !fits<T, ExecSpace, In, Out>(exec))
        return false;
      HalfWgmma<T>::template run<ExecSpace, In, Out>(exec, alpha, p, beta);
      return true;
    };
    return (tried(std::integral_constant<WgmmaTile, Wider>{}) || ...);
  }

  template <class ExecSpace, class In, class Out>
  static void run(const ExecSpace& exec, float alpha, const device::Problem<Out, In>& p,
                  float beta) {
    if (!run_wider<ExecSpace, In, Out>(exec, alpha, p, beta))
      HalfWgmma<Narrow>::template run<ExecSpace, In, Out>(exec, alpha, p, beta);
  }
};

}  // namespace tgemm::ladder
