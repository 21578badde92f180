// tgemm::batched_gemm's choice by matrix size, compiled once per execution space and scalar.

#include <algorithm>
#include <string>
#include <tgemm/batched_gemm.hpp>
#include <tgemm/device/host_gemm.hpp>
#include <tgemm/mainloop/warp_tile.hpp>
#include <tgemm/schedule/batched.hpp>
#include <tgemm/schedule/host_batched.hpp>
#include <tgemm/tuning/kernel_sets.hpp>
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

// Host spaces: the CPU mainloop's register blocks for the ISA the library is compiled for,
// narrower than one GEMM's (16 x 8 or 32 x 8 floats, 16 x 8 doubles with AVX-512): small
// matrices waste less of them at their edges, and with MC, NC and KC over 256 a matrix up to
// 256 is one block.
template <class Scalar, bool Tall>
constexpr CpuTile host_batched_tile() {
  constexpr int lanes = thread::vector_bytes() / int(sizeof(Scalar));  // values per vector
  constexpr int mr = sizeof(Scalar) <= 4 ? (Tall ? 2 : 1) * lanes : 2 * lanes;
  return CpuTile{.mr = mr, .nr = 8, .mc = 512 / mr * mr, .nc = 512, .kc = 256};
}

template <CpuTile T, class ExecSpace, class Scalar>
void run_host_batched_with(const ExecSpace& exec, Scalar alpha,
                           const device::BatchedProblem<Scalar>& p, Scalar beta) {
  using Gemm = device::HostGemm<T>;
  static const std::string label =
      "tgemm::batched_gemm<" + Gemm::name() + "," + device::scalar_name<Scalar>() + ">";
  schedule::launch_host_batched<T>(exec, label, alpha, p, beta);
}

// One matrix per host thread while the batch gives every thread matrices; a batch of fewer
// matrices than threads, one at a time with all of them.
template <class ExecSpace, class Scalar>
void run_host_batched(const ExecSpace& exec, Scalar alpha, const device::BatchedProblem<Scalar>& p,
                      Scalar beta) {
  if (p.count() < exec.concurrency()) {
    using Gemm = device::HostGemm<tuning::host_fallback_tile<Scalar>()>;  // auto's fallback
    for (index_t b = 0; b < p.count(); ++b)
      Gemm::template run<ExecSpace, Scalar>(exec, alpha, p.a.matrix(b, p.ta), p.b.matrix(b, p.tb),
                                            beta, p.c.matrix(b));
    return;
  }
  // The micro-kernel's rows are C's unit-stride dimension (its columns for a row-major C).
  const bool row_major = p.c.row_stride != 1 && p.c.col_stride == 1;
  const index_t rows = row_major ? p.n() : p.m();
  if (rows > 16)
    run_host_batched_with<host_batched_tile<Scalar, true>()>(exec, alpha, p, beta);
  else
    run_host_batched_with<host_batched_tile<Scalar, false>()>(exec, alpha, p, beta);
}

}  // namespace

namespace detail {

template <class ExecSpace, class Scalar>
void batched_gemm(const ExecSpace& exec, Scalar alpha, const device::BatchedProblem<Scalar>& p,
                  Scalar beta) {
  const index_t size = std::max(p.m(), p.n());
  if constexpr (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible) {
    if (alpha != Scalar(0) && p.k() > 0) return run_host_batched(exec, alpha, p, beta);
  }
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
