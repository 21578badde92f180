#pragma once
// Staging of one K slab of an operand into team scratch with wide accesses, in two halves:
// fetch (global -> registers) and stash (registers -> scratch), so a double-buffered
// mainloop can overlap the next slab's global loads with this slab's arithmetic.
//
// The block is Rows x Cols of src and lands row-major in dst (row length Ld). The
// register-tiled kernels keep both operands K-major in scratch: A's slab is a block of
// op(A)^T (BK x BM, i.e. A stored transposed), B's a block of op(B) (BK x BN).

#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/thread/vec.hpp>

namespace tgemm::team {

// Per launch: how an operand is read. Wide accesses run along src's unit-stride direction
// when the data pointer and the other stride allow aligned V-element groups.
struct SlabSource {
  bool cols_unit = true;  // V-groups run along columns (else along rows)
  bool wide = false;      // aligned V-wide loads are legal (interior blocks only)
  bool unit = false;      // unit stride along cols (rows), aligned or not
};

template <class Scalar>
SlabSource make_slab_source(const MatrixRef<const Scalar>& src) {
  constexpr int V = thread::vec16<Scalar>;
  SlabSource s;
  s.cols_unit = src.col_stride == 1 || (src.row_stride != 1 && src.col_stride <= src.row_stride);
  const index_t unit = s.cols_unit ? src.col_stride : src.row_stride;
  const index_t other = s.cols_unit ? src.row_stride : src.col_stride;
  const bool aligned = reinterpret_cast<std::uintptr_t>(src.data) % (V * sizeof(Scalar)) == 0;
  s.unit = unit == 1;
  s.wide = unit == 1 && aligned && (other % V == 0 || (s.cols_unit ? src.rows : src.cols) == 1);
  return s;
}

template <class Scalar, int Rows, int Cols, int Ld, int NT>
struct SlabLoader {
  static constexpr int V = thread::vec16<Scalar>;
  static constexpr int accesses = Rows * Cols / V;
  static constexpr int per_thread = accesses / NT;  // V-groups each thread moves per slab
  using Frag = thread::Vec<Scalar, V>;
  static_assert(Rows % V == 0 && Cols % V == 0,
                "tgemm::team::SlabLoader: block extents must be multiples of the vector width");
  static_assert(
      Ld % V == 0 && Ld >= Cols,
      "tgemm::team::SlabLoader: Ld must be a multiple of the vector width and at least Cols");
  static_assert(accesses % NT == 0 && per_thread > 0,
                "tgemm::team::SlabLoader: the team must split the block's V-groups evenly");

  struct Group {
    int r, c;  // first element of the V-group, relative to the block
  };
  // Consecutive threads take consecutive groups along the unit-stride direction (coalesced).
  KOKKOS_INLINE_FUNCTION static constexpr Group group(int t, int i, bool cols_unit) {
    const int a = t + i * NT;
    return cols_unit ? Group{a / (Cols / V), (a % (Cols / V)) * V}
                     : Group{(a % (Rows / V)) * V, a / (Rows / V)};
  }

  // Global -> registers for logical thread t; zeros outside src.
  KOKKOS_INLINE_FUNCTION static void fetch(int t, const MatrixRef<const Scalar>& src,
                                           SlabSource how, index_t row0, index_t col0,
                                           Frag (&reg)[per_thread]) {
    const bool interior = row0 + Rows <= src.rows && col0 + Cols <= src.cols;
    if (how.wide && interior) {
      for (int i = 0; i < per_thread; ++i) {
        const Group g = group(t, i, how.cols_unit);
        reg[i] = thread::load_vec<V>(&src(row0 + g.r, col0 + g.c));
      }
      return;
    }
    for (int i = 0; i < per_thread; ++i) {
      const Group g = group(t, i, how.cols_unit);
      for (int v = 0; v < V; ++v) {
        const index_t r = row0 + g.r + (how.cols_unit ? 0 : v);
        const index_t c = col0 + g.c + (how.cols_unit ? v : 0);
        reg[i].v[v] = (r < src.rows && c < src.cols) ? src(r, c) : Scalar(0);
      }
    }
  }

  // Registers -> scratch: one wide store when the group runs along dst's rows, V scalar
  // stores (a transpose on the fly) when it runs down dst's columns.
  KOKKOS_INLINE_FUNCTION static void stash(int t, SlabSource how, const Frag (&reg)[per_thread],
                                           Scalar* dst) {
    for (int i = 0; i < per_thread; ++i) {
      const Group g = group(t, i, how.cols_unit);
      if (how.cols_unit) {
        thread::store_vec<V>(dst + g.r * Ld + g.c, reg[i]);
      } else {
        for (int v = 0; v < V; ++v) dst[(g.r + v) * Ld + g.c] = reg[i].v[v];
      }
    }
  }
};

}  // namespace tgemm::team
