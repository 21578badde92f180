#pragma once
// The CPU GEMM (BLIS/GotoBLAS in Kokkos): thread::micro_kernel's MR x NR register blocks over
// panels packed per team (operands/panels.hpp) on schedule::launch_host_tiles' blocks of C,
// narrower blocks at C's edges; a C narrower than MR runs the way round that suits its narrow
// side (transposed()).
// Host execution spaces only; its name is the tuning table's key:
// "host_blocked<32x12,MC480,NC512,KC384>".
//
//   using K = tgemm::device::HostGemm<tgemm::CpuTile{.mr = 32, .nr = 12, .mc = 480, .nc = 512,
//                                                    .kc = 384}>;
//   tgemm::gemm<K>(Kokkos::DefaultHostExecutionSpace(), "N", "N", alpha, A, B, beta, C);

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <stdexcept>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/schedule/host_tiles.hpp>
#include <tgemm/schedule/options.hpp>
#include <tgemm/tile.hpp>

namespace tgemm::device {

template <CpuTile T>
struct HostGemm {
  static_assert(T.mr > 0 && T.nr > 0 && T.mc % T.mr == 0 && T.nc % T.nr == 0 && T.kc > 0,
                "tgemm::device::HostGemm: MC must be a multiple of MR and NC of NR");
  static std::string name() { return "host_blocked<" + cpu_tile_key(T) + ">"; }

  template <class Scalar>
  static const std::string& label() {
    return kernel_label<HostGemm, Scalar>();
  }

  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace&) {
    check_host_space<ExecSpace>(name());
  }

  // Whether C runs as C^T = op(B)^T op(A)^T. A C with a side narrower than MR puts that side
  // along NR (the broadcasts of B) rather than in A's vectors, mostly past C's edge, where the
  // wide operand runs along C's long side (then read as A's panels without a transpose); where
  // it runs along K, the narrow side takes A's edge vectors and the wide operand B's panels
  // (faster so over the shape sweep's narrow C). A side of one or two goes along NR either way.
  // Otherwise a row-major C runs transposed, its rows then the micro-kernel's unit-stride
  // columns.
  template <class Scalar>
  static bool transposed(const MatrixRef<const Scalar>& A, const MatrixRef<const Scalar>& B,
                         const MatrixRef<Scalar>& C) {
    const index_t m = C.rows, n = C.cols;
    if (std::min(m, n) >= T.mr || m == n) return C.row_stride != 1 && C.col_stride == 1;
    const bool narrow_rows = m < n;
    const bool wide_along_c = narrow_rows ? B.col_stride == 1 : A.row_stride == 1;
    const bool along_nr = std::min(m, n) <= 2 || wide_along_c;
    return narrow_rows == along_nr;
  }

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                  const ScheduleOptions& options = {}) {
    if constexpr (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible) {
      if (transposed(A, B, C))
        return schedule::launch_host_tiles<T>(exec, label<Scalar>(), alpha, B.transposed(),
                                              A.transposed(), beta, C.transposed(), options);
      schedule::launch_host_tiles<T>(exec, label<Scalar>(), alpha, A, B, beta, C, options);
    } else {
      check<ExecSpace, Scalar>(exec);
    }
  }
};

}  // namespace tgemm::device
