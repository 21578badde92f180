#pragma once
// The CPU schedules for a batch of small matrices: one host thread per matrix. Each team (one
// thread) takes a run of consecutive matrices and multiplies each whole: matrices up to 64 x 64
// in one pass from the operands in place (HostSmallBatchedKernel), larger ones with the CPU
// mainloop's blocks for one thread (HostBatchedKernel: micro-kernel over packed panels, panels
// in its own team scratch). No thread waits on another inside a matrix, and the batch is split
// evenly (static schedule).

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <string>
#include <tgemm/device/batched_problem.hpp>
#include <tgemm/device/launch.hpp>
#include <tgemm/operands/panels.hpp>
#include <tgemm/schedule/host_tiles.hpp>
#include <tgemm/thread/micro_kernel.hpp>
#include <tgemm/tile.hpp>

namespace tgemm::schedule {

template <class Scalar, CpuTile T>
struct HostBatchedKernel {
  device::BatchedProblem<Scalar> p;
  Scalar alpha{}, beta{};
  bool row_major = false;  // C_b row-major: computed as C_b^T = op(B_b)^T op(A_b)^T
  HostBlocks blocks;
  index_t per_team = 1;  // consecutive matrices per team

  // Matrix b's problem, transposed where C is row-major so the micro-kernel's columns are C's
  // unit-stride rows (as device::HostGemm).
  KOKKOS_INLINE_FUNCTION HostTileKernel<Scalar, T> matrix(index_t b) const {
    const MatrixRef<const Scalar> a = p.a.matrix(b, p.ta), bm = p.b.matrix(b, p.tb);
    const MatrixRef<Scalar> c = p.c.matrix(b);
    if (row_major) return {bm.transposed(), a.transposed(), c.transposed(), alpha, beta, blocks};
    return {a, bm, c, alpha, beta, blocks};
  }

  KOKKOS_INLINE_FUNCTION std::size_t scratch_values() const { return matrix(0).scratch_values(); }

  template <class Member>
  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    auto* panels = static_cast<Scalar*>(
        member.team_scratch(1).get_shmem_aligned(scratch_values() * sizeof(Scalar), 64));
    const index_t b0 = member.league_rank() * per_team, b1 = Kokkos::min(b0 + per_team, p.c.count);
    for (index_t b = b0; b < b1; ++b) {
      const HostTileKernel<Scalar, T> k = matrix(b);
      for (index_t rank = 0; rank < blocks.tiles; ++rank) k.run(rank, panels);
    }
  }
};

// `kernel` (a batched functor with per_team and scratch_values()) over `count` matrices: a few
// runs of consecutive matrices per thread, one team (one thread) a run: even shares, and few
// enough teams that starting one costs nothing beside its matrices.
template <class ExecSpace, class Kernel>
void launch_matrix_runs(const ExecSpace& exec, const std::string& label, Kernel& kernel,
                        index_t count) {
  using Scalar = decltype(kernel.alpha);
  const index_t threads = std::max<index_t>(1, exec.concurrency());
  const index_t teams = std::min<index_t>(count, 8 * threads);
  kernel.per_team = (count + teams - 1) / teams;
  const index_t league = (count + kernel.per_team - 1) / kernel.per_team;
  Kokkos::TeamPolicy<ExecSpace> policy(exec, device::league_size(league), 1);
  policy.set_scratch_size(1, Kokkos::PerTeam(kernel.scratch_values() * sizeof(Scalar) + 64));
  Kokkos::parallel_for(label, policy, kernel);
}

// A batch of matrices each small enough for one pass of the micro-kernel over K: every MR x NR
// block of C_b straight from the operands in place into C_b, the accumulators combined with C_b
// in registers. MR and NR are at most C_b's rows and columns (the micro-kernel's, C_b^T's for a
// row-major C); where they do not divide them, the last block of a row or column is moved back
// to end at the edge, overlapping the one before, whose values it leaves as they are. So every
// block is whole: no padded panels, no staged copies, nothing read or written outside the
// matrices. Packed is only the micro-kernel's A where it has no unit stride along M (op(A)
// row-major, for a column-major C): one transposed copy of the matrix.
template <class Scalar, int MR, int NR>
struct HostSmallBatchedKernel {
  device::BatchedProblem<Scalar> p;
  Scalar alpha{}, beta{};
  bool row_major = false;       // C_b row-major: computed as C_b^T = op(B_b)^T op(A_b)^T
  bool pack_a = false;          // the micro-kernel's A copied to unit stride along M
  index_t m = 0, n = 0, k = 0;  // the micro-kernel's problem (C_b^T's for a row-major C)
  index_t per_team = 1;         // consecutive matrices per team
  // The next matrix's lines go to L1 where they are this few bytes (a tenth of a 32-48 KiB L1,
  // beside the current matrix's), else to L2 (where 32 x 32 floats measured faster).
  static constexpr index_t kL1Share = 4096;

  KOKKOS_INLINE_FUNCTION std::size_t scratch_values() const {
    return pack_a ? std::size_t(m) * std::size_t(k) : 1;
  }

  template <class Member>
  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    auto* Ap = static_cast<Scalar*>(
        member.team_scratch(1).get_shmem_aligned(scratch_values() * sizeof(Scalar), 64));
    const index_t b0 = member.league_rank() * per_team, b1 = Kokkos::min(b0 + per_team, p.c.count);
    for (index_t b = b0; b < b1; ++b) {
      NextLines next;
      if (b + 1 < b1) {
        next.add(0, p.a, b + 1);
        next.add(1, p.b, b + 1);
        if (beta != Scalar(0)) next.add(2, p.c, b + 1);  // else C's lines are only written
        next.to_l1 = next.total() <= kL1Share;
      }
      MatrixRef<const Scalar> A = p.a.matrix(b, p.ta), B = p.b.matrix(b, p.tb);
      MatrixRef<Scalar> C = p.c.matrix(b);
      if (row_major) {
        const MatrixRef<const Scalar> At = A;
        A = B.transposed();
        B = At.transposed();
        C = C.transposed();
      }
      multiply(A, B, C, Ap, next);
    }
  }

  // The next matrix's lines, requested a share at a time before each micro-kernel call while
  // this one is multiplied: a small matrix's product is shorter than the wait for its lines,
  // which the micro-kernel would otherwise ask for one at a time. Dense matrices only (every
  // line holds values of the matrix). C only where beta != 0: with beta == 0 its lines are
  // only written.
  struct NextLines {
    const char* at[3] = {};
    index_t bytes[3] = {};
    int region = 0;
    index_t offset = 0;
    bool to_l1 = true;

    template <class T>
    KOKKOS_INLINE_FUNCTION void add(int r, const device::BatchRef<T>& x, index_t b) {
      const index_t lo = Kokkos::min(x.row_stride, x.col_stride), span = x.rows * x.cols;
      if (lo != 1 || (x.rows - 1) * x.row_stride + (x.cols - 1) * x.col_stride + 1 != span) return;
      at[r] = reinterpret_cast<const char*>(x.data + b * x.batch_stride);
      bytes[r] = span * index_t(sizeof(T));
    }
    KOKKOS_INLINE_FUNCTION index_t total() const { return bytes[0] + bytes[1] + bytes[2]; }
    // Up to `lines` of the next lines, within one region.
    KOKKOS_INLINE_FUNCTION thread::LinePrefetch take(index_t lines) {
      while (region < 3 && offset >= bytes[region]) {
        ++region;
        offset = 0;
      }
      if (region == 3) return {};
      const index_t n = Kokkos::min(lines, (bytes[region] - offset + 63) / 64);
      const thread::LinePrefetch pf{at[region] + offset, int(n), to_l1};
      offset += 64 * n;
      return pf;
    }
  };

  KOKKOS_INLINE_FUNCTION void multiply(const MatrixRef<const Scalar>& A,
                                       const MatrixRef<const Scalar>& B, const MatrixRef<Scalar>& C,
                                       Scalar* Ap, NextLines& next) const {
    const int kc = int(k);
    if (pack_a) operands::transpose_copy(A, Ap, m);  // unit stride along M, leading dimension m
    const index_t a_k = pack_a ? m : A.col_stride;
    const index_t calls = (m + MR - 1) / MR * ((n + NR - 1) / NR);
    // A share per call, and a call's share never spans two regions: one more line each.
    const index_t share = (next.total() / 64 + calls - 1) / calls + 1;
    for (index_t j = 0; j < n; j += NR) {
      const index_t jb = Kokkos::min(j, n - NR);  // the last block ends at the edge
      for (index_t i = 0; i < m; i += MR) {
        const index_t ib = Kokkos::min(i, m - MR);
        const thread::Overlap o{int(i - ib), int(j - jb)};
        const Scalar* ap = pack_a ? Ap + ib : &A(ib, 0);
        const thread::PanelStrides s{a_k, B.row_stride, B.col_stride};
        if (C.row_stride == 1) {
          thread::micro_kernel_to_c<MR, NR>(kc, ap, &B(0, jb), s, &C(ib, jb), C.col_stride, alpha,
                                            beta, o, next.take(share));
        } else {
          Scalar acc[NR][MR];
          thread::micro_kernel<MR, NR>(kc, ap, &B(0, jb), s, acc);
          for (int jj = o.cols; jj < NR; ++jj)
            for (int ii = o.rows; ii < MR; ++ii) {
              Scalar& x = C(ib + ii, jb + jj);
              x = beta == Scalar(0) ? alpha * acc[jj][ii] : alpha * acc[jj][ii] + beta * x;
            }
        }
      }
    }
  }
};

// The small-matrix path for a batch: MR x NR blocks, MR at most C's rows and NR at most its
// columns (the micro-kernel's: C^T's for a row-major C), K at most a slab's depth (the caller
// checks). alpha != 0 and K > 0.
template <int MR, int NR, class ExecSpace, class Scalar>
void launch_host_small_batched(const ExecSpace& exec, const std::string& label, Scalar alpha,
                               const device::BatchedProblem<Scalar>& p, Scalar beta) {
  using K = HostSmallBatchedKernel<Scalar, MR, NR>;
  K kernel{p, alpha, beta};
  kernel.row_major = p.c.row_stride != 1 && p.c.col_stride == 1;
  const MatrixRef<const Scalar> a0 = p.a.matrix(0, p.ta), b0 = p.b.matrix(0, p.tb);
  const MatrixRef<const Scalar> a = kernel.row_major ? b0.transposed() : a0;
  kernel.m = kernel.row_major ? p.n() : p.m();
  kernel.n = kernel.row_major ? p.m() : p.n();
  kernel.k = p.k();
  kernel.pack_a = a.row_stride != 1;
  launch_matrix_runs(exec, label, kernel, p.c.count);
}

// C_b = alpha op(A_b) op(B_b) + beta C_b for every b of p, on a host execution space, with the
// CPU mainloop's blocking T. alpha != 0 and K > 0 (the caller scales C otherwise).
template <CpuTile T, class ExecSpace, class Scalar>
void launch_host_batched(const ExecSpace& exec, const std::string& label, Scalar alpha,
                         const device::BatchedProblem<Scalar>& p, Scalar beta) {
  using K = HostBatchedKernel<Scalar, T>;
  K kernel{p, alpha, beta, p.c.row_stride != 1 && p.c.col_stride == 1, {}, 1};
  const HostTileKernel<Scalar, T> first = kernel.matrix(0);
  const index_t m = first.C.rows, n = first.C.cols, k = first.A.cols;
  kernel.blocks = host_blocks<T>(m, n, k, 1, 0);
  // Operands packed, never read in place: each matrix of a batch arrives cold from memory, and
  // the packing pass streams it in order (prefetchers keep up) where the micro-kernel's strided
  // reads would wait on every line (the small-matrix kernel prefetches instead).
  launch_matrix_runs(exec, label, kernel, p.c.count);
}

}  // namespace tgemm::schedule
