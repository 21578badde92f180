// The sweep's FP32 shapes whose auto pick is a composed kernel (device::Gemm): that kernel, as
// named in a sweep run, timed with the library's own schedule options, against cuBLAS; the
// result checked against cuBLAS with C poisoned first.
#include "../h100-2026-11-27-gemv/common.hpp"
#include <fstream>
#include <sstream>
#include <string>
#include <regex>
using namespace tgemm::tuning;

template <class K> constexpr bool is_gemm = false;
template <class ML, class S, class O> constexpr bool is_gemm<device::Gemm<ML, S, O>> = true;

int main(int argc, char** argv) {
  Kokkos::initialize(argc, argv);
  {
    cublasHandle_t h; cublasCreate(&h);
    Exec exec;
    std::ifstream in(argv[1]);
    std::string shape, op, kname;
    while (in >> shape >> op >> kname) {
      std::smatch mt; std::regex re("(\\d+)x(\\d+)x(\\d+)");
      std::regex_search(shape, mt, re);
      const int m = std::stoi(mt[1]), n = std::stoi(mt[2]), k = std::stoi(mt[3]);
      bool found = false;
      for_each_candidate<GpuKernels, float>([&](auto kk) {
        using K = typename decltype(kk)::type;
        if constexpr (is_gemm<K>) {
          if (found || K::name() != kname) return;
          found = true;
          using T = float;
          const Sh s{m, n, k, op.c_str()};
          const Operands<T> o(exec, h, s);
          auto mine = [&] { K::template run<Exec, T>(exec, T(1), o.a, o.b, T(0), o.c); };
          const double tc1 = time_us(exec, [&] { o.cublas(h); });
          const double t = time_us(exec, mine);
          const double tc2 = time_us(exec, [&] { o.cublas(h); });
          Kokkos::deep_copy(exec, o.dc, std::numeric_limits<T>::quiet_NaN());
          mine(); exec.fence();
          const double tc = std::min(tc1, tc2);
          std::printf("%s %s %s us %.2f cublas %.2f pct %.1f err %.1e\n", shape.c_str(), op.c_str(), kname.c_str(), t, tc, 100 * tc / t, o.err(exec, h));
          std::fflush(stdout);
        }
      });
    }
    cublasDestroy(h);
  }
  Kokkos::finalize();
}
