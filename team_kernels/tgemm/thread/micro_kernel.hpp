#pragma once
// The CPU register micro-kernel (BLIS/GotoBLAS): an MR x NR block of C accumulated from a
// packed panel of op(A) (kc x MR, MR values of one k contiguous) and one of op(B) (kc x NR,
// NR values of one k contiguous). Plain C++ with compile-time MR and NR: the host compiler keeps
// the MR x NR accumulators in vector registers and turns each k step into NR broadcasts of B
// and NR * MR / width FMAs (with -march=native on an AVX-512 CPU, 32 x 12 floats are 24 zmm
// accumulators; docs/design.md says how to check the generated code).

#include <Kokkos_Macros.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/thread/unroll.hpp>

#if defined(__GNUC__) || defined(__clang__)
#define TGEMM_RESTRICT __restrict__
#define TGEMM_NOINLINE __attribute__((noinline))
#else
#define TGEMM_RESTRICT
#define TGEMM_NOINLINE
#endif

namespace tgemm::thread {

// GCC's and Clang's vector extensions: a vector of N values of T, the width the compiler maps
// to the ISA's registers (zmm, ymm, NEON q). Not in CUDA translation units, whose host-side
// kernels (the Serial space of a CUDA build) take the plain loops below.
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__CUDACC__)
#define TGEMM_HAVE_VECTOR_EXTENSIONS 1
template <class T, int N>
struct SimdVector {
  typedef T type __attribute__((vector_size(sizeof(T) * N)));
};
#endif

// Bytes of the widest vector register the compiler targets.
constexpr int vector_bytes() {
#if defined(__AVX512F__)
  return 64;
#elif defined(__AVX__)
  return 32;
#else
  return 16;
#endif
}

// Values of T per vector in an MR-tall micro-kernel: the widest that divides MR.
template <class T, int MR>
constexpr int vector_lanes() {
  int lanes = vector_bytes() / int(sizeof(T));
  while (lanes > 1 && MR % lanes != 0) lanes /= 2;
  return lanes;
}

// Where a micro-kernel reads its operands: A's MR values of step p at a + p * a_k (unit stride
// between them), B's value (p, j) at b + p * b_k + j * b_j. Packed panels are {MR} and {NR, 1};
// small problems read the caller's matrices in place.
struct PanelStrides {
  index_t a_k, b_k, b_j;
};

// out[j][i] = sum over p < kc of A(p, i) * B(p, j): per k, MR / lanes vector loads of A, NR
// broadcasts of B and NR * MR / lanes FMAs into accumulators that stay in registers (with
// -march=native on an AVX-512 CPU, 32 x 12 floats are 24 zmm; 16 x 14 doubles 28). Written
// with vector types because GCC's vectorizer, on the plain loops, sometimes loads B's NR values
// as one vector and permutes them out, spilling accumulators.
template <int MR, int NR, class T>
KOKKOS_FORCEINLINE_FUNCTION void micro_kernel_body(int kc, const T* TGEMM_RESTRICT a,
                                                   const T* TGEMM_RESTRICT b, PanelStrides s,
                                                   T (&out)[NR][MR]) {
#if defined(TGEMM_HAVE_VECTOR_EXTENSIONS)
  constexpr int L = vector_lanes<T, MR>(), VM = MR / L;
  using V = typename SimdVector<T, L>::type;
  V acc[NR][VM] = {};
  for (int p = 0; p < kc; ++p) {
    V av[VM];
    TGEMM_HOST_UNROLL
    for (int v = 0; v < VM; ++v) __builtin_memcpy(&av[v], a + p * s.a_k + v * L, sizeof(V));
    TGEMM_HOST_UNROLL
    for (int j = 0; j < NR; ++j) {
      const T bj = b[p * s.b_k + j * s.b_j];  // vector * scalar: one broadcast
      TGEMM_HOST_UNROLL
      for (int v = 0; v < VM; ++v) acc[j][v] += av[v] * bj;
    }
  }
  // One vector store per accumulator (a single memcpy of the block compiles to a library call
  // through a stack copy).
  TGEMM_HOST_UNROLL
  for (int j = 0; j < NR; ++j) TGEMM_HOST_UNROLL
  for (int v = 0; v < VM; ++v) __builtin_memcpy(&out[j][v * L], &acc[j][v], sizeof(V));
#else
  T acc[NR][MR] = {};
  for (int p = 0; p < kc; ++p)
    for (int j = 0; j < NR; ++j)
      for (int i = 0; i < MR; ++i) acc[j][i] += a[p * s.a_k + i] * b[p * s.b_k + j * s.b_j];
  for (int j = 0; j < NR; ++j)
    for (int i = 0; i < MR; ++i) out[j][i] = acc[j][i];
#endif
}

// From packed panels (kc x MR of A, kc x NR of B). A function of its own, as BLIS'
// micro-kernels are, so the loops around it cannot change how it is compiled.
template <int MR, int NR, class T>
KOKKOS_FUNCTION TGEMM_NOINLINE void micro_kernel(int kc, const T* TGEMM_RESTRICT a,
                                                 const T* TGEMM_RESTRICT b, T (&out)[NR][MR]) {
  micro_kernel_body<MR, NR>(kc, a, b, PanelStrides{MR, NR, 1}, out);
}

// From operands in place (A with unit stride along M), for problems too small to repay the
// packing.
template <int MR, int NR, class T>
KOKKOS_FUNCTION TGEMM_NOINLINE void micro_kernel(int kc, const T* TGEMM_RESTRICT a,
                                                 const T* TGEMM_RESTRICT b, PanelStrides s,
                                                 T (&out)[NR][MR]) {
  micro_kernel_body<MR, NR>(kc, a, b, s, out);
}

// The m x n corner (m <= MR, n <= NR) of an accumulator block out to c (column stride ldc,
// unit row stride): c = alpha * acc + beta * c, where beta == 0 never reads c (BLAS semantics).
// A later slab of K adds to what an earlier one wrote: beta = 1.
template <int MR, int NR, class T>
KOKKOS_FORCEINLINE_FUNCTION void store_block(const T (&acc)[NR][MR], T* TGEMM_RESTRICT c,
                                             index_t ldc, int m, int n, T alpha, T beta) {
  if (m == MR && n == NR) {
    if (beta == T(0)) {
      TGEMM_HOST_UNROLL
      for (int j = 0; j < NR; ++j) TGEMM_HOST_UNROLL
      for (int i = 0; i < MR; ++i) c[j * ldc + i] = alpha * acc[j][i];
    } else {
      TGEMM_HOST_UNROLL
      for (int j = 0; j < NR; ++j) TGEMM_HOST_UNROLL
      for (int i = 0; i < MR; ++i) c[j * ldc + i] = alpha * acc[j][i] + beta * c[j * ldc + i];
    }
    return;
  }
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      T& x = c[j * ldc + i];
      x = beta == T(0) ? alpha * acc[j][i] : alpha * acc[j][i] + beta * x;
    }
}

}  // namespace tgemm::thread
