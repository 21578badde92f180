#pragma once
// Team-cooperative staging of a Rows x Depth block of a matrix x (rows x K) into team
// scratch k-major: dst[kk * Ld + r] = x(row0 + r, k0 + kk), zero past x's edges. Staged
// this way, op(A) (m x K) and op(B)^T (n x K) both give the multiply loop contiguous
// fragments for one kk. Works for any team size and vector length (TeamVectorRange). The
// values are converted to dst's type (16-bit inputs staged as the fp32 they are summed in).

#include <Kokkos_Core.hpp>
#include <tgemm/team/matrix_ref.hpp>

namespace tgemm::team {

template <int Rows, int Depth, int Ld, class Member, class In, class Scalar>
KOKKOS_INLINE_FUNCTION void stage_k_major(const Member& member, const MatrixRef<const In>& x,
                                          index_t row0, index_t k0, Scalar* dst) {
  static_assert(Ld >= Rows, "tgemm::team::stage_k_major: Ld must be at least Rows");
  // Consecutive indices walk x's unit-stride direction, so global reads coalesce.
  const bool rows_contiguous = x.row_stride == 1;
  Kokkos::parallel_for(Kokkos::TeamVectorRange(member, Rows * Depth), [&](const int e) {
    const int r = rows_contiguous ? e % Rows : e / Depth;
    const int kk = rows_contiguous ? e / Rows : e % Depth;
    const index_t i = row0 + r, k = k0 + kk;
    dst[kk * Ld + r] = (i < x.rows && k < x.cols) ? Scalar(x(i, k)) : Scalar(0);
  });
}

}  // namespace tgemm::team
