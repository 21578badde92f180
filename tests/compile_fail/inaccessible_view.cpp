// Must not compile: C lives in a memory space the execution space cannot access. The test
// compile_fail.inaccessible_view builds this and expects tgemm's static_assert message.

#include <tgemm/gemm.hpp>

// A memory space no execution space can reach (a stand-in for device memory on a
// host-only build).
struct FarSpace {
  using memory_space = FarSpace;
  using execution_space = Kokkos::DefaultHostExecutionSpace;
  using device_type = Kokkos::Device<execution_space, memory_space>;
  using size_type = std::size_t;
  static constexpr const char* name() { return "FarSpace"; }
};

int main() {
  using Host = Kokkos::View<float**, Kokkos::LayoutLeft, Kokkos::HostSpace>;
  using Far = Kokkos::View<float**, Kokkos::LayoutLeft, FarSpace, Kokkos::MemoryUnmanaged>;
  Host A, B;
  Far C;
  tgemm::gemm(Kokkos::DefaultHostExecutionSpace(), "N", "N", 1.f, A, B, 0.f, C);
}
