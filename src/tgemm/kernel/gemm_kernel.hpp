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

template <TileMainloop Mainloop_, class Work>
struct Gemm {
  using Mainloop = Mainloop_;
  using Scalar = typename Mainloop::Scalar;
  using Member = typename Mainloop::Member;
  using Threads = typename Mainloop::Threads;
  using Acc = typename Mainloop::Acc;
  using launch_bounds = typename Mainloop::launch_bounds;
  using Epilogue = epilogue::LinearCombination<typename Mainloop::Map>;
  static constexpr int BM = Mainloop::BM, BN = Mainloop::BN, BK = Mainloop::BK, NT = Mainloop::NT;
  static constexpr std::size_t scratch_bytes = Mainloop::scratch_bytes;

  MatrixRef<const Scalar> A, B;  // op(A) (m x k) and op(B) (k x n)
  MatrixRef<Scalar> C;
  Scalar alpha{}, beta{};
  Mainloop mainloop;
  Work work;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const { work.run(*this, member); }

  // Whether the tile at (m0, n0) lies inside C.
  KOKKOS_FORCEINLINE_FUNCTION bool inside(index_t m0, index_t n0) const {
    return m0 + BM <= C.rows && n0 + BN <= C.cols;
  }
};

}  // namespace tgemm::kernel
