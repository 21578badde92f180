#pragma once
// Test support for the schedules and operands around the per-orientation mainloops (rungs 12, 13):
// small tile configurations the host backends can run, and a sweep over every transpose, storage
// mix and a driver parameter (split-K slices, resident teams) against the reference.

#include <initializer_list>
#include <span>
#include <tgemm/kernels.hpp>
#include <type_traits>

#include "support/gemm_check.hpp"

namespace tgemm::test {

// Small tiles, so the host backends' 32 KiB of team scratch hold them.
template <class T>
using SmallMultistageFamily = std::conditional_t<std::is_same_v<T, float>,
                                                 mainloop::Multistage<Tile{.bm = 64,
                                                                           .bn = 64,
                                                                           .bk = 8,
                                                                           .tm = 8,
                                                                           .tn = 8,
                                                                           .warps_m = 2,
                                                                           .teams_per_sm = 2,
                                                                           .stages = 3}>,
                                                 mainloop::Multistage<Tile{.bm = 32,
                                                                           .bn = 32,
                                                                           .bk = 16,
                                                                           .tm = 4,
                                                                           .tn = 4,
                                                                           .warps_m = 2,
                                                                           .teams_per_sm = 4,
                                                                           .stages = 3}>>;
// Rung 11 rolled (one slab per iteration); doubles at BK 8, so four stages fit too.
template <class T, int Stages, bool Transposing = false>
using SmallRolledFamily = std::conditional_t<std::is_same_v<T, float>,
                                             mainloop::Multistage<Tile{.bm = 64,
                                                                       .bn = 64,
                                                                       .bk = 8,
                                                                       .tm = 8,
                                                                       .tn = 8,
                                                                       .warps_m = 2,
                                                                       .teams_per_sm = 2,
                                                                       .stages = Stages,
                                                                       .transposing = Transposing,
                                                                       .rolled = true}>,
                                             mainloop::Multistage<Tile{.bm = 32,
                                                                       .bn = 32,
                                                                       .bk = 8,
                                                                       .tm = 4,
                                                                       .tn = 4,
                                                                       .warps_m = 2,
                                                                       .teams_per_sm = 4,
                                                                       .stages = Stages,
                                                                       .transposing = Transposing,
                                                                       .rolled = true}>>;
template <class T>
using SmallSpecializedFamily = std::conditional_t<
    std::is_same_v<T, float>,
    mainloop::RegisterStaged<Tile{
        .bm = 64, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1}>,
    mainloop::RegisterStaged<Tile{
        .bm = 64, .bn = 64, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 1}>>;

// Every shape (alpha and beta from kScalars in turn; alpha 0 never reaches a driver, so 0.75
// stands in), every transpose of A and B, every storage mix and every value of `param`:
// run(alpha, problem, beta, param) must match the reference. Stops at the first failure.
template <class T, class Run>
void check_every_storage(std::span<const GemmCase> shapes, std::initializer_list<index_t> params,
                         Run&& run) {
  int shape = 0;
  for (GemmCase g : shapes) {
    const auto& s = kScalars[shape++ % std::size(kScalars)];
    g.alpha = s[0] == 0 ? 0.75 : s[0];
    g.beta = s[1];
    for (char ta : {'N', 'T'})
      for (char tb : {'N', 'T'})
        for (const auto& [sa, sb, sc, cst] : kStorageMixes)
          for (index_t param : params) {
            g.ta = ta;
            g.tb = tb;
            check_gemm<T>(g, sa, sb, sc, cst,
                          [&](char ta_, char tb_, T alpha, auto A, auto B, T beta, auto C) {
                            const char tra[2] = {ta_, 0}, trb[2] = {tb_, 0};
                            run(alpha, device::make_problem(tra, trb, A, B, C), beta, param);
                          });
            if (testing::Test::HasFailure()) return;
          }
  }
}

}  // namespace tgemm::test
