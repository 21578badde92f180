#pragma once
// Argument checking shared by every variant (CUTLASS's can_implement): transposes,
// dimensions and aliasing are validated before anything is launched, and a failure throws
// std::invalid_argument naming the argument, so C is never touched by a rejected call.

#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/team/overlap.hpp>

namespace tgemm::device {

// A GEMM after argument checking: C(m x n) = alpha * a(m x k) * b(k x n) + beta * C,
// a = op(A), b = op(B) with the transposes folded into the strides. In: the type of A and B
// where it differs from C's (precision.hpp).
template <class Scalar, class In = Scalar>
struct Problem {
  MatrixRef<const In> a;
  MatrixRef<const In> b;
  MatrixRef<Scalar> c;
  index_t m() const { return c.rows; }
  index_t n() const { return c.cols; }
  index_t k() const { return a.cols; }
};

namespace detail {

// 'N' -> false, 'T'/'C' -> true (real scalars: conjugate transpose is transpose).
inline bool parse_trans(const char* trans, const char* arg, const char* function = "tgemm::gemm") {
  const char t = trans ? trans[0] : '\0';
  switch (t) {
    case 'N':
    case 'n':
      return false;
    case 'T':
    case 't':
    case 'C':
    case 'c':
      return true;
  }
  std::ostringstream os;
  os << function << ": argument '" << arg << "' must be \"N\", \"T\" or \"C\" (got ";
  if (trans)
    os << '"' << trans << '"';
  else
    os << "a null pointer";
  os << ')';
  throw std::invalid_argument(os.str());
}

template <class S>
std::string shape(const MatrixRef<S>& x) {
  return std::to_string(x.rows) + "x" + std::to_string(x.cols);
}

}  // namespace detail

// Validates transposes, dimensions and aliasing; throws std::invalid_argument naming the
// offending argument and the shapes involved.
template <class AView, class BView, class CView>
Problem<typename CView::non_const_value_type, typename AView::non_const_value_type> make_problem(
    const char* transA, const char* transB, const AView& A, const BView& B, const CView& C) {
  const bool ta = detail::parse_trans(transA, "transA");
  const bool tb = detail::parse_trans(transB, "transB");
  Problem<typename CView::non_const_value_type, typename AView::non_const_value_type> p{
      make_matrix_ref(A, ta), make_matrix_ref(B, tb), make_matrix_ref(C)};
  auto describe = [&] {
    return " (transA=\"" + std::string(1, transA[0]) + "\", A is " +
           detail::shape(make_matrix_ref(A)) + ", transB=\"" + std::string(1, transB[0]) +
           "\", B is " + detail::shape(make_matrix_ref(B)) + ", C is " + detail::shape(p.c) + ")";
  };
  if (p.a.cols != p.b.rows)
    throw std::invalid_argument("tgemm::gemm: arguments 'A' and 'B' do not conform: op(A) is " +
                                detail::shape(p.a) + " but op(B) is " + detail::shape(p.b) +
                                describe());
  if (p.c.rows != p.a.rows || p.c.cols != p.b.cols)
    throw std::invalid_argument("tgemm::gemm: argument 'C' is " + detail::shape(p.c) +
                                " but op(A) * op(B) is " + std::to_string(p.a.rows) + "x" +
                                std::to_string(p.b.cols) + describe());
  if (team::overlaps(p.c, p.a))
    throw std::invalid_argument(
        "tgemm::gemm: argument 'C' overlaps argument 'A' in memory; C must not alias A or B" +
        describe());
  if (team::overlaps(p.c, p.b))
    throw std::invalid_argument(
        "tgemm::gemm: argument 'C' overlaps argument 'B' in memory; C must not alias A or B" +
        describe());
  return p;
}

}  // namespace tgemm::device
