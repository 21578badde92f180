// Epilogue correctness harness: every GPU tuning candidate of one scalar (EC_T) on ragged shapes,
// four transposes, five storages of C (left, right, unaligned windows of both, an aligned
// padded right), beta 0 with NaN in C and beta != 0, one slice and three; against a host
// double reference, and every element of C's buffer outside the matrix left as it was.
#include <Kokkos_Core.hpp>
#include <tgemm/tuning/candidates.hpp>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>
using namespace tgemm;
using Exec = Kokkos::Cuda;
using T = EC_T;

struct Shape { int m, n, k; };
const Shape kShapes[] = {{67, 45, 37}, {130, 129, 37}, {17, 9, 33}, {33, 130, 70}, {1, 17, 300}, {129, 65, 200}, {20, 30, 1000}, {64, 64, 64}};
struct CStore { const char* name; int off; int pad; bool right; };
const CStore kStores[] = {{"left", 0, 0, false}, {"right", 0, 0, true}, {"left-win", 3, 3, false}, {"right-win", 1, 1, true}, {"right-pad", 0, 4, true}};

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  std::mt19937_64 rng(std::random_device{}());
  std::uniform_real_distribution<double> u(-1, 1);
  long checks = 0, fails = 0, skipped = 0;
  double worst = 0;
  const T sentinel = T(12345.5);
  // EC_QUICK: one ragged shape, NN and TT, one slice (for compute-sanitizer)
  const bool quick = std::getenv("EC_QUICK") != nullptr;
  tuning::for_each_candidate<tuning::GpuKernels, T>([&](auto kk) {
    using K = typename decltype(kk)::type;
    try { K::template check<Exec, T>(Exec()); } catch (const std::invalid_argument& e) { ++skipped; std::printf("skip %s: %s\n", K::name().c_str(), e.what()); return; }
    long kfails = 0; double kworst = 0;
    for (const Shape s : kShapes)
      for (int tr = 0; tr < 4; ++tr) {
        if (quick && (s.m != 67 || tr == 1 || tr == 2)) continue;
        const bool ta = tr & 1, tb = tr & 2;
        const int m = s.m, n = s.n, k = s.k;
        // A stored (ta ? k x m : m x k) column-major, B likewise
        const int ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
        std::vector<T> ha(std::size_t(ar) * ac), hb(std::size_t(br) * bc), c0(std::size_t(m) * n);
        for (auto& x : ha) x = T(u(rng));
        for (auto& x : hb) x = T(u(rng));
        for (auto& x : c0) x = T(u(rng));
        auto A = [&](int i, int l) { return double(ta ? ha[i * std::size_t(ar) + l] : ha[l * std::size_t(ar) + i]); };
        auto B = [&](int l, int j) { return double(tb ? hb[l * std::size_t(br) + j] : hb[j * std::size_t(br) + l]); };
        std::vector<double> ab(std::size_t(m) * n, 0.0);
        for (int j = 0; j < n; ++j) for (int l = 0; l < k; ++l) { const double b = B(l, j); for (int i = 0; i < m; ++i) ab[i + std::size_t(j) * m] += A(i, l) * b; }
        Kokkos::View<T*, Kokkos::CudaSpace> da("a", ha.size()), db("b", hb.size());
        Kokkos::deep_copy(da, Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryUnmanaged>(ha.data(), ha.size()));
        Kokkos::deep_copy(db, Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryUnmanaged>(hb.data(), hb.size()));
        MatrixRef<const T> a{da.data(), ar, ac, 1, ar}, b{db.data(), br, bc, 1, br};
        if (ta) a = a.transposed();
        if (tb) b = b.transposed();
        for (const CStore cs : kStores) {
          const index_t ld = cs.right ? n + cs.pad : m + cs.pad;
          const index_t rs = cs.right ? ld : 1, css = cs.right ? 1 : ld;
          const std::size_t size = cs.off + std::size_t(cs.right ? m : n) * ld + 8;
          for (int sc = 0; sc < 2; ++sc)
            for (int slices : {1, 3}) {
              if (quick && slices != 1) continue;
              const T alpha = sc ? T(0.5) : T(1), beta = sc ? T(-0.25) : T(0);
              std::vector<T> hc(size, sentinel);
              for (int i = 0; i < m; ++i) for (int j = 0; j < n; ++j) hc[cs.off + i * rs + j * css] = sc ? c0[i + std::size_t(j) * m] : std::nan("");
              Kokkos::View<T*, Kokkos::CudaSpace> dc("c", size);
              Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryUnmanaged> hcv(hc.data(), size);
              Kokkos::deep_copy(dc, hcv);
              MatrixRef<T> c{dc.data() + cs.off, m, n, rs, css};
              if constexpr (requires { K::template run<Exec, T>(Exec(), alpha, a, b, beta, c, ScheduleOptions{}); })
                K::template run<Exec, T>(Exec(), alpha, a, b, beta, c, ScheduleOptions{.slices = slices});
              else
                K::template run<Exec, T>(Exec(), alpha, a, b, beta, c);
              Kokkos::fence();
              Kokkos::deep_copy(hcv, dc);
              double num = 0, den = 0; bool outside_ok = true;
              std::vector<char> in(size, 0);
              for (int i = 0; i < m; ++i) for (int j = 0; j < n; ++j) {
                const std::size_t p = cs.off + i * rs + j * css; in[p] = 1;
                const double ref = alpha * ab[i + std::size_t(j) * m] + (sc ? beta * double(c0[i + std::size_t(j) * m]) : 0.0);
                const double d = double(hc[p]) - ref;
                num += std::isfinite(d) ? d * d : 1e300; den += ref * ref;
              }
              for (std::size_t p = 0; p < size; ++p) if (!in[p] && !(hc[p] == sentinel)) outside_ok = false;
              const double err = std::sqrt(num / den);
              const double tol = (sizeof(T) == 4 ? 6e-8 : 1.2e-16) * 4 * std::sqrt(double(k));
              ++checks;
              kworst = std::max(kworst, err);
              if (!(err <= tol) || !outside_ok) {
                ++kfails;
                if (kfails <= 5) std::printf("FAIL %s %dx%dx%d %c%c %s alpha %g beta %g slices %d: err %.2e (tol %.1e) outside %s\n", K::name().c_str(), m, n, k, ta ? 'T' : 'N', tb ? 'T' : 'N', cs.name, double(alpha), double(beta), slices, err, tol, outside_ok ? "ok" : "CHANGED");
              }
            }
        }
      }
    fails += kfails; worst = std::max(worst, kworst);
    std::printf("%-90s %s worst %.2e\n", K::name().c_str(), kfails ? "FAILED" : "ok", kworst);
    std::fflush(stdout);
  });
  std::printf("%s: %ld checks, %ld failed, %ld candidates skipped, worst rel err %.2e\n", sizeof(T) == 4 ? "float" : "double", checks, fails, skipped, worst);
  return fails ? 1 : 0;
}
