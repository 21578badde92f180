#pragma once
// Rung 9: split K. When C has too few tiles to fill the device (64 x 64 x 1e6, a Krylov
// inner product; 256 x 256 x 65536), the warp-tiled kernel runs `slices` teams per tile,
// each over its own range of K, writing raw partial sums to a workspace; a second kernel
// adds the slices in a fixed order (deterministic) and applies alpha and beta.

#include <tgemm/device/team_warp_tile.hpp>
#include <tgemm/device/workspace.hpp>

#include <algorithm>

namespace tgemm::device {

// Slices for `tiles` tiles when `resident` teams fill the device: enough to fill it, each
// slice at least 8 slabs of depth bk, at most 64 slices, never fewer than one.
inline index_t split_k_slices(index_t resident, index_t tiles, index_t k, int bk) {
  const index_t deepest = std::max<index_t>(1, std::min<index_t>(64, k / (8 * index_t(bk))));
  if (tiles <= 0 || tiles >= resident) return 1;
  return std::min((resident + tiles - 1) / tiles, deepest);
}

template <class Family>
struct TeamSplitK {
  using Tile = TeamDriver<Family>;

  static std::string name() { return "team_split_k<" + Family::name() + ">"; }

  // The family's, where it has one (team_specialized.hpp).
  template <class ExecSpace, class Scalar>
  static bool slow_edges(index_t m, index_t n) {
    if constexpr (requires { Family::template slow_edges<ExecSpace, Scalar>(m, n); })
      return Family::template slow_edges<ExecSpace, Scalar>(m, n);
    else
      return false;
  }

  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace& exec) {
    Tile::template check<ExecSpace, Scalar>(exec);
  }

  // Teams resident on the device: a quarter of its thread slots, in teams of NT.
  template <class ExecSpace, class Scalar>
  static index_t slices_for(const ExecSpace& exec, index_t tiles, index_t k) {
    using K = typename Tile::template Kernel<ExecSpace, Scalar>;
    const index_t resident = std::max<index_t>(1, exec.concurrency() / (4 * K::NT));
    return split_k_slices(resident, tiles, k, K::BK);
  }

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C) {
    using K = typename Tile::template Kernel<ExecSpace, Scalar>;
    const index_t tiles = tile_count(C.rows, K::BM) * tile_count(C.cols, K::BN);
    run_sliced(exec, alpha, A, B, beta, C, slices_for<ExecSpace, Scalar>(exec, tiles, A.cols));
  }

  // C = alpha * (sum of the slices' partial sums) + beta * C, the slices added in order.
  template <class ExecSpace, class Scalar>
  static void reduce(const ExecSpace& exec, Scalar alpha, Scalar beta, const MatrixRef<Scalar>& C,
                     const Scalar* work, index_t slices) {
    const index_t m = C.rows, n = C.cols;
    Kokkos::parallel_for(
        "tgemm::split_k_reduce",
        Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, m * n),
        KOKKOS_LAMBDA(index_t e) {
          Scalar sum = 0;
          for (index_t s = 0; s < slices; ++s) sum += work[s * m * n + e];
          Scalar& c = C(e % m, e / m);
          c = beta == Scalar(0) ? alpha * sum : alpha * sum + beta * c;
        });
  }

  // As run, with the number of slices given (tests force a split on any backend).
  template <class ExecSpace, class Scalar>
  static void run_sliced(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                         const MatrixRef<const Scalar>& B, Scalar beta,
                         const MatrixRef<Scalar>& C, index_t slices) {
    dispatch_kernel<Family, ExecSpace, Scalar>(A, B, [&](auto kernel_type) {
      using K = typename decltype(kernel_type)::type;
      K kernel(A, B, C, alpha, beta, tile_count(C.rows, K::BM));
      const index_t k = A.cols;
      slices = std::max<index_t>(1, slices);
      const index_t chunk = ((k + slices - 1) / slices + K::BK - 1) / K::BK * K::BK;
      slices = chunk > 0 ? (k + chunk - 1) / chunk : 1;
      if (slices <= 1) return Tile::launch(exec, kernel, kernel.tiles);

      const index_t m = C.rows, n = C.cols;
      auto* work = static_cast<Scalar*>(
          Workspace<ExecSpace>::get(exec, std::size_t(slices * m * n) * sizeof(Scalar)));
      kernel.k_chunk = chunk;
      kernel.work = work;
      Tile::launch(exec, kernel, kernel.tiles * slices);
      reduce(exec, alpha, beta, C, work, slices);
    });
  }
};

}  // namespace tgemm::device
