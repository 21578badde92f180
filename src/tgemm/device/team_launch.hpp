#pragma once
// Device-level driver shared by the TeamPolicy variants: one team per BM x BN tile of C.
// The checks (scratch per team, team size) run before anything launches, so a tile
// configuration the execution space cannot run is rejected with a message, C untouched.
//
// A kernel family provides name() and kernel<ExecSpace, Scalar>, a functor type with
//   BM, BN, NT (logical threads), scratch_bytes, launch_bounds (a Kokkos::LaunchBounds),
//   a constructor (A, B, C, alpha, beta, tiles_m) (TileArgs' one) and operator()(member).
// A family with several kernels per scalar (same tile, launch bounds and scratch) also
// provides dispatch<ExecSpace, Scalar>(A, B, f), calling f(std::type_identity<Kernel>{})
// with the one for these operands; kernel<> is then the one that runs any operands, and
// largest<ExecSpace, Scalar>, where given, the one that needs the most scratch.

#include <tgemm/team/matrix_ref.hpp>

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cstddef>
#include <limits>
#include <mutex>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace tgemm::device {

template <class Scalar>
constexpr const char* scalar_name() {
  if constexpr (std::is_same_v<Scalar, float>) return "float";
  else if constexpr (std::is_same_v<Scalar, double>) return "double";
  else return "scalar";
}

// What a per-device cache is keyed on: the GPU's ordinal; on host backends the instance's
// concurrency (a partitioned instance may offer fewer threads).
template <class ExecSpace>
long device_key(const ExecSpace& exec) {
#ifdef KOKKOS_ENABLE_CUDA
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) return exec.cuda_device();
#endif
  return long(exec.concurrency());
}

// Team size for a functor written for nt logical threads: exactly nt on a GPU; on a host
// backend as many as it offers, up to nt (each thread then plays several logical threads).
template <class Policy, class ExecSpace, class Functor>
int checked_team_size(const ExecSpace& exec, const Functor& functor, int nt,
                      std::size_t scratch_bytes, const std::string& kernel) {
  const auto max_scratch = static_cast<std::size_t>(Policy::scratch_size_max(0));
  if (scratch_bytes > max_scratch)
    throw std::invalid_argument("tgemm::gemm: tile configuration of " + kernel + " needs " +
                                std::to_string(scratch_bytes) +
                                " bytes of level-0 team scratch per team, but " +
                                ExecSpace::name() + " allows at most " +
                                std::to_string(max_scratch));
  Policy probe(exec, 1, Kokkos::AUTO);
  probe.set_scratch_size(0, Kokkos::PerTeam(scratch_bytes));
  const int max_threads = probe.team_size_max(functor, Kokkos::ParallelForTag());
  if (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible)
    return std::max(1, std::min(nt, max_threads));
  if (max_threads < nt)
    throw std::invalid_argument("tgemm::gemm: tile configuration of " + kernel + " needs " +
                                std::to_string(nt) + " threads per team, but " +
                                ExecSpace::name() + " allows at most " +
                                std::to_string(max_threads) + " for this kernel");
  return nt;
}

// checked_team_size, remembered per kernel (Functor) and device (key: device_key): Kokkos'
// team-size query costs microseconds per call, as much as a small GEMM, and its answer
// depends only on those two. Rejections are not remembered: they throw every time. name()
// is called only when the query runs.
template <class Policy, class ExecSpace, class Functor, class Name>
int remembered_team_size(const ExecSpace& exec, const Functor& functor, int nt, std::size_t scratch_bytes,
                         Name&& name) {
  static std::mutex mutex;
  static std::vector<std::pair<long, int>> known;
  const long key = device_key(exec);
  {
    std::lock_guard<std::mutex> lock(mutex);
    for (const auto& [k, size] : known)
      if (k == key) return size;
  }
  const int size = checked_team_size<Policy>(exec, functor, nt, scratch_bytes, name());
  std::lock_guard<std::mutex> lock(mutex);
  known.emplace_back(key, size);
  return size;
}

inline constexpr index_t tile_count(index_t extent, int tile) { return (extent + tile - 1) / tile; }

// One team per tile; Kokkos' league size is an int.
inline int league_size(index_t tiles) {
  if (tiles > index_t(std::numeric_limits<int>::max()))
    throw std::invalid_argument("tgemm::gemm: argument 'C' needs " + std::to_string(tiles) +
                                " tiles, more than a Kokkos league can hold");
  return int(tiles);
}

// The arguments every tile kernel carries: the problem after checking, and the number of
// tiles along M (league rank -> tile).
template <class Scalar>
struct TileArgs {
  MatrixRef<const Scalar> A, B;
  MatrixRef<Scalar> C;
  Scalar alpha{}, beta{};
  index_t tiles_m = 1;

  TileArgs() = default;
  TileArgs(MatrixRef<const Scalar> a, MatrixRef<const Scalar> b, MatrixRef<Scalar> c, Scalar al,
           Scalar be, index_t tm)
      : A(a), B(b), C(c), alpha(al), beta(be), tiles_m(tm) {}

  KOKKOS_INLINE_FUNCTION index_t tile_m0(int league_rank, int BM) const {
    return (league_rank % tiles_m) * BM;
  }
  KOKKOS_INLINE_FUNCTION index_t tile_n0(int league_rank, int BN) const {
    return (league_rank / tiles_m) * BN;
  }
};

// Calls f(std::type_identity<Kernel>{}) with the kernel Family runs for op(A) = A, op(B) = B.
template <class Family, class ExecSpace, class Scalar, class F>
void dispatch_kernel(const MatrixRef<const Scalar>& A, const MatrixRef<const Scalar>& B, F&& f) {
  if constexpr (requires { Family::template dispatch<ExecSpace, Scalar>(A, B, f); })
    Family::template dispatch<ExecSpace, Scalar>(A, B, f);
  else
    f(std::type_identity<typename Family::template kernel<ExecSpace, Scalar>>{});
}

template <class Family>
struct TeamDriver {
  template <class ExecSpace, class Scalar>
  using Kernel = typename Family::template kernel<ExecSpace, Scalar>;
  template <class ExecSpace, class K>
  using PolicyOf = Kokkos::TeamPolicy<ExecSpace, typename K::launch_bounds>;
  template <class ExecSpace, class Scalar>
  using Policy = PolicyOf<ExecSpace, Kernel<ExecSpace, Scalar>>;

  static std::string name() { return Family::name(); }

  template <class ExecSpace, class Scalar>
  static const std::string& label() {
    static const std::string l = "tgemm::" + Family::name() + "," + scalar_name<Scalar>();
    return l;
  }

  // Each kernel type's team size, remembered per device (remembered_team_size).
  template <class ExecSpace, class Scalar, class K = Kernel<ExecSpace, Scalar>>
  static int team_size(const ExecSpace& exec) {
    return remembered_team_size<PolicyOf<ExecSpace, K>>(exec, K{}, K::NT, K::scratch_bytes, [] {
      return Family::name() + "," + scalar_name<Scalar>();
    });
  }

  // A family whose kernels differ in scratch names the largest (Family::largest).
  template <class ExecSpace, class Scalar>
  static void check(const ExecSpace& exec) {
    team_size<ExecSpace, Scalar>(exec);
    if constexpr (requires { typename Family::template largest<ExecSpace, Scalar>; })
      team_size<ExecSpace, Scalar, typename Family::template largest<ExecSpace, Scalar>>(exec);
  }

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C) {
    dispatch_kernel<Family, ExecSpace, Scalar>(A, B, [&](auto k) {
      using K = typename decltype(k)::type;
      const index_t tiles_m = tile_count(C.rows, K::BM);
      launch(exec, K(A, B, C, alpha, beta, tiles_m), tiles_m * tile_count(C.cols, K::BN));
    });
  }

  // Launches a prepared kernel over `teams` teams.
  template <class ExecSpace, class K>
  static void launch(const ExecSpace& exec, const K& kernel, index_t teams) {
    using Scalar = std::remove_const_t<typename decltype(kernel.C)::value_type>;
    auto policy = PolicyOf<ExecSpace, K>(exec, league_size(teams), team_size<ExecSpace, Scalar, K>(exec));
    if constexpr (K::scratch_bytes > 0)
      policy.set_scratch_size(0, Kokkos::PerTeam(K::scratch_bytes));
    Kokkos::parallel_for(label<ExecSpace, Scalar>(), policy, kernel);
  }
};

}  // namespace tgemm::device
