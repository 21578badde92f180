#pragma once
// Both operands' K slabs in flight: fetch() issues a slab's global loads into registers,
// stash() stores them into one scratch stage (A's slab, then B's). With two stages a
// mainloop fetches slab s + 1 before multiplying slab s and stashes it afterwards.

#include <tgemm/team/slab_loader.hpp>
#include <tgemm/team/team_threads.hpp>

namespace tgemm::team {

template <class Scalar, int BM, int BN, int BK, int LdA, int LdB, class Threads>
struct SlabPipeline {
  using LoadA = SlabLoader<Scalar, BK, BM, LdA, Threads::logical>;  // block of op(A)^T
  using LoadB = SlabLoader<Scalar, BK, BN, LdB, Threads::logical>;  // block of op(B)
  static constexpr int stage_elements = BK * (LdA + LdB);

  typename LoadA::Frag ra[Threads::capacity][LoadA::per_thread];
  typename LoadB::Frag rb[Threads::capacity][LoadB::per_thread];

  // Slab [k0, k0 + BK) of the team's tile at (m0, n0); At is op(A) transposed.
  KOKKOS_INLINE_FUNCTION void fetch(const Threads& threads, const MatrixRef<const Scalar>& At,
                                    SlabSource how_a, const MatrixRef<const Scalar>& B,
                                    SlabSource how_b, index_t k0, index_t m0, index_t n0) {
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      LoadA::fetch(t, At, how_a, k0, m0, ra[l]);
      LoadB::fetch(t, B, how_b, k0, n0, rb[l]);
    }
  }

  KOKKOS_INLINE_FUNCTION void stash(const Threads& threads, SlabSource how_a, SlabSource how_b,
                                    Scalar* stage) const {
    for (int l = 0; l < Threads::capacity; ++l) {
      const int t = threads.logical_thread(l);
      if (t < 0) break;
      LoadA::stash(t, how_a, ra[l], stage);
      LoadB::stash(t, how_b, rb[l], stage + BK * LdA);
    }
  }
};

}  // namespace tgemm::team
