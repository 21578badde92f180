// Half rung 1 exactly as the library runs it (ladder::HalfMmaRung, HalfMmaTf32Rung: tiles chosen
// per call), checked and timed against cublasGemmEx with the same types, without building the
// whole library.
//
//   rung1check check   every type pair x shapes that take each of its three tiles on an H200
//                      (132 SMs: 1100 x 4200 the 128 x 256, 1100 x 2100 the 128 x 128 two to
//                      an SM, smaller the two-stage 128 x 128) and smaller ragged ones x the
//                      four transposes x three storages (leading dimensions exact, so odd
//                      ones are packed first; rounded up to 16 bytes, read in place; and
//                      starting one value past 16 bytes, packed) x (alpha, beta) = (1, 0) with
//                      C poisoned with NaN, or (-0.5, 0.25) with C random. Each C against
//                      cuBLAS's from the same inputs and C: the relative norm difference
//                      within the output type's tolerance, no element left non-finite.
//   rung1check san     the same on three shapes (one per tile) and f16 -> f32, bf16, tf32:
//                      for compute-sanitizer
//   rung1check time    the ladder table's five columns: 20 rounds in turn with cuBLAS, medians
//   rung1check rows    the same at the shapes of the tuning table's rows that name rung 1
//
// Build: KOKKOS=... INC=... bash ../h200-2026-11-28-staged-stores/mk.sh rung1check.cu rung1check
#include <Kokkos_Core.hpp>
#include <Kokkos_Random.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <cublas_v2.h>
#include <functional>
#include <string>
#include <tgemm/device/scratch_room.hpp>
#include <tgemm/ladder/half_mma.hpp>
#include <vector>

using namespace tgemm;
using Exec = Kokkos::Cuda;
using half_t = Kokkos::Experimental::half_t;
using bhalf_t = Kokkos::Experimental::bhalf_t;

template <class T>
cudaDataType cuda_type() {
  if constexpr (std::is_same_v<T, half_t>) return CUDA_R_16F;
  if constexpr (std::is_same_v<T, bhalf_t>) return CUDA_R_16BF;
  return CUDA_R_32F;
}

// A tolerance from C's type: a unit in the last place (float: the sums' order, k products).
template <class In, class Out>
double tolerance() {
  if constexpr (std::is_same_v<Out, half_t>) return 1e-3;    // 2^-11 = 4.9e-4 an ulp
  if constexpr (std::is_same_v<Out, bhalf_t>) return 8e-3;   // 2^-8 = 3.9e-3
  if constexpr (std::is_same_v<In, float>) return 1e-4;      // tf32 products
  return 1e-5;
}

template <class T>
void fill(const Kokkos::View<T*>& v, std::uint64_t seed) {
  Kokkos::View<float*> src("src", v.size());
  Kokkos::Random_XorShift64_Pool<Exec> pool(seed);
  Kokkos::fill_random(src, pool, -1.0f, 1.0f);
  Kokkos::parallel_for(
      v.size(), KOKKOS_LAMBDA(std::size_t i) { v(i) = T(src(i)); });
}

struct Diff {
  double rel = 0;
  long bad = 0;  // non-finite elements of C
};

template <class Out>
Diff diff(const Kokkos::View<Out*>& C, const Kokkos::View<Out*>& R) {
  double d = 0, r = 0;
  long bad = 0;
  Kokkos::parallel_reduce(
      C.size(),
      KOKKOS_LAMBDA(std::size_t i, double& dd, double& rr, long& b) {
        const double x = double(float(C(i))), y = double(float(R(i)));
        if (!Kokkos::isfinite(x)) ++b;
        else dd += (x - y) * (x - y);
        rr += y * y;
      },
      d, r, bad);
  return {std::sqrt(d / r), bad};
}

float time_ms(const Exec& exec, const std::function<void()>& f) {
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  cudaEventRecord(e0, exec.cuda_stream());
  f();
  cudaEventRecord(e1, exec.cuda_stream());
  cudaEventSynchronize(e1);
  float ms;
  cudaEventElapsedTime(&ms, e0, e1);
  cudaEventDestroy(e0);
  cudaEventDestroy(e1);
  return ms;
}

enum class Store { exact, aligned, offset };
const char* store_name(Store s) {
  return s == Store::exact ? "exact" : s == Store::aligned ? "aligned" : "offset";
}

int failures = 0, cases = 0;

// One case; with rounds > 0 it is timed too.
template <class In, class Out>
void run_case(cublasHandle_t h, const char* tname, int m, int n, int k, char ta, char tb, Store st,
              float alpha, float beta, int rounds) {
  using Rung = std::conditional_t<std::is_same_v<In, float>, ladder::HalfMmaTf32Rung,
                                  ladder::HalfMmaRung>;
  constexpr bool tf32 = std::is_same_v<In, float>;
  Exec exec;
  // op(A) is m x k: stored m x k ('N') or k x m ('T'), column-major
  const int ar = ta == 'N' ? m : k, ac = ta == 'N' ? k : m;
  const int br = tb == 'N' ? k : n, bc = tb == 'N' ? n : k;
  auto ld_of = [&](int rows) { return st == Store::exact ? rows : (rows + 7) / 8 * 8; };
  const int lda = ld_of(ar), ldb = ld_of(br), off = st == Store::offset ? 1 : 0;
  Kokkos::View<In*> A("A", std::size_t(lda) * ac + off), B("B", std::size_t(ldb) * bc + off);
  static std::uint64_t seed = 20261128;
  fill(A, ++seed);
  fill(B, ++seed);
  Kokkos::View<Out*> C("C", std::size_t(m) * n), R("R", std::size_t(m) * n), C0("C0", C.size());
  fill(C0, ++seed);
  const In* a = A.data() + off;
  const In* b = B.data() + off;
  device::Problem<Out, In> p;
  p.a = MatrixRef<const In>{a, m, k, ta == 'N' ? 1 : lda, ta == 'N' ? lda : 1};
  p.b = MatrixRef<const In>{b, k, n, tb == 'N' ? 1 : ldb, tb == 'N' ? ldb : 1};
  p.c = MatrixRef<Out>{C.data(), m, n, 1, m};
  Rung::template check<Exec, In, Out>(exec);
  auto ours = [&] { Rung::template run<Exec, In, Out>(exec, alpha, p, beta); };
  auto theirs = [&] {
    cublasGemmEx(h, ta == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T, tb == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T,
                 m, n, k, &alpha, a, cuda_type<In>(), lda, b, cuda_type<In>(), ldb, &beta,
                 R.data(), cuda_type<Out>(), m,
                 tf32 ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  };
  Kokkos::deep_copy(R, C0);
  theirs();
  if (beta == 0.0f)
    Kokkos::deep_copy(C, Out(Kokkos::Experimental::quiet_NaN<float>::value));
  else
    Kokkos::deep_copy(C, C0);
  ours();
  Kokkos::fence();
  const Diff d = diff(C, R);
  const bool ok = d.bad == 0 && d.rel <= tolerance<In, Out>();
  ++cases;
  if (!ok) ++failures;
  if (!ok || rounds > 0)
    std::printf("%s %dx%dx%d %c%c %-7s alpha %g beta %g: rel %.1e, %ld non-finite%s\n", tname, m,
                n, k, ta, tb, store_name(st), alpha, beta, d.rel, d.bad, ok ? "" : "  FAILED");
  if (rounds == 0) return;
  std::vector<float> t0, t1;
  for (int w = 0; w < 3; ++w) time_ms(exec, ours), time_ms(exec, theirs);
  for (int r = 0; r < rounds; ++r) {
    t0.push_back(time_ms(exec, ours));
    t1.push_back(time_ms(exec, theirs));
  }
  std::sort(t0.begin(), t0.end());
  std::sort(t1.begin(), t1.end());
  const double m0 = 0.5 * (t0[rounds / 2 - 1] + t0[rounds / 2]),
               m1 = 0.5 * (t1[rounds / 2 - 1] + t1[rounds / 2]);
  const double gf = 2.0 * m * n * double(k) * 1e-9;
  std::printf("  %s %dx%dx%d %c%c: rung 1 %.1f TFLOP/s, cuBLAS %.1f, %.1f %% of cuBLAS\n", tname, m,
              n, k, ta, tb, gf / m0, gf / m1, 100.0 * m1 / m0);
}

struct Shape {
  int m, n, k;
};

template <class In, class Out>
void sweep(cublasHandle_t h, const char* tname, const std::vector<Shape>& shapes,
           const std::vector<Store>& stores) {
  using Rung = std::conditional_t<std::is_same_v<In, float>, ladder::HalfMmaTf32Rung,
                                  ladder::HalfMmaRung>;
  int i = 0;
  for (const Shape& s : shapes) {
    std::printf("%s %dx%dx%d: tile %d (-1: the narrow one, else the wider ones' position)\n", tname,
                s.m, s.n, s.k, Rung::template choose<Exec, In, Out>(Exec(), s.m, s.n));
    for (const char* op : {"NN", "NT", "TN", "TT"})
      for (Store st : stores) {
        const bool scaled = (i++ % 2) == 1;
        run_case<In, Out>(h, tname, s.m, s.n, s.k, op[0], op[1], st, scaled ? -0.5f : 1.0f,
                          scaled ? 0.25f : 0.0f, 0);
      }
  }
}

// The tuning table's rows that name rung 1, timed at their four transposes.
template <class In, class Out>
void row(cublasHandle_t h, const char* tname, int m, int n, int k) {
  using Rung = std::conditional_t<std::is_same_v<In, float>, ladder::HalfMmaTf32Rung,
                                  ladder::HalfMmaRung>;
  std::printf("%s %dx%dx%d: tile %d\n", tname, m, n, k,
              Rung::template choose<Exec, In, Out>(Exec(), m, n));
  for (const char* op : {"NN", "NT", "TN", "TT"})
    run_case<In, Out>(h, tname, m, n, k, op[0], op[1], Store::exact, 1, 0, 20);
}

int main(int argc, char** argv) {
  Kokkos::initialize(argc, argv);
  {
    const std::string mode = argc > 1 ? argv[1] : "check";
    cublasHandle_t h;
    cublasCreate(&h);
    cublasSetStream(h, Exec().cuda_stream());
    using Policy = Kokkos::TeamPolicy<Exec>;
    std::printf("%s, %d SMs; team scratch %zu bytes\n16-bit: %s\ntf32: %s\n",
                Exec().cuda_device_prop().name, Exec().cuda_device_prop().multiProcessorCount,
                device::team_scratch_max<Policy>(), ladder::HalfMmaRung::name().c_str(),
                ladder::HalfMmaTf32Rung::name().c_str());
    if (mode == "rows") {
      row<half_t, half_t>(h, "f16", 6079, 521, 67);
      row<half_t, float>(h, "f16f32", 6079, 521, 67);
      row<bhalf_t, bhalf_t>(h, "bf16", 6079, 521, 67);
      row<bhalf_t, float>(h, "bf16f32", 251, 7121, 929);
    } else if (mode == "time") {
      run_case<half_t, half_t>(h, "f16", 4096, 4096, 4096, 'N', 'N', Store::exact, 1, 0, 20);
      run_case<half_t, float>(h, "f16f32", 4096, 4096, 4096, 'T', 'N', Store::exact, 1, 0, 20);
      run_case<bhalf_t, float>(h, "bf16f32", 8192, 8192, 8192, 'N', 'N', Store::exact, 1, 0, 20);
      run_case<bhalf_t, bhalf_t>(h, "bf16", 8192, 8192, 8192, 'T', 'N', Store::exact, 1, 0, 20);
      run_case<float, float>(h, "tf32", 8192, 8192, 8192, 'T', 'N', Store::exact, 1, 0, 20);
    } else {
      const bool san = mode == "san";
      const std::vector<Shape> shapes =
          san ? std::vector<Shape>{{1100, 4200, 40}, {1100, 2100, 72}, {257, 129, 77}}
              : std::vector<Shape>{{1100, 4200, 72}, {1100, 2100, 200}, {257, 129, 77},
                                   {300, 260, 1000}, {130, 70, 33},     {17, 9, 50},
                                   {64, 8, 20},      {1, 1, 1},         {128, 256, 64}};
      const std::vector<Store> stores =
          san ? std::vector<Store>{Store::exact, Store::aligned}
              : std::vector<Store>{Store::exact, Store::aligned, Store::offset};
      sweep<half_t, float>(h, "f16f32", shapes, stores);
      sweep<bhalf_t, bhalf_t>(h, "bf16", shapes, stores);
      sweep<float, float>(h, "tf32", shapes, stores);
      if (!san) {
        sweep<half_t, half_t>(h, "f16", shapes, stores);
        sweep<bhalf_t, float>(h, "bf16f32", shapes, stores);
      }
    }
    std::printf("%d cases, %d failed\n", cases, failures);
    cublasDestroy(h);
  }
  Kokkos::finalize();
  return failures == 0 ? 0 : 1;
}
