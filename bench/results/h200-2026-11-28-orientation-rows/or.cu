// The rows for one transpose against the rows they take precedence over: at each shape and
// transpose, the committed row's kernel and the new row's kernel (candidates of the library's
// GPU lists, by index: the library's own types and schedule options), timed in the order
// row, new, new, row with cuBLAS before and after (medians of 20 after 3 warm-ups), each
// result compared with cuBLAS's after C was poisoned with NaN.
#include "../h100-2026-11-27-gemv/common.hpp"
#include <limits>
#include <string>
using namespace tgemm::tuning;

template <class T, int I>
using Cand = std::tuple_element_t<I, typename Candidates<GpuKernels, T>::type>;

template <class T, int Row, int New>
void pair(cublasHandle_t h, const Sh& s) {
  Exec exec;
  using A = Cand<T, Row>;
  using B = Cand<T, New>;
  const Operands<T> o(exec, h, s);
  auto run_a = [&] { A::template run<Exec, T>(exec, T(1), o.a, o.b, T(0), o.c); };
  auto run_b = [&] { B::template run<Exec, T>(exec, T(1), o.a, o.b, T(0), o.c); };
  auto err = [&](auto run) {
    Kokkos::deep_copy(exec, o.dc, std::numeric_limits<T>::quiet_NaN());
    run();
    exec.fence();
    return o.err(exec, h);
  };
  const double ea = err(run_a), eb = err(run_b);
  const double c1 = time_us(exec, [&] { o.cublas(h); });
  const double a1 = time_us(exec, run_a), b1 = time_us(exec, run_b);
  const double b2 = time_us(exec, run_b), a2 = time_us(exec, run_a);
  const double c2 = time_us(exec, [&] { o.cublas(h); });
  const double c = std::min(c1, c2);
  std::printf("%dx%dx%d %s %s: row %s %.1f/%.1f us (%.1f %%, err %.1e); new %s %.1f/%.1f us (%.1f %%, err %.1e); cuBLAS %.1f/%.1f us; new/row time %.3f\n",
              s.m, s.n, s.k, s.tr, sizeof(T) == 4 ? "f32" : "f64", A::name().c_str(), a1, a2,
              100 * c / std::min(a1, a2), ea, B::name().c_str(), b1, b2, 100 * c / std::min(b1, b2),
              eb, c1, c2, (b1 + b2) / (a1 + a2));
  std::fflush(stdout);
}

int main(int argc, char** argv) {
  Kokkos::initialize(argc, argv);
  {
    cublasHandle_t h;
    cublasCreate(&h);
    for (int round = 0; round < 2; ++round) {
      pair<float, 23, 32>(h, {5, 3, 14842, "TN"});
      pair<float, 23, 32>(h, {5, 3, 14842, "TT"});
      pair<float, 23, 32>(h, {5, 38, 2196, "TN"});
      pair<float, 28, 32>(h, {12, 482, 9268, "NT"});
      pair<float, 23, 26>(h, {17, 180, 96460, "NT"});
      pair<double, 33, 29>(h, {3, 1107, 13515, "TN"});
      pair<double, 29, 33>(h, {4, 18, 89305, "NN"});
      pair<double, 29, 33>(h, {4, 18, 89305, "TN"});
      pair<double, 27, 25>(h, {1686, 3995, 5062, "TN"});
    }
    cublasDestroy(h);
  }
  Kokkos::finalize();
}
