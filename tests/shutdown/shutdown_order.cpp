// Library state across the shutdown orders embedders use. A Fortran code calling team-gemm
// through a BLAS-style sgemm_/dgemm_ wrapper initializes Kokkos on its first call and
// finalizes it from an atexit handler, which runs after the static objects made during the
// calls are destroyed; a C++ code finalizes before main returns, before static destruction.
// The library's workspaces, caches and finalize hooks must work in both orders.
//
//   tgemm-shutdown-order atexit     Kokkos finalized by an atexit handler registered at the
//                                   first GEMM, as the wrapper does
//   tgemm-shutdown-order finalize   Kokkos::finalize before main returns
//
// Each runs GEMMs that use workspaces (team_packed, team_stream_k, team_mma, split K, auto)
// in float and double, checks them, and exits 0 only if every result is right and the exit
// itself does not crash.

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <tgemm/gemm.hpp>

namespace {

extern "C" void finalize_kokkos() {
  if (Kokkos::is_initialized() && !Kokkos::is_finalized()) Kokkos::finalize();
  std::printf("tgemm-shutdown-order: Kokkos finalized from atexit\n");
  std::fflush(stdout);
}

// What a BLAS-style wrapper does: Kokkos up on first use, down at exit.
void ensure_kokkos(bool at_exit) {
  if (Kokkos::is_initialized()) return;
  Kokkos::initialize();
  if (at_exit) std::atexit(finalize_kokkos);
}

// C = A * B with small integers (exact in any order) through variant v; the number of wrong
// elements of C.
template <class T>
int wrong_elements(tgemm::Variant v, int m, int n, int k) {
  Kokkos::View<T**, Kokkos::LayoutLeft> A("A", m, k), B("B", k, n), C("C", m, n);
  auto a = Kokkos::create_mirror_view(A);
  auto b = Kokkos::create_mirror_view(B);
  for (int i = 0; i < m; ++i)
    for (int p = 0; p < k; ++p) a(i, p) = T((i + 2 * p) % 7 - 3);
  for (int p = 0; p < k; ++p)
    for (int j = 0; j < n; ++j) b(p, j) = T((3 * p + j) % 5 - 2);
  Kokkos::deep_copy(A, a);
  Kokkos::deep_copy(B, b);
  tgemm::gemm("N", "N", T(1), A, B, T(0), C, v);
  auto c = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C);
  int wrong = 0;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      T s = 0;
      for (int p = 0; p < k; ++p) s += a(i, p) * b(p, j);
      wrong += c(i, j) != s;
    }
  return wrong;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode != "atexit" && mode != "finalize") {
    std::fprintf(stderr, "usage: tgemm-shutdown-order atexit|finalize\n");
    return 2;
  }
  ensure_kokkos(mode == "atexit");
  int wrong = 0;
  for (tgemm::Variant v :
       {tgemm::Variant::team_split_k, tgemm::Variant::team_packed, tgemm::Variant::team_stream_k,
        tgemm::Variant::team_mma, tgemm::Variant::automatic}) {
    wrong += wrong_elements<float>(v, 67, 45, 300);
    wrong += wrong_elements<double>(v, 67, 45, 300);
  }
  std::printf("tgemm-shutdown-order %s: %d wrong elements\n", mode.c_str(), wrong);
  std::fflush(stdout);
  if (mode == "finalize") Kokkos::finalize();
  return wrong != 0;
}
