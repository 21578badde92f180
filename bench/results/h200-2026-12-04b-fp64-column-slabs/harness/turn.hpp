// Shared by this folder's harnesses: variants timed in turn with cublasDgemm (rounds of one
// run each, the first variant rotating, median of 20; the last variant is cuBLAS, the ratios'
// base), and the types they use.
#pragma once
#include <functional>
#include <string>
#include "../../h200-2026-11-27-odd-sizes/harness/common.hpp"

struct Variant {
  std::string name;
  std::function<void()> run;
};

static void turn(const Exec& exec, const char* label, std::vector<Variant>& vs, double flop) {
  const int n = int(vs.size()), rounds = 20;
  std::vector<std::vector<double>> t(n);
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  for (auto& v : vs) { v.run(); v.run(); }
  exec.fence();
  for (int r = 0; r < rounds; ++r)
    for (int j = 0; j < n; ++j) {
      auto& v = vs[(r + j) % n];
      cudaEventRecord(a, exec.cuda_stream());
      v.run();
      cudaEventRecord(b, exec.cuda_stream());
      cudaEventSynchronize(b);
      float ms;
      cudaEventElapsedTime(&ms, a, b);
      t[(r + j) % n].push_back(ms);
    }
  std::vector<double> med(n);
  for (int j = 0; j < n; ++j) {
    std::sort(t[j].begin(), t[j].end());
    med[j] = t[j][rounds / 2];
  }
  for (int j = 0; j < n; ++j)
    std::printf("%s %-32s %8.4f ms %6.2f TFLOP/s %6.1f %% of cublas\n", label, vs[j].name.c_str(), med[j], flop / med[j] * 1e-9, 100 * med[n - 1] / med[j]);
  std::fflush(stdout);
}

using T = double;
using CRef = MatrixRef<const T>;
using Dev = Kokkos::View<T*, Kokkos::CudaSpace>;

// Each variant but cuBLAS (the last) run once into C (dc, n x n, column-major) poisoned first
// and checked against cuBLAS (op(A) = A^T where ta, B as stored); check_then_turn then times
// them all by turn().
template <class V>
void check_variants(const Exec& exec, cublasHandle_t h, const char* label, std::vector<Variant>& vs,
                    bool ta, int n, const V& da, const V& db, const V& dc) {
  using S = typename V::value_type;
  for (std::size_t j = 0; j + 1 < vs.size(); ++j) {
    Kokkos::deep_copy(dc, S(0.0 / 0.0));
    exec.fence();
    vs[j].run();
    exec.fence();
    std::printf("%s %-32s err %.1e\n", label, vs[j].name.c_str(), rel_err<S>(exec, h, ta, false, n, n, n, da, n, db, n, dc));
  }
}

template <class V>
void check_then_turn(const Exec& exec, cublasHandle_t h, const char* label, std::vector<Variant>& vs,
                     bool ta, int n, const V& da, const V& db, const V& dc) {
  check_variants(exec, h, label, vs, ta, n, da, db, dc);
  turn(exec, label, vs, 2.0 * n * n * double(n));
}

// Kokkos, an instance and a cuBLAS handle on its stream, for a harness's main.
struct CudaSession {
  Kokkos::ScopeGuard guard;
  Exec exec;
  cublasHandle_t h;
  CudaSession(int& argc, char** argv) : guard(argc, argv) {
    cublasCreate(&h);
    cublasSetStream(h, exec.cuda_stream());
  }
};

// n x n column-major operands in device memory: A and B uniform in [-1, 1) from `seed`, C.
template <class S>
struct SquareOperands {
  using V = Kokkos::View<S*, Kokkos::CudaSpace>;
  V a, b, c;
  SquareOperands(int n, std::uint64_t seed)
      : a("a", std::size_t(n) * n), b("b", std::size_t(n) * n), c("c", std::size_t(n) * n) {
    Kokkos::Random_XorShift64_Pool<Exec> pool(seed);
    Kokkos::fill_random(a, pool, S(-1), S(1));
    Kokkos::fill_random(b, pool, S(-1), S(1));
  }
};

// A variant that runs K (a device::Gemm) on (a, b, c) with `opts`, alpha 1 and beta 0.
template <class K>
Variant gemm_variant(const char* name, const Exec& exec, CRef a, CRef b, MatrixRef<T> c,
                     ScheduleOptions opts = {}) {
  return {name, [&exec, a, b, c, opts] { K::template run<Exec, T>(exec, T(1), a, b, T(0), c, opts); }};
}

// One FP64 n^3 product, NN or TN (op(A) = A^T where op is "TN"), on column-major operands fresh
// from `seed`: add(vs, a, b, c) pushes the variants, cuBLAS (cublasDgemm) comes last; each
// checked from a poisoned C, then all timed in turn (only checked where check_only).
template <class Add>
void dgemm_square(const CudaSession& s, int n, const char* op, std::uint64_t seed, Add&& add,
                  bool check_only = false) {
  const SquareOperands<T> x(n, seed);
  const bool ta = op[0] == 'T';
  CRef a{x.a.data(), n, n, 1, n};
  const CRef b{x.b.data(), n, n, 1, n};
  if (ta) a = a.transposed();
  const MatrixRef<T> c{x.c.data(), n, n, 1, n};
  std::vector<Variant> vs;
  add(vs, a, b, c);
  const T one = 1, zero = 0;
  cublasHandle_t h = s.h;
  const T *pa = x.a.data(), *pb = x.b.data();
  T* pc = x.c.data();
  vs.push_back({"cublas", [=] {
                  cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, pa, n, pb, n, &zero, pc, n);
                }});
  char label[32];
  std::snprintf(label, sizeof label, "f64 %d^3 %s", n, op);
  if (check_only)
    check_variants(s.exec, s.h, label, vs, ta, n, x.a, x.b, x.c);
  else
    check_then_turn(s.exec, s.h, label, vs, ta, n, x.a, x.b, x.c);
}

// A harness's rounds from its arguments, ROUNDS [N...] (default 3 rounds of 4096 and 8192):
// shape(n, "NN") and shape(n, "TN") for each N, each round.
template <class Shape>
void square_rounds(int argc, char** argv, Shape&& shape) {
  const int rounds = argc > 1 ? std::atoi(argv[1]) : 3;
  std::vector<int> sizes;
  for (int i = 2; i < argc; ++i) sizes.push_back(std::atoi(argv[i]));
  if (sizes.empty()) sizes = {4096, 8192};
  for (int rep = 0; rep < rounds; ++rep)
    for (int n : sizes) {
      shape(n, "NN");
      shape(n, "TN");
    }
}
