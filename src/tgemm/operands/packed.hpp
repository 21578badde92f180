#pragma once
// Rung 12: packed operands. The per-layout mainloops read each operand in place, and how fast
// depends on its layout: on H100 rung 11 runs 128x256x8 tiles at 49 TFLOP/s when op(A) is
// unit-stride along M and op(B) along N (NT with column-major storage), 10-18 % slower for
// each operand that is unit-stride along K. Here such an operand (and one without aligned
// 16-byte access: an odd leading dimension, a window starting mid-vector) is first copied into
// a workspace in the fast layout, one read and one write of it (pack_rows.hpp), and the
// family's mainloop for that layout runs on the copies. The copy costs about 2 x 4 bytes per
// element against 2 m flops per element of B (2 n per element of A): about 2 % of 4096³, more
// for small m or n, where the tuner keeps the in-place kernels.
//
// Only that one mainloop is built and checked, so configurations whose M/N-major slabs do not
// fit team scratch (128x256x8 with three stages) run here.

#include <limits>
#include <stdexcept>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/workspace.hpp>
#include <tgemm/operands/pack_rows.hpp>
#include <tgemm/team/slab_loader.hpp>
#include <type_traits>

namespace tgemm::operands {

struct Packed {
  static std::string wrap(const std::string& mainloop) { return "team_packed<" + mainloop + ">"; }

  // Whether X (op(A)^T, or op(B)) runs in place: unit-stride along its columns with aligned
  // 16-byte access.
  template <class Scalar>
  static bool in_place(const MatrixRef<const Scalar>& X) {
    const auto s = team::make_slab_source(X);
    return s.wide && s.cols_unit;
  }

  // X, or its copy in the workspace slot, row-major.
  template <class ExecSpace, class Scalar>
  static MatrixRef<const Scalar> packed(const ExecSpace& exec, const MatrixRef<const Scalar>& X,
                                        device::WorkspaceSlot slot) {
    if (in_place(X)) return X;
    const index_t ld = packed_ld<Scalar>(X.cols);
    auto* P = static_cast<Scalar*>(
        device::Workspace<ExecSpace>::get(exec, std::size_t(X.rows * ld) * sizeof(Scalar), slot));
    return pack_rows(exec, X, P, ld);
  }

  // f(op(A), op(B), std::type_identity<Mainloop>{}) with the operands the mainloop cannot
  // read in place replaced by their copies.
  template <class Family, class ExecSpace, class Scalar, class F>
  static void with_operands(const ExecSpace& exec, const MatrixRef<const Scalar>& A,
                            const MatrixRef<const Scalar>& B, F&& f) {
    static_assert(Family::per_layout,
                  "tgemm::operands::Packed needs a mainloop family built per operand layout");
    // The mainloops count slabs of K in int (in place, they fall back to rung 8's beyond that).
    if (A.cols / Family::tile.bk >= index_t(std::numeric_limits<int>::max()))
      throw std::invalid_argument("tgemm::gemm: " + wrap(Family::name()) +
                                  " counts slabs of K in int; op(A) has " + std::to_string(A.cols) +
                                  " columns (argument 'A'), too many for it");
    const auto At = packed(exec, A.transposed(), device::WorkspaceSlot::packed_a);
    const auto Bp = packed(exec, B, device::WorkspaceSlot::packed_b);
    f(At.transposed(), Bp,
      std::type_identity<typename Family::template type<ExecSpace, Scalar, true, true>>{});
  }

  template <class Family, class ExecSpace, class Scalar, class F>
  static void each_mainloop(F&& f) {
    f(std::type_identity<typename Family::template type<ExecSpace, Scalar, true, true>>{});
  }
};

}  // namespace tgemm::operands
