#pragma once
// What the thin and dots kernels (device/thin.hpp, device/dots.hpp) share: C, as the kernel
// orients it, in blocks of rows and passes of columns, K in slices, a team per (block, pass,
// slice); a team's sums land in the workspace where K has more than one slice (split K's
// reduction adds them, in order), else in C as alpha v + beta C.

#include <Kokkos_Core.hpp>
#include <cstddef>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/workspace.hpp>
#include <tgemm/schedule/split_k.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <type_traits>

namespace tgemm::device {

// Scalar: the arithmetic's type; Out: C's.
template <class Scalar, class Out = Scalar>
struct SlicedBlocks {
  MatrixRef<Out> C;
  Scalar alpha{}, beta{};
  Scalar* work = nullptr;  // the slices' raw sums (slice, then C's shape column-major), or null
  index_t row_blocks = 1, passes = 1, slice_len = 32;

  // Team t's block of rows, pass of columns, slice, and the slice's K range in [0, depth).
  struct Team {
    index_t block, pass, slice, k0, k1;
  };
  KOKKOS_INLINE_FUNCTION Team team(index_t t, index_t depth) const {
    Team r;
    r.block = t % row_blocks;
    r.pass = (t / row_blocks) % passes;
    r.slice = t / (row_blocks * passes);
    r.k0 = r.slice * slice_len;
    r.k1 = r.k0 + slice_len < depth ? r.k0 + slice_len : depth;
    return r;
  }

  // Value v of C(i, j) for slice `slice`: its raw sum into the workspace, or alpha v + beta C.
  KOKKOS_FORCEINLINE_FUNCTION void put(index_t slice, index_t i, index_t j, Scalar v) const {
    if (i >= C.rows || j >= C.cols) return;
    if (work)
      work[(slice * C.cols + j) * C.rows + i] = v;
    else
      team::store_scaled(C, i, j, alpha, v, beta);
  }
};

// Launches kernel k (its member `grid` filled, but for the workspace) as `blocks` teams for
// each of `slices` slices of K; with more than one, into the workspace, then split K's
// reduction into C.
template <class ExecSpace, class K, class Name>
void launch_sliced(const ExecSpace& exec, const std::string& label, K& k, index_t blocks,
                   index_t slices, Name&& name) {
  auto& g = k.grid;
  if (slices <= 1) return launch_teams(exec, label, k, blocks, name);
  using Scalar = std::remove_cvref_t<decltype(g.alpha)>;
  g.work = static_cast<Scalar*>(
      Workspace<ExecSpace>::get(exec, std::size_t(slices * g.C.rows * g.C.cols) * sizeof(Scalar)));
  launch_teams(exec, label, k, blocks * slices, name);
  schedule::reduce_slices(exec, g.alpha, g.beta, g.C, g.work, slices);
}

}  // namespace tgemm::device
