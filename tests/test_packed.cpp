// Rung 12's packed operands: pack_rows copies every element of an operand in any layout, and
// nothing past it; operands::Packed copies exactly the operands its mainloop cannot read in place
// and is right for every transpose and storage (odd extents and unaligned windows included, which
// the in-place kernels leave to rung 8), with split K on top; its check covers the one kernel it
// runs.

#include "support/storage_sweep.hpp"

namespace tgemm::test {
namespace {

// X (rows x cols in `storage`, random, margins included) packed into a poisoned buffer: every
// element of X lands at (i, j) of the row-major copy, the padding columns keep their poison.
template <class T>
void check_pack(index_t rows, index_t cols, Storage storage, bool transpose) {
  const std::uint64_t seed = fresh_seed();
  SCOPED_TRACE(testing::Message() << rows << " x " << cols << " " << to_string(storage)
                                  << (transpose ? " transposed" : "") << " seed=" << seed);
  std::mt19937_64 gen(seed);
  TestMatrix<T> x(rows, cols, storage);
  x.fill_random(gen);
  x.to_device();
  const auto X = make_matrix_ref(x.template view<Kokkos::LayoutStride, const T>(), transpose);
  const index_t ld = operands::packed_ld<T>(X.cols);
  ASSERT_GE(ld, X.cols);
  ASSERT_EQ(ld * index_t(sizeof(T)) % 16, 0);
  Kokkos::View<T*, MemSpace> P("tgemm::test::packed", std::size_t(X.rows * ld));
  auto h = Kokkos::create_mirror_view(Kokkos::HostSpace(), P);
  for (std::size_t i = 0; i < h.extent(0); ++i) h(i) = std::numeric_limits<T>::quiet_NaN();
  Kokkos::deep_copy(P, h);
  const auto packed = operands::pack_rows(ExecSpace(), X, P.data(), ld);
  EXPECT_EQ(packed.rows, X.rows);
  EXPECT_EQ(packed.cols, X.cols);
  EXPECT_EQ(packed.row_stride, ld);
  EXPECT_EQ(packed.col_stride, 1);
  Kokkos::deep_copy(h, P);
  int wrong = 0, written_padding = 0;
  for (index_t i = 0; i < X.rows; ++i)
    for (index_t j = 0; j < ld; ++j) {
      const T got = h(std::size_t(i * ld + j));
      if (j >= X.cols)
        written_padding += !std::isnan(got);
      else
        wrong += got != (transpose ? x.at(j, i) : x.at(i, j));
    }
  EXPECT_EQ(wrong, 0);
  EXPECT_EQ(written_padding, 0);
}

TEST(Packed, PackRowsCopiesEveryElementAndNothingElse) {
  for (Storage s : {Storage::left, Storage::right, Storage::strided, Storage::window})
    for (bool t : {false, true}) {
      check_pack<float>(70, 45, s, t);
      check_pack<double>(33, 97, s, t);
      check_pack<float>(1, 129, s, t);
      check_pack<double>(64, 32, s, t);
      // whole 64 x 64 float (32 x 32 double) blocks: squares turned in registers where the
      // columns allow 16-byte access (132 rows), the element copy elsewhere
      check_pack<float>(132, 200, s, t);
      check_pack<float>(130, 131, s, t);
      check_pack<double>(68, 70, s, t);
      check_pack<double>(132, 140, s, t);
      check_pack<double>(196, 64, s, t);
      check_pack<double>(96, 33, s, t);
    }
}

// Which operands are copied: only those the kernel cannot read in place.
TEST(Packed, CopiesOnlyOperandsItCannotReadInPlace) {
  using P = operands::Packed;
  TestMatrix<float> left(64, 32, Storage::left), right(64, 32, Storage::right),
      window(63, 32, Storage::window), odd(63, 32, Storage::left);
  const auto L = make_matrix_ref(left.view<Kokkos::LayoutLeft, const float>());
  const auto R = make_matrix_ref(right.view<Kokkos::LayoutRight, const float>());
  const auto W = make_matrix_ref(window.view<Kokkos::LayoutStride, const float>());
  const auto O = make_matrix_ref(odd.view<Kokkos::LayoutLeft, const float>());
  EXPECT_TRUE(P::in_place(R));   // unit stride along columns, rows 16-byte aligned
  EXPECT_FALSE(P::in_place(L));  // unit stride along rows: packed
  EXPECT_TRUE(P::in_place(L.transposed()));
  EXPECT_FALSE(P::in_place(W.transposed()));  // starts mid-vector (row 3 of its parent)
  EXPECT_FALSE(P::in_place(O.transposed()));  // leading dimension 63: rows not aligned
}

// Every transpose of A and B, every storage (Left, Right, strided, windows), extents that are
// not multiples of 4 or of the tile, split K off and on, against the reference.
const GemmCase kShapes[] = {
    {'N', 'N', 128, 192, 64}, {'N', 'N', 131, 73, 37},  {'N', 'N', 64, 64, 8},
    {'N', 'N', 7, 5, 3},      {'N', 'N', 200, 67, 100}, {'N', 'N', 33, 130, 129},
};

template <class T, class Fam>
void check_packed() {
  check_every_storage<T>(kShapes, {1, 3}, [](T alpha, const auto& p, T beta, index_t slices) {
    device::Gemm<Fam, schedule::SplitK, operands::Packed>::template run<ExecSpace, T>(
        ExecSpace(), alpha, p.a, p.b, beta, p.c, {.slices = slices});
  });
}

TEST(Packed, MultistageMatchesReferenceFloat) {
  check_packed<float, SmallMultistageFamily<float>>();
}
TEST(Packed, MultistageMatchesReferenceDouble) {
  check_packed<double, SmallMultistageFamily<double>>();
}
TEST(Packed, SpecializedMatchesReferenceFloat) {
  check_packed<float, SmallSpecializedFamily<float>>();
}
TEST(Packed, SpecializedMatchesReferenceDouble) {
  check_packed<double, SmallSpecializedFamily<double>>();
}

TEST(Packed, NamedAfterItsFamily) {
  EXPECT_EQ((device::Gemm<mainloop::Multistage<Tile{.bm = 128,
                                                    .bn = 256,
                                                    .bk = 8,
                                                    .tm = 8,
                                                    .tn = 16,
                                                    .warps_m = 2,
                                                    .teams_per_sm = 1,
                                                    .stages = 3}>,
                          schedule::SplitK, operands::Packed>::name()),
            "team_split_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S3>>>");
}

// The check covers the one kernel team_packed runs (K-major slabs, no padding): 128x256x8
// with three stages needs 36,880 bytes, where the in-place family's M/N-major slabs need
// 41,488. It passes exactly when that kernel fits the execution space's team scratch.
TEST(Packed, CheckCoversTheKernelItRuns) {
  using Fam = mainloop::Multistage<Tile{.bm = 128,
                                        .bn = 256,
                                        .bk = 8,
                                        .tm = 8,
                                        .tn = 16,
                                        .warps_m = 2,
                                        .teams_per_sm = 1,
                                        .stages = 3}>;
  using K = Fam::type<ExecSpace, float, true, true>;
  EXPECT_EQ(K::scratch_bytes, 36880u);
  EXPECT_GT((Fam::type<ExecSpace, float, false, false>::scratch_bytes), K::scratch_bytes);
  const std::size_t max = device::team_scratch_max<Kokkos::TeamPolicy<ExecSpace>>();
  bool rejected = false;
  try {
    device::Gemm<Fam, schedule::SplitK, operands::Packed>::check<ExecSpace, float>(ExecSpace());
  } catch (const std::invalid_argument& e) {
    rejected = true;
    EXPECT_NE(std::string(e.what()).find("team_packed<team_multistage<128x256x8"),
              std::string::npos)
        << e.what();
  }
  EXPECT_EQ(rejected, K::scratch_bytes > max) << "team scratch allowed: " << max;
}

}  // namespace
}  // namespace tgemm::test
