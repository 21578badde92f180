#pragma once
// The half candidates: the kernels variant auto chooses between for a mixed-precision call
// (16-bit inputs, or float with Compute::fast_tf32) on a GPU with tensor cores, as the compiled
// library offers them, and the tuning table's rows that decide it.
//
//   index 0  half rung 2's tiles (wgmma; runs with sm_90a code on an sm_90 GPU)
//   index 1  half rung 1's tiles (mma.sync; sm_80 and newer)
//   index 2… FP32's small-K and thin candidates (tuning/candidates.hpp), reading the 16-bit or
//            float operands as they lie and converting each value as they read it
//
// A row "sm_90,<half_dtype>,m,n,k,kernel" measured within 10 % of a call's m, n and k decides
// auto there, if its kernel can run on the device; elsewhere auto weighs the tensor-core rung
// against the FMA candidate FP32's cost model puts first (docs/design.md). tgemm-half-bench
// --tune writes such rows. On host spaces, and on GPUs without tensor cores, auto has one path
// and there are no half candidates.

#include <string>
#include <tgemm/device/problem.hpp>
#include <tgemm/precision.hpp>
#include <type_traits>

namespace tgemm::tuning {

// The dtype column of a mixed-precision call's rows: the type of A and B, then C's where it is
// float ("f16", "f16f32", "bf16", "bf16f32"); float inputs (tf32) "tf32". The names are
// tgemm-half-bench's --types.
template <class In, class Out>
std::string half_dtype() {
  if constexpr (std::is_same_v<In, float>) {
    return "tf32";
  } else {
    const std::string in = std::is_same_v<In, Kokkos::Experimental::half_t> ? "f16" : "bf16";
    return std::is_same_v<Out, float> ? in + "f32" : in;
  }
}

// The half candidates of this build for inputs In (float: tf32), in the order above; none (0)
// where the build has no tensor-core code.
template <class In>
int half_candidate_count();
template <class In>
std::string half_candidate_name(int index);
// Index of the candidate named `name`, or -1.
template <class In>
int half_candidate_index(const std::string& name);

// Whether candidate `index` can run on exec (rung 2: sm_90a code on an sm_90 GPU; rung 1:
// sm_80 and newer; the FMA candidates: any GPU of the build).
template <class ExecSpace, class In>
bool half_candidate_runs(const ExecSpace& exec, int index);

// C = alpha * op(A) * op(B) + beta * C with candidate `index`; throws std::invalid_argument,
// before anything runs, where it cannot run on exec (half_candidate_runs) or the index is out
// of range.
template <class ExecSpace, class In, class Out>
void run_half_candidate(const ExecSpace& exec, int index, float alpha,
                        const device::Problem<Out, In>& p, float beta);

// What variant auto runs for p on exec: a half candidate's name where it chooses between them
// (a row of the table within 10 % of p's shape, else its rule), else a description of its one
// path there.
template <class ExecSpace, class In, class Out>
std::string choose_half(const ExecSpace& exec, const device::Problem<Out, In>& p);

}  // namespace tgemm::tuning
