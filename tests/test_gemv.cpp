// The GEMV kernel (device::Gemv): C a vector, either way round (a 1 x n C runs transposed), or
// a few columns or rows (a product per column of the narrow side);
// both maps (the matrix with unit stride down its columns and at least 32 rows: axpy; any
// other: dot); K in one slice or several, the last team of each row block adding them. Against
// the reference for every transpose, storage mix and the tests' alpha/beta pairs (beta = 0
// with NaN in C), with K below a lane's step, ragged and long. The runs follow one another on
// one instance, sharing the arrival counts: a count left above zero by one call would make a
// later call's block finish early, or never, and fail its check.

#include <tgemm/device/gemv.hpp>
#include <tgemm/device/host_gemv.hpp>
#include <tgemm/tuning/candidates.hpp>

#include "support/storage_sweep.hpp"

namespace tgemm::test {
namespace {

const GemmCase kGemv[] = {
    {'N', 'N', 70, 1, 300},  {'N', 'N', 1, 300, 1300}, {'N', 'N', 333, 1, 77},
    {'N', 'N', 1, 29, 1030}, {'N', 'N', 1, 1, 2000},   {'N', 'N', 257, 1, 5},
    {'N', 'N', 40, 1, 1},    {'N', 'N', 1, 45, 3},     {'N', 'N', 100, 1, 4097},
    {'N', 'N', 1, 1, 1},     {'N', 'N', 33, 5, 300},   {'N', 'N', 4, 70, 129},
};

// Every Gemv of the tuning candidates of T, through its own run(), with the slices its rule
// picks (0) and forced ones (more than K has steps: as many as it has).
template <class T>
void check_candidates() {
  int ran = 0;
  tuning::for_each_candidate<tuning::GpuKernels, T>([&](auto k) {
    using K = typename decltype(k)::type;
    if constexpr (device::is_gemv<K>) {
      SCOPED_TRACE(K::name());
      ++ran;
      K::template check<ExecSpace, T>(ExecSpace());
      check_every_storage<T>(kGemv, {0, 1, 3, 40}, [](T alpha, const auto& p, T beta, index_t s) {
        K::template run<ExecSpace, T>(ExecSpace(), alpha, p.a, p.b, beta, p.c,
                                      ScheduleOptions{.slices = s});
      });
    }
  });
  EXPECT_GE(ran, 1);
}

TEST(Gemv, EveryCandidateMatchesReferenceFloat) {
  check_candidates<float>();
}
TEST(Gemv, EveryCandidateMatchesReferenceDouble) {
  check_candidates<double>();
}

// The CPU GEMV (device::HostGemv) on host backends: both maps (axpy where the matrix runs along
// C's long side, dot products where it runs along K), the blocked kernel where the long side is
// short, K in one slice or several.
template <class T>
void check_host_gemv() {
  if constexpr (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible) {
    using K = device::HostGemv;
    K::template check<ExecSpace, T>(ExecSpace());
    check_every_storage<T>(kGemv, {0, 1, 3, 40}, [](T alpha, const auto& p, T beta, index_t s) {
      K::template run<ExecSpace, T>(ExecSpace(), alpha, p.a, p.b, beta, p.c,
                                    ScheduleOptions{.slices = s});
    });
  } else {
    GTEST_SKIP() << "host backends only";
  }
}

TEST(Gemv, HostKernelMatchesReferenceFloat) {
  check_host_gemv<float>();
}
TEST(Gemv, HostKernelMatchesReferenceDouble) {
  check_host_gemv<double>();
}

// The cut: enough slices to fill the device, each at least min_len values of K, in whole steps;
// the last team's sum bounded (16 loads a thread, or sqrt(k / 4) slices where K is long).
TEST(Gemv, CutFillsTheDeviceWithinItsBounds) {
  using device::gemv::cut;
  // 174 rows in blocks of 16: 11 blocks; 2112 slots want 192 slices, 16 * 256 / 16 = 256 allow
  // them, 29781 / 512 = 58 is the most of 512 values; 514 values each, in whole steps 768: 39
  auto c = cut(174, 29781, 16, 256, 2112, 256, 512);
  EXPECT_EQ(c.blocks, 11);
  EXPECT_EQ(c.len, 768);
  EXPECT_EQ(c.slices, 39);
  EXPECT_GE(c.len * c.slices, 29781);
  EXPECT_LT(c.len * (c.slices - 1), 29781);
  // 64 rows of a long K in blocks of 32: 16 * 256 / 32 = 128 slices by the loads, sqrt(10^6 / 4)
  // = 500 by the length
  c = cut(64, 1000000, 32, 256, 2112, 32, 512);
  EXPECT_EQ(c.blocks, 2);
  EXPECT_GE(c.slices, 490);
  EXPECT_LE(c.slices, 500);
  // a short K: one slice
  c = cut(9493, 116, 16, 256, 2112, 256, 512);
  EXPECT_EQ(c.slices, 1);
  EXPECT_EQ(c.len, 256);
}

}  // namespace
}  // namespace tgemm::test
