#pragma once
// The CPU GEMV: C with one or two columns (or rows: run as C^T = op(B)^T op(A)^T), where the
// blocked CPU GEMM (host_gemm.hpp) would pack and multiply whole MR x NR blocks for a column or
// two, slab by slab of K. One pass over op(A): where it is unit-stride along M, axpy updates of
// a block of C's rows (vectorized along M); where it is unit-stride along K, dot products
// (vectorized along K, against op(B)'s columns copied contiguous first where they are not);
// any other layout element by element. Threads take blocks of rows, and slices of K where the
// rows alone leave threads idle (raw sums added in order afterwards); small products run on the
// calling thread. Axpy updates of fewer than 16 rows, and operands with no unit stride, run the
// blocked kernel instead. auto runs it by the GEMV rule (src/lib/gemm.cpp: vector_kernel) on
// host backends where serves() says. Host execution spaces only; any narrow side runs
// correctly, a pass per two columns.

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <stdexcept>
#include <string>
#include <tgemm/device/gemv.hpp>
#include <tgemm/device/host_gemm.hpp>
#include <tgemm/device/launch.hpp>
#include <tgemm/schedule/options.hpp>
#include <tgemm/tuning/kernel_sets.hpp>
#include <vector>

namespace tgemm::device {

namespace host_gemv {

inline constexpr index_t rows_per_block = 256;  // C's rows a task sums (its acc fits L1)
inline constexpr int lanes = 16;                // partial sums of a dot product

// sum over p in [p0, p1) of a[p * as] * x[p] for the up to two columns x[0], x[1] (xs of them),
// into s[0..xs).
template <int xs, class Scalar>
inline void dots(const Scalar* a, index_t as, const Scalar* const* x, index_t p0, index_t p1,
                 Scalar* s) {
  Scalar u[xs][lanes] = {};
  index_t p = p0;
  if (as == 1) {
    for (; p + lanes <= p1; p += lanes)
      for (int c = 0; c < xs; ++c)
        for (int l = 0; l < lanes; ++l) u[c][l] += a[p + l] * x[c][p + l];
  }
  for (; p < p1; ++p)
    for (int c = 0; c < xs; ++c) u[c][0] += a[p * as] * x[c][p];
  for (int c = 0; c < xs; ++c) {
    Scalar t = 0;
    for (int l = 0; l < lanes; ++l) t += u[c][l];
    s[c] = t;
  }
}

// out(i, c) for rows [i0, i1) of C, columns j0 .. j0 + xs - 1, over K range [p0, p1): raw sums
// of op(A) x op(B) (x: op(B)'s columns, contiguous along K). out's rows at out + i, column c at
// stride ld.
template <int xs, class Scalar>
inline void block(const MatrixRef<const Scalar>& A, const Scalar* const* x, index_t i0, index_t i1,
                  index_t p0, index_t p1, Scalar* out, index_t ld) {
  if (A.row_stride == 1) {
    // axpy along M: out(:, c) += op(A)(:, p) x(p, c)
    for (int c = 0; c < xs; ++c)
      for (index_t i = i0; i < i1; ++i) out[c * ld + i] = 0;
    for (index_t p = p0; p < p1; ++p) {
      const Scalar* a = &A(0, p);
      for (int c = 0; c < xs; ++c) {
        const Scalar b = x[c][p];
        Scalar* o = out + c * ld;
        for (index_t i = i0; i < i1; ++i) o[i] += a[i] * b;
      }
    }
    return;
  }
  for (index_t i = i0; i < i1; ++i) {
    Scalar s[xs];
    dots<xs>(&A(i, 0), A.col_stride, x, p0, p1, s);
    for (int c = 0; c < xs; ++c) out[c * ld + i] = s[c];
  }
}

}  // namespace host_gemv

struct HostGemv {
  static std::string name() { return "host_gemv"; }

  // Whether auto's GEMV rule runs it for a C of m x n (a side of one or two) whose matrix (op(A)
  // where m >= n, else op(B)) runs along K or not: dot products need no long side; axpy updates
  // shorter than a vector lose to the blocked kernel the table names.
  static constexpr bool serves(index_t m, index_t n, bool matrix_along_k) {
    return matrix_along_k || std::max(m, n) >= 16;
  }

  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace&) {
    check_host_space<ExecSpace>(name());
  }

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                  const ScheduleOptions& options = {}) {
    if constexpr (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible) {
      // The narrow side as columns: C^T = op(B)^T op(A)^T where C has fewer rows.
      if (C.rows < C.cols)
        return columns(exec, alpha, B.transposed(), A.transposed(), beta, C.transposed(), options);
      columns(exec, alpha, A, B, beta, C, options);
    } else {
      check<ExecSpace, Scalar>(exec);
    }
  }

 private:
  // C (m x n, n the narrow side) two columns at a time.
  template <class ExecSpace, class Scalar>
  static void columns(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                      const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                      const ScheduleOptions& options) {
    using host_gemv::rows_per_block;
    const index_t m = C.rows, n = C.cols, k = A.cols;
    if (m == 0 || n == 0) return;
    if (k == 0) {  // C = beta C (beta == 0 never reads C)
      for (index_t j = 0; j < n; ++j)
        for (index_t i = 0; i < m; ++i) C(i, j) = beta == Scalar(0) ? Scalar(0) : beta * C(i, j);
      return;
    }
    // Axpy updates of fewer rows than a vector holds, or an operand with no unit stride: the
    // blocked kernel (auto's fallback block for this ISA) does better.
    if ((A.row_stride == 1 && m < 16) || (A.row_stride != 1 && A.col_stride != 1))
      return HostGemm<tuning::host_fallback_tile<Scalar>()>::template run<ExecSpace, Scalar>(
          exec, alpha, A, B, beta, C, options);
    exec.fence();  // what was queued on the instance before this call comes first
    const index_t threads = std::max<index_t>(1, exec.concurrency());
    // Tiny products run on the calling thread: waking the others costs more than they save.
    const bool on_caller = m * n * k <= 65536 * threads;
    const index_t blocks = (m + rows_per_block - 1) / rows_per_block;
    index_t slices = options.slices > 0                           ? options.slices
                     : on_caller || blocks >= threads || k < 4096 ? 1
                                                                  : (threads + blocks - 1) / blocks;
    slices = std::clamp<index_t>(slices, 1, std::max<index_t>(1, k));
    const index_t len = k > 0 ? (k + slices - 1) / slices : 0;
    if (k > 0) slices = (k + len - 1) / len;
    // op(B)'s columns contiguous along K, and the raw sums: slices x m x 2, column-major; kept
    // per calling thread between calls (a GEMV is often called in a loop).
    thread_local std::vector<Scalar> x, sums;
    if (B.row_stride != 1 && x.size() < std::size_t(2 * k)) x.resize(std::size_t(2 * k));
    if (sums.size() < std::size_t(slices * m * 2)) sums.resize(std::size_t(slices * m * 2));
    for (index_t j0 = 0; j0 < n; j0 += 2) {
      const int xs = int(std::min<index_t>(2, n - j0));
      const Scalar* cols[2] = {nullptr, nullptr};
      for (int c = 0; c < xs; ++c) {
        if (B.row_stride == 1) {
          cols[c] = &B(0, j0 + c);
        } else {
          for (index_t p = 0; p < k; ++p) x[c * k + p] = B(p, j0 + c);
          cols[c] = x.data() + c * k;
        }
      }
      Scalar* s = sums.data();
      auto task = [&](index_t t) {
        const index_t b = t % blocks, sl = t / blocks;
        const index_t i0 = b * rows_per_block, i1 = std::min(m, i0 + rows_per_block);
        const index_t p0 = sl * len, p1 = std::min(k, p0 + len);
        if (xs == 2)
          host_gemv::block<2>(A, cols, i0, i1, p0, p1, s + sl * m * 2, m);
        else
          host_gemv::block<1>(A, cols, i0, i1, p0, p1, s + sl * m * 2, m);
      };
      if (on_caller) {
        for (index_t t = 0; t < blocks * slices; ++t) task(t);
      } else {
        Kokkos::parallel_for(
            kernel_label<HostGemv, Scalar>(),
            Kokkos::RangePolicy<ExecSpace, Kokkos::Schedule<Kokkos::Static>,
                                Kokkos::IndexType<index_t>>(exec, 0, blocks * slices),
            task);
        exec.fence();
      }
      for (int c = 0; c < xs; ++c)
        for (index_t i = 0; i < m; ++i) {
          Scalar v = s[c * m + i];
          for (index_t sl = 1; sl < slices; ++sl) v += s[sl * m * 2 + c * m + i];
          Scalar& y = C(i, j0 + c);
          y = beta == Scalar(0) ? alpha * v : alpha * v + beta * y;
        }
    }
  }
};

template <>
inline constexpr bool is_gemv<HostGemv> = true;

}  // namespace tgemm::device
