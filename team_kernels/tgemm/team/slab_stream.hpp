#pragma once
// One thread's share of an operand's K slabs, with the operand's orientation fixed at
// compile time. SlabLoader decides per access whether a V-group runs along rows or columns
// and whether it may be loaded whole, and rebuilds each address from (row, col) and two
// 64-bit strides every slab; the compiler keeps both paths and predicates them. A stream
// keeps one pointer per V-group and moves it BK rows on per slab (one add), loads whole
// groups with no bounds tests while the slab lies inside the operand, and falls back to
// SlabLoader's checked, zero-padding fetch for slabs that do not. The step from one slab to
// the next (BK rows of src) is the caller's: a kernel argument, so it costs no register.
//
// Layout as SlabLoader: the block is Rows x Cols of src (Rows along K), stored row-major
// in scratch with row length Ld; thread t moves the same V-groups as SlabLoader's.

#include <tgemm/team/slab_loader.hpp>
#include <tgemm/thread/unroll.hpp>

namespace tgemm::team {

template <class Scalar, int Rows, int Cols, int Ld, int NT, bool ColsUnit>
struct SlabStream {
  using Loader = SlabLoader<Scalar, Rows, Cols, Ld, NT>;
  static constexpr int V = Loader::V, per_thread = Loader::per_thread;
  using Frag = typename Loader::Frag;

  const Scalar* p[per_thread] = {};
  Frag reg[per_thread];

  // Points thread t's groups at the slab whose first element is src(row0, col0). The
  // pointers are only dereferenced by fetch(), for slabs the caller knows are inside src.
  KOKKOS_INLINE_FUNCTION void start(int t, const MatrixRef<const Scalar>& src, index_t row0,
                                    index_t col0) {
    for (int i = 0; i < per_thread; ++i) {
      const auto g = Loader::group(t, i, ColsUnit);
      p[i] = src.data + (row0 + g.r) * src.row_stride + (col0 + g.c) * src.col_stride;
    }
  }

  // The slab the pointers are at: whole, aligned groups (src must be "wide", the slab
  // inside src).
  KOKKOS_FORCEINLINE_FUNCTION void fetch() {
    TGEMM_UNROLL
    for (int i = 0; i < per_thread; ++i) reg[i] = thread::load_vec<V>(p[i]);
  }
  // Next slab: step = Rows * src.row_stride.
  KOKKOS_FORCEINLINE_FUNCTION void advance(index_t step) {
    TGEMM_UNROLL
    for (int i = 0; i < per_thread; ++i) p[i] += step;
  }

  // Any slab, at (row0, col0): elements outside src read as zero.
  KOKKOS_INLINE_FUNCTION void fetch_checked(int t, const MatrixRef<const Scalar>& src, bool wide,
                                            index_t row0, index_t col0) {
    Loader::fetch(t, src, SlabSource{ColsUnit, wide}, row0, col0, reg);
  }

  // Any slab straight into scratch block dst, element by element, zeros outside src: the
  // fewest live registers, for edge tiles (next to a large accumulator tile, fetch_checked's
  // staged loads made ptxas spill).
  KOKKOS_INLINE_FUNCTION void load_checked(int t, const MatrixRef<const Scalar>& src, index_t row0,
                                           index_t col0, Scalar* dst) const {
    TGEMM_NO_UNROLL
    for (int i = 0; i < per_thread; ++i) {
      const auto g = Loader::group(t, i, ColsUnit);
      TGEMM_UNROLL
      for (int v = 0; v < V; ++v) {
        const int r = g.r + (ColsUnit ? 0 : v), c = g.c + (ColsUnit ? v : 0);
        dst[r * Ld + c] =
            row0 + r < src.rows && col0 + c < src.cols ? src(row0 + r, col0 + c) : Scalar(0);
      }
    }
  }

  // Registers -> scratch block dst: one wide store per group when groups run along dst's
  // rows, V scalar stores (a transpose on the fly) when they run down its columns.
  KOKKOS_FORCEINLINE_FUNCTION void stash(int t, Scalar* dst) const {
    TGEMM_UNROLL
    for (int i = 0; i < per_thread; ++i) {
      const auto g = Loader::group(t, i, ColsUnit);
      if constexpr (ColsUnit) {
        thread::store_vec<V>(dst + g.r * Ld + g.c, reg[i]);
      } else {
        TGEMM_UNROLL
        for (int v = 0; v < V; ++v) dst[(g.r + v) * Ld + g.c] = reg[i].v[v];
      }
    }
  }
};

}  // namespace tgemm::team
