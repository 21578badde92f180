#pragma once
// The driver of the teaching rungs 1-7: one team per BM x BN tile of C. A rung is a family
// with name() and kernel<ExecSpace, Scalar>, a TeamPolicy functor with BM, BN, NT (logical
// threads), scratch_bytes, launch_bounds, a constructor (A, B, C, alpha, beta, tiles_m) and
// operator()(member). The composed rungs 8-14 run through device::Gemm instead.

#include <string>
#include <tgemm/device/launch.hpp>

namespace tgemm::ladder {

// The arguments every tile kernel carries: the problem after checking, and the number of
// tiles along M (league rank -> tile).
template <class Scalar>
struct TileArgs {
  MatrixRef<const Scalar> A, B;
  MatrixRef<Scalar> C;
  Scalar alpha{}, beta{};
  index_t tiles_m = 1;

  TileArgs() = default;
  TileArgs(MatrixRef<const Scalar> a, MatrixRef<const Scalar> b, MatrixRef<Scalar> c, Scalar al,
           Scalar be, index_t tm)
      : A(a), B(b), C(c), alpha(al), beta(be), tiles_m(tm) {}

  KOKKOS_INLINE_FUNCTION index_t tile_m0(int league_rank, int BM) const {
    return (league_rank % tiles_m) * BM;
  }
  KOKKOS_INLINE_FUNCTION index_t tile_n0(int league_rank, int BN) const {
    return (league_rank / tiles_m) * BN;
  }
};

template <class Family>
struct TeamDriver {
  template <class ExecSpace, class Scalar>
  using Kernel = typename Family::template kernel<ExecSpace, Scalar>;

  static std::string name() { return Family::name(); }

  // The team size its kernel runs with, remembered per device.
  template <class ExecSpace, class Scalar>
  static int team_size(const ExecSpace& exec) {
    return device::team_size_of<ExecSpace, Kernel<ExecSpace, Scalar>>(
        exec, [] { return Family::name() + "," + device::scalar_name<Scalar>(); });
  }

  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace& exec) {
    team_size<ExecSpace, Scalar>(exec);
  }

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C) {
    using K = Kernel<ExecSpace, Scalar>;
    static const std::string label =
        "tgemm::" + Family::name() + "," + device::scalar_name<Scalar>();
    const index_t tiles_m = device::tile_count(C.rows, K::BM);
    device::launch_teams(exec, label, K(A, B, C, alpha, beta, tiles_m),
                         tiles_m * device::tile_count(C.cols, K::BN),
                         [] { return Family::name() + "," + device::scalar_name<Scalar>(); });
  }
};

}  // namespace tgemm::ladder
