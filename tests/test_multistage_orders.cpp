// Rung 11's multistage mainloop in its other orders (test_multistage.cpp has the rest): rolled
// to one slab per iteration at every stage count, and the outer products in serpentine order,
// every orientation pair against the reference, and bitwise the plain order's C on the device.

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "support/multistage_shapes.hpp"
#include "support/orientation_check.hpp"
#include "support/storage_sweep.hpp"

namespace tgemm::test {
namespace {

// The mainloop rolled to one slab per iteration, stages taken through a run-time index:
// every stage count, fewer slabs than stages, and element copies too.
TEST(Multistage, RolledMainloopMatchesReferenceFloat) {
  check_every_orientation<float, SmallRolledFamily<float, 2>>(kMultistageShapes, true);
  check_every_orientation<float, SmallRolledFamily<float, 3>>(kMultistageShapes, true);
  check_every_orientation<float, SmallRolledFamily<float, 4>>(kMultistageShapes, true);
  check_every_orientation<float, SmallRolledFamily<float, 3, true>>(kMultistageShapes, true);
}
TEST(Multistage, RolledMainloopMatchesReferenceDouble) {
  check_every_orientation<double, SmallRolledFamily<double, 2>>(kMultistageShapes, true);
  check_every_orientation<double, SmallRolledFamily<double, 3>>(kMultistageShapes, true);
  check_every_orientation<double, SmallRolledFamily<double, 4>>(kMultistageShapes, true);
  check_every_orientation<double, SmallRolledFamily<double, 3, true>>(kMultistageShapes, true);
}

// The outer products in serpentine order: every orientation (the order applies where both
// operands are K-major in scratch: operands unit-stride along M/N, or transposed by element
// copies), unrolled and rolled.
template <class T, int Stages, bool Transposing = false, bool Rolled = false>
using SerpentineFamily = std::conditional_t<std::is_same_v<T, float>,
                                            mainloop::Multistage<Tile{.bm = 64,
                                                                      .bn = 64,
                                                                      .bk = 8,
                                                                      .tm = 8,
                                                                      .tn = 8,
                                                                      .warps_m = 2,
                                                                      .teams_per_sm = 2,
                                                                      .stages = Stages,
                                                                      .transposing = Transposing,
                                                                      .rolled = Rolled,
                                                                      .serpentine = true}>,
                                            mainloop::Multistage<Tile{.bm = 32,
                                                                      .bn = 32,
                                                                      .bk = 8,
                                                                      .tm = 4,
                                                                      .tn = 4,
                                                                      .warps_m = 2,
                                                                      .teams_per_sm = 4,
                                                                      .stages = Stages,
                                                                      .transposing = Transposing,
                                                                      .rolled = Rolled,
                                                                      .serpentine = true}>>;

TEST(Multistage, SerpentineOrderMatchesReferenceFloat) {
  check_every_orientation<float, SerpentineFamily<float, 2>>(kMultistageShapes, true);
  check_every_orientation<float, SerpentineFamily<float, 3, false, true>>(kMultistageShapes, true);
  check_every_orientation<float, SerpentineFamily<float, 3, true, true>>(kMultistageShapes, true);
}
TEST(Multistage, SerpentineOrderMatchesReferenceDouble) {
  check_every_orientation<double, SerpentineFamily<double, 2>>(kMultistageShapes, true);
  check_every_orientation<double, SerpentineFamily<double, 3, false, true>>(kMultistageShapes,
                                                                            true);
  check_every_orientation<double, SerpentineFamily<double, 3, true, true>>(kMultistageShapes, true);
}

// Only the order of the FMAs changes, not any accumulator's sequence of operations: C is
// bitwise the plain order's on the device, at edges, ragged K and with beta != 0, in both
// K-major cases.
template <class T, class Plain, class Serpentine>
void check_serpentine_bitwise(const GemmCase& g) {
  using View = Kokkos::View<T**, Kokkos::LayoutLeft, ExecSpace>;
  const index_t ar = g.ta == 'N' ? g.m : g.k, ac = g.ta == 'N' ? g.k : g.m;
  const index_t br = g.tb == 'N' ? g.k : g.n, bc = g.tb == 'N' ? g.n : g.k;
  View A("A", ar, ac), B("B", br, bc), C0("C0", g.m, g.n), C1("C1", g.m, g.n);
  const auto seed = fresh_seed();
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  for (const View& v : {A, B, C0}) {
    auto h = Kokkos::create_mirror_view(v);
    for (std::size_t j = 0; j < v.extent(1); ++j)
      for (std::size_t i = 0; i < v.extent(0); ++i) h(i, j) = T(u(rng));
    Kokkos::deep_copy(v, h);
  }
  Kokkos::deep_copy(C1, C0);
  const char ta[2] = {g.ta, 0}, tb[2] = {g.tb, 0};
  const T alpha = T(0.75), beta = T(-0.5);
  const auto p0 = device::make_problem(ta, tb, A, B, C0);
  const auto p1 = device::make_problem(ta, tb, A, B, C1);
  device::Gemm<Plain, schedule::SplitK>::template run<ExecSpace, T>(ExecSpace(), alpha, p0.a, p0.b,
                                                                    beta, p0.c, {.slices = 1});
  device::Gemm<Serpentine, schedule::SplitK>::template run<ExecSpace, T>(
      ExecSpace(), alpha, p1.a, p1.b, beta, p1.c, {.slices = 1});
  const auto h0 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C0);
  const auto h1 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C1);
  // A host compiler contracts a * b + c into one FMA or not by the shape of the code around
  // it (GCC's -ffp-contract=fast with FMA hardware), so off the device the two orders may
  // round differently: there, C agrees to a few units of roundoff instead of bitwise.
  constexpr bool bitwise =
      !Kokkos::SpaceAccessibility<Kokkos::HostSpace, typename ExecSpace::memory_space>::accessible;
  index_t differ = 0;
  double diff2 = 0, norm2 = 0;
  for (index_t j = 0; j < g.n; ++j)
    for (index_t i = 0; i < g.m; ++i) {
      differ += std::memcmp(&h0(i, j), &h1(i, j), sizeof(T)) != 0;
      const double d = double(h0(i, j)) - double(h1(i, j));
      diff2 += d * d;
      norm2 += double(h0(i, j)) * double(h0(i, j));
    }
  if constexpr (bitwise)
    EXPECT_EQ(differ, 0) << g.ta << g.tb << " " << g.m << "x" << g.n << "x" << g.k << " seed "
                         << seed;
  else
    EXPECT_LE(std::sqrt(diff2 / norm2), 4 * std::numeric_limits<T>::epsilon())
        << g.ta << g.tb << " " << g.m << "x" << g.n << "x" << g.k << " seed " << seed;
}

TEST(Multistage, SerpentineOrderIsBitwiseThePlainOrders) {
  for (const GemmCase& g : {GemmCase{'N', 'T', 132, 72, 36}, GemmCase{'N', 'N', 200, 68, 100},
                            GemmCase{'T', 'N', 96, 96, 20}}) {
    check_serpentine_bitwise<float,
                             mainloop::Multistage<Tile{.bm = 64,
                                                       .bn = 64,
                                                       .bk = 8,
                                                       .tm = 8,
                                                       .tn = 8,
                                                       .warps_m = 2,
                                                       .teams_per_sm = 2,
                                                       .stages = 2}>,
                             SerpentineFamily<float, 2>>(g);
    check_serpentine_bitwise<float,
                             mainloop::Multistage<Tile{.bm = 64,
                                                       .bn = 64,
                                                       .bk = 8,
                                                       .tm = 8,
                                                       .tn = 8,
                                                       .warps_m = 2,
                                                       .teams_per_sm = 2,
                                                       .stages = 3,
                                                       .transposing = true,
                                                       .rolled = true}>,
                             SerpentineFamily<float, 3, true, true>>(g);
    check_serpentine_bitwise<double,
                             mainloop::Multistage<Tile{.bm = 32,
                                                       .bn = 32,
                                                       .bk = 8,
                                                       .tm = 4,
                                                       .tn = 4,
                                                       .warps_m = 2,
                                                       .teams_per_sm = 4,
                                                       .stages = 2}>,
                             SerpentineFamily<double, 2>>(g);
  }
}

}  // namespace
}  // namespace tgemm::test
