// device::TmaGemm: the large FP64 tile fed by the copy engine. On an sm_90 GPU with
// sm_90a code its copy-engine kernel runs NN and TN calls whose operands it can read (op(A) along M
// or K, op(B) along K, even leading dimensions), the packed tile
// the rest; elsewhere the packed tile runs everything. Against the reference: every transpose
// and storage mix at shapes with ragged tiles, a ragged last slab and stages reused many times;
// where each call goes; and beta == 0 never reading C.

#include <limits>
#include <tgemm/device/tma_gemm.hpp>
#include <tgemm/tuning.hpp>
#include <tgemm/tuning/candidates.hpp>

#include "support/storage_sweep.hpp"

namespace tgemm::test {
namespace {

using Tma = device::TmaGemm<device::tma_gemm::tile>;

// M a multiple of 16 or not (the last row of tiles with some, all or none of its blocks whole,
// M below 16), N and K ragged against the tile, K odd (odd leading dimensions: the fallback),
// 64 slabs (the stages' barriers through many phases).
const GemmCase kTmaShapes[] = {
    {'N', 'N', 192, 261, 118}, {'N', 'N', 80, 136, 64},  {'N', 'N', 1000, 250, 300},
    {'N', 'N', 16, 8, 2},      {'N', 'N', 130, 7, 33},   {'N', 'N', 256, 384, 1024},
    {'N', 'N', 10, 140, 40},   {'N', 'N', 178, 130, 34}, {'N', 'N', 118, 64, 16},
};

// Whether exec is an sm_90 GPU running sm_90a code: where the copy-engine kernel runs.
template <class E>
bool hopper_code(const E& exec) {
#if defined(KOKKOS_ENABLE_CUDA) && defined(TGEMM_HAVE_TENSOR_MAPS)
  if constexpr (std::is_same_v<E, Kokkos::Cuda>)
    return exec.cuda_device_prop().major == 9 && device::sm90a_compiled(exec);
#endif
  (void)exec;
  return false;
}

// Whether TmaGemm runs at all here (its fallback's scratch), else the reason to skip.
bool runs_here(std::string& why) {
  try {
    Tma::check<ExecSpace, double>(ExecSpace());
  } catch (const std::invalid_argument& e) {
    why = e.what();  // the fallback's scratch: more than a host backend gives a team
    return false;
  }
  return true;
}

TEST(TmaGemm, MatchesReferenceEveryTransposeAndStorage) {
  std::string why;
  if (!runs_here(why)) GTEST_SKIP() << why;
  check_every_storage<double>(kTmaShapes, {0, 32},
                              [](double alpha, const auto& p, double beta, index_t band) {
                                Tma::run<ExecSpace, double>(ExecSpace(), alpha, p.a, p.b, beta, p.c,
                                                            ScheduleOptions{.band_rows = band});
                              });
}

// TmaGemm is one of auto's candidates, found by its name (the table's rows name it).
TEST(TmaGemm, IsACandidate) {
  int listed = 0;
  tuning::for_each_candidate<tuning::GpuKernels, double>([&](auto k) {
    if constexpr (device::is_tma_gemm<typename decltype(k)::type>) ++listed;
  });
  EXPECT_EQ(listed, 1);
  EXPECT_GE((tuning::candidate_index_in<tuning::GpuKernels, double>(Tma::name())), 0);
}

// Which calls take the copy engine: on an sm_90 GPU with sm_90a code, NN (M a multiple of 16
// or not) and TN with even leading dimensions; never NT or TT or an odd leading dimension;
// nowhere else at all.
TEST(TmaGemm, CopiesWhereTheEngineCanReadTheOperands) {
  const index_t m = 96, n = 40, k = 24;
  Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace> A("A", m + 1, k + 1), At("At", k, m),
      B("B", k, n), Bt("Bt", n, k);
  auto ref = [](const auto& v, index_t rows, index_t cols) {
    return MatrixRef<const double>{v.data(), rows, cols, 1, index_t(v.stride(1))};
  };
  const MatrixRef<const double> a_nn{A.data(), m, k, 1, 2 * (m / 2 + 1)};  // ld 98
  const MatrixRef<const double> a_odd{A.data(), m, k, 1, m + 1};           // ld 97
  const MatrixRef<const double> a_tn = ref(At, k, m).transposed();
  const MatrixRef<const double> a_m_off{A.data(), m - 6, k, 1, 2 * (m / 2 + 1)};
  const MatrixRef<const double> b_n = ref(B, k, n), b_t = ref(Bt, n, k).transposed();
  const ExecSpace exec;
  const bool expected = hopper_code(exec);
  EXPECT_EQ(Tma::copies_here(exec, a_nn, b_n), expected);
  EXPECT_EQ(Tma::copies_here(exec, a_tn, b_n), expected);
  EXPECT_FALSE(Tma::copies_here(exec, a_nn, b_t));  // NT: op(B) along N
  EXPECT_FALSE(Tma::copies_here(exec, a_tn, b_t));  // TT
  EXPECT_FALSE(Tma::copies_here(exec, a_odd, b_n));
  EXPECT_EQ(Tma::copies_here(exec, a_m_off, b_n), expected);
  // a window one value in: 8 bytes off 16-byte alignment
  const MatrixRef<const double> a_shifted{A.data() + 1, m, k, 1, 2 * (m / 2 + 1)};
  EXPECT_FALSE(Tma::copies_here(exec, a_shifted, b_n));
}

// beta == 0 never reads C: NaN in C does not reach the result, NN and TN.
TEST(TmaGemm, BetaZeroNeverReadsC) {
  std::string why;
  if (!runs_here(why)) GTEST_SKIP() << why;
  const index_t m = 144, n = 136, k = 40;
  for (const char* ta : {"N", "T"}) {
    Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace> A("A", ta[0] == 'N' ? m : k,
                                                           ta[0] == 'N' ? k : m),
        B("B", k, n), C("C", m, n);
    Kokkos::deep_copy(A, 1.0);
    Kokkos::deep_copy(B, 2.0);
    Kokkos::deep_copy(C, std::numeric_limits<double>::quiet_NaN());
    const auto p =
        device::make_problem(ta, "N", Kokkos::View<const double**, Kokkos::LayoutLeft, MemSpace>(A),
                             Kokkos::View<const double**, Kokkos::LayoutLeft, MemSpace>(B), C);
    Tma::run<ExecSpace, double>(ExecSpace(), 0.5, p.a, p.b, 0.0, p.c);
    const auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
    for (index_t j = 0; j < n; ++j)
      for (index_t i = 0; i < m; ++i)
        ASSERT_EQ(h(i, j), double(k)) << ta << "N (" << i << "," << j << ")";
  }
}

}  // namespace
}  // namespace tgemm::test
