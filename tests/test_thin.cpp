// The thin kernel (device::Thin): C's narrow side in one pass of a quarter, half or all of the
// tile's bn, or in several passes where it is wider; either side narrow (the problem then runs
// transposed); its three maps (X with unit stride down its columns: rows; along K at the
// narrowest width: lanes; along K otherwise, or strided: staged); K in one slice or several
// added by the split-K sum. Against the reference for every transpose, storage mix and the
// tests' alpha/beta pairs: K below one 32-value step, one chunk and several with a ragged last
// one.

#include <tgemm/device/thin.hpp>
#include <tgemm/tuning/candidates.hpp>

#include "support/mixed_exact.hpp"
#include "support/storage_sweep.hpp"

namespace tgemm::test {
namespace {

const GemmCase kThin[] = {
    {'N', 'N', 70, 1, 300},   {'N', 'N', 5, 300, 1300}, {'N', 'N', 333, 13, 77},
    {'N', 'N', 40, 29, 1030}, {'N', 'N', 45, 70, 90},   {'N', 'N', 1, 1, 2000},
    {'N', 'N', 257, 3, 5},    {'N', 'N', 8, 17, 33},
};

// Every Thin of the tuning candidates of T, through its own run(), with the slices its rule
// picks (0) and forced ones.
template <class T>
void check_candidates() {
  int ran = 0;
  tuning::for_each_candidate<tuning::GpuKernels, T>([&](auto k) {
    using K = typename decltype(k)::type;
    if constexpr (device::is_thin<K>) {
      SCOPED_TRACE(K::name());
      ++ran;
      K::template check<ExecSpace, T>(ExecSpace());
      check_every_storage<T>(kThin, {0, 3, 8}, [](T alpha, const auto& p, T beta, index_t s) {
        K::template run<ExecSpace, T>(ExecSpace(), alpha, p.a, p.b, beta, p.c,
                                      ScheduleOptions{.slices = s});
      });
    }
  });
  EXPECT_GE(ran, 1);
}

TEST(Thin, EveryCandidateMatchesReferenceFloat) {
  check_candidates<float>();
}
TEST(Thin, EveryCandidateMatchesReferenceDouble) {
  check_candidates<double>();
}

// Operands and C of another type than the arithmetic (the half path's use: values converted as
// they are read; the staged map then stages through registers): exact on small integers in
// all three maps (A column-major: rows; A row-major at the narrowest width: lanes; wider:
// staged), either side narrow, one slice and several, beta = 0 with NaN in C.
TEST(Thin, OperandsOfAnotherTypeThanTheArithmetic) {
  int ran = 0;
  tuning::for_each_candidate<tuning::GpuKernels, float>([&](auto c) {
    using K = typename decltype(c)::type;
    if constexpr (device::is_thin<K>) {
      SCOPED_TRACE(K::name());
      ++ran;
      K::template check<ExecSpace, float, double, double>(ExecSpace());
      const index_t shapes[][3] = {{70, 1, 300}, {5, 300, 1300}, {333, 13, 77}, {40, 29, 1030}};
      int i = 0;
      for (const auto& s : shapes)
        for (char ta : {'N', 'T'})
          for (char tb : {'N', 'T'})
            for (index_t slices : {0, 3}) {
              const bool zero = i % 2 == 0;
              check_mixed_exact(ta, tb, s[0], s[1], s[2], zero ? 1.0f : 0.5f, zero ? 0.0f : -2.0f,
                                i++ % 3 == 0, [&](float alpha, const auto& p, float beta) {
                                  K::template run<ExecSpace, float>(
                                      ExecSpace(), alpha, p.a, p.b, beta, p.c,
                                      ScheduleOptions{.slices = slices});
                                });
            }
    }
  });
  EXPECT_GE(ran, 1);
}

// beta == 0 never reads C: NaN in C does not reach the result, written straight from the
// products (one slice) or by the slices' sum (three), in both maps.
TEST(Thin, BetaZeroNeverReadsC) {
  using K = device::Thin<Tile{
      .bm = 128, .bn = 32, .bk = 128, .tm = 1, .tn = 32, .warps_m = 4, .teams_per_sm = 4}>;
  const index_t m = 131, n = 5, k = 200;
  for (bool rows_map : {true, false})
    for (index_t slices : {1, 3}) {
      Kokkos::View<float**, Kokkos::LayoutLeft, MemSpace> A("A", rows_map ? m : k,
                                                            rows_map ? k : m),
          B("B", k, n), C("C", m, n);
      Kokkos::deep_copy(A, 1.0f);
      Kokkos::deep_copy(B, 2.0f);
      Kokkos::deep_copy(C, std::numeric_limits<float>::quiet_NaN());
      const auto p = device::make_problem(
          rows_map ? "N" : "T", "N", Kokkos::View<const float**, Kokkos::LayoutLeft, MemSpace>(A),
          Kokkos::View<const float**, Kokkos::LayoutLeft, MemSpace>(B), C);
      K::run<ExecSpace, float>(ExecSpace(), 0.5f, p.a, p.b, 0.0f, p.c,
                               ScheduleOptions{.slices = slices});
      const auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
      for (index_t j = 0; j < n; ++j)
        for (index_t i = 0; i < m; ++i)
          ASSERT_EQ(h(i, j), float(k))
              << "rows map " << rows_map << ", slices " << slices << " (" << i << "," << j << ")";
    }
}

}  // namespace
}  // namespace tgemm::test
