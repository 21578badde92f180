// The sweep's FP32 shapes whose auto pick is a composed kernel (device::Gemm): that kernel, as
// named in a sweep run, timed with the library's own schedule options, against cuBLAS; the
// result checked against cuBLAS with C poisoned first.
#include "common.hpp"
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
      const bool ta = op[0] == 'T', tb = op[1] == 'T';
      bool found = false;
      for_each_candidate<GpuKernels, float>([&](auto kk) {
        using K = typename decltype(kk)::type;
        if constexpr (is_gemm<K>) {
          if (found || K::name() != kname) return;
          found = true;
          using T = float;
          const int ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
          Kokkos::View<T*, Kokkos::CudaSpace> da("a", std::size_t(ar) * ac), db("b", std::size_t(br) * bc), dc("c", std::size_t(m) * n);
          Kokkos::Random_XorShift64_Pool<Exec> pool(7); Kokkos::fill_random(da, pool, T(-1), T(1)); Kokkos::fill_random(db, pool, T(-1), T(1));
          MatrixRef<const T> a{da.data(), ar, ac, 1, ar}, b{db.data(), br, bc, 1, br};
          if (ta) a = a.transposed();
          if (tb) b = b.transposed();
          MatrixRef<T> c{dc.data(), m, n, 1, m};
          cublasSetStream(h, exec.cuda_stream());
          T one = 1, zero = 0;
          auto cub = [&] { cublasSgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &one, da.data(), ar, db.data(), br, &zero, dc.data(), m); };
          auto mine = [&] { K::template run<Exec, T>(exec, T(1), a, b, T(0), c); };
          const double tc1 = time_us(exec, cub);
          const double t = time_us(exec, mine);
          const double tc2 = time_us(exec, cub);
          Kokkos::deep_copy(exec, dc, std::numeric_limits<T>::quiet_NaN());
          mine(); exec.fence();
          const double err = rel_err<T>(exec, h, ta, tb, m, n, k, da, ar, db, br, dc);
          const double tc = std::min(tc1, tc2);
          std::printf("%s %s %s us %.2f cublas %.2f pct %.1f err %.1e\n", shape.c_str(), op.c_str(), kname.c_str(), t, tc, 100 * tc / t, err);
          std::fflush(stdout);
        }
      });
    }
    cublasDestroy(h);
  }
  Kokkos::finalize();
}
