// When Kokkos Kernels is found, KokkosBlas::gemm goes through the same reference check as
// tgemm, so the bench compares against a GEMM known to be right on this build.

#include <KokkosBlas3_gemm.hpp>

#include "support/gemm_check.hpp"

namespace tgemm::test {
namespace {

template <class T>
void check_kokkos_blas(char ta, char tb) {
  for (GemmCase g : {GemmCase{ta, tb, 33, 31, 65, 1, 0}, GemmCase{ta, tb, 65, 33, 17, -1, 1},
                     GemmCase{ta, tb, 128, 64, 96, 0.5, -0.25}}) {
    check_gemm<T>(g, Storage::left, Storage::left, Storage::left, true,
                  [](char ta_, char tb_, T alpha, auto A, auto B, T beta, auto C) {
                    const char tra[2] = {ta_, 0}, trb[2] = {tb_, 0};
                    KokkosBlas::gemm(ExecSpace(), tra, trb, alpha, A, B, beta, C);
                  });
  }
}

TEST(KokkosKernelsGemm, MatchesHostReference) {
  for (char ta : {'N', 'T'})
    for (char tb : {'N', 'T'}) {
      check_kokkos_blas<float>(ta, tb);
      check_kokkos_blas<double>(ta, tb);
    }
}

}  // namespace
}  // namespace tgemm::test
