#pragma once
// A whole GEMM on one host thread with the CPU micro-kernel: C (m x n) = alpha * a * b + beta * C
// walked in MR x NR register blocks, K in slabs as deep as `panels` allows, each MR-row panel
// of a packed once per slab and each NR-column panel of b once per slab and panel of a. What
// TeamGemm runs for a one-thread team on a host backend (a team of one host thread would
// otherwise play a GPU team's threads one after another).

#include <Kokkos_Macros.hpp>
#include <cstddef>
#include <tgemm/operands/panels.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/thread/micro_kernel.hpp>

namespace tgemm::thread {

// The register block for Scalar on the ISA compiled for: two vectors tall, 8 columns (32 x 8
// floats, 16 x 8 doubles with AVX-512).
template <class Scalar>
inline constexpr int blocked_mr = 2 * vector_bytes() / int(sizeof(Scalar));
inline constexpr int blocked_nr = 8;

// Scalars of panel space blocked_gemm needs for slabs `kc` deep.
template <class Scalar>
KOKKOS_INLINE_FUNCTION constexpr std::size_t blocked_panel_values(int kc) {
  return std::size_t(blocked_mr<Scalar> + blocked_nr) * std::size_t(kc);
}

// `panels` holds `values` scalars, at least blocked_panel_values<Scalar>(1); m, n, k > 0.
template <class Scalar>
inline void blocked_gemm(Scalar alpha, const MatrixRef<const Scalar>& a,
                         const MatrixRef<const Scalar>& b, Scalar beta, const MatrixRef<Scalar>& c,
                         Scalar* panels, std::size_t values) {
  // A row-major C as C^T = b^T a^T: the micro-kernel's columns are then C's unit-stride rows.
  if (c.row_stride != 1 && c.col_stride == 1)
    return blocked_gemm(alpha, b.transposed(), a.transposed(), beta, c.transposed(), panels,
                        values);
  constexpr int MR = blocked_mr<Scalar>, NR = blocked_nr;
  const index_t m = c.rows, n = c.cols, k = a.cols;
  const index_t deepest = index_t(values / std::size_t(MR + NR));
  const int kc = int(k < deepest ? k : deepest);
  Scalar* Ap = panels;
  Scalar* Bp = panels + std::size_t(MR) * kc;
  for (index_t p0 = 0; p0 < k; p0 += kc) {
    const int kk = int(k - p0 < kc ? k - p0 : kc);
    const Scalar slab_beta = p0 == 0 ? beta : Scalar(1);  // later slabs add to the earlier
    for (index_t i0 = 0; i0 < m; i0 += MR) {
      const int mm = int(m - i0 < MR ? m - i0 : MR);
      operands::pack_a_panels<MR>(a, i0, mm, p0, kk, Ap);
      for (index_t j0 = 0; j0 < n; j0 += NR) {
        const int nn = int(n - j0 < NR ? n - j0 : NR);
        operands::pack_b_panels<NR>(b, p0, kk, j0, nn, Bp);
        Scalar acc[NR][MR];
        micro_kernel<MR, NR>(kk, Ap, Bp, acc);
        if (c.row_stride == 1) {
          store_block<MR, NR>(acc, &c(i0, j0), c.col_stride, mm, nn, alpha, slab_beta);
        } else {
          for (int j = 0; j < nn; ++j)
            for (int i = 0; i < mm; ++i) {
              Scalar& x = c(i0 + i, j0 + j);
              x = slab_beta == Scalar(0) ? alpha * acc[j][i] : alpha * acc[j][i] + slab_beta * x;
            }
        }
      }
    }
  }
}

}  // namespace tgemm::thread
