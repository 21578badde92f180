#pragma once
// A composed GEMM kernel: the TeamPolicy functor of one launch, as CUTLASS's
// kernel::Gemm<Mma, Epilogue, Swizzle>. It holds the operands (after any packing), the
// mainloop's per-launch state and the schedule's work assignment (Work), and each team runs
// Work's loop: which tiles and K ranges it takes, Mainloop::tile_product on each, then the
// epilogue, or the hand-over of a tile it shares with another team.
//
//   Mainloop: how a team multiplies one tile over a K range (src/tgemm/mainloop/)
//   Work:     which team does which tile and K range (src/tgemm/schedule/)
//   Epilogue: alpha * acc + beta * C, or raw sums for a split of K (src/tgemm/epilogue/)

#include <Kokkos_Core.hpp>
#include <cstddef>
#include <tgemm/epilogue/linear_combination.hpp>
#include <tgemm/mainloop/thread_map.hpp>
#include <tgemm/team/barrier.hpp>
#include <type_traits>

namespace tgemm::kernel {

// What a schedule needs of a mainloop (mainloop/*.hpp): its thread map and sizes, per-launch
// state made from the operands, its scratch, and the product of one tile over a K range.
template <class M>
concept TileMainloop = requires(const M& m, const typename M::Member& member,
                                const typename M::Threads& threads, typename M::Scalar* smem,
                                const MatrixRef<const typename M::Scalar>& A,
                                const mainloop::TileRange& r, typename M::Acc& acc) {
  typename M::Map;
  { M::BM } -> std::convertible_to<int>;
  { M::BN } -> std::convertible_to<int>;
  { M::BK } -> std::convertible_to<int>;
  { M::NT } -> std::convertible_to<int>;
  { M::scratch_bytes } -> std::convertible_to<std::size_t>;
  M(A, A);
  { M::stages(member) } -> std::same_as<typename M::Scalar*>;
  m.tile_product(member, threads, smem, A, A, r, acc);
};

// StagedStores: the epilogue passes C's runs through the mainloop's stages (where they are not
// 16-byte aligned: with_kernel picks this kernel for those). A separate kernel, not a branch
// in one: the staged passes beside the mainloop slowed the kernels that never took them by up
// to 9 % at 4096³ FP32 (H200).
template <TileMainloop Mainloop_, class Work, bool StagedStores = false>
struct Gemm {
  using Mainloop = Mainloop_;
  using Scalar = typename Mainloop::Scalar;
  using Member = typename Mainloop::Member;
  using Threads = typename Mainloop::Threads;
  using Acc = typename Mainloop::Acc;
  using launch_bounds = typename Mainloop::launch_bounds;
  using Epilogue = epilogue::LinearCombination<typename Mainloop::Map>;
  static constexpr int BM = Mainloop::BM, BN = Mainloop::BN, BK = Mainloop::BK, NT = Mainloop::NT;
  static constexpr bool staged_stores = StagedStores;
  static constexpr std::size_t scratch_bytes = Mainloop::scratch_bytes;

  MatrixRef<const Scalar> A, B;  // op(A) (m x k) and op(B) (k x n)
  MatrixRef<Scalar> C;
  Scalar alpha{}, beta{};
  Mainloop mainloop;
  Work work;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const { work.run(*this, member); }

  // Whether the epilogue may stage C's runs: a GPU kernel whose mainloop has the room.
  static constexpr bool can_stage =
      Epilogue::can_stage && Epilogue::stage_bytes + 16 <= Mainloop::scratch_bytes;
  static_assert(!StagedStores || can_stage,
                "tgemm::kernel::Gemm: staged stores need a GPU mainloop with room for them");

  // The epilogue of a tile: acc out to C, or to slice `slice` of the workspace `sums`. With staged
  // stores, through the mainloop's stages at smem once every thread of the team is done with
  // them (a schedule that runs another tile next waits on a barrier before its copies). All
  // threads of the team call it.
  KOKKOS_FORCEINLINE_FUNCTION void store(const Member& member, const Threads& threads,
                                         const Acc& acc, const MatrixRef<Scalar>& to, index_t m0,
                                         index_t n0, Scalar* sums, index_t slice,
                                         [[maybe_unused]] Scalar* smem) const {
    if constexpr (StagedStores) {
      team::barrier(member);
      Epilogue::store(threads, acc, to, m0, n0, alpha, beta, sums, slice, smem);
    } else {
      Epilogue::store(threads, acc, to, m0, n0, alpha, beta, sums, slice);
    }
  }

  // Whether the tile at (m0, n0) lies inside C.
  KOKKOS_FORCEINLINE_FUNCTION bool inside(index_t m0, index_t n0) const {
    return m0 + BM <= C.rows && n0 + BN <= C.cols;
  }
};

// Calls f(std::type_identity<K>{}) with K the kernel of ML on Work that suits what its epilogue
// writes (`target`: C, or a split's workspace) and each team's share of K (`depth`): the
// staged-stores kernel where target's runs are not 16-byte aligned and the share is at most
// staged_depth, the plain one elsewhere. Past that depth the epilogue is a small part of a
// team's time, and the staged kernel's mainloop, compiled beside the staged passes, ran up to
// 3 % slower (4095 x 4097 x 1023 FP32, H200).
inline constexpr index_t staged_depth = 512;

template <class ML, class Work, class F>
void with_kernel(const MatrixRef<typename ML::Scalar>& target, index_t depth, F&& f) {
  using Plain = Gemm<ML, Work>;
  if constexpr (Plain::can_stage) {
    if (depth <= staged_depth && Plain::Epilogue::unaligned_runs(target))
      return f(std::type_identity<Gemm<ML, Work, true>>{});
  }
  f(std::type_identity<Plain>{});
}

}  // namespace tgemm::kernel
