#pragma once
// Variant "auto" and the kernels it chooses from (tuning/candidates.hpp), as the compiled
// library offers them: the candidates by index and name, running one, auto's choice for a
// shape, and the tuning table (tuning/table.hpp). tgemm-tune is built on this.

#include <Kokkos_Core.hpp>
#include <string>
#include <tgemm/device/problem.hpp>
#include <tgemm/schedule/options.hpp>
#include <tgemm/tuning/table.hpp>
#include <type_traits>

namespace tgemm::tuning {

// "sm_90" on CUDA, the backend's name elsewhere: the arch column of the tuning table.
template <class ExecSpace>
std::string device_arch(const ExecSpace& exec) {
#ifdef KOKKOS_ENABLE_CUDA
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) {
    const auto& prop = exec.cuda_device_prop();
    return "sm_" + std::to_string(prop.major) + std::to_string(prop.minor);
  }
#endif
  (void)exec;
  return ExecSpace::name();
}

// The candidates of Scalar, in order; the first is auto's fallback.
template <class Scalar>
int candidate_count();
template <class Scalar>
std::string candidate_name(int index);
// Index of the candidate named `name`, or -1.
template <class Scalar>
int candidate_index(const std::string& name);
template <class Scalar>
std::string fallback_candidate();

// Throws std::invalid_argument, before anything runs, when candidate `index` cannot run on
// exec (its scratch or team size).
template <class ExecSpace, class Scalar>
void check_candidate(const ExecSpace& exec, int index);

// C = alpha * op(A) * op(B) + beta * C with candidate `index` (k > 0 and alpha != 0).
template <class ExecSpace, class Scalar>
void run_candidate(const ExecSpace& exec, int index, Scalar alpha, const device::Problem<Scalar>& p,
                   Scalar beta, const ScheduleOptions& options = {});

// Whether candidate `index` takes edge tiles of an m x n C the slow way (its measurement at
// a C without edge tiles then does not speak for this one).
template <class ExecSpace, class Scalar>
bool slow_edges(int index, index_t m, index_t n);

// The candidate auto runs for an m x n x k problem on exec: the nearest row of the table for
// the device's arch and Scalar, or the fallback; as a name and as an index (remembered per
// device, shape and table version).
template <class ExecSpace, class Scalar>
std::string choose(const ExecSpace& exec, index_t m, index_t n, index_t k);
template <class ExecSpace, class Scalar>
int choose_index(const ExecSpace& exec, index_t m, index_t n, index_t k);

}  // namespace tgemm::tuning
