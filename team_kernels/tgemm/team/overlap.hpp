#pragma once
// Aliasing test for two strided matrices, callable on the host (device-level argument
// checks) and inside kernels (the team-level API checks its own arguments).

#include <cstdint>
#include <tgemm/team/matrix_ref.hpp>

namespace tgemm::team {

// Do the elements of x and y share memory? Exact when both walk the same lattice of
// strides (subviews of one parent, transposed or not) with elements of one size; otherwise
// any intersection of their address ranges counts as overlap.
template <class S1, class S2>
KOKKOS_INLINE_FUNCTION bool overlaps(const MatrixRef<S1>& x, const MatrixRef<S2>& y) {
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
  const bool same_lattice =
      wx.s == wy.s && wx.l == wy.l && wx.s > 0 && wx.ns * wx.s <= wx.l && wy.ns * wy.s <= wy.l;
  const auto bytes = static_cast<index_t>(py - px);  // wraps to the signed difference
  if (!same_lattice || sizeof(S1) != sizeof(S2) || bytes % index_t(sizeof(S1)) != 0) return true;
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

}  // namespace tgemm::team
