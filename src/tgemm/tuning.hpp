#pragma once
// Variant "auto" and the kernels it chooses from (tuning/candidates.hpp), as the compiled
// library offers them: the candidates by index and name (GPU and host spaces have a list
// each), running one, auto's choice for a shape, and the tuning table (tuning/table.hpp).
// tgemm-tune is built on this.

#include <Kokkos_Core.hpp>
#include <string>
#include <tgemm/device/batched_problem.hpp>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/problem.hpp>
#include <tgemm/schedule/options.hpp>
#include <tgemm/tuning/kernel_sets.hpp>
#include <tgemm/tuning/table.hpp>
#include <type_traits>

namespace tgemm::tuning {

// The arch column of the tuning table: "sm_90" on CUDA; on host backends "host-" and the ISA
// the library was compiled for ("host-avx512", "host-avx2", "host-neon", "host-generic"),
// which decides how fast the CPU kernels run.
template <class ExecSpace>
std::string device_arch(const ExecSpace& exec);

// The device as the cost model sees it (tuning/model.hpp): multiprocessors, resident threads.
template <class ExecSpace>
DeviceShape device_shape(const ExecSpace& exec);

// The candidates of a list (kernel_sets.hpp) and Scalar, in order.
template <class Set, class Scalar>
int candidate_count_in();
template <class Set, class Scalar>
std::string candidate_name_in(int index);
// Index of the candidate named `name`, or -1.
template <class Set, class Scalar>
int candidate_index_in(const std::string& name);
// What auto runs where the table has no row: the first GPU candidate; the CPU candidate for
// the library's ISA.
template <class Set, class Scalar>
std::string fallback_candidate_in();

// What candidate `index`'s type says about how it covers a problem (tuning/model.hpp).
template <class Set, class Scalar>
KernelShape candidate_shape_in(int index);

// The candidate of list Set among model `rows` the cost model predicts fastest at m x n x k with
// operands oriented as o on `device`, or "" where none applies (rows naming no candidate of the
// list are passed over).
template <class Set, class Scalar>
std::string model_pick_in(const std::vector<Entry>& rows, const DeviceShape& device, index_t m,
                          index_t n, index_t k, Orientation o);

// The same for the list an execution space draws from.
template <class ExecSpace, class Scalar>
int candidate_count() {
  return candidate_count_in<kernel_set<ExecSpace>, Scalar>();
}
template <class ExecSpace, class Scalar>
std::string candidate_name(int index) {
  return candidate_name_in<kernel_set<ExecSpace>, Scalar>(index);
}
template <class ExecSpace, class Scalar>
int candidate_index(const std::string& name) {
  return candidate_index_in<kernel_set<ExecSpace>, Scalar>(name);
}
template <class ExecSpace, class Scalar>
std::string fallback_candidate() {
  return fallback_candidate_in<kernel_set<ExecSpace>, Scalar>();
}

// Throws std::invalid_argument, before anything runs, when candidate `index` of list Set
// cannot run on exec (its scratch or team size, or a CPU kernel on a GPU).
template <class Set, class ExecSpace, class Scalar>
void check_candidate_in(const ExecSpace& exec, int index);

// C = alpha * op(A) * op(B) + beta * C with candidate `index` of list Set (k > 0, alpha != 0).
template <class Set, class ExecSpace, class Scalar>
void run_candidate_in(const ExecSpace& exec, int index, Scalar alpha,
                      const device::Problem<Scalar>& p, Scalar beta,
                      const ScheduleOptions& options = {});

// Whether candidate `index` of list Set takes edge tiles of an m x n C the slow way (its
// measurement at a C without edge tiles then does not speak for this one).
template <class Set, class ExecSpace, class Scalar>
bool slow_edges_in(int index, index_t m, index_t n);

// The same on the list exec's space draws from.
template <class ExecSpace, class Scalar>
void check_candidate(const ExecSpace& exec, int index) {
  check_candidate_in<kernel_set<ExecSpace>, ExecSpace, Scalar>(exec, index);
}
template <class ExecSpace, class Scalar>
void run_candidate(const ExecSpace& exec, int index, Scalar alpha, const device::Problem<Scalar>& p,
                   Scalar beta, const ScheduleOptions& options = {}) {
  run_candidate_in<kernel_set<ExecSpace>, ExecSpace, Scalar>(exec, index, alpha, p, beta, options);
}

// The candidate auto runs for an m x n x k problem on exec with operands oriented as o: a row of
// the table for the device's arch and Scalar measured within 10 % of the shape, else the
// candidate the table's cost model predicts fastest, else the nearest row, else the fallback
// (tuning/table.hpp); as a name and as an index (remembered per device, shape, orientation and
// table version).
template <class ExecSpace, class Scalar>
std::string choose(const ExecSpace& exec, index_t m, index_t n, index_t k, Orientation o = {});
template <class ExecSpace, class Scalar>
int choose_index(const ExecSpace& exec, index_t m, index_t n, index_t k, Orientation o = {});

// The batched candidates (tuning/batched_candidates.hpp): the GPU kernels tgemm::batched_gemm
// chooses from by the table's batched rows ("sm_90,float-batched,m,n,k,kernel"), nearest in
// log(m), log(n), log(k), or by its size rule where the table has none. On host spaces
// run_batched_candidate throws: batches there run the CPU mainloop.
template <class Scalar>
int batched_candidate_count();
template <class Scalar>
std::string batched_candidate_name(int index);
template <class Scalar>
int batched_candidate_index(const std::string& name);
template <class ExecSpace, class Scalar>
void run_batched_candidate(const ExecSpace& exec, int index, Scalar alpha,
                           const device::BatchedProblem<Scalar>& p, Scalar beta);
// The candidate tgemm::batched_gemm runs for p on a GPU space, or a description of the CPU path
// on a host space.
template <class ExecSpace, class Scalar>
std::string choose_batched(const ExecSpace& exec, Scalar alpha,
                           const device::BatchedProblem<Scalar>& p);
// The dtype column of Scalar's batched rows: "float-batched", "double-batched".
template <class Scalar>
std::string batched_dtype() {
  return std::string(device::scalar_name<Scalar>()) + "-batched";
}

}  // namespace tgemm::tuning
