#pragma once
// One timing method for every row: device events on the instance's stream where the
// backend is CUDA, a fenced host clock otherwise.

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <chrono>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace tgemm::bench {

#ifdef KOKKOS_ENABLE_CUDA
inline void cuda_check(cudaError_t e, const char* what) {
  if (e != cudaSuccess) throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

class Timer {
 public:
  Timer() {
    cuda_check(cudaEventCreate(&start_), "cudaEventCreate");
    cuda_check(cudaEventCreate(&stop_), "cudaEventCreate");
  }
  ~Timer() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
  }
  Timer(const Timer&) = delete;
  Timer& operator=(const Timer&) = delete;
  static const char* method() { return "CUDA events on the instance's stream"; }

  template <class F>
  double time_ms(const Kokkos::Cuda& exec, F&& f) {
    cuda_check(cudaEventRecord(start_, exec.cuda_stream()), "cudaEventRecord");
    f();
    cuda_check(cudaEventRecord(stop_, exec.cuda_stream()), "cudaEventRecord");
    cuda_check(cudaEventSynchronize(stop_), "cudaEventSynchronize");
    cuda_check(cudaGetLastError(), "kernel launch");
    float ms = 0;
    cuda_check(cudaEventElapsedTime(&ms, start_, stop_), "cudaEventElapsedTime");
    return ms;
  }

 private:
  cudaEvent_t start_{}, stop_{};
};
#else
class Timer {
 public:
  static const char* method() { return "fenced host clock (steady_clock)"; }

  template <class Exec, class F>
  double time_ms(const Exec& exec, F&& f) {
    exec.fence();
    const auto t0 = std::chrono::steady_clock::now();
    f();
    exec.fence();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  }
};
#endif

// How a shape's variants share the device while they are timed. in_turn: the warm-ups, then
// the timed runs, go in rounds that run each variant once, starting one variant further along
// every round, so that the clock and power state -- which a GPU held at its power cap changes
// over tens of milliseconds -- fall alike on every variant instead of favouring whichever is
// timed first. A variant whose warm-ups took over kSlowFactor times the fastest's (a teaching
// rung) is timed after the rounds, on its own: between the others' runs its long, low-power
// kernels let the clock rise, and the power cap then throttles whichever fast variant comes
// after them. sequential: each variant's runs back to back, one variant after another (host
// backends: OpenBLAS' threads spin for a while after a call and would share the cores with the
// next variant's).
enum class Order { in_turn, sequential };
inline constexpr double kSlowFactor = 4;

inline Order parse_order(const std::string& s) {
  if (s == "in-turn") return Order::in_turn;
  if (s == "sequential") return Order::sequential;
  throw std::invalid_argument("--order: '" + s + "' is neither in-turn nor sequential");
}

inline const char* order_name(Order o) {
  return o == Order::in_turn ? "variants in turn, one run each a round"
                             : "variants one after another";
}

// In turn on a host backend, OpenBLAS' threads spin for a while after each of its calls and
// slow whichever variant runs next: say so where a user asks for it.
inline void warn_if_in_turn_on_host(const char* tool, Order order, bool host_backend) {
  if (host_backend && order == Order::in_turn)
    std::cerr << tool
              << ": --order in-turn on a host backend: OpenBLAS' threads spin after each of its "
                 "calls and slow the variant timed next (sequential is the default here)\n";
}

struct TurnTimes {
  std::vector<std::vector<double>> ms;  // per variant, in the order they ran
  std::vector<std::string> error;       // per variant: what stopped it, or empty
};

// Which of the times (ms; 0 where there is none) are over factor times the fastest of them.
inline std::vector<bool> slower_than(const std::vector<double>& ms, double factor) {
  double fastest = 0;
  for (double t : ms)
    if (t > 0 && (fastest == 0 || t < fastest)) fastest = t;
  std::vector<bool> slow(ms.size());
  for (std::size_t i = 0; i < ms.size(); ++i) slow[i] = fastest > 0 && ms[i] > factor * fastest;
  return slow;
}

// Times run(i) for variants i = 0 .. n - 1: warmup[i] untimed runs, then reps[i] timed ones,
// interleaved as order says. A variant that throws takes no further part; error[i] says why.
// Clock: Timer, or anything with its time_ms(exec, f).
template <class Clock, class Exec, class Run>
TurnTimes time_variants(Clock& timer, const Exec& exec, Order order, const std::vector<int>& warmup,
                        const std::vector<int>& reps, Run&& run) {
  const int n = int(warmup.size());
  TurnTimes t{std::vector<std::vector<double>>(n), std::vector<std::string>(n)};
  auto attempt = [&](int i, bool timed) {
    if (!t.error[i].empty()) return;
    try {
      if (timed)
        t.ms[i].push_back(timer.time_ms(exec, [&] { run(i); }));
      else
        run(i);
    } catch (const std::exception& e) {
      t.error[i] = e.what();
      if (t.error[i].empty()) t.error[i] = "unknown error";
    }
  };
  if (order == Order::sequential) {
    for (int i = 0; i < n; ++i) {
      for (int w = 0; w < warmup[i]; ++w) attempt(i, false);
      for (int r = 0; r < reps[i]; ++r) attempt(i, true);
    }
    return t;
  }
  const int rounds_w = n ? *std::max_element(warmup.begin(), warmup.end()) : 0;
  const int rounds_r = n ? *std::max_element(reps.begin(), reps.end()) : 0;
  std::vector<double> best(n, 0);  // each variant's fastest warm-up, ms
  for (int w = 0; w < rounds_w; ++w)
    for (int j = 0; j < n; ++j)
      if (const int i = (w + j) % n; w < warmup[i] && t.error[i].empty()) {
        attempt(i, true);
        if (t.error[i].empty()) {
          best[i] = best[i] > 0 ? std::min(best[i], t.ms[i].back()) : t.ms[i].back();
          t.ms[i].clear();
        }
      }
  const std::vector<bool> apart = slower_than(best, kSlowFactor);
  for (int r = 0; r < rounds_r; ++r)
    for (int j = 0; j < n; ++j)
      if (const int i = (r + j) % n; r < reps[i] && !apart[i]) attempt(i, true);
  for (int i = 0; i < n; ++i)
    if (apart[i])
      for (int r = 0; r < reps[i]; ++r) attempt(i, true);
  return t;
}

inline double median_of(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t h = v.size() / 2;
  return v.size() % 2 ? v[h] : 0.5 * (v[h - 1] + v[h]);
}

}  // namespace tgemm::bench
