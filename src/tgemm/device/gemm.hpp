#pragma once
// A composed GEMM: Mainloop x Schedule x Operands, the host-callable operator (CUTLASS's
// device::Gemm). The parts, each readable alone:
//
//   Mainloop  how a team multiplies one tile over a K range, per operand layout:
//             mainloop::WarpTile (rung 8), RegisterStaged (rung 10), Multistage (rung 11),
//             MultistageMma (rung 14); each takes a tgemm::Tile of named options
//   Schedule  which team does which tile and K range, and who finishes a shared tile:
//             schedule::Tiles, SplitK (rung 9), StreamK (rung 13)
//   Operands  how A and B reach the mainloop: operands::InPlace, Packed (rung 12)
//
//   using K = tgemm::device::Gemm<tgemm::mainloop::Multistage<tgemm::Tile{.bm = 128, .bn = 256,
//                                     .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm =
//                                     1}>,
//                                 tgemm::schedule::StreamK, tgemm::operands::Packed>;
//   tgemm::gemm<K>(exec, "N", "N", alpha, A, B, beta, C);
//
// name() is what the tuning table calls the kernel: "team_stream_k<team_packed<
// team_multistage<128x256x8,TM8,TN16,WM2,B1,S2>>>". check() rejects, before anything runs, a
// configuration the execution space cannot run (scratch, team size) with a message naming it.

#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/operands/in_place.hpp>
#include <tgemm/schedule/options.hpp>
#include <tgemm/schedule/split_k.hpp>
#include <tgemm/tile.hpp>
#include <type_traits>

namespace tgemm::device {

// The parts' contracts (each part's header says what it does):
// - a mainloop family (mainloop/*.hpp) has its Tile, name() printed from it, per_layout, and
//   fallback<ExecSpace, Scalar> (a kernel::TileMainloop for any operand layout); per_layout
//   families also have type<ExecSpace, Scalar, AColsUnit, BColsUnit>;
// - a schedule (schedule/*.hpp) has wrap(name) and launch<Mainloop, Named>(exec, alpha, A, B,
//   beta, C, options);
// - operands (operands/*.hpp) have wrap(name), with_operands<Family, ExecSpace, Scalar>(exec, A,
//   B, f) and each_mainloop<Family, ExecSpace, Scalar>(f).
template <class M>
concept MainloopFamily = requires {
  { M::name() } -> std::convertible_to<std::string>;
  { M::tile } -> std::convertible_to<Tile>;
  { M::per_layout } -> std::convertible_to<bool>;
  typename M::template fallback<Kokkos::DefaultHostExecutionSpace, float>;
};
template <class P>
concept NamePart = requires(const std::string& name) {
  { P::wrap(name) } -> std::convertible_to<std::string>;
};

template <MainloopFamily Mainloop, NamePart Schedule = schedule::SplitK,
          NamePart Operands = operands::InPlace>
struct Gemm {
  static std::string name() { return Schedule::wrap(Operands::wrap(Mainloop::name())); }

  // The Kokkos label of its launches (Kokkos Tools profiles show it).
  template <class Scalar>
  static const std::string& label() {
    return kernel_label<Gemm, Scalar>();
  }

  // Throws std::invalid_argument unless every mainloop a call may run fits exec's teams.
  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace& exec) {
    Operands::template each_mainloop<Mainloop, ExecSpace, Scalar>([&](auto ml) {
      using ML = typename decltype(ml)::type;
      // a kernel of ML on any schedule has its team size, scratch and launch bounds
      team_size_of<ExecSpace, kernel::Gemm<ML, schedule::TileGrid<Scalar>>>(exec, name);
    });
  }

  // C = alpha * A * B + beta * C with A = op(A), B = op(B) already applied (strides).
  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                  const ScheduleOptions& options = {}) {
    Operands::template with_operands<Mainloop, ExecSpace, Scalar>(
        exec, A, B, [&](const auto& a, const auto& b, auto ml) {
          using ML = typename decltype(ml)::type;
          Schedule::template launch<ML, Gemm>(exec, alpha, a, b, beta, C, options);
        });
  }

  // Whether its measurement at an m x n C without edge tiles speaks for one with them
  // (tuning/choose.hpp): not when its mainloop takes edge tiles the slow way.
  template <class ExecSpace, class Scalar>
  static bool slow_edges(index_t m, index_t n) {
    if constexpr (requires { Mainloop::template slow_edges<ExecSpace, Scalar>(m, n); })
      return Mainloop::template slow_edges<ExecSpace, Scalar>(m, n);
    else
      return false;
  }
};

}  // namespace tgemm::device
