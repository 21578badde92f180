#pragma once
// Half rung 2, Hopper: rung 1's team, multistage cp.async copies into swizzled scratch and
// one barrier per slab, with the slab product issued by warpgroups (wgmma.mma_async, sm_90a):
// the tensor cores read both operands straight from scratch through matrix descriptors, so no
// ldmatrix and no operand fragments in registers, and each of the team's two warpgroups
// multiplies a 64 x 128 half of the 128 x 128 tile 16 values of k per instruction. The
// scratch rows are 64 bytes of k in the hardware's 64-byte swizzle, which is
// mainloop::SwizzledSlab's, so the copies are rung 1's.
//
// What Kokkos allows and what it costs: a TeamPolicy team is a CUDA block, its level-0 scratch
// dynamic shared memory, so warpgroups and scratch descriptors work as in CUDA. But Kokkos
// caps level-0 scratch at 40 KiB (sharedMemPerBlock less its reserve; it does not opt in to
// the 227 KiB an sm_90 block may have), so two 16 KiB stages fit, or three of 12 KiB, and TMA
// bulk copies with mbarriers, which want more room and a producer warp, are not used. Operands must
// be K-contiguous in scratch: others are packed first (rung 1's packing), as are operands rung 1
// cannot read in place.

#include <cstdint>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/problem.hpp>
#include <tgemm/ladder/half_mma.hpp>
#include <tgemm/mainloop/tensor_op.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/warp/wgmma.hpp>

namespace tgemm::ladder {

// A tile of the Hopper rung: BM x BN of C per team (BN 128 or 256), `warpgroups` warpgroups
// each owning BM / warpgroups rows (a multiple of 64), BK (16, 32 or 64) of k per slab,
// `stages` slabs in scratch, `in_flight` groups of products left running while the next slab
// is awaited (the copies then run stages - 1 - in_flight slabs ahead).
struct WgmmaTile {
  int bm = 64, bn = 128, bk = 32, warpgroups = 1, stages = 3, in_flight = 0;
};

template <class ExecSpace, class In, class Out, WgmmaTile T>
struct HalfWgmmaKernel {
  static constexpr int BM = T.bm, BN = T.bn, BK = T.bk, NT = 128 * T.warpgroups, Group = 8;
  static constexpr int MW = BM / T.warpgroups / 64;  // products of 64 rows per warpgroup
  static_assert(MW >= 1 && BM == 64 * MW * T.warpgroups,
                "tgemm::ladder::HalfWgmma: each warpgroup owns a multiple of 64 rows");
  static constexpr int Stages = T.stages, InFlight = T.in_flight, Ahead = Stages - 1 - InFlight;
  static_assert(Ahead >= 1, "tgemm::ladder::HalfWgmma: stages - 1 - in_flight slabs ahead, >= 1");
  static constexpr int VPC = 8;
  using E = std::uint16_t;
  using SlabA = mainloop::SwizzledSlab<BM, BK, VPC>;
  using SlabB = mainloop::SwizzledSlab<BN, BK, VPC>;
  using CopierA = mainloop::SlabCopier<SlabA, NT, E, BK, true>;
  using CopierB = mainloop::SlabCopier<SlabB, NT, E, BK, true>;
  using Copies = mainloop::TileCopies<CopierA, CopierB, SlabA::elements>;
  static constexpr int Stage = SlabA::elements + SlabB::elements;  // values; 16 KiB
  // the descriptors' swizzle repeats every 512 bytes: stages start on 1024
  static constexpr std::size_t scratch_bytes = std::size_t(Stages) * Stage * sizeof(E) + 1024;
  using launch_bounds = Kokkos::LaunchBounds<NT, 1>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  static constexpr warp::Mma16 kind =
      std::is_same_v<In, bhalf_t> ? warp::Mma16::bf16 : warp::Mma16::f16;

  MatrixRef<const In> A, B;  // op(A) with unit stride along K (rows), op(B) too (columns)
  MatrixRef<Out> C;
  float alpha = 0, beta = 0;
  index_t tiles_m = 1, tiles_n = 1;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
#if defined(TGEMM_HAVE_WGMMA)
    index_t tm, tn;
    mainloop::grouped_tile(member.league_rank(), tiles_m, tiles_n, Group, tm, tn);
    const index_t m0 = tm * BM, n0 = tn * BN;
    E* smem =
        static_cast<E*>(member.team_scratch(0).get_shmem_aligned(int(scratch_bytes - 1024), 1024));
    const int t = member.team_rank(), g = t / 128;
    const index_t K = A.cols;
    const int slabs = int((K + BK - 1) / BK);
    Copies copies{CopierA::of_a(A, m0, K, t), CopierB::of_b(B, n0, K, t),
                  m0 + BM <= A.rows && n0 + BN <= B.cols};
    copies.template prologue<Ahead>(smem, Stage, slabs);
    float acc[MW][BN / 2];
    TGEMM_UNROLL
    for (int h = 0; h < MW; ++h) TGEMM_UNROLL
    for (int i = 0; i < BN / 2; ++i) acc[h][i] = 0.0f;
    int read = 0, write = Ahead;
    TGEMM_NO_UNROLL
    for (int i = 0; i < slabs; ++i) {
      // slab i has landed, and its copies are ordered before the tensor cores' reads of it
      team::async_wait<Ahead - 1>();
      warp::fence_async_shared();
      team::barrier(member);
      const E* a = smem + read * Stage + SlabA::offset(64 * MW * g, 0);
      const E* b = smem + read * Stage + SlabA::elements;
      warp::wgmma_fence();
      TGEMM_UNROLL
      for (int kk = 0; kk < BK; kk += 16) TGEMM_UNROLL
      for (int h = 0; h < MW; ++h)
        warp::wgmma_m64k16<kind, BN>(acc[h], warp::wgmma_desc_k<2 * BK>(a + 64 * BK * h + kk),
                                     warp::wgmma_desc_k<2 * BK>(b + kk), 1);
      warp::wgmma_commit();
      // slab i + Ahead goes where slab i - 1 - InFlight was, whose products every warpgroup
      // waited for before the barrier above
      if (i + Ahead < slabs) copies.issue(smem + write * Stage);
      team::async_commit();
      warp::wgmma_wait<InFlight>();
      read = read == Stages - 1 ? 0 : read + 1;
      write = write == Stages - 1 ? 0 : write + 1;
    }
    warp::wgmma_wait<0>();
    const int w = (t % 128) / 32, lane = t % 32;
    const index_t r0 = m0 + 64 * MW * g + 16 * w + lane / 4, c0 = n0 + 2 * (lane % 4);
    TGEMM_UNROLL
    for (int h = 0; h < MW; ++h) TGEMM_UNROLL
    for (int j = 0; j < BN / 8; ++j) TGEMM_UNROLL
    for (int v = 0; v < 4; ++v) {
      team::store_scaled(C, r0 + 64 * h + 8 * (v / 2), c0 + 8 * j + v % 2, alpha, acc[h][4 * j + v],
                         beta);
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

  template <class ExecSpace, class In, class Out>
  static void run(const ExecSpace& exec, float alpha, const device::Problem<Out, In>& p,
                  float beta) {
    using K = HalfWgmmaKernel<ExecSpace, In, Out, T>;
    MatrixRef<const In> a = p.a, b = p.b;
    // both operands K-contiguous: op(A) along its rows, op(B) along its columns
    if (!readable_in_place(a, true)) a = HalfMma<>::pack(exec, a, false);
    if (!readable_in_place(b, false)) b = HalfMma<>::pack(exec, b, true);
    const index_t tiles_m = device::tile_count(p.m(), K::BM),
                  tiles_n = device::tile_count(p.n(), K::BN);
    device::launch_teams(exec, label<In, Out>(), K{a, b, p.c, alpha, beta, tiles_m, tiles_n},
                         tiles_m * tiles_n, [] { return label<In, Out>(); });
  }
};

}  // namespace tgemm::ladder
