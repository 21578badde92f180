#pragma once
// Rung 5: wide loads. Rung 4's 2D register tiles, with both slabs staged K-major (A stored
// transposed in scratch) so a thread's TM and TN fragments are contiguous scratch rows read
// with 16-byte loads, and the slabs fetched from global memory with 16-byte loads along
// each operand's unit-stride direction. Unaligned subviews and edge tiles take the scalar,
// zero-padding path of the same loader.

#include <tgemm/ladder/team_driver.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/slab_loader.hpp>
#include <tgemm/team/team_threads.hpp>
#include <tgemm/team/tile_shape.hpp>
#include <tgemm/thread/fragment.hpp>
#include <tgemm/thread/outer_product.hpp>
#include <tgemm/thread/unroll.hpp>

namespace tgemm::ladder {

// Pad: extra elements per scratch row (rung 6 sets one 16-byte access's worth).
template <class ExecSpace, class Scalar, class Shape, int TM, int TN, int Pad>
struct TeamVectorKernel : TileArgs<Scalar> {
  static constexpr int BM = Shape::BM, BN = Shape::BN, BK = Shape::BK;
  static constexpr int NT = (BM / TM) * (BN / TN);
  static constexpr int LdA = BM + Pad, LdB = BN + Pad;      // K-major slabs: BK rows each
  using LoadA = team::SlabLoader<Scalar, BK, BM, LdA, NT>;  // block of op(A)^T
  using LoadB = team::SlabLoader<Scalar, BK, BN, LdB, NT>;  // block of op(B)
  static constexpr std::size_t scratch_bytes = std::size_t(BK * (LdA + LdB)) * sizeof(Scalar) + 16;
  using launch_bounds = Kokkos::LaunchBounds<NT, 2>;
  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;

  team::SlabSource how_a, how_b;  // chosen once per launch from layouts and alignment

  TeamVectorKernel() = default;
  TeamVectorKernel(MatrixRef<const Scalar> a, MatrixRef<const Scalar> b, MatrixRef<Scalar> c,
                   Scalar al, Scalar be, index_t tm)
      : TileArgs<Scalar>(a, b, c, al, be, tm),
        how_a(team::make_slab_source(a.transposed())),
        how_b(team::make_slab_source(b)) {}

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    [[maybe_unused]] const auto& [A, B, C, alpha, beta, tiles_m] =
        static_cast<const TileArgs<Scalar>&>(*this);
    const index_t m0 = this->tile_m0(member.league_rank(), BM);
    const index_t n0 = this->tile_n0(member.league_rank(), BN);
    auto* As =
        static_cast<Scalar*>(member.team_scratch(0).get_shmem_aligned(int(scratch_bytes - 16), 16));
    Scalar* Bs = As + BK * LdA;
    const auto At = A.transposed();
    const Threads threads(member);

    Scalar acc[Threads::capacity][TM][TN] = {};
    for (index_t k0 = 0; k0 < A.cols; k0 += BK) {
      for (int l = 0; l < Threads::capacity; ++l) {
        const int t = threads.logical_thread(l);
        if (t < 0) break;
        typename LoadA::Frag ra[LoadA::per_thread];
        typename LoadB::Frag rb[LoadB::per_thread];
        LoadA::fetch(t, At, how_a, k0, m0, ra);
        LoadB::fetch(t, B, how_b, k0, n0, rb);
        LoadA::stash(t, how_a, ra, As);
        LoadB::stash(t, how_b, rb, Bs);
      }
      member.team_barrier();  // slabs complete before anyone reads them
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
      member.team_barrier();  // everyone done reading before the next slab overwrites them
    }
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      const int row0 = (t / (BN / TN)) * TM, col0 = (t % (BN / TN)) * TN;
      team::store_block(C, m0 + row0, n0 + col0, alpha, acc[l], beta);
    }
  }
};

template <class Shape, int TM, int TN, int Pad>
struct TeamVectorFamily {
  static std::string name() {
    return "team_vector<" + Shape::name() + ",TM" + std::to_string(TM) + ",TN" +
           std::to_string(TN) + (Pad ? ",pad" + std::to_string(Pad) : "") + ">";
  }
  template <class ExecSpace, class Scalar>
  using kernel = TeamVectorKernel<ExecSpace, Scalar, Shape, TM, TN, Pad>;
};

template <class Shape = TileShape<128, 128, 8>, int TM = 8, int TN = 8>
using TeamVector = TeamDriver<TeamVectorFamily<Shape, TM, TN, 0>>;

}  // namespace tgemm::ladder
