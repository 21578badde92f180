// The small-K kernel (device::SmallK): K staged whole in chunks, C written as 16-byte words
// down its columns where C is column-major with aligned columns, 32 adjacent elements a warp
// otherwise (its two thread maps), and a row-major C run as the transposed problem. Against
// the reference for every transpose, storage mix and the tests' alpha/beta pairs: K of one
// value, a few, exactly one chunk, one past it and several chunks with a ragged last one; m
// and n that leave edge tiles and edge words (m not a multiple of four: C's columns are not
// 16-byte aligned, the element map runs).

#include <tgemm/device/small_k.hpp>
#include <tgemm/tuning/candidates.hpp>

#include "support/mixed_exact.hpp"
#include "support/storage_sweep.hpp"

namespace tgemm::test {
namespace {

const GemmCase kSmallK[] = {
    {'N', 'N', 133, 70, 3},  {'N', 'N', 128, 64, 16}, {'N', 'N', 256, 96, 1},
    {'N', 'N', 64, 200, 17}, {'N', 'N', 5, 3, 40},    {'N', 'N', 300, 65, 2},
    {'N', 'N', 132, 33, 5},  {'N', 'N', 1, 129, 33},
};

// Every SmallK of the tuning candidates of T, through its own run().
template <class T>
void check_candidates() {
  int ran = 0;
  tuning::for_each_candidate<tuning::GpuKernels, T>([&](auto k) {
    using K = typename decltype(k)::type;
    if constexpr (device::is_small_k<K>) {
      SCOPED_TRACE(K::name());
      ++ran;
      K::template check<ExecSpace, T>(ExecSpace());
      check_every_storage<T>(kSmallK, {0}, [](T alpha, const auto& p, T beta, index_t) {
        K::template run<ExecSpace, T>(ExecSpace(), alpha, p.a, p.b, beta, p.c);
      });
    }
  });
  EXPECT_GE(ran, 2);
}

TEST(SmallK, EveryCandidateMatchesReferenceFloat) {
  check_candidates<float>();
}
TEST(SmallK, EveryCandidateMatchesReferenceDouble) {
  check_candidates<double>();
}

// Operands and C of another type than the arithmetic (the half path's use: values converted as
// they are staged, C in the element map): exact on small integers, every transpose, C either
// way, beta = 0 with NaN in C, and K of one chunk, a ragged one and several.
TEST(SmallK, OperandsOfAnotherTypeThanTheArithmetic) {
  int ran = 0;
  tuning::for_each_candidate<tuning::GpuKernels, float>([&](auto c) {
    using K = typename decltype(c)::type;
    if constexpr (device::is_small_k<K>) {
      SCOPED_TRACE(K::name());
      ++ran;
      K::template check<ExecSpace, float, double, double>(ExecSpace());
      const index_t shapes[][3] = {{133, 70, 3}, {64, 200, 17}, {300, 65, 40}, {1, 129, 16}};
      int i = 0;
      for (const auto& s : shapes)
        for (char ta : {'N', 'T'})
          for (char tb : {'N', 'T'}) {
            const bool zero = i % 2 == 0;
            check_mixed_exact(ta, tb, s[0], s[1], s[2], zero ? 1.0f : 0.5f, zero ? 0.0f : -2.0f,
                              i++ % 3 == 0, [](float alpha, const auto& p, float beta) {
                                K::template run<ExecSpace, float>(ExecSpace(), alpha, p.a, p.b,
                                                                  beta, p.c);
                              });
          }
    }
  });
  EXPECT_GE(ran, 2);
}

// beta == 0 never reads C: NaN in C does not reach the result, where C's columns are 16-byte
// aligned (m a multiple of four: the word map) and where they are not (the element map).
TEST(SmallK, BetaZeroNeverReadsC) {
  using K = device::SmallK<Tile{
      .bm = 128, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 1, .teams_per_sm = 4}>;
  for (index_t m : {128, 131}) {
    const index_t n = 70, k = 3;
    Kokkos::View<float**, Kokkos::LayoutLeft, MemSpace> A("A", m, k), B("B", k, n), C("C", m, n);
    Kokkos::deep_copy(A, 1.0f);
    Kokkos::deep_copy(B, 2.0f);
    Kokkos::deep_copy(C, std::numeric_limits<float>::quiet_NaN());
    const auto p =
        device::make_problem("N", "N", Kokkos::View<const float**, Kokkos::LayoutLeft, MemSpace>(A),
                             Kokkos::View<const float**, Kokkos::LayoutLeft, MemSpace>(B), C);
    K::run<ExecSpace, float>(ExecSpace(), 0.5f, p.a, p.b, 0.0f, p.c);
    const auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
    for (index_t j = 0; j < n; ++j)
      for (index_t i = 0; i < m; ++i)
        ASSERT_EQ(h(i, j), 3.0f) << "m=" << m << " (" << i << "," << j << ")";
  }
}

}  // namespace
}  // namespace tgemm::test
