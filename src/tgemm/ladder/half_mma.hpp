#pragma once
// Half rung 1: rung 0's team, slabs and barriers, with the slab product on the tensor cores
// (mainloop::TensorOpMainloop: mma.sync.m16n8k16 fed by ldmatrix from swizzled scratch,
// multistage cp.async copies; m16n8k8 on tf32 for float inputs with Compute::fast_tf32) and the
// tiles of C taken in groups of 8 along M, so that teams running together share their slabs of B in
// L2. The epilogue writes each lane's accumulators as alpha * acc + beta * C, rounded once to C's
// type.
//
// Operands are read in place when their unit stride runs along K or along M / N, they start on
// 16 bytes and their other stride is a multiple of 8 values; any other operand (a LayoutLeft
// matrix with an odd number of rows, a strided subview) is first copied into a workspace with
// its unit stride along K (operands::Packed's idea, for 16-bit values). Needs sm_80 or newer:
// on host backends it is not compiled, and half::gemm runs rung 0 or the FP32 kernels.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/problem.hpp>
#include <tgemm/device/workspace.hpp>
#include <tgemm/mainloop/tensor_op.hpp>
#include <tgemm/team/epilogue.hpp>
#include <type_traits>

namespace tgemm::ladder {

template <class ExecSpace, class In, class Out, mainloop::TensorOpTile T, bool AKContig,
          bool BKContig>
struct HalfMmaKernel {
  using Mainloop = mainloop::TensorOpMainloop<In, T, AKContig, BKContig>;
  static constexpr int BM = Mainloop::BM, BN = Mainloop::BN, NT = Mainloop::NT;
  static constexpr int Group = 8;  // tiles along M taken together (L2 reuse of B)
  static constexpr std::size_t scratch_bytes = Mainloop::scratch_bytes;
  using launch_bounds = Kokkos::LaunchBounds<NT, T.teams_per_sm>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;

  MatrixRef<const In> A, B;
  MatrixRef<Out> C;
  float alpha = 0, beta = 0;
  index_t tiles_m = 1, tiles_n = 1;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    index_t tm, tn;
    mainloop::grouped_tile(member.league_rank(), tiles_m, tiles_n, Group, tm, tn);
    const index_t m0 = tm * BM, n0 = tn * BN;
    auto* smem = static_cast<typename Mainloop::E*>(
        member.team_scratch(0).get_shmem_aligned(int(scratch_bytes - 16), 16));
    const int t = member.team_rank();
    typename Mainloop::Acc acc = {};
    Mainloop::tile_product(member, smem, A, B, m0, n0, t, acc);

    const int w = t / 32, lane = t % 32;
    const index_t r0 = m0 + (w % Mainloop::WarpsM) * Mainloop::WTM + lane / 4;
    const index_t c0 = n0 + (w / Mainloop::WarpsM) * Mainloop::WTN + 2 * (lane % 4);
    if (m0 + BM <= C.rows && n0 + BN <= C.cols && beta == 0.0f) {
      Out* p = &C(r0, c0);
      const index_t rs = C.row_stride, cs = C.col_stride;
      TGEMM_UNROLL
      for (int i = 0; i < Mainloop::MI; ++i) TGEMM_UNROLL
      for (int n = 0; n < Mainloop::NI; ++n) {
        team::store_fragment_inside(p + 16 * i * rs + 8 * n * cs, rs, cs, alpha, acc[i][n]);
      }
    } else {
      TGEMM_UNROLL
      for (int i = 0; i < Mainloop::MI; ++i) TGEMM_UNROLL
      for (int n = 0; n < Mainloop::NI; ++n) {
        team::store_fragment(C, r0 + 16 * i, c0 + 8 * n, alpha, acc[i][n], beta);
      }
    }
  }
};

// Packs op(X) (X(o, kk) = op(X)(o, kk) for A, op(X)(kk, o) for B) so that its unit stride runs
// along k: a team moves a T x T tile through scratch, reading it with consecutive threads
// along X's unit stride and writing it with consecutive threads along k, so both sides
// coalesce whichever way X lies (a transpose for LayoutLeft A). A pack is pure memory traffic
// in small values, so a thread keeps one pointer per side and steps it by a fixed stride,
// issues all its reads before any store, and checks bounds only in edge tiles.
template <class ExecSpace, class In>
struct PackAlongK {
  static constexpr int T = 64, NT = 256, R = NT / T, PerThread = T * T / NT;
  static constexpr std::size_t scratch_bytes = std::size_t(T * (T + 1)) * sizeof(In);
  using launch_bounds = Kokkos::LaunchBounds<NT>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  MatrixRef<const In> x;
  MatrixRef<In> packed;
  bool is_b = false;
  index_t outer = 0, k = 0, tiles_o = 1;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    In* s = static_cast<In*>(member.team_scratch(0).get_shmem(int(scratch_bytes)));
    const index_t o0 = (member.league_rank() % tiles_o) * T,
                  k0 = (member.league_rank() / tiles_o) * T;
    // X's strides along o and k; the packed rows of k are ld apart
    const index_t so = is_b ? x.col_stride : x.row_stride, sk = is_b ? x.row_stride : x.col_stride;
    const index_t ld = is_b ? packed.col_stride : packed.row_stride;
    const bool outer_unit = so == 1, interior = o0 + T <= outer && k0 + T <= k;
    const int t = member.team_rank();
    // read r: (i, j) = (t % T, t / T + R r) along o, or (t / T + R r, t % T) along k
    const int i0 = outer_unit ? t % T : t / T, j0 = outer_unit ? t / T : t % T;
    const int di = outer_unit ? 0 : R, dj = outer_unit ? R : 0;
    const In* src = x.data + (o0 + i0) * so + (k0 + j0) * sk;
    const index_t step = outer_unit ? R * sk : R * so;
    In v[PerThread];
    if (interior) {
      TGEMM_UNROLL
      for (int r = 0; r < PerThread; ++r) v[r] = src[r * step];
    } else {
      TGEMM_UNROLL
      for (int r = 0; r < PerThread; ++r)
        v[r] = o0 + i0 + di * r < outer && k0 + j0 + dj * r < k ? src[r * step] : In(0.0f);
    }
    TGEMM_UNROLL
    for (int r = 0; r < PerThread; ++r) s[(j0 + dj * r) * (T + 1) + i0 + di * r] = v[r];
    member.team_barrier();
    // write r: (o, kk) = (o0 + t / T + R r, k0 + t % T)
    const int wi = t / T, wj = t % T;
    In* dst = packed.data + (o0 + wi) * ld + k0 + wj;
    TGEMM_UNROLL
    for (int r = 0; r < PerThread; ++r)
      if (interior || (o0 + wi + R * r < outer && k0 + wj < k))
        dst[r * R * ld] = s[wj * (T + 1) + wi + R * r];
  }
};

// Whether op(X)'s unit stride runs along its columns (cols_unit) or rows in a way the
// mainloop's 16-byte copies can read: aligned start, other stride a whole number of 16 bytes.
template <class In>
bool readable_in_place(const MatrixRef<const In>& x, bool cols_unit) {
  constexpr index_t V = 16 / sizeof(In);
  const auto start = reinterpret_cast<std::uintptr_t>(x.data);
  if (start % 16 != 0) return false;
  if (cols_unit) return x.col_stride == 1 && (x.rows <= 1 || x.row_stride % V == 0);
  return x.row_stride == 1 && (x.cols <= 1 || x.col_stride % V == 0);
}

// Whether the tensor-core rungs pack op(X) K-contiguous before reading it (x is op(A) where
// k_cols, else op(B)): they read it in place along K or, 16-bit, along M or N.
template <class In>
bool packed_first(const MatrixRef<const In>& x, bool k_cols) {
  constexpr bool k_only = std::is_same_v<In, float>;  // tf32 slabs are read along K only
  return !readable_in_place(x, k_cols) && (k_only || !readable_in_place(x, !k_cols));
}

template <mainloop::TensorOpTile T = mainloop::TensorOpTile{}>
struct HalfMma {
  static std::string name() { return "half_mma<" + mainloop::tensor_op_key(T) + ">"; }

  template <class In, class Out>
  static const std::string& label() {
    static const std::string l = device::mixed_label<In, Out>(name());
    return l;
  }

  template <class ExecSpace, class In, class Out>
  static void check(const ExecSpace& exec) {
    each_kernel<ExecSpace, In, Out>([&](auto k) {
      device::team_size_of<ExecSpace, typename decltype(k)::type>(exec,
                                                                  [] { return label<In, Out>(); });
    });
  }

  template <class ExecSpace, class In, class Out>
  static void run(const ExecSpace& exec, float alpha, const device::Problem<Out, In>& p,
                  float beta) {
    MatrixRef<const In> a = p.a, b = p.b;
    // op(A) (m x k) read along K or M, op(B) (k x n) along K or N; else packed with its unit
    // stride along K. MatrixRef's cols_unit: the unit stride runs along the columns. tf32
    // (float) slabs are read K-contiguous only.
    constexpr bool k_only = std::is_same_v<In, float>;
    const bool a_k = k_only || readable_in_place(a, true) || !readable_in_place(a, false);
    const bool b_k = k_only || readable_in_place(b, false) || !readable_in_place(b, true);
    if (packed_first(a, true)) a = pack(exec, a, false);
    if (packed_first(b, false)) b = pack(exec, b, true);
    const index_t tiles_m = device::tile_count(p.m(), T.bm),
                  tiles_n = device::tile_count(p.n(), T.bn);
    auto launch = [&](auto k) {
      using K = typename decltype(k)::type;
      device::launch_teams(exec, label<In, Out>(), K{a, b, p.c, alpha, beta, tiles_m, tiles_n},
                           tiles_m * tiles_n, [] { return label<In, Out>(); });
    };
    if constexpr (k_only) {
      launch(Type<Kernel<ExecSpace, In, Out, true, true>>{});
    } else {
      if (a_k && b_k) return launch(Type<Kernel<ExecSpace, In, Out, true, true>>{});
      if (a_k) return launch(Type<Kernel<ExecSpace, In, Out, true, false>>{});
      if (b_k) return launch(Type<Kernel<ExecSpace, In, Out, false, true>>{});
      launch(Type<Kernel<ExecSpace, In, Out, false, false>>{});
    }
  }

  // The parts below are public for nvcc: its device lambdas need public enclosing functions.
  template <class K>
  struct Type {
    using type = K;
  };
  template <class ExecSpace, class In, class Out, bool AK, bool BK>
  using Kernel = HalfMmaKernel<ExecSpace, In, Out, T, AK, BK>;

  template <class ExecSpace, class In, class Out, class F>
  static void each_kernel(F&& f) {
    f(Type<Kernel<ExecSpace, In, Out, true, true>>{});
    if constexpr (!std::is_same_v<In, float>) {
      f(Type<Kernel<ExecSpace, In, Out, true, false>>{});
      f(Type<Kernel<ExecSpace, In, Out, false, true>>{});
      f(Type<Kernel<ExecSpace, In, Out, false, false>>{});
    }
  }

  // op(X) copied into a workspace with its unit stride along K: op(A) (m x k) row-major,
  // op(B) (k x n) column-major, rows of k padded to a multiple of 8 values.
  template <class ExecSpace, class In>
  static MatrixRef<const In> pack(const ExecSpace& exec, const MatrixRef<const In>& x, bool is_b) {
    const index_t outer = is_b ? x.cols : x.rows, k = is_b ? x.rows : x.cols;
    const index_t ld = (k + 7) / 8 * 8;
    auto* dst = static_cast<In*>(device::Workspace<ExecSpace>::get(
        exec, std::size_t(outer * ld) * sizeof(In),
        is_b ? device::WorkspaceSlot::packed_b : device::WorkspaceSlot::packed_a));
    const MatrixRef<In> packed =
        is_b ? MatrixRef<In>{dst, k, outer, 1, ld} : MatrixRef<In>{dst, outer, k, ld, 1};
    using K = PackAlongK<ExecSpace, In>;
    const index_t tiles_o = device::tile_count(outer, K::T);
    device::launch_teams(exec, "tgemm::half_mma::pack", K{x, packed, is_b, outer, k, tiles_o},
                         tiles_o * device::tile_count(k, K::T),
                         [] { return std::string("tgemm::half_mma::pack"); });
    return packed;
  }
};

// Rung 1 as the library runs it: tiles chosen per call, as rung 2's are (HalfWgmmaTiles). The
// Narrow tile fits Kokkos 4's own 48 KiB of team scratch; the Wider ones (widest first) need
// more, which Kokkos 5, or team-gemm's opt-in with Kokkos 4 (device/scratch_room.hpp), gives.
// Among the Wider tiles whose scratch a team may have and of which C has at least one per
// multiprocessor, the one that keeps each multiprocessor busy for the fewest values of C in
// whole waves runs (a wave is teams_per_sm tiles a multiprocessor: 144 tiles of 128 x 256 on 132
// multiprocessors are two waves, 240 of 128 x 128 two to a multiprocessor one of the same
// values), the widest on a tie;
// where none has a tile per multiprocessor, the Narrow one.
template <mainloop::TensorOpTile Narrow, mainloop::TensorOpTile... Wider>
struct HalfMmaTiles {
  static std::string name() {
    std::string wider;
    ((wider += ", " + HalfMma<Wider>::name()), ...);
    return HalfMma<Narrow>::name() + (wider.empty() ? "" : wider + " where scratch allows");
  }

  // Whether exec's teams may have tile T's scratch.
  template <mainloop::TensorOpTile T, class ExecSpace, class In, class Out>
  static bool fits(const ExecSpace&) {
    using K = HalfMmaKernel<ExecSpace, In, Out, T, true, true>;
    return device::team_scratch_max<Kokkos::TeamPolicy<ExecSpace>>() >= K::scratch_bytes;
  }

  template <class ExecSpace, class In, class Out>
  static void check(const ExecSpace& exec) {
    HalfMma<Narrow>::template check<ExecSpace, In, Out>(exec);
    (
        [&] {
          if (fits<Wider, ExecSpace, In, Out>(exec))
            HalfMma<Wider>::template check<ExecSpace, In, Out>(exec);
        }(),
        ...);
  }

  template <class ExecSpace, class In, class Out>
  static void run(const ExecSpace& exec, float alpha, const device::Problem<Out, In>& p,
                  float beta) {
    const int pick = choose<ExecSpace, In, Out>(exec, p.m(), p.n());
    if (pick < 0) return HalfMma<Narrow>::template run<ExecSpace, In, Out>(exec, alpha, p, beta);
    int i = 0;
    (
        [&] {
          if (i++ == pick) HalfMma<Wider>::template run<ExecSpace, In, Out>(exec, alpha, p, beta);
        }(),
        ...);
  }

  // The position among Wider of the tile that runs an m x n C, or -1 for the Narrow one.
  template <class ExecSpace, class In, class Out>
  static int choose(const ExecSpace& exec, index_t m, index_t n) {
    const index_t sms = exec.cuda_device_prop().multiProcessorCount;
    int pick = -1, i = 0;
    index_t least = 0;  // values of C each multiprocessor computes, in whole waves
    (
        [&] {
          const index_t tiles = device::tile_count(m, Wider.bm) * device::tile_count(n, Wider.bn);
          if (tiles >= sms && fits<Wider, ExecSpace, In, Out>(exec)) {
            const index_t slots = sms * Wider.teams_per_sm;
            const index_t areas =
                (tiles + slots - 1) / slots * Wider.teams_per_sm * Wider.bm * Wider.bn;
            if (pick < 0 || areas < least) pick = i, least = areas;
          }
          ++i;
        }(),
        ...);
    return pick;
  }
};

// Rung 1 as the library runs it (tgemm::gemm's half_mma, and auto where rung 1 runs): 128 x 128
// with four warps of 64 x 64 and two stages in Kokkos 4's own room (32 KiB); where teams may
// have more, 128 x 256 with eight warps of 64 x 64 and four stages (96 KiB; tf32 three, 72 KiB)
// or 128 x 128 in four stages, two teams to a multiprocessor (64 KiB), as HalfMmaTiles chooses.
// tf32 slabs hold 16 floats, the same bytes as 32 16-bit values. The wide tile runs about 1.4 times
// as fast as the two-stage one at large shapes (docs/ladder.md).
using HalfMmaRung =
    HalfMmaTiles<mainloop::TensorOpTile{},
                 mainloop::TensorOpTile{
                     .bm = 128, .bn = 256, .bk = 32, .warps_m = 2, .warps_n = 4, .stages = 4},
                 mainloop::TensorOpTile{.stages = 4, .teams_per_sm = 2}>;
using HalfMmaTf32Rung =
    HalfMmaTiles<mainloop::TensorOpTile{.bk = 16},
                 mainloop::TensorOpTile{
                     .bm = 128, .bn = 256, .bk = 16, .warps_m = 2, .warps_n = 4, .stages = 3},
                 mainloop::TensorOpTile{.bk = 16, .stages = 4, .teams_per_sm = 2}>;

}  // namespace tgemm::ladder
