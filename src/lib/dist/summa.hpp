#pragma once
// SUMMA on the grid: C(local) = beta * C + alpha * sum over k panels of A-panel * B-panel.
// op(A)'s rows are dealt like C's rows and op(B)'s columns like C's columns, so the panel of
// op(A) a process row needs is held by one process column and broadcast along the row, and the
// panel of op(B) a process column needs is held by one process row and broadcast down the
// column. Consecutive k blocks are gathered into one panel, up to the panel width, for a
// wider local multiply; with overlap the next panel's broadcasts run during this multiply.

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <tgemm/device/problem.hpp>
#include <tgemm/gemm.hpp>
#include <vector>

#include "axis.hpp"
#include "transport.hpp"

namespace tgemm::dist::impl {

// op(X)'s local block, and how its k dimension is dealt (over process columns for op(A),
// over process rows for op(B)).
template <class T>
struct Operand {
  MatrixRef<const T> local;
  Axis k;
};

// Copies block src into a contiguous buffer laid out with the given strides.
template <class ExecSpace, class T>
void copy_block(const ExecSpace& exec, const MatrixRef<const T>& src, T* dst, index_t row_stride,
                index_t col_stride) {
  const index_t rows = src.rows;
  Kokkos::parallel_for(
      "tgemm::dist::copy_panel",
      Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, src.rows * src.cols),
      KOKKOS_LAMBDA(index_t e) {
        const index_t i = e % rows, j = e / rows;
        dst[i * row_stride + j * col_stride] = src(i, j);
      });
}

template <class T>
MatrixRef<const T> block(const MatrixRef<const T>& x, index_t r0, index_t c0, index_t rows,
                         index_t cols) {
  return {x.data + r0 * x.row_stride + c0 * x.col_stride, rows, cols, x.row_stride, x.col_stride};
}

// The local multiply, through tgemm::gemm's compiled library with the caller's options.
template <class ExecSpace, class T>
void local_gemm(const ExecSpace& exec, const GemmOptions& o, T alpha, const device::Problem<T>& p,
                T beta) {
  if constexpr (std::is_same_v<T, float>) {
    if (o.compute == Compute::fast_tf32)
      return tgemm::detail::gemm_mixed<ExecSpace, float, float>(exec, o.half_variant, o.compute,
                                                                alpha, p, beta);
  }
  tgemm::detail::gemm<ExecSpace, T>(exec, o.variant, alpha, p, beta);
}

template <class ExecSpace, class T>
void summa(const ExecSpace& exec, const Grid& g, MpiTransport<ExecSpace, T>& mpi, T alpha,
           const Operand<T>& A, const Operand<T>& B, T beta, const MatrixRef<T>& C,
           const Options& o) {
  using Mem = typename ExecSpace::memory_space;
  const index_t k = A.k.n, mloc = C.rows, nloc = C.cols;

  // Chunks: k ranges inside one block of op(A)'s k dealing and one of op(B)'s, so each has
  // one owner of each; panels: runs of chunks up to the panel width.
  struct Chunk {
    index_t k0, width;
  };
  struct Panel {
    std::size_t first, count;
    index_t width;
  };
  const index_t target = o.panel > 0 ? o.panel : std::max({index_t(256), A.k.nb, B.k.nb});
  std::vector<Chunk> chunks;
  std::vector<Panel> panels;
  index_t widest = 0;
  for (index_t k0 = 0; k0 < k;) {
    const index_t end = std::min(A.k.block_end(k0), B.k.block_end(k0));
    if (panels.empty() || panels.back().width + (end - k0) > target)
      panels.push_back({chunks.size(), 0, 0});
    chunks.push_back({k0, end - k0});
    panels.back().count += 1;
    panels.back().width += end - k0;
    widest = std::max(widest, panels.back().width);
    k0 = end;
  }

  // Panel buffers: op(A)'s mloc x width column-major, op(B)'s width x nloc row-major, so each
  // chunk's piece of either is contiguous.
  const int slots = o.overlap && panels.size() > 1 ? 2 : 1;
  Kokkos::View<T*, Mem> abuf[2], bbuf[2];
  std::vector<typename MpiTransport<ExecSpace, T>::Bcast> abc[2], bbc[2];
  for (int s = 0; s < slots; ++s) {
    abuf[s] = Kokkos::View<T*, Mem>(
        Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::a_panel"), mloc * widest);
    bbuf[s] = Kokkos::View<T*, Mem>(
        Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::b_panel"), widest * nloc);
  }

  // Starts the broadcasts of panel p into slot s; the owners copy their pieces in first.
  auto post = [&](std::size_t p, int s) {
    const Panel& panel = panels[p];
    abc[s].resize(panel.count);
    bbc[s].resize(panel.count);
    for (std::size_t c = 0, off = 0; c < panel.count; off += chunks[panel.first + c].width, ++c) {
      const Chunk& ch = chunks[panel.first + c];
      if (g.mycol() == A.k.owner(ch.k0) && mloc > 0)
        copy_block(exec, block(A.local, 0, A.k.local(ch.k0), mloc, ch.width),
                   abuf[s].data() + off * mloc, 1, mloc);
      if (g.myrow() == B.k.owner(ch.k0) && nloc > 0)
        copy_block(exec, block(B.local, B.k.local(ch.k0), 0, ch.width, nloc),
                   bbuf[s].data() + off * nloc, nloc, 1);
    }
    exec.fence();  // MPI reads the owners' pieces
    for (std::size_t c = 0, off = 0; c < panel.count; off += chunks[panel.first + c].width, ++c) {
      const Chunk& ch = chunks[panel.first + c];
      mpi.start(abc[s][c], abuf[s].data() + off * mloc, mloc * ch.width, A.k.owner(ch.k0),
                g.row_comm());
      mpi.start(bbc[s][c], bbuf[s].data() + off * nloc, ch.width * nloc, B.k.owner(ch.k0),
                g.col_comm());
    }
  };

  post(0, 0);
  for (std::size_t p = 0; p < panels.size(); ++p) {
    const int s = int(p % std::size_t(slots));
    for (auto& op : abc[s]) mpi.finish(op);
    for (auto& op : bbc[s]) mpi.finish(op);
    const bool next = p + 1 < panels.size();
    // The other slot's last multiply (panel p - 1) must be done before it is refilled.
    if (next && slots == 2) {
      exec.fence();
      post(p + 1, 1 - s);
    }
    if (mloc > 0 && nloc > 0) {
      const index_t w = panels[p].width;
      const device::Problem<T> prob{MatrixRef<const T>{abuf[s].data(), mloc, w, 1, mloc},
                                    MatrixRef<const T>{bbuf[s].data(), w, nloc, nloc, 1}, C};
      local_gemm(exec, o.local, alpha, prob, p == 0 ? beta : T(1));
    }
    if (next && slots == 1) {
      exec.fence();
      post(p + 1, 0);
    }
  }
  exec.fence();
}

}  // namespace tgemm::dist::impl
