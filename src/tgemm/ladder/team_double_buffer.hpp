#pragma once
// Rung 7: double-buffered scratch. Rung 6 with two slab buffers: while the team multiplies
// slab s out of one buffer, each thread already has slab s + 1's global loads in flight
// into registers, and stores them into the other buffer afterwards. One team barrier per
// K step instead of two: the barrier that publishes buffer s + 1 also proves everyone has
// finished reading buffer s, which the step after next overwrites.

#include <tgemm/ladder/team_padded.hpp>
#include <tgemm/team/slab_pipeline.hpp>

namespace tgemm::ladder {

template <class ExecSpace, class Scalar, class Shape, int TM, int TN>
struct TeamDoubleBufferKernel : TileArgs<Scalar> {
  static constexpr int BM = Shape::BM, BN = Shape::BN, BK = Shape::BK;
  static constexpr int NT = (BM / TM) * (BN / TN);
  static constexpr int Pad = pad_one_access<Scalar>;
  static constexpr int LdA = BM + Pad, LdB = BN + Pad;
  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Pipeline = team::SlabPipeline<Scalar, BM, BN, BK, LdA, LdB, Threads>;
  static constexpr int Stage = Pipeline::stage_elements;  // elements per buffer
  static constexpr std::size_t scratch_bytes = std::size_t(2 * Stage) * sizeof(Scalar) + 16;
  using launch_bounds = Kokkos::LaunchBounds<NT, 2>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;

  team::SlabSource how_a, how_b;

  TeamDoubleBufferKernel() = default;
  TeamDoubleBufferKernel(MatrixRef<const Scalar> a, MatrixRef<const Scalar> b, MatrixRef<Scalar> c,
                         Scalar al, Scalar be, index_t tm)
      : TileArgs<Scalar>(a, b, c, al, be, tm),
        how_a(team::make_slab_source(a.transposed())),
        how_b(team::make_slab_source(b)) {}

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    [[maybe_unused]] const auto& [A, B, C, alpha, beta, tiles_m] =
        static_cast<const TileArgs<Scalar>&>(*this);
    const index_t m0 = this->tile_m0(member.league_rank(), BM);
    const index_t n0 = this->tile_n0(member.league_rank(), BN);
    auto* smem =
        static_cast<Scalar*>(member.team_scratch(0).get_shmem_aligned(int(scratch_bytes - 16), 16));
    const auto At = A.transposed();
    const index_t K = A.cols;
    const Threads threads(member);

    Pipeline slabs;
    auto fetch = [&](index_t k0) { slabs.fetch(threads, At, how_a, B, how_b, k0, m0, n0); };
    auto stash = [&](Scalar* stage) { slabs.stash(threads, how_a, how_b, stage); };

    Scalar acc[Threads::capacity][TM][TN] = {};
    fetch(0);
    stash(smem);
    member.team_barrier();  // slab 0 published
    int s = 0;
    for (index_t k0 = 0; k0 < K; k0 += BK, s ^= 1) {
      const bool next = k0 + BK < K;
      if (next) fetch(k0 + BK);  // global loads in flight during the math below
      const Scalar* As = smem + s * Stage;
      const Scalar* Bs = As + BK * LdA;
      for (int l = 0; l < Threads::capacity; ++l) {
        const int t = threads.logical_thread(l);
        if (t < 0) break;
        const int row0 = (t / (BN / TN)) * TM, col0 = (t % (BN / TN)) * TN;
        TGEMM_UNROLL
        for (int k = 0; k < BK; ++k) {
          Scalar a[TM], b[TN];
          thread::load_fragment<TM>(As + k * LdA + row0, a);
          thread::load_fragment<TN>(Bs + k * LdB + col0, b);
          thread::outer_product(acc[l], a, b);
        }
      }
      if (next) stash(smem + (s ^ 1) * Stage);  // last read in step k0 - BK: see barrier
      member.team_barrier();  // slab s + 1 published; slab s free for step k0 + 2 BK
    }
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      const int row0 = (t / (BN / TN)) * TM, col0 = (t % (BN / TN)) * TN;
      team::store_block(C, m0 + row0, n0 + col0, alpha, acc[l], beta);
    }
  }
};

template <class Shape, int TM, int TN>
struct TeamDoubleBufferFamily {
  static std::string name() {
    return "team_double_buffer<" + Shape::name() + ",TM" + std::to_string(TM) + ",TN" +
           std::to_string(TN) + ">";
  }
  template <class ExecSpace, class Scalar>
  using kernel = TeamDoubleBufferKernel<ExecSpace, Scalar, Shape, TM, TN>;
};

template <class Shape = TileShape<128, 128, 8>, int TM = 8, int TN = 8>
using TeamDoubleBuffer = TeamDriver<TeamDoubleBufferFamily<Shape, TM, TN>>;

}  // namespace tgemm::ladder
