// A functor holding Kokkos Views is copied to the device in the host's layout and read there
// in the device compiler's. If the two differ (nvcc lays out the [[no_unique_address]] members
// of mdspan-based Views its own way), every kernel whose functor has a member after a View
// silently reads wrong pointers and extents. This checks the build's layout on the backend
// the tests run on; TGEMM_NVCC_VIEW_LAYOUT_FIX (cmake/TeamGemmNvccViewLayout.cmake) is what
// makes it pass with nvcc.

#include "support/gemm_check.hpp"

namespace tgemm::test {
namespace {

// Members after each kind of View the project's kernels and a user's functor hold. `seen` is a
// plain pointer at offset 0, so even a kernel that misreads the rest writes where the host
// looks, and the test reports what it read instead of faulting.
struct ViewMembers {
  long* seen;
  Kokkos::View<float*, MemSpace> rank1;
  int after_rank1;
  Kokkos::View<double*, MemSpace, Kokkos::MemoryUnmanaged> unmanaged;
  int after_unmanaged;
  Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace> rank2;
  int after_rank2;
  Kokkos::View<float***, Kokkos::LayoutRight, MemSpace> rank3;
  double after_rank3;

  KOKKOS_FUNCTION void operator()(int) const {
    seen[0] = after_rank1;
    seen[1] = long(rank1.extent(0));
    seen[2] = after_unmanaged;
    seen[3] = long(unmanaged.extent(0));
    seen[4] = after_rank2;
    seen[5] = long(rank2.extent(1));
    seen[6] = long(rank3.extent(2));
    seen[7] = long(after_rank3);
  }
};

TEST(ViewLayout, FunctorMembersReadOnTheBackendAsWritten) {
  Kokkos::View<double*, MemSpace> storage("storage", 11);
  // Filled through a host mirror: Kokkos' own fill kernel has the same kind of functor.
  Kokkos::View<long*, MemSpace> seen_d("seen", 8);
  auto seen = Kokkos::create_mirror_view(Kokkos::HostSpace(), seen_d);
  for (int i = 0; i < 8; ++i) seen(i) = -1;
  Kokkos::deep_copy(seen_d, seen);
  ViewMembers f;
  f.seen = seen_d.data();
  f.rank1 = Kokkos::View<float*, MemSpace>("rank1", 5);
  f.after_rank1 = 1001;
  f.unmanaged = Kokkos::View<double*, MemSpace, Kokkos::MemoryUnmanaged>(storage.data(), 11);
  f.after_unmanaged = 1002;
  f.rank2 = Kokkos::View<double**, Kokkos::LayoutLeft, MemSpace>("rank2", 3, 13);
  f.after_rank2 = 1003;
  f.rank3 = Kokkos::View<float***, Kokkos::LayoutRight, MemSpace>("rank3", 2, 3, 17);
  f.after_rank3 = 1004;
  Kokkos::parallel_for("tgemm::test::view_layout", Kokkos::RangePolicy<ExecSpace>(0, 1), f);
  Kokkos::fence();
  Kokkos::deep_copy(seen, seen_d);
  const long want[] = {1001, 5, 1002, 11, 1003, 13, 17, 1004};
  const char* what[] = {"int after View<float*>",   "extent of View<float*>",
                        "int after unmanaged View", "extent of unmanaged View",
                        "int after rank-2 View",    "extent of rank-2 View",
                        "extent of rank-3 View",    "double after rank-3 View"};
  for (int i = 0; i < 8; ++i)
    EXPECT_EQ(seen(i), want[i])
        << what[i] << ": the kernel reads the functor at other offsets than the host wrote "
        << "it (host and device compilers lay out Kokkos Views differently); configure with "
        << "-DTGEMM_NVCC_VIEW_LAYOUT_FIX=ON";
}

}  // namespace
}  // namespace tgemm::test
