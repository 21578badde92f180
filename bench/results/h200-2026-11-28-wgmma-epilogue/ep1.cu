// ep1.cu: half rung 1 (HalfMmaRung) with the epilogue that skips bounds and beta tests in tiles
// inside C, against a copy of half_mma.hpp without it (namespace ladder_ep1). From room.cu:
// Half rung 2 (the library's HalfWgmmaTiles, as src/lib/mixed.cpp instantiates them) with
// Kokkos 4.6 and team-gemm's scratch opt-in (device/scratch_room.hpp), against the tile Kokkos
// 4's room ran at these shapes (128 x 128, two stages) and cublasGemmEx with the same types, at
// 4096³ and 8192³ in four transposes. Per row: one checked run of each (C poisoned with NaN,
// relative norm difference from cuBLAS's C), 3 warm-ups, then 20 rounds timing the three in
// turn (CUDA events); medians. `room MxNxK...` only checks those shapes (for compute-sanitizer);
// ROOM_TYPES=f16,bf16f32,... limits the type pairs.
// Build: KOKKOS=... INC=... bash ../h200-2026-11-28-staged-stores/mk.sh room.cu room
#include <Kokkos_Core.hpp>
#include <Kokkos_Random.hpp>
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <cublas_v2.h>
#include <string>
#include <tgemm/device/scratch_room.hpp>
#include <tgemm/ladder/half_mma.hpp>
#include "half_mma_old.hpp"
#include <vector>

using namespace tgemm;
using Exec = Kokkos::Cuda;
using half_t = Kokkos::Experimental::half_t;
using bhalf_t = Kokkos::Experimental::bhalf_t;

// "lib": rung 1 as committed before the change (a copy, namespace ladder_ep1); "fast epilogue":
// the library's header with it
using Rung16 = ladder_ep1::HalfMmaRung;
using RungTf32 = ladder_ep1::HalfMmaTf32Rung;
using K4_16 = ladder::HalfMmaRung;
using K4_tf32 = ladder::HalfMmaTf32Rung;

template <class T>
cudaDataType cuda_type() {
  if constexpr (std::is_same_v<T, half_t>)
    return CUDA_R_16F;
  else if constexpr (std::is_same_v<T, bhalf_t>)
    return CUDA_R_16BF;
  else
    return CUDA_R_32F;
}

// to(i) = src(from + i), rounded to To
template <class To>
void convert(const Kokkos::View<float*>& src, std::size_t from, const Kokkos::View<To*>& to) {
  Kokkos::parallel_for(
      to.size(), KOKKOS_LAMBDA(std::size_t i) { to(i) = To(src(from + i)); });
}

// ||C - R|| / ||R|| (Frobenius)
template <class Out>
double rel_diff(const Kokkos::View<Out*>& C, const Kokkos::View<Out*>& R) {
  double d = 0, r = 0;
  Kokkos::parallel_reduce(
      C.size(),
      KOKKOS_LAMBDA(std::size_t i, double& dd, double& rr) {
        const double x = double(float(C(i))), y = double(float(R(i)));
        dd += (x - y) * (x - y);
        rr += y * y;
      },
      d, r);
  return std::sqrt(d / r);
}

template <class In, class Out>
void row(cublasHandle_t h, int m, int n, int k, char ta, char tb, const char* tname,
         bool check_only) {
  Exec exec;
  Kokkos::View<float*> src("src", std::size_t(m) * k + std::size_t(k) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(20261128 + m + n + k + ta * 3 + tb);
  Kokkos::fill_random(src, pool, -1.0f, 1.0f);
  Kokkos::View<In*> A("A", std::size_t(m) * k), B("B", std::size_t(k) * n);
  convert(src, 0, A);
  convert(src, std::size_t(m) * k, B);
  Kokkos::View<Out*> C("C", std::size_t(m) * n), R("R", std::size_t(m) * n);
  const int lda = ta == 'N' ? m : k, ldb = tb == 'N' ? k : n;
  // op(A) is m x k, op(B) k x n; 'T' operands are stored transposed (column-major)
  const index_t a_rs = ta == 'N' ? 1 : k, a_cs = ta == 'N' ? m : 1;
  const index_t b_rs = tb == 'N' ? 1 : n, b_cs = tb == 'N' ? k : 1;
  device::Problem<Out, In> p;
  p.a = MatrixRef<const In>{A.data(), m, k, a_rs, a_cs};
  p.b = MatrixRef<const In>{B.data(), k, n, b_rs, b_cs};
  p.c = MatrixRef<Out>{C.data(), m, n, 1, m};
  constexpr bool tf32 = std::is_same_v<In, float>;
  using Room = std::conditional_t<tf32, RungTf32, Rung16>;
  using K4 = std::conditional_t<tf32, K4_tf32, K4_16>;
  const float one = 1, zero = 0;
  auto cublas = [&] {
    cublasGemmEx(h, ta == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T, tb == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T, m,
                 n, k, &one, A.data(), cuda_type<In>(), lda, B.data(), cuda_type<In>(), ldb, &zero,
                 R.data(), cuda_type<Out>(), m,
                 tf32 ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  };
  auto room = [&] { Room::template run<Exec, In, Out>(exec, 1.0f, p, 0.0f); };
  auto k4 = [&] { K4::template run<Exec, In, Out>(exec, 1.0f, p, 0.0f); };
  Room::template check<Exec, In, Out>(exec);
  cublas();
  auto err = [&](const std::function<void()>& f) {
    Kokkos::deep_copy(C, Out(Kokkos::Experimental::quiet_NaN<float>::value));
    f();
    return rel_diff(C, R);
  };
  const double e_room = err(room), e_k4 = err(k4);
  if (check_only) {
    std::printf("%dx%dx%d %c%c %-8s lib err %.1e, fast epilogue err %.1e\n", m, n, k, ta, tb, tname,
                e_room, e_k4);
    return;
  }
  std::vector<float> t[3];
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  auto time = [&](const std::function<void()>& f) {
    cudaEventRecord(e0, exec.cuda_stream());
    f();
    cudaEventRecord(e1, exec.cuda_stream());
    cudaEventSynchronize(e1);
    float ms;
    cudaEventElapsedTime(&ms, e0, e1);
    return ms;
  };
  for (int w = 0; w < 3; ++w) time(room), time(k4), time(cublas);
  for (int r = 0; r < 20; ++r) {
    t[0].push_back(time(room));
    t[1].push_back(time(k4));
    t[2].push_back(time(cublas));
  }
  double med[3];
  for (int i = 0; i < 3; ++i) {
    std::sort(t[i].begin(), t[i].end());
    med[i] = 0.5 * (t[i][9] + t[i][10]);
  }
  const double tf = 2.0 * m * n * double(k) * 1e-9;
  std::printf(
      "%dx%dx%d %c%c %-8s lib %7.1f TFLOP/s %5.1f %% (err %.1e) | fast epilogue %7.1f %5.1f %% (err "
      "%.1e) | cublas %7.1f | speedup %.3fx\n",
      m, n, k, ta, tb, tname, tf / med[0], 100 * med[2] / med[0], e_room, tf / med[1],
      100 * med[2] / med[1], e_k4, tf / med[2], med[0] / med[1]);
  cudaEventDestroy(e0);
  cudaEventDestroy(e1);
}

int main(int argc, char** argv) {
  Kokkos::initialize(argc, argv);
  {
    cublasHandle_t h;
    cublasCreate(&h);
    cublasSetStream(h, Exec().cuda_stream());
    using Policy = Kokkos::TeamPolicy<Exec>;
    std::printf("Kokkos %d, %s; level-0 team scratch: Kokkos %zu bytes, team-gemm %zu bytes\n",
                KOKKOS_VERSION, Exec().cuda_device_prop().name,
                std::size_t(Policy::scratch_size_max(0)), device::team_scratch_max<Policy>());
    // room [MxNxK ...]: those shapes checked only (for compute-sanitizer); else the timed rows
    std::vector<std::array<int, 3>> shapes;
    for (int i = 1; i < argc; ++i) {
      std::array<int, 3> s{};
      if (std::sscanf(argv[i], "%dx%dx%d", &s[0], &s[1], &s[2]) == 3) shapes.push_back(s);
    }
    const bool check_only = !shapes.empty();
    if (!check_only) shapes = {{4096, 4096, 4096}, {8192, 8192, 8192}};
    // ROOM_TYPES=f16,tf32 (say): only those type pairs
    const char* types = std::getenv("ROOM_TYPES");
    auto want = [&](const char* t) {
      return !types || (std::string(",") + types + ",").find(std::string(",") + t + ",") !=
                           std::string::npos;
    };
    for (const auto& [m, n, k] : shapes)
      for (const char* op : {"NN", "TN", "NT", "TT"}) {
        if (want("f16")) row<half_t, half_t>(h, m, n, k, op[0], op[1], "f16", check_only);
        if (want("f16f32")) row<half_t, float>(h, m, n, k, op[0], op[1], "f16f32", check_only);
        if (want("bf16")) row<bhalf_t, bhalf_t>(h, m, n, k, op[0], op[1], "bf16", check_only);
        if (want("bf16f32")) row<bhalf_t, float>(h, m, n, k, op[0], op[1], "bf16f32", check_only);
        if (want("tf32")) row<float, float>(h, m, n, k, op[0], op[1], "tf32", check_only);
      }
    cublasDestroy(h);
  }
  Kokkos::finalize();
}
