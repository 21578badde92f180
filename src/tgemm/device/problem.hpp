#pragma once
// Argument checking shared by every variant (CUTLASS's can_implement): transposes,
// dimensions and aliasing are validated before anything is launched, and a failure throws
// std::invalid_argument naming the argument, so C is never touched by a rejected call.

#include <tgemm/team/matrix_ref.hpp>

#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <stdexcept>
#include <string>

namespace tgemm::device {

// A GEMM after argument checking: C(m x n) = alpha * a(m x k) * b(k x n) + beta * C,
// a = op(A), b = op(B) with the transposes folded into the strides.
template <class Scalar>
struct Problem {
  MatrixRef<const Scalar> a;
  MatrixRef<const Scalar> b;
  MatrixRef<Scalar> c;
  index_t m() const { return c.rows; }
  index_t n() const { return c.cols; }
  index_t k() const { return a.cols; }
};

namespace detail {

// 'N' -> false, 'T'/'C' -> true (real scalars: conjugate transpose is transpose).
inline bool parse_trans(const char* trans, const char* arg) {
  const char t = trans ? trans[0] : '\0';
  switch (t) {
    case 'N': case 'n': return false;
    case 'T': case 't': case 'C': case 'c': return true;
  }
  std::ostringstream os;
  os << "tgemm::gemm: argument '" << arg << "' must be \"N\", \"T\" or \"C\" (got ";
  if (trans) os << '"' << trans << '"'; else os << "a null pointer";
  os << ')';
  throw std::invalid_argument(os.str());
}

template <class S>
std::string shape(const MatrixRef<S>& x) {
  return std::to_string(x.rows) + "x" + std::to_string(x.cols);
}

// Do the elements of x and y share memory? Exact when both walk the same lattice of
// strides (subviews of one parent, transposed or not); otherwise any intersection of
// their address ranges counts as overlap.
template <class S1, class S2>
bool overlaps(const MatrixRef<S1>& x, const MatrixRef<S2>& y) {
  static_assert(sizeof(S1) == sizeof(S2));
  if (x.rows == 0 || x.cols == 0 || y.rows == 0 || y.cols == 0) return false;
  struct Walk {  // (small stride, its extent), (large stride, its extent)
    index_t s, ns, l, nl;
  };
  auto walk = [](const auto& r) {
    return r.row_stride <= r.col_stride ? Walk{r.row_stride, r.rows, r.col_stride, r.cols}
                                        : Walk{r.col_stride, r.cols, r.row_stride, r.rows};
  };
  const Walk wx = walk(x), wy = walk(y);
  const auto px = reinterpret_cast<std::uintptr_t>(x.data);
  const auto py = reinterpret_cast<std::uintptr_t>(y.data);
  const std::uintptr_t ex = px + ((wx.ns - 1) * wx.s + (wx.nl - 1) * wx.l + 1) * sizeof(S1);
  const std::uintptr_t ey = py + ((wy.ns - 1) * wy.s + (wy.nl - 1) * wy.l + 1) * sizeof(S2);
  if (ex <= py || ey <= px) return false;  // disjoint address ranges
  const bool same_lattice = wx.s == wy.s && wx.l == wy.l && wx.s > 0 &&
                            wx.ns * wx.s <= wx.l && wy.ns * wy.s <= wy.l;
  const auto bytes = static_cast<index_t>(py - px);  // wraps to the signed difference
  if (!same_lattice || bytes % index_t(sizeof(S1)) != 0) return true;
  // y's origin sits at d = da * s + db * l from x's; they share an element iff some
  // (da, db) with da in (-ny_s, nx_s), db in (-ny_l, nx_l) solves it. Since both small
  // walks fit inside one large stride, only two values of db are possible.
  const index_t d = bytes / index_t(sizeof(S1));
  const index_t q = d >= 0 ? d / wx.l : -((-d + wx.l - 1) / wx.l);  // floor(d / l)
  for (index_t db = q; db <= q + 1; ++db) {
    const index_t r = d - db * wx.l;
    if (r % wx.s != 0) continue;
    const index_t da = r / wx.s;
    if (da > -wy.ns && da < wx.ns && db > -wy.nl && db < wx.nl) return true;
  }
  return false;
}

}  // namespace detail

// Validates transposes, dimensions and aliasing; throws std::invalid_argument naming the
// offending argument and the shapes involved.
template <class AView, class BView, class CView>
Problem<typename CView::non_const_value_type> make_problem(const char* transA,
                                                           const char* transB, const AView& A,
                                                           const BView& B, const CView& C) {
  using Scalar = typename CView::non_const_value_type;
  const bool ta = detail::parse_trans(transA, "transA");
  const bool tb = detail::parse_trans(transB, "transB");
  Problem<Scalar> p{make_matrix_ref(A, ta), make_matrix_ref(B, tb), make_matrix_ref(C)};
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
  if (detail::overlaps(p.c, p.a))
    throw std::invalid_argument(
        "tgemm::gemm: argument 'C' overlaps argument 'A' in memory; C must not alias A or B" +
        describe());
  if (detail::overlaps(p.c, p.b))
    throw std::invalid_argument(
        "tgemm::gemm: argument 'C' overlaps argument 'B' in memory; C must not alias A or B" +
        describe());
  return p;
}

}  // namespace tgemm::device
