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

// C = X + beta * C (beta == 0 never reads C).
template <class ExecSpace, class T>
void add_scaled(const ExecSpace& exec, const MatrixRef<const T>& X, T beta, const MatrixRef<T>& C) {
  const index_t rows = C.rows;
  Kokkos::parallel_for(
      "tgemm::dist::add_scaled",
      Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, C.rows * C.cols),
      KOKKOS_LAMBDA(index_t e) {
        const index_t i = e % rows, j = e / rows;
        C(i, j) = beta == T(0) ? X(i, j) : X(i, j) + beta * C(i, j);
      });
}

template <class T>
MatrixRef<const T> block(const MatrixRef<const T>& x, index_t r0, index_t c0, index_t rows,
                         index_t cols) {
  return {x.data + r0 * x.row_stride + c0 * x.col_stride, rows, cols, x.row_stride, x.col_stride};
}

// Options::panel = 0: an eighth of k, so the broadcasts have panels to overlap with, but at
// least 256 and a block of either k dealing, and at most what keeps the two panel buffers of
// each operand within the size of the local block of C. Wide panels pay: each local multiply
// reads and writes C once more.
inline index_t default_panel(index_t k, index_t mloc, index_t nloc, index_t a_kb, index_t b_kb) {
  const index_t least = std::max({index_t(256), a_kb, b_kb});
  const index_t room = mloc + nloc > 0 ? mloc * nloc / (2 * (mloc + nloc)) : 0;
  return std::max(least, std::min(k / 8, room));
}

// Transport: MpiTransport or NcclTransport (their Piece, release, broadcast, arrive).
template <class ExecSpace, class T, class Transport>
void summa(const ExecSpace& exec, const Grid& g, Transport& transport, T alpha, const Operand<T>& A,
           const Operand<T>& B, T beta, const MatrixRef<T>& C, const Options& o) {
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
  // With one process column every rank holds all of op(A)'s k: the multiply reads it in place
  // and nothing is broadcast (likewise op(B) with one process row).
  const bool a_here = g.npcol() == 1, b_here = g.nprow() == 1;
  index_t target = o.panel > 0 ? o.panel : default_panel(k, mloc, nloc, A.k.nb, B.k.nb);
  if (a_here && b_here) target = k;
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
  for (int s = 0; s < slots; ++s) {
    if (!a_here)
      abuf[s] = Kokkos::View<T*, Mem>(
          Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::a_panel"), mloc * widest);
    if (!b_here)
      bbuf[s] = Kokkos::View<T*, Mem>(
          Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::b_panel"), widest * nloc);
  }

  // Starts the broadcasts of panel p into slot s; the owners copy their pieces in first.
  std::vector<typename Transport::Piece> pieces;
  auto post = [&](std::size_t p, int s) {
    transport.release(s);
    pieces.clear();
    const Panel& panel = panels[p];
    for (std::size_t c = 0, off = 0; c < panel.count; off += chunks[panel.first + c].width, ++c) {
      const Chunk& ch = chunks[panel.first + c];
      const int a_root = A.k.owner(ch.k0), b_root = B.k.owner(ch.k0);
      if (!a_here) {
        if (g.mycol() == a_root && mloc > 0)
          copy_block(exec, block(A.local, 0, A.k.local(ch.k0), mloc, ch.width),
                     abuf[s].data() + off * mloc, 1, mloc);
        pieces.push_back({abuf[s].data() + off * mloc, mloc * ch.width, a_root, true});
      }
      if (!b_here) {
        if (g.myrow() == b_root && nloc > 0)
          copy_block(exec, block(B.local, B.k.local(ch.k0), 0, ch.width, nloc),
                     bbuf[s].data() + off * nloc, nloc, 1);
        pieces.push_back({bbuf[s].data() + off * nloc, ch.width * nloc, b_root, false});
      }
    }
    transport.broadcast(s, pieces);
  };

  post(0, 0);
  for (std::size_t p = 0; p < panels.size(); ++p) {
    const int s = int(p % std::size_t(slots));
    transport.arrive(s);
    const bool next = p + 1 < panels.size();
    if (next && slots == 2) post(p + 1, 1 - s);  // runs while this panel multiplies
    if (mloc > 0 && nloc > 0) {
      const index_t w = panels[p].width, k0 = chunks[panels[p].first].k0;
      device::Problem<T> prob{block(A.local, 0, k0, mloc, w), block(B.local, k0, 0, w, nloc), C};
      if (!a_here) prob.a = MatrixRef<const T>{abuf[s].data(), mloc, w, 1, mloc};
      if (!b_here) prob.b = MatrixRef<const T>{bbuf[s].data(), w, nloc, nloc, 1};
      tgemm::detail::gemm_with_options(exec, o.local, alpha, prob, p == 0 ? beta : T(1));
    }
    if (next && slots == 1) post(p + 1, 0);
  }
  exec.fence();
}

}  // namespace tgemm::dist::impl
