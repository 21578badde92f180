// The team scratch team-gemm's kernels may have (device/scratch_room.hpp): with Kokkos 4 on
// CUDA, the GPU's opt-in room rather than Kokkos 4's 48 KiB; elsewhere what Kokkos says. A
// kernel given most of it (192 KiB on a GPU) writes and reads back every word of it (a team
// scratch smaller than asked for fails the check or the launch), and Kokkos' own limit is back
// once the launch is done.

#include <gtest/gtest.h>

#include <Kokkos_Core.hpp>
#include <cstdint>
#include <tgemm/device/launch.hpp>

namespace tgemm::test {
namespace {

using ExecSpace = Kokkos::DefaultExecutionSpace;
using Policy = Kokkos::TeamPolicy<ExecSpace>;

// Each team fills `Bytes` of level-0 scratch with words made from its league rank and their
// position, then (after a barrier) each thread sums the words at mirrored positions; the last
// thread's team writes the sum out.
template <std::size_t Bytes>
struct FillScratch {
  static constexpr int NT = 256;
  static constexpr std::size_t scratch_bytes = Bytes;
  static constexpr std::size_t words = Bytes / sizeof(std::uint32_t);
  using launch_bounds = Kokkos::LaunchBounds<NT, 1>;

  Kokkos::View<std::uint64_t*, ExecSpace::memory_space> sums;

  static KOKKOS_INLINE_FUNCTION std::uint32_t word(int team, std::size_t i) {
    return std::uint32_t(i * 2654435761u) ^ std::uint32_t(team * 40503u);
  }

  template <class Member>
  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    auto* w = static_cast<std::uint32_t*>(member.team_scratch(0).get_shmem(Bytes));
    const int team = member.league_rank();
    Kokkos::parallel_for(Kokkos::TeamThreadRange(member, words),
                         [&](std::size_t i) { w[i] = word(team, i); });
    member.team_barrier();
    std::uint64_t sum = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(member, words),
        [&](std::size_t i, std::uint64_t& s) { s += w[words - 1 - i]; }, sum);
    Kokkos::single(Kokkos::PerTeam(member), [&] { sums(team) = sum; });
  }
};

TEST(ScratchRoom, TeamsGetTheRoomTheGpuOffers) {
  const std::size_t kokkos = std::size_t(Policy::scratch_size_max(0));
  const std::size_t room = device::team_scratch_max<Policy>();
  EXPECT_GE(room, kokkos);
#if defined(TGEMM_KOKKOS4_SCRATCH_OPTIN)
  // Kokkos 4's own limit is sharedMemPerBlock less its reserve; the room is the opt-in ceiling
  // less the same reserve.
  const cudaDeviceProp p = ExecSpace().cuda_device_prop();
  EXPECT_EQ(room - kokkos, p.sharedMemPerBlockOptin - p.reservedSharedMemPerBlock -
                               std::size_t(p.sharedMemPerBlock));
#else
  EXPECT_EQ(room, kokkos);  // Kokkos' own answer where team-gemm opts nothing in
#endif
}

// Launches K through launch_teams and checks every team's sum; Kokkos' own limit is the same
// after the launch as before it.
template <class K>
void check_fill() {
  const std::size_t before = std::size_t(Policy::scratch_size_max(0));
  const int teams = 300;
  K kernel{Kokkos::View<std::uint64_t*, ExecSpace::memory_space>("sums", teams)};
  Kokkos::deep_copy(kernel.sums, ~std::uint64_t(0));  // poisoned: a team that never ran shows
  device::launch_teams(ExecSpace(), "tgemm::test::fill_scratch", kernel, teams,
                       [] { return std::string("fill_scratch"); });
  const auto sums = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), kernel.sums);
  for (int t = 0; t < teams; ++t) {
    std::uint64_t expect = 0;
    for (std::size_t i = 0; i < K::words; ++i) expect += K::word(t, i);
    ASSERT_EQ(sums(t), expect) << "team " << t << ", " << K::scratch_bytes << " bytes";
  }
  EXPECT_EQ(std::size_t(Policy::scratch_size_max(0)), before);
}

// 192 KiB where teams may have it (more than Kokkos 4 allows on a GPU, within an sm_90 block's
// opt-in room), else 16 KiB (host backends' level 0).
TEST(ScratchRoom, AKernelUsesWhatItAskedForAndKokkosLimitIsBack) {
  using Wide = FillScratch<192 * 1024>;
  using Narrow = FillScratch<16 * 1024>;
  if (device::team_scratch_max<Policy>() >= Wide::scratch_bytes)
    check_fill<Wide>();
  else
    check_fill<Narrow>();
}

}  // namespace
}  // namespace tgemm::test
