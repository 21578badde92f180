// Test driver: Kokkos is initialised once for the whole suite. Host backends get at least
// two threads unless told otherwise, so that teams have several members and a missing
// team barrier can show.

#include <gtest/gtest.h>

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  std::vector<char*> args(argv, argv + argc);
  const bool threads_given = std::getenv("OMP_NUM_THREADS") || std::getenv("KOKKOS_NUM_THREADS") ||
                             std::any_of(args.begin(), args.end(), [](const char* a) {
                               return std::string(a).rfind("--kokkos-num-threads", 0) == 0;
                             });
  std::string threads =
      "--kokkos-num-threads=" + std::to_string(std::max(2u, std::thread::hardware_concurrency()));
  if (!threads_given) args.push_back(threads.data());
  int n = int(args.size());
  args.push_back(nullptr);
  Kokkos::ScopeGuard kokkos(n, args.data());
  return RUN_ALL_TESTS();
}
