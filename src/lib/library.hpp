#pragma once
// Inside the compiled library: the kernels are instantiated in several translation units
// (candidate chunks, the ladder's kernels per scalar) so a parallel build compiles them at
// once, and the entry points in the others reach them through these declarations only.

#include <array>
#include <cstdint>
#include <mutex>
#include <string>
#include <tgemm/device/batched_problem.hpp>
#include <tgemm/device/problem.hpp>
#include <tgemm/ladder.hpp>
#include <tgemm/schedule/options.hpp>
#include <tgemm/spaces.hpp>
#include <tgemm/tuning/kernel_sets.hpp>
#include <utility>

#ifndef TGEMM_LIB_CHUNKS
#define TGEMM_LIB_CHUNKS 6
#endif

namespace tgemm::lib {

// Candidates are split into `chunks` translation units: candidate i in chunk i % chunks.
inline constexpr int chunks = TGEMM_LIB_CHUNKS;

// Set: the candidate list (tuning/kernel_sets.hpp). Host spaces run both lists (tgemm-tune on a
// CPU can time the GPU kernels too); on device spaces the host list's kernels refuse to run.
template <class ExecSpace, class Set, class Scalar, int Chunk>
struct CandidateChunk {
  static void check(const ExecSpace& exec, int index);
  static void run(const ExecSpace& exec, int index, Scalar alpha, const device::Problem<Scalar>& p,
                  Scalar beta, const ScheduleOptions& options);
  static bool slow_edges(int index, index_t m, index_t n);
};

// f(std::integral_constant<int, index % chunks>{}).
template <class F>
decltype(auto) with_chunk(int index, F&& f) {
  return [&]<int... C>(std::integer_sequence<int, C...>)->decltype(auto) {
    using R = decltype(f(std::integral_constant<int, 0>{}));
    if constexpr (std::is_void_v<R>) {
      ((index % chunks == C ? f(std::integral_constant<int, C>{}) : void()), ...);
    } else {
      R r{};
      ((index % chunks == C ? void(r = f(std::integral_constant<int, C>{})) : void()), ...);
      return r;
    }
  }
  (std::make_integer_sequence<int, chunks>{});
}

// The batched candidates of GPU spaces (tuning/batched_candidates.hpp), one translation unit
// per scalar; on host spaces they refuse to run (the CPU paths of batched.cpp run instead).
template <class ExecSpace, class Scalar>
struct BatchedCandidate {
  static void run(const ExecSpace& exec, int index, Scalar alpha,
                  const device::BatchedProblem<Scalar>& p, Scalar beta);
};

// A choice of kernel remembered per device, shape and table version: the table lookup costs
// microseconds, as much as a small GEMM or batch itself, and a code calls the same few shapes
// over and over. A small ring of the latest shapes; one per call site (a function-local static,
// never destroyed, for shutdown order).
template <int N, class Value = int>
class ChoiceRing {
 public:
  // The value remembered for (device, generation, m, n, k, variant), or choose()'s, then
  // remembered; variant tells apart calls of one shape that may choose differently (the
  // operands' orientation).
  template <class Choose>
  Value find_or(long device, std::uint64_t generation, index_t m, index_t n, index_t k,
                Choose&& choose, int variant = 0) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      for (int i = 0; i < used_; ++i) {
        const Seen& s = seen_[i];
        if (s.m == m && s.n == n && s.k == k && s.variant == variant && s.device == device &&
            s.generation == generation)
          return s.value;
      }
    }
    const Value value = choose();
    std::lock_guard<std::mutex> lock(mutex_);
    seen_[next_] = Seen{device, generation, m, n, k, variant, value};
    next_ = (next_ + 1) % N;
    used_ = used_ < N ? used_ + 1 : used_;
    return value;
  }

 private:
  struct Seen {
    long device;
    std::uint64_t generation;
    index_t m, n, k;
    int variant;
    Value value;
  };
  std::mutex mutex_;
  std::array<Seen, N> seen_;
  int used_ = 0, next_ = 0;
};

// The ladder's kernels (default_kernels.hpp), one translation unit per scalar.
template <class ExecSpace, class Scalar>
struct Ladder {
  static void check(const ExecSpace& exec, Variant v);  // throws on an invalid variant
  static void run(const ExecSpace& exec, Variant v, Scalar alpha, const device::Problem<Scalar>& p,
                  Scalar beta);
};

}  // namespace tgemm::lib
