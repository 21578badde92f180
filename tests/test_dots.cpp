// The dots kernel (device::Dots): C's narrow side in a pass of bn or bn / 2, or in several where
// it is wider; either side narrow (the problem then runs transposed); operands along K with
// aligned 16-byte units (copied 16 bytes at a time) or any other way (one value a copy at their
// strides: every transpose and storage mix); K in one slice or several added by the split-K sum,
// a ragged last chunk. Against the reference: a tile small enough for host backends' team
// scratch, and every candidate the execution space can run (on CUDA, the tensor-core products).

#include <tgemm/device/dots.hpp>
#include <tgemm/tuning/candidates.hpp>

#include "support/storage_sweep.hpp"

namespace tgemm::test {
namespace {

const GemmCase kDots[] = {
    {'N', 'N', 70, 1, 300},   {'N', 'N', 5, 300, 1300}, {'N', 'N', 333, 13, 77},
    {'N', 'N', 40, 29, 1030}, {'N', 'N', 45, 70, 90},   {'N', 'N', 1, 1, 2000},
    {'N', 'N', 257, 3, 5},    {'N', 'N', 8, 17, 33},    {'N', 'N', 144, 14, 1397},
};

// Two warps, two stages of 16 values of K: 12 KiB of scratch for doubles.
using SmallDots = device::Dots<Tile{
    .bm = 16, .bn = 16, .bk = 16, .tm = 1, .tn = 2, .warps_m = 2, .teams_per_sm = 4, .stages = 2}>;

template <class T, class K>
void check_kernel() {
  SCOPED_TRACE(K::name());
  K::template check<ExecSpace, T>(ExecSpace());
  check_every_storage<T>(kDots, {0, 3, 8}, [](T alpha, const auto& p, T beta, index_t s) {
    K::template run<ExecSpace, T>(ExecSpace(), alpha, p.a, p.b, beta, p.c,
                                  ScheduleOptions{.slices = s});
  });
}

TEST(Dots, SmallTileMatchesReferenceDouble) {
  check_kernel<double, SmallDots>();
}
TEST(Dots, SmallTileMatchesReferenceFloat) {
  check_kernel<float, SmallDots>();
}

// The candidates auto chooses from, where the execution space holds their scratch.
TEST(Dots, EveryCandidateMatchesReference) {
  int listed = 0, ran = 0;
  tuning::for_each_candidate<tuning::GpuKernels, double>([&](auto k) {
    using K = typename decltype(k)::type;
    if constexpr (device::is_dots<K>) {
      ++listed;
      try {
        K::template check<ExecSpace, double>(ExecSpace());
      } catch (const std::invalid_argument&) {
        return;  // more scratch than a host backend gives a team
      }
      ++ran;
      check_kernel<double, K>();
    }
  });
  EXPECT_GE(listed, 1);
  if (ran == 0) GTEST_SKIP() << "no dots candidate fits this execution space's team scratch";
}

// beta == 0 never reads C: NaN in C does not reach the result, written straight from the
// products (one slice) or by the slices' sum (three).
TEST(Dots, BetaZeroNeverReadsC) {
  const index_t m = 131, n = 5, k = 200;
  for (index_t slices : {1, 3}) {
    Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace> A("A", k, m), B("B", k, n), C("C", m, n);
    Kokkos::deep_copy(A, 1.0);
    Kokkos::deep_copy(B, 2.0);
    Kokkos::deep_copy(C, std::numeric_limits<double>::quiet_NaN());
    const auto p = device::make_problem(
        "T", "N", Kokkos::View<const double**, Kokkos::LayoutLeft, MemSpace>(A),
        Kokkos::View<const double**, Kokkos::LayoutLeft, MemSpace>(B), C);
    SmallDots::run<ExecSpace, double>(ExecSpace(), 0.5, p.a, p.b, 0.0, p.c,
                                      ScheduleOptions{.slices = slices});
    const auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
    for (index_t j = 0; j < n; ++j)
      for (index_t i = 0; i < m; ++i)
        ASSERT_EQ(h(i, j), double(k)) << "slices " << slices << " (" << i << "," << j << ")";
  }
}

}  // namespace
}  // namespace tgemm::test
