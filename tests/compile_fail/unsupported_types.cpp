// Must not compile: A and B of double with C of float is no GEMM team-gemm has. The test
// compile_fail.unsupported_types builds this and expects tgemm's static_assert, which lists
// the type pairs that exist.

#include <tgemm/gemm.hpp>

int main() {
  Kokkos::View<double**, Kokkos::HostSpace> A, B;
  Kokkos::View<float**, Kokkos::HostSpace> C;
  tgemm::gemm(Kokkos::DefaultHostExecutionSpace(), "N", "N", 1.f, A, B, 0.f, C);
}
