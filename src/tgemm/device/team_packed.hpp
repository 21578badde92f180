#pragma once
// Rung 12: packed operands. Rungs 10 and 11 read each operand in place, and how fast depends
// on its layout: on H100 rung 11 runs 128x256x8 tiles at 49 TFLOP/s when op(A) is unit-stride
// along M and op(B) along N (NT with column-major storage), 10-18 % slower for each operand
// that is unit-stride along K (bench/NOTES.md). Here such an operand (and one without aligned
// 16-byte access: an odd leading dimension, a window starting mid-vector) is first copied
// into a workspace in the fast layout, one read and one write of it (pack.hpp), and the
// family's kernel for that layout runs on the copies. The copy costs about 2 x 4 bytes per
// element against 2 m flops per element of B (2 n per element of A): about 2 % of 4096³,
// more for small m or n, where the tuner keeps the in-place kernels.
//
// Only the one kernel of the family is built and checked, so configurations whose M/N-major
// slabs do not fit team scratch (128x256x8 with three stages) run here.

#include <tgemm/device/pack.hpp>
#include <tgemm/device/team_split_k.hpp>
#include <tgemm/device/workspace.hpp>
#include <tgemm/team/slab_loader.hpp>

#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace tgemm::device {

// Family's kernel for op(A) unit-stride along M and op(B) along N, both with aligned 16-byte
// access, and nothing else: what TeamPacked runs on its packed operands.
template <class Family>
struct PackedFamily {
  static std::string name() { return "team_packed<" + Family::name() + ">"; }
  template <class ExecSpace, class Scalar>
  using kernel = typename Family::template specialized<ExecSpace, Scalar, true, true>;
};

// Schedule: the driver over the tiles (split K, or stream-K: team_stream_k.hpp).
template <class Family, template <class> class Schedule = TeamSplitK>
struct TeamPacked {
  using Inner = Schedule<PackedFamily<Family>>;

  static std::string name() { return Inner::name(); }

  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace& exec) {
    Inner::template check<ExecSpace, Scalar>(exec);
  }

  // Whether X (op(A)^T, or op(B)) runs in place: unit-stride along its columns with aligned
  // 16-byte access.
  template <class Scalar>
  static bool in_place(const MatrixRef<const Scalar>& X) {
    const auto s = team::make_slab_source(X);
    return s.wide && s.cols_unit;
  }

  // X, or its copy in the workspace slot, row-major.
  template <class ExecSpace, class Scalar>
  static MatrixRef<const Scalar> packed(const ExecSpace& exec, const MatrixRef<const Scalar>& X, WorkspaceSlot slot) {
    if (in_place(X)) return X;
    const index_t ld = packed_ld<Scalar>(X.cols);
    auto* P = static_cast<Scalar*>(Workspace<ExecSpace>::get(exec, std::size_t(X.rows * ld) * sizeof(Scalar), slot));
    return pack_rows(exec, X, P, ld);
  }

  // The kernels count slabs of K in int (rungs 10 and 11 fall back to rung 8 beyond that).
  template <class ExecSpace, class Scalar>
  static void check_k(index_t k) {
    using K = typename Inner::Tile::template Kernel<ExecSpace, Scalar>;
    if (k / K::BK >= index_t(std::numeric_limits<int>::max()))
      throw std::invalid_argument("tgemm::gemm: " + name() + " counts slabs of K in int; op(A) has " +
                                  std::to_string(k) + " columns (argument 'A'), too many for it");
  }

  // f(op(A), op(B)) with the operands the kernel cannot read in place replaced by their copies.
  template <class ExecSpace, class Scalar, class F>
  static void with_packed(const ExecSpace& exec, const MatrixRef<const Scalar>& A, const MatrixRef<const Scalar>& B,
                          F&& f) {
    check_k<ExecSpace, Scalar>(A.cols);
    const auto At = packed(exec, A.transposed(), WorkspaceSlot::packed_a);
    const auto Bp = packed(exec, B, WorkspaceSlot::packed_b);
    f(At.transposed(), Bp);
  }

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C) {
    with_packed(exec, A, B, [&](const auto& a, const auto& b) {
      Inner::template run<ExecSpace, Scalar>(exec, alpha, a, b, beta, C);
    });
  }

  // As run, with the number of split-K slices given (tests force a split on any backend).
  template <class ExecSpace, class Scalar>
  static void run_sliced(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                         const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C, index_t slices) {
    with_packed(exec, A, B, [&](const auto& a, const auto& b) {
      Inner::template run_sliced<ExecSpace, Scalar>(exec, alpha, a, b, beta, C, slices);
    });
  }

  // As run, with stream-K's resident teams given (tests pick schedules on any backend).
  template <class ExecSpace, class Scalar>
  static void run_streamed(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                           const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                           index_t resident) {
    with_packed(exec, A, B, [&](const auto& a, const auto& b) {
      Inner::template run_streamed<ExecSpace, Scalar>(exec, alpha, a, b, beta, C, resident);
    });
  }
};

}  // namespace tgemm::device
