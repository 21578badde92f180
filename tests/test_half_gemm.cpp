// The mixed-precision GEMM (tgemm/precision.hpp): half and bfloat16 inputs with fp32
// accumulation, C in the input type or float, every rung of the half ladder and auto, every
// transpose, aligned and unaligned operands; tf32 for float inputs.
//
// The bound every element is held to, from first principles. The inputs are rounded to In
// once, on the host, and the reference multiplies those same values in double, so input
// rounding is not an error of the GEMM. A product of two 16-bit values is exact in fp32 (11 x
// 11 significant bits for half, 8 x 8 for bfloat16, both within fp32's 24). Summing k such
// products in fp32, in any order and with any fused or truncating adds the tensor cores use,
// errs by at most about k units of 2^-23 of the sum of |products| (Higham's gamma_k, with
// twice fp32's unit roundoff for truncation). alpha * acc + beta * C in fp32 adds a few units
// more. Rounding the result into C adds half a unit of C's precision of |result| (2^-11 half,
// 2^-8 bfloat16). So, with S = |alpha| sum_l |a_il b_lj| + |beta c_ij|:
//   |C_ij - ref_ij| <= (k + 4) 2^-23 S + u_C |ref_ij| + (the smallest normal of C's type)
// tf32 (10 explicit mantissa bits) rounds each input once more: 2 * 2^-11 S more, measured
// against the reference of the float inputs.
//
// Where Kokkos has no 16-bit types of its own (host-only builds) half_t and bhalf_t are float;
// the same tests then run the float pairs through the same API, and the tests that need a
// 16-bit C (overflow at 65504) are skipped, saying so.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/gemm.hpp>
#include <tgemm/tuning.hpp>
#include <tgemm/tuning/half.hpp>
#include <vector>

#include "support/half_bound.hpp"
#include "support/table_guard.hpp"

namespace tgemm::test {
namespace {

using Exec = Kokkos::DefaultExecutionSpace;
using Mem = Exec::memory_space;

// How a matrix is stored: inside a LayoutLeft or LayoutRight parent, at its origin or one
// element in (then neither 16-byte aligned nor with a leading dimension of 8k).
enum class Store { left_aligned, left_exact, right_exact, left_offset };
constexpr Store kStores[] = {Store::left_aligned, Store::left_exact, Store::right_exact,
                             Store::left_offset};
const char* name(Store s) {
  switch (s) {
    case Store::left_aligned:
      return "left_aligned";
    case Store::left_exact:
      return "left_exact";
    case Store::right_exact:
      return "right_exact";
    case Store::left_offset:
      return "left_offset";
  }
  return "?";
}

// A rows x cols matrix of T on the device: the parent and the subview a GEMM gets, and the
// host copy of the values (column-major, as doubles).
template <class T>
struct Mat {
  using Left = Kokkos::View<T**, Kokkos::LayoutLeft, Mem>;
  using Right = Kokkos::View<T**, Kokkos::LayoutRight, Mem>;
  Left left;
  Right right;
  Kokkos::View<T**, Kokkos::LayoutStride, Mem> view;
  index_t rows, cols;
  Store store;

  Mat(index_t r, index_t c, Store s) : rows(r), cols(c), store(s) {
    const index_t pad = s == Store::left_offset ? 1 : 0;
    const index_t pr = s == Store::left_aligned ? (r + 7) / 8 * 8 : r + pad;
    if (s == Store::right_exact) {
      right = Right("right", r, c);
      view = Kokkos::subview(right, Kokkos::ALL, Kokkos::ALL);
    } else {
      left = Left("left", pr, c + pad);
      view = Kokkos::subview(left, std::pair<index_t, index_t>(pad, pad + r),
                             std::pair<index_t, index_t>(pad, pad + c));
    }
  }
  // Sets every element (parent included) from f(i, j) of the matrix; the parent's other
  // entries get `outside`.
  template <class F>
  void set(F&& f, double outside = 0) {
    auto fill = [&](auto parent) {
      auto h = Kokkos::create_mirror_view(parent);
      const index_t off = store == Store::left_offset ? 1 : 0;
      for (index_t j = 0; j < index_t(h.extent(1)); ++j)
        for (index_t i = 0; i < index_t(h.extent(0)); ++i) {
          const index_t a = i - off, b = j - off;
          const bool in = a >= 0 && a < rows && b >= 0 && b < cols;
          h(i, j) = T(float(in ? f(a, b) : outside));
        }
      Kokkos::deep_copy(parent, h);
    };
    if (store == Store::right_exact)
      fill(right);
    else
      fill(left);
  }
  // The matrix's values, column-major (read through the contiguous parent).
  std::vector<double> get() const {
    std::vector<double> v(rows * cols);
    const index_t off = store == Store::left_offset ? 1 : 0;
    auto read = [&](auto parent) {
      auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), parent);
      for (index_t j = 0; j < cols; ++j)
        for (index_t i = 0; i < rows; ++i) v[i + j * rows] = double(float(h(i + off, j + off)));
    };
    if (store == Store::right_exact)
      read(right);
    else
      read(left);
    return v;
  }
};

struct Case {
  index_t m, n, k;
  char ta, tb;
  Store store;
  float alpha, beta;
  HalfVariant variant;
  bool fma = false;  // the FMA kernel auto weighs against the tensor cores, whether or not it would
  int candidate =
      -1;  // a half candidate by index (tuning/half.hpp), run as tgemm-half-bench --tune does
};

std::string describe(const Case& c, std::uint64_t s) {
  return std::to_string(c.m) + "x" + std::to_string(c.n) + "x" + std::to_string(c.k) + " " + c.ta +
         c.tb + " " + name(c.store) + " alpha=" + std::to_string(c.alpha) +
         " beta=" + std::to_string(c.beta) + " variant=" +
         (c.candidate >= 0 ? "candidate " + std::to_string(c.candidate)
          : c.fma          ? std::string("fma")
                           : std::string(to_string(c.variant))) +
         " seed=" + std::to_string(s);
}

// Runs one case with fresh inputs and checks every element of C against the bound above.
// Returns the relative norm error (for the record).
template <class In, class Out>
double check_case(const Case& c, Compute compute = Compute::fp32) {
  const std::uint64_t s = fresh_seed();
  std::mt19937_64 gen(s);
  std::uniform_real_distribution<double> dist(-1, 1);
  const index_t ar = c.ta == 'N' ? c.m : c.k, ac = c.ta == 'N' ? c.k : c.m;
  const index_t br = c.tb == 'N' ? c.k : c.n, bc = c.tb == 'N' ? c.n : c.k;
  Mat<In> A(ar, ac, c.store), B(br, bc, c.store);
  Mat<Out> C(c.m, c.n, c.store);
  A.set([&](index_t, index_t) { return dist(gen); });
  B.set([&](index_t, index_t) { return dist(gen); });
  // beta == 0: C is poisoned with NaN, which must not reach the result.
  const double nan = std::numeric_limits<double>::quiet_NaN();
  C.set([&](index_t, index_t) { return c.beta == 0 ? nan : dist(gen); }, nan);
  const auto a = A.get(), b = B.get(), c0 = C.get();
  auto opa = [&](index_t i, index_t l) { return c.ta == 'N' ? a[i + l * ar] : a[l + i * ar]; };
  auto opb = [&](index_t l, index_t j) { return c.tb == 'N' ? b[l + j * br] : b[j + l * br]; };
  auto tf32 = [&](double x) {
    if (compute != Compute::fast_tf32) return x;
    int e;
    const double f = std::frexp(x, &e);  // round to 11 significant bits
    return std::ldexp(std::nearbyint(std::ldexp(f, 11)), e - 11);
  };

  const std::string ta(1, c.ta), tb(1, c.tb);
  if (c.candidate >= 0)
    tuning::run_half_candidate<Exec, In, Out>(
        Exec(), c.candidate, c.alpha,
        device::make_problem(ta.c_str(), tb.c_str(), A.view, B.view, C.view), c.beta);
  else if (c.fma)
    tgemm::detail::gemm_mixed_fma<Exec, In, Out>(
        Exec(), c.alpha, device::make_problem(ta.c_str(), tb.c_str(), A.view, B.view, C.view),
        c.beta);
  else
    tgemm::gemm(Exec(), ta.c_str(), tb.c_str(), c.alpha, A.view, B.view, c.beta, C.view,
                GemmOptions{.half_variant = c.variant, .compute = compute});
  Kokkos::fence();
  const auto got = C.get();

  double err2 = 0, ref2 = 0;
  int bad = 0;
  std::string first;
  for (index_t j = 0; j < c.n; ++j)
    for (index_t i = 0; i < c.m; ++i) {
      double dot = 0, mag = 0, dot_tf32 = 0;
      for (index_t l = 0; l < c.k; ++l) {
        dot += opa(i, l) * opb(l, j);
        dot_tf32 += tf32(opa(i, l)) * tf32(opb(l, j));
        mag += std::abs(opa(i, l) * opb(l, j));
      }
      const double cij = c0[i + j * c.m];
      const double ref = c.alpha * dot + (c.beta == 0 ? 0.0 : c.beta * cij);
      const double S = std::abs(c.alpha) * mag + (c.beta == 0 ? 0.0 : std::abs(c.beta * cij));
      double bound = half_bound<Out>(c.k, S, ref);
      if (compute == Compute::fast_tf32) {
        // measured against the tf32-rounded inputs' product, or the float one: either is right
        const double ref_tf32 = c.alpha * dot_tf32 + (c.beta == 0 ? 0.0 : c.beta * cij);
        bound += std::abs(ref_tf32 - ref) + 2 * std::ldexp(1.0, -11) * S;
      }
      const double y = got[i + j * c.m];
      err2 += (y - ref) * (y - ref);
      ref2 += ref * ref;
      if (!(std::abs(y - ref) <= bound)) {
        if (bad++ == 0)
          first = "C(" + std::to_string(i) + "," + std::to_string(j) + ") = " + std::to_string(y) +
                  ", reference " + std::to_string(ref) + ", bound " + std::to_string(bound);
      }
    }
  EXPECT_EQ(bad, 0) << device::scalar_name<In>() << "->" << device::scalar_name<Out>() << " "
                    << describe(c, s) << ": " << bad << " elements outside the bound; first "
                    << first;
  return ref2 > 0 ? std::sqrt(err2 / ref2) : std::sqrt(err2);
}

// Case c with the type pair `pair` of five: f16 -> f16, f16 -> f32, bf16 -> bf16, bf16 -> f32,
// tf32.
void check_type_pair(int pair, const Case& c) {
  switch (pair) {
    case 0:
      check_case<half_t, half_t>(c);
      break;
    case 1:
      check_case<half_t, float>(c);
      break;
    case 2:
      check_case<bhalf_t, bhalf_t>(c);
      break;
    case 3:
      check_case<bhalf_t, float>(c);
      break;
    default:
      check_case<float, float>(c, Compute::fast_tf32);
  }
}

template <class In, class Out>
void sweep(HalfVariant variant) {
  const index_t shapes[][3] = {
      {1, 1, 1}, {37, 45, 29}, {130, 67, 100}, {256, 136, 48}, {64, 64, 513}};
  const float scalars[][2] = {{1, 0}, {-1, 1}, {0.5f, -0.25f}, {0, 2}};
  int i = 0;
  for (const auto& sh : shapes)
    for (char ta : {'N', 'T'})
      for (char tb : {'N', 'T'})
        for (Store st : kStores) {
          const auto& ab = scalars[i++ % 4];
          check_case<In, Out>({sh[0], sh[1], sh[2], ta, tb, st, ab[0], ab[1], variant});
        }
}

constexpr HalfVariant kVariants[] = {HalfVariant::half_team_scratch, HalfVariant::half_mma,
                                     HalfVariant::half_wgmma, HalfVariant::automatic};

TEST(HalfGemm, HalfToHalfEveryRungTransposeAndStorage) {
  for (HalfVariant v : kVariants) sweep<half_t, half_t>(v);
}
TEST(HalfGemm, HalfToFloatEveryRungTransposeAndStorage) {
  for (HalfVariant v : kVariants) sweep<half_t, float>(v);
}
TEST(HalfGemm, BhalfToBhalfEveryRungTransposeAndStorage) {
  for (HalfVariant v : kVariants) sweep<bhalf_t, bhalf_t>(v);
}
TEST(HalfGemm, BhalfToFloatEveryRungTransposeAndStorage) {
  for (HalfVariant v : kVariants) sweep<bhalf_t, float>(v);
}

// The FMA kernels auto may take instead of the tensor cores (FP32's small-K and thin kernels on
// the 16-bit operands as they lie), forced at shapes of both: small K with C large and small,
// a narrow C with a long K (its slices and their sum), every transpose and storage, each type
// pair and tf32 (whose FMA kernels multiply in full fp32); and auto at the same shapes,
// whichever it takes.
TEST(HalfGemm, FmaKernelsEveryTransposeAndStorage) {
  const index_t shapes[][3] = {{300, 260, 7},  {37, 45, 29},   {5, 3, 40},
                               {200, 3, 3000}, {5, 300, 1300}, {1, 1, 2000}};
  const float scalars[][2] = {{1, 0}, {-1, 1}, {0.5f, -0.25f}};
  int i = 0;
  for (bool fma : {true, false})
    for (const auto& sh : shapes)
      for (char ta : {'N', 'T'})
        for (char tb : {'N', 'T'})
          for (Store st : kStores) {
            const auto& ab = scalars[i++ % 3];
            const Case c{sh[0], sh[1], sh[2], ta, tb, st, ab[0], ab[1], HalfVariant::automatic,
                         fma};
            check_type_pair(i % 5, c);
          }
}

// Larger than a tile in every direction, many slabs of K: the pipeline's stages turn over.
// (Rung 2 also splits K across teams here: few tiles, many slabs.)
TEST(HalfGemm, ManyTilesAndSlabs) {
  for (HalfVariant v : {HalfVariant::half_mma, HalfVariant::half_wgmma, HalfVariant::automatic}) {
    check_case<half_t, float>({300, 260, 1000, 'N', 'N', Store::left_aligned, 1, 0, v});
    check_case<bhalf_t, bhalf_t>({260, 300, 777, 'T', 'N', Store::right_exact, 1, 1, v});
  }
}

// Enough C for a wave of rungs 2's and 1's wide tiles (9 x 17 tiles of 128 x 256; with Kokkos
// 5's scratch they run on GPUs of up to 153 multiprocessors), and, at 1100 x 2100, for a wave of
// their 128 x 128 tiles but not of the 128 x 256 ones (on 82 to 153 multiprocessors): ragged on
// every side, K not a whole slab, in place and packed.
TEST(HalfGemm, WideTiles) {
  for (HalfVariant v : {HalfVariant::half_mma, HalfVariant::half_wgmma, HalfVariant::automatic}) {
    check_case<half_t, float>({1100, 2100, 200, 'T', 'T', Store::right_exact, 1, 0, v});
    check_case<float, float>({1100, 2100, 72, 'T', 'N', Store::left_exact, 1, 0, v},
                             Compute::fast_tf32);
    check_case<half_t, half_t>({1100, 4200, 72, 'T', 'N', Store::left_exact, 1, 0, v});
    check_case<bhalf_t, float>({1100, 4200, 72, 'N', 'N', Store::left_offset, -1, 0.5f, v});
    check_case<float, float>({1100, 4200, 40, 'N', 'T', Store::left_aligned, 1, 0, v},
                             Compute::fast_tf32);
  }
}

// Small C, deep K: rung 2 splits K over many teams and adds the splits' sums in one pass that
// scales, adds beta C (never reading C when beta is 0) and rounds.
TEST(HalfGemm, DeepKSmallC) {
  for (HalfVariant v : {HalfVariant::half_wgmma, HalfVariant::automatic}) {
    check_case<half_t, half_t>({17, 9, 5000, 'T', 'N', Store::left_offset, 0.5f, -1, v});
    check_case<bhalf_t, float>({3, 150, 20011, 'N', 'T', Store::right_exact, 1, 0, v});
    check_case<half_t, float>({130, 70, 3001, 'N', 'N', Store::left_exact, -1, 0.25f, v});
  }
}

TEST(HalfGemm, Tf32MatchesTheRoundedInputsProduct) {
  for (HalfVariant v : kVariants)
    for (char ta : {'N', 'T'})
      for (char tb : {'N', 'T'})
        check_case<float, float>({70, 90, 200, ta, tb, Store::left_exact, 1, 0.5f, v},
                                 Compute::fast_tf32);
}

// tf32 rounds each input to nearest (10 explicit mantissa bits), never truncates: x = 1 + 2^-11 +
// 2^-13 becomes 1 + 2^-10 (truncated, 1). The one nonzero product of each element puts x's
// tf32 value, times a power of two, in C exactly. Paths without a tf32 product (FP32 FMA)
// return x itself; those with one (a kernel name with "mma", on a GPU of sm_80 or newer) must
// round. auto may take either here (an FMA kernel where the cost model puts it ahead; tf32 is
// what a call allows, not what it demands, as with cuBLAS' fast-tf32 compute type).
TEST(HalfGemm, Tf32RoundsEachInputToNearest) {
  const double x = 1 + std::ldexp(1.0, -11) + std::ldexp(1.0, -13),
               rounded = 1 + std::ldexp(1.0, -10);
  bool tensor_cores = false;
#if defined(KOKKOS_ENABLE_CUDA)
  if constexpr (std::is_same_v<Exec, Kokkos::Cuda>)
    tensor_cores = Exec().cuda_device_prop().major >= 8;
#endif
  const index_t m = 70, n = 90, k = 24, l0 = 3;
  for (HalfVariant v : kVariants) {
    const bool strict = tensor_cores && v != HalfVariant::automatic &&
                        half_kernel_name<Exec, float, float>(v, Compute::fast_tf32).find("mma") !=
                            std::string::npos;
    for (bool x_in_a : {true, false})
      for (char ta : {'N', 'T'})
        for (char tb : {'N', 'T'}) {
          // op(A)(i, l), op(B)(l, j): nonzero at l = l0 only
          auto opa = [&](index_t i, index_t l) {
            if (l != l0) return 0.0;
            return x_in_a ? (i % 2 ? -x : x) : double(1 << (i % 3));
          };
          auto opb = [&](index_t l, index_t j) {
            if (l != l0) return 0.0;
            return x_in_a ? double(1 << (j % 3)) : (j % 2 ? -x : x);
          };
          Mat<float> A(ta == 'N' ? m : k, ta == 'N' ? k : m, Store::left_exact);
          Mat<float> B(tb == 'N' ? k : n, tb == 'N' ? n : k, Store::left_exact);
          Mat<float> C(m, n, Store::left_exact);
          A.set([&](index_t r, index_t c) { return ta == 'N' ? opa(r, c) : opa(c, r); });
          B.set([&](index_t r, index_t c) { return tb == 'N' ? opb(r, c) : opb(c, r); });
          C.set([](index_t, index_t) { return std::numeric_limits<double>::quiet_NaN(); });
          tgemm::gemm(Exec(), std::string(1, ta).c_str(), std::string(1, tb).c_str(), 1.0f, A.view,
                      B.view, 0.0f, C.view, {.half_variant = v, .compute = Compute::fast_tf32});
          const auto y = C.get();
          int bad = 0;
          std::string first;
          for (index_t j = 0; j < n; ++j)
            for (index_t i = 0; i < m; ++i) {
              const double exact = opa(i, l0) * opb(l0, j);
              const double want = exact / x * rounded;  // x's tf32 value in its place
              const double got = y[i + j * m];
              if (got == want || (!strict && got == exact)) continue;
              if (bad++ == 0)
                first = "C(" + std::to_string(i) + "," + std::to_string(j) +
                        ") = " + std::to_string(got) + ", tf32 " + std::to_string(want);
            }
          EXPECT_EQ(bad, 0) << to_string(v) << " " << ta << tb << (x_in_a ? " x in A" : " x in B")
                            << (strict ? " (tensor cores)" : "") << ": first " << first;
        }
  }
}

// A 16-bit C overflows to inf as cuBLAS' does: 2 x 256 x 256 = 131072 > 65504.
TEST(HalfGemm, HalfCOverflowsToInfinity) {
  if constexpr (!is_16bit_v<half_t>) {
    GTEST_SKIP() << "half_t is float in this Kokkos build: there is no 16-bit C to overflow";
  } else {
    for (HalfVariant v : kVariants) {
      Mat<half_t> A(16, 2, Store::left_aligned), B(2, 16, Store::left_aligned);
      Mat<half_t> C(16, 16, Store::left_aligned);
      Mat<float> Cf(16, 16, Store::left_aligned);
      A.set([](index_t, index_t) { return 256.0; });
      B.set([](index_t, index_t) { return 256.0; });
      tgemm::gemm(Exec(), "N", "N", 1.0f, A.view, B.view, 0.0f, C.view, {.half_variant = v});
      tgemm::gemm(Exec(), "N", "N", 1.0f, A.view, B.view, 0.0f, Cf.view, {.half_variant = v});
      for (double y : C.get()) EXPECT_TRUE(std::isinf(y) && y > 0) << to_string(v) << ": " << y;
      for (double y : Cf.get()) EXPECT_EQ(y, 131072.0) << to_string(v);
    }
  }
}

// NaN and inf in the inputs reach exactly the outputs IEEE arithmetic says they reach.
TEST(HalfGemm, NanAndInfinityPropagate) {
  for (HalfVariant v : kVariants) {
    const index_t m = 20, n = 24, k = 40;
    Mat<half_t> A(m, k, Store::left_aligned), B(k, n, Store::left_aligned);
    Mat<float> C(m, n, Store::left_aligned);
    const double inf = std::numeric_limits<double>::infinity();
    // row 0 of A holds a NaN; column 2 of A is positive, and B(2, 5) is +inf, the rest of
    // row 2 of B zero: column 5 of C is +inf below row 0, and row 0 NaN.
    A.set([&](index_t i, index_t l) {
      if (i == 0 && l == 7) return std::numeric_limits<double>::quiet_NaN();
      if (l == 2) return 0.5;
      return 0.25 * double((i + l) % 3) - 0.25;
    });
    B.set([&](index_t l, index_t j) {
      if (l == 2) return j == 5 ? inf : 0.0;
      return 0.125 * double((l * 3 + j) % 5) - 0.25;
    });
    tgemm::gemm(Exec(), "N", "N", 1.0f, A.view, B.view, 0.0f, C.view, {.half_variant = v});
    const auto y = C.get();
    for (index_t j = 0; j < n; ++j) {
      EXPECT_TRUE(std::isnan(y[0 + j * m])) << to_string(v) << " C(0," << j << ")";
      for (index_t i = 1; i < m; ++i) {
        if (j == 5)
          EXPECT_TRUE(std::isinf(y[i + j * m]) && y[i + j * m] > 0)
              << to_string(v) << " C(" << i << ",5) = " << y[i + j * m];
        else
          EXPECT_TRUE(std::isfinite(y[i + j * m])) << to_string(v) << " C(" << i << "," << j << ")";
      }
    }
  }
}

// Bad arguments throw before anything runs, name the argument, and leave C as it was.
TEST(HalfGemm, BadArgumentsNameTheArgumentAndLeaveCUntouched) {
  Mat<half_t> A(8, 4, Store::left_aligned), B(5, 8, Store::left_aligned);
  Mat<half_t> C(8, 8, Store::left_aligned);
  C.set([](index_t i, index_t j) { return double(i + 8 * j); });
  const auto before = C.get();
  EXPECT_NE(invalid_argument_message([&] {
              tgemm::gemm(Exec(), "N", "N", 1.f, A.view, B.view, 0.f, C.view);
            }).find("'A' and 'B' do not conform"),
            std::string::npos);
  EXPECT_NE(invalid_argument_message([&] {
              tgemm::gemm(Exec(), "X", "N", 1.f, A.view, B.view, 0.f, C.view);
            }).find("'transA'"),
            std::string::npos);
  if constexpr (is_16bit_v<half_t>) {
    Mat<half_t> B4(4, 8, Store::left_aligned);
    EXPECT_NE(invalid_argument_message([&] {
                tgemm::gemm(Exec(), "N", "N", 1.f, A.view, B4.view, 0.f, C.view,
                            {.compute = Compute::fast_tf32});
              }).find("'options.compute'"),
              std::string::npos);
  }
  EXPECT_EQ(C.get(), before);
}

TEST(HalfGemm, EveryRungHasAName) {
  for (const auto& r : half_rungs) {
    EXPECT_FALSE((half_kernel_name<Exec, half_t, half_t>(r.variant).empty())) << r.name;
    EXPECT_EQ(half_variant_from_string(r.name), r.variant);
  }
  EXPECT_FALSE((half_kernel_name<Exec, bhalf_t, float>(HalfVariant::automatic).empty()));
}

// ---------------------------------------------------------------------------------------------
// The half candidates and the table rows that choose between them (tgemm/tuning/half.hpp).

constexpr bool kOnHost = Kokkos::SpaceAccessibility<Exec, Kokkos::HostSpace>::accessible;

TEST(HalfTuning, DtypesAreTheHalfBenchTypes) {
  EXPECT_EQ((tuning::half_dtype<float, float>()), "tf32");
  if constexpr (is_16bit_v<half_t>) {
    EXPECT_EQ((tuning::half_dtype<half_t, half_t>()), "f16");
    EXPECT_EQ((tuning::half_dtype<half_t, float>()), "f16f32");
  }
  if constexpr (is_16bit_v<bhalf_t>) {
    EXPECT_EQ((tuning::half_dtype<bhalf_t, bhalf_t>()), "bf16");
    EXPECT_EQ((tuning::half_dtype<bhalf_t, float>()), "bf16f32");
  }
}

// Names and indices agree; a bad index is refused, naming the argument, before anything runs.
template <class In>
void names_and_indices() {
  const int count = tuning::half_candidate_count<In>();
  std::vector<std::string> names;
  for (int i = 0; i < count; ++i) {
    names.push_back(tuning::half_candidate_name<In>(i));
    EXPECT_FALSE(names.back().empty()) << i;
    EXPECT_EQ(tuning::half_candidate_index<In>(names.back()), i) << names.back();
  }
  EXPECT_EQ(tuning::half_candidate_index<In>("no_such_kernel"), -1);
  EXPECT_NE(invalid_argument_message([&] {
              tuning::half_candidate_name<In>(count);
            }).find("argument 'index'"),
            std::string::npos);
  Mat<In> A(4, 4, Store::left_aligned), B(4, 4, Store::left_aligned), C(4, 4, Store::left_aligned);
  C.set([](index_t i, index_t j) { return double(i + 4 * j); });
  const auto before = C.get();
  for (int bad : {-1, count})
    EXPECT_NE(invalid_argument_message([&] {
                tuning::run_half_candidate<Exec, In, In>(
                    Exec(), bad, 1.f, device::make_problem("N", "N", A.view, B.view, C.view), 0.f);
              }).find("argument 'index'"),
              std::string::npos)
        << bad;
  EXPECT_EQ(C.get(), before);
}

// On a GPU with tensor cores the candidates are rung 2, rung 1 and at least one FMA kernel; on
// host spaces auto has one path and there are none.
TEST(HalfTuning, CandidatesHaveNamesAndIndices) {
  names_and_indices<half_t>();
  names_and_indices<bhalf_t>();
  names_and_indices<float>();
  const Exec exec;
  const int count = tuning::half_candidate_count<half_t>();
  if constexpr (kOnHost) {
    for (int i = 0; i < count; ++i)
      EXPECT_FALSE((tuning::half_candidate_runs<Exec, half_t>(exec, i)));
  } else {
    ASSERT_GE(count, 3);
    for (int i = 2; i < count; ++i)
      EXPECT_TRUE((tuning::half_candidate_runs<Exec, half_t>(exec, i)));
  }
}

// Every candidate that runs here, called by index as tgemm-half-bench --tune calls it: ragged
// shapes, every transpose and storage, each type pair and tf32 in turn.
TEST(HalfTuning, EveryCandidateMatchesReference) {
  const Exec exec;
  const index_t shapes[][3] = {{37, 45, 29}, {130, 67, 100}, {5, 300, 1300}};
  const float scalars[][2] = {{1, 0}, {-1, 1}, {0.5f, -0.25f}};
  int i = 0, ran = 0;
  for (int cand = 0; cand < tuning::half_candidate_count<half_t>(); ++cand) {
    if (!tuning::half_candidate_runs<Exec, half_t>(exec, cand)) continue;
    ++ran;
    for (const auto& sh : shapes)
      for (char ta : {'N', 'T'})
        for (char tb : {'N', 'T'})
          for (Store st : kStores) {
            const auto& ab = scalars[i++ % 3];
            Case c{sh[0], sh[1], sh[2], ta, tb, st, ab[0], ab[1], HalfVariant::automatic};
            c.candidate = cand;
            check_type_pair(i % 5, c);
          }
  }
  if constexpr (!kOnHost) {
    EXPECT_GE(ran, 3);
  } else {
    EXPECT_EQ(ran, 0);
  }
}

void merge_row(const std::string& dtype, index_t m, index_t n, index_t k,
               const std::string& kernel) {
  std::istringstream in(tuning::device_arch(Exec()) + "," + dtype + "," + std::to_string(m) + "," +
                        std::to_string(n) + "," + std::to_string(k) + ",\"" + kernel + "\"\n");
  tuning::Table::instance().merge(tuning::parse_table(in, "test"));
}

// A row within 10 % of the shape, of the call's dtype and naming a candidate that runs here,
// decides auto; a row naming no candidate, another dtype's row or one further away does not.
// auto then runs that candidate, correctly. On host spaces auto has one path whatever the rows.
TEST(HalfTuning, MeasuredRowDecidesAuto) {
  TableGuard guard;
  const Exec exec;
  Mat<half_t> A(300, 50, Store::left_aligned), B(50, 40, Store::left_aligned);
  Mat<float> C(300, 40, Store::left_aligned);
  const auto p = device::make_problem("N", "N", A.view, B.view, C.view);
  const std::string rule = tuning::choose_half(exec, p);
  const std::string dtype = tuning::half_dtype<half_t, float>();
  merge_row(dtype, 300, 40, 50, "no_such_kernel");
  EXPECT_EQ(tuning::choose_half(exec, p), rule);
  const int count = tuning::half_candidate_count<half_t>();
  int decided = 0;
  for (int i = 0; i < count; ++i) {
    if (!tuning::half_candidate_runs<Exec, half_t>(exec, i)) continue;
    const std::string name = tuning::half_candidate_name<half_t>(i);
    // another dtype's row, and a row 25 % away in m: not this call's
    merge_row(dtype == "bf16f32" ? "f16f32" : "bf16f32", 300, 40, 50, name);
    merge_row(dtype, 375, 40, 50, name);
    EXPECT_EQ(tuning::choose_half(exec, p), rule) << name;
    merge_row(dtype, 310, 41, 48, name);  // within 10 % in each of m, n and k
    EXPECT_EQ(tuning::choose_half(exec, p), name);
    check_case<half_t, float>(
        {300, 40, 50, 'N', 'N', Store::left_aligned, 1, 0, HalfVariant::automatic});
    tuning::Table::instance().replace(guard.saved);
    ++decided;
  }
  if constexpr (kOnHost) {
    EXPECT_EQ(decided, 0);
    EXPECT_EQ(tuning::choose_half(exec, p), rule);
  } else {
    EXPECT_GE(decided, 3);
  }
}

}  // namespace
}  // namespace tgemm::test
