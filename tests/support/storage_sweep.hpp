#pragma once
// Test support for the drivers around the per-orientation families (rungs 12 and 13): small
// tile configurations the host backends can run, and a sweep over every transpose, storage
// mix and a driver parameter (split-K slices, resident teams) against the reference.

#include "support/gemm_check.hpp"

#include <tgemm/device/team_multistage.hpp>
#include <tgemm/device/team_specialized.hpp>

#include <initializer_list>
#include <span>
#include <type_traits>

namespace tgemm::test {

// Small tiles, so the host backends' 32 KiB of team scratch hold them.
template <class T>
using SmallMultistageFamily = std::conditional_t<std::is_same_v<T, float>,
                                                 device::TeamMultistageFamily<TileShape<64, 64, 8>, 8, 8, 2, 2, 3>,
                                                 device::TeamMultistageFamily<TileShape<32, 32, 16>, 4, 4, 2, 4, 3>>;
// Rung 11 rolled (one slab per iteration); doubles at BK 8, so four stages fit too.
template <class T, int Stages, bool Transposing = false>
using SmallRolledFamily =
    std::conditional_t<std::is_same_v<T, float>,
                       device::TeamMultistageFamily<TileShape<64, 64, 8>, 8, 8, 2, 2, Stages, 0, 0, Transposing, true>,
                       device::TeamMultistageFamily<TileShape<32, 32, 8>, 4, 4, 2, 4, Stages, 0, 0, Transposing, true>>;
template <class T>
using SmallSpecializedFamily = std::conditional_t<std::is_same_v<T, float>,
                                                  device::TeamSpecializedFamily<TileShape<64, 128, 8>, 8, 16, 2, 1>,
                                                  device::TeamSpecializedFamily<TileShape<64, 64, 8>, 8, 8, 2, 1>>;

// Every shape (alpha and beta from kScalars in turn; alpha 0 never reaches a driver, so 0.75
// stands in), every transpose of A and B, every storage mix and every value of `param`:
// run(alpha, problem, beta, param) must match the reference. Stops at the first failure.
template <class T, class Run>
void check_every_storage(std::span<const GemmCase> shapes, std::initializer_list<index_t> params, Run&& run) {
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
            check_gemm<T>(g, sa, sb, sc, cst, [&](char ta_, char tb_, T alpha, auto A, auto B, T beta, auto C) {
              const char tra[2] = {ta_, 0}, trb[2] = {tb_, 0};
              run(alpha, device::make_problem(tra, trb, A, B, C), beta, param);
            });
            if (testing::Test::HasFailure()) return;
          }
  }
}

}  // namespace tgemm::test
