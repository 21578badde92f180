#pragma once
// Rung 2 (the seeds' kernel 3): each team owns a BM x BN tile of C and walks K in BK-deep
// slabs. The team stages an A slab (BM x BK) and a B slab (BK x BN) in level-0 team scratch,
// zero-padded at the edges; every thread keeps its running sum in a register and writes
// alpha * acc + beta * C once.

#include <tgemm/device/team_launch.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/load_tile.hpp>
#include <tgemm/team/team_threads.hpp>
#include <tgemm/team/tile_mac.hpp>
#include <tgemm/team/tile_shape.hpp>

namespace tgemm::device {

template <class ExecSpace, class Scalar, class Shape>
struct TeamScratchKernel {
  static constexpr int BM = Shape::BM, BN = Shape::BN, BK = Shape::BK;
  static constexpr int NT = BM * BN;  // one logical thread per element of the C tile
  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  static constexpr std::size_t scratch_bytes = std::size_t(BM * BK + BK * BN) * sizeof(Scalar);

  MatrixRef<const Scalar> A, B;
  MatrixRef<Scalar> C;
  Scalar alpha, beta;
  index_t tiles_m;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    const index_t m0 = (member.league_rank() % tiles_m) * BM;
    const index_t n0 = (member.league_rank() / tiles_m) * BN;
    auto* As = static_cast<Scalar*>(member.team_scratch(0).get_shmem(scratch_bytes));
    Scalar* Bs = As + BM * BK;
    const Threads threads(member);

    Scalar acc[Threads::capacity] = {};
    for (index_t k0 = 0; k0 < A.cols; k0 += BK) {
      team::load_tile_zero_padded<BM, BK, BK>(threads.rank, threads.size, A, m0, k0, As);
      team::load_tile_zero_padded<BK, BN, BN>(threads.rank, threads.size, B, k0, n0, Bs);
      member.team_barrier();  // slabs complete before anyone reads them
      for (int l = 0; l < Threads::capacity; ++l) {
        const int t = threads.logical_thread(l);
        if (t < 0) break;
        acc[l] = team::dot_slab<BK, BK, BN>(As, Bs, t / BN, t % BN, acc[l]);
      }
      member.team_barrier();  // everyone done reading before the next slab overwrites them
    }
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      team::store_scaled(C, m0 + t / BN, n0 + t % BN, alpha, acc[l], beta);
    }
  }
};

template <class Shape = TileShape<32, 32, 32>>
struct TeamScratch {
  static std::string name() { return "team_scratch<" + Shape::name() + ">"; }

  template <class ExecSpace, class Scalar>
  static int team_size(const ExecSpace& exec) {
    using K = TeamScratchKernel<ExecSpace, Scalar, Shape>;
    return checked_team_size(exec, K{}, K::NT, K::scratch_bytes,
                             name() + "," + scalar_name<Scalar>());
  }

  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace& exec) {
    team_size<ExecSpace, Scalar>(exec);
  }

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C) {
    using K = TeamScratchKernel<ExecSpace, Scalar, Shape>;
    const index_t tiles_m = tile_count(C.rows, Shape::BM);
    const int league = league_size(tiles_m * tile_count(C.cols, Shape::BN));
    auto policy =
        Kokkos::TeamPolicy<ExecSpace>(exec, league, team_size<ExecSpace, Scalar>(exec))
            .set_scratch_size(0, Kokkos::PerTeam(K::scratch_bytes));
    Kokkos::parallel_for("tgemm::" + name() + "," + scalar_name<Scalar>(), policy,
                         K{A, B, C, alpha, beta, tiles_m});
  }
};

}  // namespace tgemm::device
