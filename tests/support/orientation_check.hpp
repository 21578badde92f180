#pragma once
// Test support for the mainloop families built per operand orientation (rungs 10, 11, 14):
// which mainloop operands::InPlace picks, and a sweep over every orientation pair, layout,
// shape and split-K slice count; for operands without aligned 16-byte access, the by_element
// mainloops of the families that have them (rungs 11 and 14), and rung 8's mainloop otherwise.

#include <span>
#include <tgemm/kernels.hpp>

#include "support/gemm_check.hpp"

namespace tgemm::test {

struct Picked {
  bool specialized = false, a_cols_unit = false, b_cols_unit = false, by_element = false;
};

// The mainloop of Fam that runs p's operands in place.
template <class T, class Fam>
Picked picked(const device::Problem<T>& p) {
  Picked r;
  operands::InPlace::with_operands<Fam, ExecSpace, T>(
      ExecSpace(), p.a, p.b, [&](const auto&, const auto&, auto ml) {
        using ML = typename decltype(ml)::type;
        if constexpr (requires { ML::by_element; })
          r = {true, ML::a_cols_unit, ML::b_cols_unit, ML::by_element};
        else if constexpr (requires { ML::a_cols_unit; })
          r = {true, ML::a_cols_unit, ML::b_cols_unit};
      });
  return r;
}

// op(A)^T is unit-stride along M when op(A) is unit-stride down its columns.
inline bool a_cols_unit(char ta, Storage sa) {
  return (ta == 'N') == (sa == Storage::left);
}
inline bool b_cols_unit(char tb, Storage sb) {
  return (tb == 'N') == (sb == Storage::right);
}

// Every shape (m, n, k multiples of 4, so Left/Right operands allow 16-byte access) with
// every transpose and Left/Right layout of A and B, split K off and on, against the
// reference; the kernel dispatch picks must be the one built for the orientation. C is
// column-major, or every other shape a window of a larger C when window_c is set.
template <class T, class Fam>
void check_every_orientation(std::span<const GemmCase> shapes, bool window_c = false) {
  int shape = 0;
  for (GemmCase g : shapes) {
    const auto& s = kScalars[shape++ % std::size(kScalars)];
    g.alpha = s[0];
    g.beta = s[1];
    const Storage sc = window_c && shape % 2 ? Storage::window : Storage::left;
    for (char ta : {'N', 'T'})
      for (char tb : {'N', 'T'})
        for (Storage sa : {Storage::left, Storage::right})
          for (Storage sb : {Storage::left, Storage::right})
            for (index_t slices : {1, 3}) {
              g.ta = ta;
              g.tb = tb;
              check_gemm<T>(g, sa, sb, sc, false,
                            [&](char ta_, char tb_, T alpha, auto A, auto B, T beta, auto C) {
                              const char tra[2] = {ta_, 0}, trb[2] = {tb_, 0};
                              const auto p = device::make_problem(tra, trb, A, B, C);
                              const Picked k = picked<T, Fam>(p);
                              EXPECT_TRUE(k.specialized) << "rung 8's mainloop ran instead";
                              EXPECT_FALSE(k.by_element);
                              EXPECT_EQ(k.a_cols_unit, a_cols_unit(ta_, sa));
                              EXPECT_EQ(k.b_cols_unit, b_cols_unit(tb_, sb));
                              device::Gemm<Fam, schedule::SplitK>::template run<ExecSpace, T>(
                                  ExecSpace(), alpha, p.a, p.b, beta, p.c, {.slices = slices});
                            });
              if (testing::Test::HasFailure()) return;
            }
  }
}

// Operands without aligned 16-byte access (a leading dimension that is not a multiple of
// the vector width, a window starting mid-vector) run rung 8's mainloop, correctly: a family
// without by_element mainloops.
template <class T, class Fam>
void check_runs_fallback(const GemmCase& g, Storage sa, Storage sb) {
  check_gemm<T>(g, sa, sb, Storage::left, true,
                [&](char ta_, char tb_, T alpha, auto A, auto B, T beta, auto C) {
                  const char tra[2] = {ta_, 0}, trb[2] = {tb_, 0};
                  const auto p = device::make_problem(tra, trb, A, B, C);
                  EXPECT_FALSE((picked<T, Fam>(p).specialized));
                  device::Gemm<Fam, schedule::Tiles>::template run<ExecSpace, T>(
                      ExecSpace(), alpha, p.a, p.b, beta, p.c);
                });
}

template <class T, class Fam>
void check_fallback() {
  for (Storage sa : {Storage::left, Storage::window})
    for (const GemmCase& g :
         {GemmCase{'N', 'N', 130, 66, 50, 1, 0}, GemmCase{'T', 'N', 128, 64, 37, -1, 1}})
      check_runs_fallback<T, Fam>(g, sa, Storage::window);
}

// A family with by_element mainloops: operands that are unit-stride but not 16-byte aligned
// (odd leading dimensions, windows starting mid-vector) run the mainloop of their orientation
// copying by element, at edges, over a ragged last slab and split K off and on; operands with
// no unit stride still run rung 8's.
template <class T, class Fam>
void check_unaligned(std::span<const GemmCase> shapes) {
  const std::pair<Storage, Storage> mixes[] = {{Storage::left, Storage::window},
                                               {Storage::window, Storage::right},
                                               {Storage::right, Storage::left},
                                               {Storage::window, Storage::window}};
  int shape = 0;
  for (GemmCase g : shapes) {
    const auto& s = kScalars[shape++ % std::size(kScalars)];
    g.alpha = s[0] == 0 ? 0.75 : s[0];
    g.beta = s[1];
    for (char ta : {'N', 'T'})
      for (char tb : {'N', 'T'})
        for (const auto& [sa, sb] : mixes)
          for (index_t slices : {1, 3}) {
            g.ta = ta;
            g.tb = tb;
            check_gemm<T>(
                g, sa, sb, Storage::left, true,
                [&](char ta_, char tb_, T alpha, auto A, auto B, T beta, auto C) {
                  const char tra[2] = {ta_, 0}, trb[2] = {tb_, 0};
                  const auto p = device::make_problem(tra, trb, A, B, C);
                  const Picked k = picked<T, Fam>(p);
                  const bool aligned = team::make_slab_source(p.a.transposed()).wide &&
                                       team::make_slab_source(p.b).wide;
                  EXPECT_TRUE(k.specialized) << "rung 8's mainloop ran instead";
                  const bool ac = a_cols_unit(ta_, sa == Storage::right ? sa : Storage::left),
                             bc = b_cols_unit(tb_, sb == Storage::right ? sb : Storage::left);
                  EXPECT_EQ(k.a_cols_unit, ac);
                  EXPECT_EQ(k.b_cols_unit, bc);
                  EXPECT_EQ(k.by_element, !aligned && mainloop::copies_units(Fam::tile, ac, bc));
                  device::Gemm<Fam, schedule::SplitK>::template run<ExecSpace, T>(
                      ExecSpace(), alpha, p.a, p.b, beta, p.c, {.slices = slices});
                });
            if (testing::Test::HasFailure()) return;
          }
  }
  check_runs_fallback<T, Fam>(GemmCase{'N', 'T', 70, 45, 33, 1, 0}, Storage::strided,
                              Storage::left);
}

}  // namespace tgemm::test
