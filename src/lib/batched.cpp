// tgemm::batched_gemm's choice by matrix size, compiled once per execution space and scalar.

#include <algorithm>
#include <string>
#include <tgemm/batched_gemm.hpp>
#include <tgemm/mainloop/warp_tile.hpp>
#include <tgemm/schedule/batched.hpp>
#include <type_traits>

#include "library.hpp"

namespace tgemm {

namespace {

// Team-level tiles for matrices up to 32 rows and columns: a 16 x 16 tile wastes nothing on
// a batch of 16 x 16 matrices.
using BatchedConfigTiny = TeamGemmConfig<16, 16, 16, 2, 2>;
using BatchedConfigSmall = TeamGemmConfig<32, 32, 16, 2, 2>;

// Rung 8's mainloop for matrices over 32 (from the tuned candidates: a 64 x 64 tile up to 64,
// then the fallback tile of `auto`).
template <class Scalar>
constexpr Tile batched_tile(bool medium) {
  if constexpr (sizeof(Scalar) <= 4)
    return medium ? Tile{.bm = 64,
                         .bn = 64,
                         .bk = 16,
                         .tm = 8,
                         .tn = 8,
                         .warps_m = 2,
                         .teams_per_sm = 4}
                  : Tile{.bm = 128,
                         .bn = 128,
                         .bk = 8,
                         .tm = 8,
                         .tn = 8,
                         .warps_m = 4,
                         .teams_per_sm = 2};
  else
    return medium ? Tile{.bm = 32,
                         .bn = 32,
                         .bk = 16,
                         .tm = 4,
                         .tn = 4,
                         .warps_m = 2,
                         .teams_per_sm = 4}
                  : Tile{.bm = 64,
                         .bn = 64,
                         .bk = 8,
                         .tm = 4,
                         .tn = 4,
                         .warps_m = 4,
                         .teams_per_sm = 2};
}

template <Tile T, class ExecSpace, class Scalar>
void run_warp_tiles(const ExecSpace& exec, Scalar alpha, const device::BatchedProblem<Scalar>& p,
                    Scalar beta) {
  static const std::string label = "tgemm::batched_gemm<" + mainloop::WarpTile<T>::name() + "," +
                                   device::scalar_name<Scalar>() + ">";
  schedule::launch_batched<mainloop::WarpTileMainloop<ExecSpace, Scalar, T>>(exec, label, alpha, p,
                                                                             beta);
}

}  // namespace

namespace detail {

template <class ExecSpace, class Scalar>
void batched_gemm(const ExecSpace& exec, Scalar alpha, const device::BatchedProblem<Scalar>& p,
                  Scalar beta) {
  const index_t size = std::max(p.m(), p.n());
  if (size <= 16)
    return schedule::launch_batched_team_gemm<BatchedConfigTiny>(exec, alpha, p, beta);
  // Nothing to multiply: the team-level path scales C without reading A or B.
  if (size <= 32 || alpha == Scalar(0) || p.k() == 0)
    return schedule::launch_batched_team_gemm<BatchedConfigSmall>(exec, alpha, p, beta);
  if (size <= 64) return run_warp_tiles<batched_tile<Scalar>(true)>(exec, alpha, p, beta);
  run_warp_tiles<batched_tile<Scalar>(false)>(exec, alpha, p, beta);
}

#define TGEMM_LIB_INSTANTIATE(Space)                                                     \
  template void batched_gemm<Space, float>(const Space&, float,                          \
                                           const device::BatchedProblem<float>&, float); \
  template void batched_gemm<Space, double>(const Space&, double,                        \
                                            const device::BatchedProblem<double>&, double);
TGEMM_FOR_EACH_SPACE(TGEMM_LIB_INSTANTIATE)
#undef TGEMM_LIB_INSTANTIATE

}  // namespace detail

}  // namespace tgemm
