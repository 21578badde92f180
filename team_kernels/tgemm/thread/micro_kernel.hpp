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
#include <type_traits>

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
KOKKOS_INLINE_FUNCTION constexpr int vector_bytes() {
#if defined(__AVX512F__)
  return 64;
#elif defined(__AVX__)
  return 32;
#else
  return 16;
#endif
}

// Vector registers of the ISA compiled for: 32 with AVX-512 and on AArch64, 16 elsewhere.
constexpr int vector_registers() {
#if defined(__AVX512F__) || defined(__aarch64__)
  return 32;
#else
  return 16;
#endif
}

// Values of T per vector in an MR-tall micro-kernel: the widest that divides MR.
template <class T, int MR>
KOKKOS_INLINE_FUNCTION constexpr int vector_lanes() {
  int lanes = vector_bytes() / int(sizeof(T));
  while (lanes > 1 && MR % lanes != 0) lanes /= 2;
  return lanes;
}

// Edge widths. A panel at C's edge, short of MR rows or NR columns, is multiplied by a narrower
// micro-kernel rather than padded whole: a C of a few rows or columns would otherwise pay for
// the full MR x NR block every step. Along MR (the vectors) the widths are a quarter, a half
// and one vector, then whole vectors; along NR (the broadcasts of B) powers of two; both end at
// the full width.
template <class T, int R, bool rows>
KOKKOS_INLINE_FUNCTION constexpr int first_edge_width() {
  return rows && vector_lanes<T, R>() >= 4 ? vector_lanes<T, R>() / 4 : 1;
}
template <class T, int R, bool rows>
KOKKOS_INLINE_FUNCTION constexpr int next_edge_width(int w) {
  constexpr int L = vector_lanes<T, R>();
  return rows && w >= L ? w + L : 2 * w;
}

// f(std::integral_constant<int, W>{}) with W the narrowest edge width that holds `need` <= R
// rows (rows) or columns of an R-wide panel: R itself where need is R. (W, the width tried
// next, starts at the first edge width.)
template <class T, int R, bool rows, int W = first_edge_width<T, R, rows>(), class F>
KOKKOS_FORCEINLINE_FUNCTION void with_edge_width(int need, const F& f) {
  if constexpr (W >= R) {
    f(std::integral_constant<int, R>{});
  } else {
    if (need <= W)
      f(std::integral_constant<int, W>{});
    else
      with_edge_width<T, R, rows, next_edge_width<T, R, rows>(W)>(need, f);
  }
}

// Where a micro-kernel reads its operands: A's MR values of step p at a + p * a_k (unit stride
// between them), B's value (p, j) at b + p * b_k + j * b_j. Packed panels are {MR} and {NR, 1};
// small problems read the caller's matrices in place.
struct PanelStrides {
  index_t a_k, b_k, b_j;
};

// A vector of values to or from memory (unaligned); a scalar where the plain loops run.
template <class T, class V>
KOKKOS_FORCEINLINE_FUNCTION void store_lanes(T* dst, const V& v) {
  if constexpr (std::is_same_v<V, T>)
    *dst = v;
  else
    __builtin_memcpy(dst, &v, sizeof(V));
}
template <class V, class T>
KOKKOS_FORCEINLINE_FUNCTION V load_lanes(const T* src) {
  if constexpr (std::is_same_v<V, T>) {
    return *src;
  } else {
    V v;
    __builtin_memcpy(&v, src, sizeof(V));
    return v;
  }
}

// sum over p < kc of A(p, i) * B(p, j) for the MR x NR block: per k, MR / lanes vector loads of
// A, NR broadcasts of B and NR * MR / lanes FMAs into accumulators that stay in registers (with
// -march=native on an AVX-512 CPU, 32 x 12 floats are 24 zmm; 16 x 14 doubles 28). Written
// with vector types because GCC's vectorizer, on the plain loops, sometimes loads B's NR values
// as one vector and permutes them out, spilling accumulators. `finish(j, i, v)` receives the
// sums of column j, rows [i, i + L), as one vector v of L values (L = 1 in the plain loops);
// `step(p)` runs at the start of step p (nothing, but where the caller prefetches).
struct NoStep {
  KOKKOS_FORCEINLINE_FUNCTION void operator()(int) const {}
};
template <int MR, int NR, class T, class Finish, class Step = NoStep>
KOKKOS_FORCEINLINE_FUNCTION void micro_kernel_body(int kc, const T* TGEMM_RESTRICT a,
                                                   const T* TGEMM_RESTRICT b, PanelStrides s,
                                                   const Finish& finish, const Step& step = {}) {
#if defined(TGEMM_HAVE_VECTOR_EXTENSIONS)
  constexpr int L = vector_lanes<T, MR>(), VM = MR / L;
  using V = typename SimdVector<T, L>::type;
  V acc[NR][VM] = {};
  for (int p = 0; p < kc; ++p) {
    step(p);
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
  TGEMM_HOST_UNROLL
  for (int j = 0; j < NR; ++j) TGEMM_HOST_UNROLL
  for (int v = 0; v < VM; ++v) finish(j, v * L, acc[j][v]);
#else
  T acc[NR][MR] = {};
  for (int p = 0; p < kc; ++p) {
    step(p);
    for (int j = 0; j < NR; ++j)
      for (int i = 0; i < MR; ++i) acc[j][i] += a[p * s.a_k + i] * b[p * s.b_k + j * s.b_j];
  }
  for (int j = 0; j < NR; ++j)
    for (int i = 0; i < MR; ++i) finish(j, i, acc[j][i]);
#endif
}

// The block's sums into out[j][i]: one vector store per accumulator (a single memcpy of the
// block compiles to a library call through a stack copy).
template <int MR, int NR, class T>
KOKKOS_FORCEINLINE_FUNCTION void micro_kernel_body(int kc, const T* TGEMM_RESTRICT a,
                                                   const T* TGEMM_RESTRICT b, PanelStrides s,
                                                   T (&out)[NR][MR]) {
  micro_kernel_body<MR, NR>(kc, a, b, s,
                            [&](int j, int i, const auto& v) { store_lanes(&out[j][i], v); });
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

// A block of C that overlaps blocks already stored: the last block of a matrix whose size is
// no multiple of the block's, moved back to end at the matrix's edge. Its first `rows` rows and
// `cols` columns hold final values and are left as they are.
struct Overlap {
  int rows = 0, cols = 0;
};

#if defined(TGEMM_HAVE_VECTOR_EXTENSIONS)
// Lanes of V not below `first`: a mask for the vector conditional (all bits set where true).
template <class V, class T, int L>
KOKKOS_FORCEINLINE_FUNCTION auto lanes_from(int first) {
  using I = std::conditional_t<sizeof(T) == 8, long long, int>;
  using M = typename SimdVector<I, L>::type;
  M index{};
  for (int l = 0; l < L; ++l) index[l] = l;
  return index >= (M{} + I(first));
}
#endif

// Lines of memory to request while a micro-kernel runs (the next matrix of a batch): `lines`
// lines of 64 bytes from `at`, one or two requests a k step, so that the requests never queue
// up behind each other (a burst of them stalls the core until the memory system takes them).
// Where there are more than two lines a step, some are skipped: the L2's adjacent-line
// prefetcher brings their pairs. Into L1, or L2 where `to_l1` is false.
struct LinePrefetch {
  const char* at = nullptr;
  int lines = 0;
  bool to_l1 = true;
};

// C's MR x NR block (unit row stride, column stride ldc) = alpha * A B + beta * C, the
// accumulators combined with C straight from the registers: for matrices so small (a batch of
// 16 x 16) that a trip of the block through memory costs as much as its product. beta == 0
// never reads C, but for the values of an overlap, which this call wrote before.
template <int MR, int NR, class T>
KOKKOS_FORCEINLINE_FUNCTION void micro_kernel_to_c_body(int kc, const T* TGEMM_RESTRICT a,
                                                        const T* TGEMM_RESTRICT b, PanelStrides s,
                                                        T* TGEMM_RESTRICT c, index_t ldc, T alpha,
                                                        T beta, Overlap o, LinePrefetch pf) {
  // Step p requests lines from min(p * stride, lines - 1): one, or two where there are more
  // lines than steps (more would take load slots from the broadcasts of B).
  const int per_step = (pf.lines + kc - 1) / kc;
  [[maybe_unused]] const index_t stride = 64 * index_t(per_step),
                                 last = 64 * index_t(pf.lines > 0 ? pf.lines - 1 : 0);
  [[maybe_unused]] const index_t second = per_step > 1 ? 64 * index_t(per_step / 2) : 0;
  [[maybe_unused]] const char* pf_at = pf.lines > 0 ? pf.at : reinterpret_cast<const char*>(a);
  micro_kernel_body<MR, NR>(
      kc, a, b, s,
      [&](int j, int i, const auto& v) {
        using V = std::remove_cvref_t<decltype(v)>;
        constexpr int L = int(sizeof(V) / sizeof(T));
        if (j < o.cols || i + L <= o.rows) return;
        T* x = c + j * ldc + i;
        V r = alpha * v;
        if (beta != T(0) || i < o.rows) {
          const V old = load_lanes<V>(x);
          if (beta != T(0)) r += beta * old;
          if (i < o.rows) {
#if defined(TGEMM_HAVE_VECTOR_EXTENSIONS)
            r = lanes_from<V, T, L>(o.rows - i) ? r : old;
#endif
          }
        }
        store_lanes(x, r);
      },
      [&](int p) {
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__CUDA_ARCH__)
        const char* x = pf_at + Kokkos::min(p * stride, last);
        const char* y = pf_at + Kokkos::min(p * stride + second, last);
        if (pf.to_l1) {
          __builtin_prefetch(x, 0, 3);
          if (second) __builtin_prefetch(y, 0, 3);
        } else {
          __builtin_prefetch(x, 0, 2);
          if (second) __builtin_prefetch(y, 0, 2);
        }
#else
        (void)p;
#endif
      });
}

// The same as a function of its own where the block is larger than 256 bytes (as
// micro_kernel); smaller blocks (8 x 4 floats, the matrices of a batch of 7 x 13 ones) are
// inlined into the caller, whose call would cost as much as the block.
template <int MR, int NR, class T>
KOKKOS_FUNCTION TGEMM_NOINLINE void micro_kernel_to_c_call(int kc, const T* TGEMM_RESTRICT a,
                                                           const T* TGEMM_RESTRICT b,
                                                           PanelStrides s, T* TGEMM_RESTRICT c,
                                                           index_t ldc, T alpha, T beta, Overlap o,
                                                           LinePrefetch pf) {
  micro_kernel_to_c_body<MR, NR>(kc, a, b, s, c, ldc, alpha, beta, o, pf);
}
template <int MR, int NR, class T>
KOKKOS_FORCEINLINE_FUNCTION void micro_kernel_to_c(int kc, const T* TGEMM_RESTRICT a,
                                                   const T* TGEMM_RESTRICT b, PanelStrides s,
                                                   T* TGEMM_RESTRICT c, index_t ldc, T alpha,
                                                   T beta, Overlap o, LinePrefetch pf = {}) {
  if constexpr (MR * NR * sizeof(T) <= 256)
    micro_kernel_to_c_body<MR, NR>(kc, a, b, s, c, ldc, alpha, beta, o, pf);
  else
    micro_kernel_to_c_call<MR, NR>(kc, a, b, s, c, ldc, alpha, beta, o, pf);
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
