#pragma once
// A batch of matrices with one layout, layout-erased: the rank-3 Views of
// tgemm::batched_gemm (batch index first) as pointer, extents and three strides, and the
// argument checks of a batched call (std::invalid_argument naming the argument).

#include <cstdint>
#include <stdexcept>
#include <string>
#include <tgemm/device/problem.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <type_traits>
#include <utility>

namespace tgemm::device {

template <class Scalar>
struct BatchRef {
  using value_type = Scalar;
  Scalar* data = nullptr;
  index_t count = 0, rows = 0, cols = 0;
  index_t batch_stride = 0, row_stride = 0, col_stride = 0;

  // Read-only view of the same batch.
  template <class S = Scalar>
  requires(!std::is_const_v<S>) KOKKOS_INLINE_FUNCTION operator BatchRef<const S>() const {
    return BatchRef<const S>{data, count, rows, cols, batch_stride, row_stride, col_stride};
  }

  // The batch of transposed matrices: same memory, extents and strides swapped.
  KOKKOS_INLINE_FUNCTION BatchRef transposed() const {
    return BatchRef{data, count, cols, rows, batch_stride, col_stride, row_stride};
  }

  // Matrix b, optionally transposed.
  KOKKOS_INLINE_FUNCTION MatrixRef<Scalar> matrix(index_t b, bool transpose = false) const {
    const MatrixRef<Scalar> r{data + b * batch_stride, rows, cols, row_stride, col_stride};
    return transpose ? r.transposed() : r;
  }
  // Bytes from the first element of the batch past its last.
  std::size_t span_bytes() const {
    if (count == 0 || rows == 0 || cols == 0) return 0;
    return std::size_t((count - 1) * batch_stride + (rows - 1) * row_stride +
                       (cols - 1) * col_stride + 1) *
           sizeof(Scalar);
  }
};

template <class View>
BatchRef<typename View::value_type> make_batch_ref(const View& v) {
  static_assert(View::rank() == 3, "tgemm: make_batch_ref needs a rank-3 Kokkos::View");
  return {v.data(),
          index_t(v.extent(0)),
          index_t(v.extent(1)),
          index_t(v.extent(2)),
          index_t(v.stride(0)),
          index_t(v.stride(1)),
          index_t(v.stride(2))};
}

// C_b = alpha op(A_b) op(B_b) + beta C_b for every b, after argument checking. C holds
// Scalar; A and B hold In (a 16-bit type for the mixed-precision GEMM, else Scalar).
template <class Scalar, class In = Scalar>
struct BatchedProblem {
  BatchRef<const In> a, b;  // as stored; ta, tb say whether op transposes them
  BatchRef<Scalar> c;
  bool ta = false, tb = false;
  index_t count() const { return c.count; }
  index_t m() const { return c.rows; }
  index_t n() const { return c.cols; }
  index_t k() const { return ta ? a.rows : a.cols; }
};

// The same product as C^T = op(B)^T op(A)^T: B's operand first, C viewed transposed (no
// data moves). A kernel run on it reads A as its second operand.
template <class Scalar, class In>
BatchedProblem<Scalar, In> transposed(const BatchedProblem<Scalar, In>& p) {
  return {p.b, p.a, p.c.transposed(), !p.tb, !p.ta};
}

// Checks the batched arguments; throws std::invalid_argument naming the argument.
template <class Scalar, class In = Scalar>
BatchedProblem<Scalar, In> make_batched_problem(const char* transA, const char* transB,
                                                const BatchRef<const In>& A,
                                                const BatchRef<const In>& B,
                                                const BatchRef<Scalar>& C) {
  const bool ta = detail::parse_trans(transA, "transA", "tgemm::batched_gemm");
  const bool tb = detail::parse_trans(transB, "transB", "tgemm::batched_gemm");
  auto shape = [](const auto& v) {
    return std::to_string(v.count) + "x" + std::to_string(v.rows) + "x" + std::to_string(v.cols);
  };
  const std::string all = " (A is " + shape(A) + (ta ? " transposed" : "") + ", B is " + shape(B) +
                          (tb ? " transposed" : "") + ", C is " + shape(C) + ")";
  if (A.count != C.count)
    throw std::invalid_argument("tgemm::batched_gemm: argument 'A' holds " +
                                std::to_string(A.count) + " matrices but C holds " +
                                std::to_string(C.count) + all);
  if (B.count != C.count)
    throw std::invalid_argument("tgemm::batched_gemm: argument 'B' holds " +
                                std::to_string(B.count) + " matrices but C holds " +
                                std::to_string(C.count) + all);
  const index_t am = ta ? A.cols : A.rows, ak = ta ? A.rows : A.cols;
  const index_t bk = tb ? B.cols : B.rows, bn = tb ? B.rows : B.cols;
  if (ak != bk)
    throw std::invalid_argument(
        "tgemm::batched_gemm: arguments 'A' and 'B' do not conform: op(A_b) is " +
        std::to_string(am) + "x" + std::to_string(ak) + " but op(B_b) is " + std::to_string(bk) +
        "x" + std::to_string(bn) + all);
  if (C.rows != am || C.cols != bn)
    throw std::invalid_argument("tgemm::batched_gemm: argument 'C' holds " +
                                std::to_string(C.rows) + "x" + std::to_string(C.cols) +
                                " matrices but op(A_b) * op(B_b) is " + std::to_string(am) + "x" +
                                std::to_string(bn) + all);
  // Address ranges of the whole batches: C must not share memory with A or B.
  auto intersect = [](const auto& x, const auto& y) {
    const std::size_t nx = x.span_bytes(), ny = y.span_bytes();
    if (nx == 0 || ny == 0) return false;
    const auto x0 = reinterpret_cast<std::uintptr_t>(x.data),
               y0 = reinterpret_cast<std::uintptr_t>(y.data);
    return x0 < y0 + ny && y0 < x0 + nx;
  };
  if (intersect(C, A))
    throw std::invalid_argument(
        "tgemm::batched_gemm: argument 'C' overlaps argument 'A' in memory" + all);
  if (intersect(C, B))
    throw std::invalid_argument(
        "tgemm::batched_gemm: argument 'C' overlaps argument 'B' in memory" + all);
  return {A, B, C, ta, tb};
}

}  // namespace tgemm::device
