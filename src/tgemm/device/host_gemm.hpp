#pragma once
// The CPU GEMM (BLIS/GotoBLAS in Kokkos): thread::micro_kernel's MR x NR register blocks over
// panels packed per team (operands/panels.hpp) on schedule::launch_host_tiles' blocks of C.
// Host execution spaces only; its name is the tuning table's key:
// "host_blocked<32x12,MC480,NC512,KC384>".
//
//   using K = tgemm::device::HostGemm<tgemm::CpuTile{.mr = 32, .nr = 12, .mc = 480, .nc = 512,
//                                                    .kc = 384}>;
//   tgemm::gemm<K>(Kokkos::DefaultHostExecutionSpace(), "N", "N", alpha, A, B, beta, C);

#include <Kokkos_Core.hpp>
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

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                  const ScheduleOptions& options = {}) {
    if constexpr (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible) {
      // A row-major C is computed as C^T = op(B)^T op(A)^T: the micro-kernel's columns are
      // then C's unit-stride rows.
      if (C.row_stride != 1 && C.col_stride == 1)
        return schedule::launch_host_tiles<T>(exec, label<Scalar>(), alpha, B.transposed(),
                                              A.transposed(), beta, C.transposed(), options);
      schedule::launch_host_tiles<T>(exec, label<Scalar>(), alpha, A, B, beta, C, options);
    } else {
      check<ExecSpace, Scalar>(exec);
    }
  }
};

}  // namespace tgemm::device
