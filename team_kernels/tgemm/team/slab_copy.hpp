#pragma once
// Where a K slab of an operand lives in a scratch stage (SlabLayout), and one thread's share
// of copying it there asynchronously, one 16-byte unit at a time along the operand's unit
// stride (SlabCopy): no registers hold the slab, and no thread transposes it.
//
// The slab is Rows x Cols of src: Rows along K, Cols along M (a block of op(A)^T) or N (of
// op(B)). When src is unit-stride along Cols (ColsUnit), the slab lands K-major, row r at
// r * Cols, as the register-staged rungs store it: a thread reads its M (N) values of one k
// in 16-byte loads. When src is unit-stride along K, a K-major copy would need a transpose,
// so the slab lands M/N-major: the Rows elements of column c are G = Rows / V units in a
// row, and one unit of padding follows every H columns. A thread then reads V values of k
// for one column per 16-byte load; the lanes of a warp read columns H apart (the warp-tiled
// lane grid), and the padding puts each of 8 such lanes on its own 16-byte bank group
// (column block b starts b * (H * G + 1) units in, and H * G is a multiple of 8).
//
// SlabCopy<.., ByElement> copies each 16-byte unit as its V elements (4 or 8 bytes each,
// cp.async's smallest) into the same place: for an operand whose unit-stride runs are not
// 16-byte aligned (a leading dimension that is not a multiple of V, as with odd and prime
// sizes), which 16-byte copies cannot read.
//
// SlabCopyElements copies such an operand one element at a time instead and transposes it on
// the way: the slab lands K-major as for a ColsUnit operand, its rows padded by Pad elements
// (SlabLayout's last argument) so that the 8 rows a warp's lanes write land on distinct banks,
// and the mainloop reads both operands the same way.

#include <Kokkos_Core.hpp>
#include <tgemm/team/async_copy.hpp>
#include <tgemm/team/slab_loader.hpp>
#include <tgemm/thread/unroll.hpp>

namespace tgemm::team {

template <class Scalar, int Rows, int Cols, bool ColsUnit, int H, int Pad = 0,
          bool Interleaved = false>
struct SlabLayout {
  static constexpr int V = thread::vec16<Scalar>;
  static constexpr int rows = Rows, cols = Cols, h = H;
  static constexpr bool cols_unit = ColsUnit, interleaved = Interleaved;
  static constexpr int G = Rows / V;  // units per column, M/N-major
  static_assert(Rows % V == 0 && Cols % V == 0,
                "tgemm::team::SlabLayout: extents must be whole 16-byte units");
  static_assert(ColsUnit || (Cols % H == 0 && (H * G) % 8 == 0),
                "tgemm::team::SlabLayout: M/N-major slabs need H * Rows / V to be a multiple of 8 "
                "(the padding's bank argument) and H to divide Cols");
  static_assert(Pad % V == 0 && (ColsUnit || Pad == 0),
                "tgemm::team::SlabLayout: K-major rows pad whole units");
  static_assert(!Interleaved || (ColsUnit && Rows % 8 == 0),
                "tgemm::team::SlabLayout: interleaved K-major slabs take rows of k in eights");
  static constexpr int row = Cols + Pad;  // K-major: elements from one row to the next
  static constexpr int elements = ColsUnit ? Rows * row : (Cols * G + Cols / H) * V;

  // The K-major row that holds row r of k: r itself, or interleaved, the even rows of k and
  // then the odd ones (row 2q + i at q + i Rows / 2): beside a column slab the FP64 tensor
  // cores take each lane's k in pairs (warp::mma_f64_slab), and a thread's copies, rows of k
  // an even distance apart, still land a fixed distance apart.
  KOKKOS_INLINE_FUNCTION static constexpr int place(int r) {
    return Interleaved ? (r >> 1) + (r & 1) * (Rows / 2) : r;
  }

  // Element (r, c) of the slab. M/N-major offsets add up over columns split at a multiple
  // of H: offset(r, c0 + c) == offset(0, c0) + offset(r, c) when c0 % H == 0.
  KOKKOS_INLINE_FUNCTION static constexpr int offset(int r, int c) {
    if constexpr (ColsUnit)
      return place(r) * row + c;
    else
      return (c * G + r / V + c / H) * V + r % V;
  }
};

// NT logical threads copy a slab in Layout; thread t takes the same 16-byte units as the
// register-staged rungs (SlabLoader::group: consecutive threads along the unit stride, so
// a warp's reads coalesce). ByElement: each unit as V element copies (src need only be
// unit-stride, at any alignment). OnePointer: a thread's units lie a fixed distance apart
// in src (in a K-major slab, in one column a fixed number of rows apart; in an M/N-major one,
// a fixed number of columns apart), so it keeps one pointer, one count and that distance,
// and computes each unit's address (registers for kernels that have none to spare; a
// pointer a unit saves the arithmetic).
template <class Scalar, class Layout, int NT, bool ByElement = false, bool OnePointer = false>
struct SlabCopy {
  static constexpr int V = Layout::V, Rows = Layout::rows, Cols = Layout::cols;
  static constexpr bool cols_unit = Layout::cols_unit;
  using Loader = SlabLoader<Scalar, Rows, Cols, Cols, NT>;
  static constexpr int per_thread = Loader::per_thread;
  // A thread's unit i lies i * row_step slab rows and i * col_step columns past its unit 0,
  // so a fixed distance further in scratch.
  static constexpr int row_step = cols_unit ? NT / (Cols / V) : 0;
  static constexpr int col_step = cols_unit ? 0 : NT / (Rows / V);
  static_assert(cols_unit ? NT % (Cols / V) == 0 : NT % (Rows / V) == 0,
                "tgemm::team::SlabCopy: the team must cover whole rows of units");
  static_assert(cols_unit || col_step % Layout::h == 0,
                "tgemm::team::SlabCopy: a thread's units must lie whole column blocks apart");
  static constexpr int stride = Layout::offset(row_step, col_step);
  // Every thread's units lie `stride` apart in scratch (interleaved rows too: row_step even).
  static constexpr bool units_stride_apart() {
    for (int t = 0; t < NT; ++t) {
      const auto g0 = Loader::group(t, 0, cols_unit);
      for (int i = 0; i < per_thread; ++i) {
        const auto g = Loader::group(t, i, cols_unit);
        if (Layout::offset(g.r, g.c) != Layout::offset(g0.r, g0.c) + i * stride) return false;
      }
    }
    return true;
  }
  static_assert(units_stride_apart(),
                "tgemm::team::SlabCopy: a thread's units must lie a fixed distance apart");
  static_assert(!ByElement || sizeof(Scalar) == 4 || sizeof(Scalar) == 8,
                "tgemm::team::SlabCopy: element copies move 4 or 8 bytes");

  static constexpr bool one_pointer = OnePointer;
  static constexpr int held = one_pointer ? 1 : per_thread;  // pointers and counts kept
  const Scalar* p[held] = {};
  // elements of each unit inside src along M (N): the edge tiles; one_pointer in an M/N-major
  // slab: the columns of src from unit 0's on, at most Cols
  int count[held] = {};
  index_t apart = 0;            // one_pointer: elements from one unit to the next in src
  int dst = 0;                  // scratch offset of unit 0 in a stage
  int row0 = 0;                 // slab row of unit 0
  const Scalar* end = nullptr;  // one past src's last element: units past it are read by element

  KOKKOS_FORCEINLINE_FUNCTION const Scalar* unit(int i) const {
    if constexpr (one_pointer)
      return p[0] + i * apart;
    else
      return p[i];
  }
  KOKKOS_FORCEINLINE_FUNCTION int inside(int i) const {
    if constexpr (one_pointer && !cols_unit)
      return count[0] > i * col_step ? V : 0;
    else
      return count[one_pointer ? 0 : i];
  }

  // Thread t's units of the slab whose first element is src(k0, c0).
  KOKKOS_INLINE_FUNCTION void start(int t, const MatrixRef<const Scalar>& src, index_t k0,
                                    index_t c0) {
    TGEMM_UNROLL
    for (int i = 0; i < held; ++i) {
      const auto g = Loader::group(t, i, cols_unit);
      p[i] = src.data + (k0 + g.r) * src.row_stride + (c0 + g.c) * src.col_stride;
      const index_t left = src.cols - (c0 + g.c);  // columns of src from the unit's on
      if constexpr (one_pointer && !cols_unit) {
        count[i] = left < 0 ? 0 : left > Cols ? Cols : int(left);
      } else {
        const index_t in = cols_unit ? left : (left > 0 ? V : 0);
        count[i] = in < 0 ? 0 : in > V ? V : int(in);
      }
    }
    apart = cols_unit ? index_t(row_step) * src.row_stride : index_t(col_step) * src.col_stride;
    const auto g = Loader::group(t, 0, cols_unit);
    dst = Layout::offset(g.r, g.c);
    row0 = g.r;
    end = src.rows > 0 && src.cols > 0
              ? src.data + (src.rows - 1) * src.row_stride + (src.cols - 1) * src.col_stride + 1
              : src.data;
  }

  // The first n of the unit at s, one element each, into d; the rest zero-filled unread.
  KOKKOS_FORCEINLINE_FUNCTION static void copy_unit(Scalar* d, const Scalar* s, int n) {
    TGEMM_UNROLL
    for (int v = 0; v < V; ++v) copy_async_element(d + v, s + v, v < n);
  }

  // On to the next slab: step = Rows * src.row_stride.
  KOKKOS_FORCEINLINE_FUNCTION void advance(index_t step) {
    TGEMM_UNROLL
    for (int i = 0; i < held; ++i) p[i] += step;
  }

  // The slab the pointers are at, all Rows rows inside src: whole units when every unit of
  // the thread lies inside src along M (N) (interior tiles; the copy's size is then a
  // constant, with no zero-fill arithmetic), counted ones otherwise (edge tiles).
  template <bool Whole>
  KOKKOS_FORCEINLINE_FUNCTION void copy(Scalar* stage) const {
    TGEMM_UNROLL
    for (int i = 0; i < per_thread; ++i) {
      if constexpr (ByElement)
        copy_unit(stage + dst + i * stride, unit(i), Whole ? V : inside(i));
      else if constexpr (Whole)
        copy_async16(stage + dst + i * stride, unit(i));
      else
        copy_async16(stage + dst + i * stride, unit(i), inside(i), end);
    }
  }

  // The slab the pointers are at when `left` rows of src remain from its first row (the
  // last slab of K): rows past them are zero-filled, not read.
  KOKKOS_INLINE_FUNCTION void copy_last(Scalar* stage, int left) const {
    TGEMM_UNROLL
    for (int i = 0; i < per_thread; ++i) {
      const int r = row0 + i * row_step;
      const int n = cols_unit ? (r < left ? inside(i) : 0)
                              : Kokkos::min(inside(i), Kokkos::clamp(left - r, 0, int(V)));
      if constexpr (ByElement)
        copy_unit(stage + dst + i * stride, unit(i), n);
      else
        copy_async16(stage + dst + i * stride, unit(i), n, end);
    }
  }
};

// NT logical threads copy a slab of an operand that is unit-stride along K (Rows) into a
// K-major Layout, one element per copy: thread t takes row t % Rows of columns t / Rows + i *
// NT / Rows, so a warp reads whole 32-byte runs of K and writes 8 rows x 4 columns of scratch.
template <class Scalar, class Layout, int NT>
struct SlabCopyElements {
  static constexpr int Rows = Layout::rows, Cols = Layout::cols, col_step = NT / Rows;
  static constexpr int per_thread = Rows * Cols / NT;
  static_assert(Layout::cols_unit, "tgemm::team::SlabCopyElements: the slab lands K-major");
  static_assert(NT % Rows == 0 && Cols % col_step == 0 && per_thread <= 32,
                "tgemm::team::SlabCopyElements: the team must cover whole columns of the slab");

  const Scalar* p = nullptr;  // the thread's element of its first column
  index_t step = 0;           // from one of its columns to the next
  unsigned inside = 0;        // bit i: column i lies inside src (the edge tiles)
  int dst = 0, row0 = 0;

  KOKKOS_INLINE_FUNCTION void start(int t, const MatrixRef<const Scalar>& src, index_t k0,
                                    index_t c0) {
    row0 = t % Rows;
    const int c = t / Rows;
    p = src.data + (k0 + row0) * src.row_stride + (c0 + c) * src.col_stride;
    step = index_t(col_step) * src.col_stride;
    inside = 0;
    TGEMM_UNROLL
    for (int i = 0; i < per_thread; ++i) inside |= unsigned(c0 + c + i * col_step < src.cols) << i;
    dst = Layout::offset(row0, c);
  }

  KOKKOS_FORCEINLINE_FUNCTION void advance(index_t slab_step) { p += slab_step; }

  template <bool Whole>
  KOKKOS_FORCEINLINE_FUNCTION void copy(Scalar* stage) const {
    TGEMM_UNROLL
    for (int i = 0; i < per_thread; ++i)
      copy_async_element(stage + dst + i * col_step, p + i * step, Whole || ((inside >> i) & 1u));
  }

  KOKKOS_INLINE_FUNCTION void copy_last(Scalar* stage, int left) const {
    TGEMM_UNROLL
    for (int i = 0; i < per_thread; ++i)
      copy_async_element(stage + dst + i * col_step, p + i * step,
                         row0 < left && ((inside >> i) & 1u));
  }
};

}  // namespace tgemm::team
