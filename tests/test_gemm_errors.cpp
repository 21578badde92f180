// Bad arguments: std::invalid_argument naming the argument and the shapes, thrown before
// anything runs, with C untouched.

#include <functional>
#include <tgemm/ladder/team_scratch.hpp>

#include "support/gemm_check.hpp"

namespace tgemm::test {
namespace {

using Matrix = Kokkos::View<float**, Kokkos::LayoutLeft, MemSpace>;

Matrix filled(const char* label, int rows, int cols, float value) {
  Matrix m(label, rows, cols);
  fill(m, value);
  return m;
}

// Expects f to throw std::invalid_argument whose message contains every needle, and C
// (compared through the host copy taken before) to be unchanged.
template <class V>
void expect_rejected(const V& C, const std::function<void()>& f,
                     std::initializer_list<std::string> needles) {
  auto before = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
  try {
    f();
    ADD_FAILURE() << "no exception thrown";
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    for (const auto& needle : needles)
      EXPECT_NE(what.find(needle), std::string::npos) << "message: " << what;
  }
  auto after = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
  for (std::size_t i = 0; i < after.extent(0); ++i)
    for (std::size_t j = 0; j < after.extent(1); ++j)
      ASSERT_EQ(after(i, j), before(i, j)) << "C changed at " << i << "," << j;
}

class GemmErrors : public testing::TestWithParam<Variant> {};

TEST_P(GemmErrors, InvalidTranspose) {
  const Variant v = GetParam();
  Matrix A = filled("A", 4, 3, 1), B = filled("B", 3, 5, 1), C = filled("C", 4, 5, 7);
  expect_rejected(C, [&] { tgemm::gemm(ExecSpace(), "X", "N", 1.f, A, B, 0.f, C, v); },
                  {"'transA'", "\"X\""});
  expect_rejected(C, [&] { tgemm::gemm(ExecSpace(), "N", "q", 1.f, A, B, 0.f, C, v); },
                  {"'transB'", "\"q\""});
  expect_rejected(C, [&] { tgemm::gemm(ExecSpace(), "N", nullptr, 1.f, A, B, 0.f, C, v); },
                  {"'transB'", "null"});
}

TEST_P(GemmErrors, MismatchedDimensions) {
  const Variant v = GetParam();
  Matrix A = filled("A", 4, 3, 1), B = filled("B", 3, 5, 1), C = filled("C", 4, 5, 7);
  Matrix B2 = filled("B2", 2, 5, 1), C2 = filled("C2", 4, 6, 7), C3 = filled("C3", 3, 5, 7);
  expect_rejected(C, [&] { tgemm::gemm(ExecSpace(), "N", "N", 1.f, A, B2, 0.f, C, v); },
                  {"'A' and 'B'", "op(A) is 4x3", "op(B) is 2x5", "B is 2x5"});
  // op(A) = A^T is 3x4, which does not conform with B (3x5).
  expect_rejected(C, [&] { tgemm::gemm(ExecSpace(), "T", "N", 1.f, A, B, 0.f, C, v); },
                  {"'A' and 'B'", "op(A) is 3x4", "transA=\"T\""});
  expect_rejected(C2, [&] { tgemm::gemm(ExecSpace(), "N", "N", 1.f, A, B, 0.f, C2, v); },
                  {"'C' is 4x6", "op(A) * op(B) is 4x5"});
  expect_rejected(C3, [&] { tgemm::gemm(ExecSpace(), "N", "N", 1.f, A, B, 0.f, C3, v); },
                  {"'C' is 3x5", "op(A) * op(B) is 4x5"});
}

TEST_P(GemmErrors, OutputOverlapsInput) {
  const Variant v = GetParam();
  Matrix X = filled("X", 8, 8, 1);
  auto A = Kokkos::subview(X, Kokkos::pair(0, 4), Kokkos::pair(0, 4));
  auto B = Kokkos::subview(X, Kokkos::pair(4, 8), Kokkos::pair(4, 8));
  auto C_on_A = Kokkos::subview(X, Kokkos::pair(2, 6), Kokkos::pair(3, 7));  // shares (2..3, 3)
  auto C_on_B = Kokkos::subview(X, Kokkos::pair(4, 8), Kokkos::pair(3, 7));  // shares columns 4..6
  expect_rejected(X, [&] { tgemm::gemm(ExecSpace(), "N", "N", 1.f, A, B, 0.f, C_on_A, v); },
                  {"'C' overlaps argument 'A'"});
  expect_rejected(X, [&] { tgemm::gemm(ExecSpace(), "N", "N", 1.f, A, B, 0.f, C_on_B, v); },
                  {"'C' overlaps argument 'B'"});
  expect_rejected(X, [&] { tgemm::gemm(ExecSpace(), "N", "T", 1.f, A, A, 1.f, A, v); },
                  {"'C' overlaps argument 'A'"});
}

// Disjoint blocks of one parent interleave in memory but share no element: accepted.
TEST_P(GemmErrors, DisjointBlocksOfOneParentAreAccepted) {
  const Variant v = GetParam();
  Matrix X = filled("X", 8, 12, 1);
  auto A = Kokkos::subview(X, Kokkos::pair(0, 8), Kokkos::pair(0, 4));
  auto B = Kokkos::subview(X, Kokkos::pair(0, 4), Kokkos::pair(4, 8));
  auto C = Kokkos::subview(X, Kokkos::pair(0, 8), Kokkos::pair(8, 12));
  EXPECT_NO_THROW(tgemm::gemm(ExecSpace(), "N", "N", 1.f, A, B, 0.f, C, v));
  auto C_right = Kokkos::subview(X, Kokkos::pair(4, 8), Kokkos::pair(4, 8));  // below B
  auto A_left = Kokkos::subview(X, Kokkos::pair(4, 8), Kokkos::pair(0, 4));
  EXPECT_NO_THROW(tgemm::gemm(ExecSpace(), "N", "N", 1.f, A_left, B, 0.f, C_right, v));
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), X);
  EXPECT_EQ(h(0, 8), 4.f);  // k = 4: sums of four ones
  EXPECT_EQ(h(4, 4), 4.f);
  EXPECT_EQ(h(3, 4), 1.f);  // B, interleaved with C_right in memory, is untouched
}

INSTANTIATE_TEST_SUITE_P(AllVariants, GemmErrors, testing::ValuesIn(all_variants),
                         [](const auto& p) { return std::string(to_string(p.param)); });

// A tile whose scratch exceeds what one team may have is rejected before launch.
TEST(GemmErrors, TileScratchTooLargeForBackend) {
  using Huge = ladder::TeamScratch<TileShape<256, 256, 256>>;  // 512 KiB of float slabs
  Matrix A = filled("A", 4, 3, 1), B = filled("B", 3, 5, 1), C = filled("C", 4, 5, 7);
  expect_rejected(
      C, [&] { tgemm::gemm<Huge>(ExecSpace(), "N", "N", 1.f, A, B, 0.f, C); },
      {"tile configuration", "256x256x256", "bytes of level-0 team scratch", ExecSpace::name()});
}

TEST(GemmErrors, InvalidVariant) {
  Matrix A = filled("A", 4, 3, 1), B = filled("B", 3, 5, 1), C = filled("C", 4, 5, 7);
  expect_rejected(C, [&] { tgemm::gemm(ExecSpace(), "N", "N", 1.f, A, B, 0.f, C, Variant(42)); },
                  {"'variant'"});
}

}  // namespace
}  // namespace tgemm::test
