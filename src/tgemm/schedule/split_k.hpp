#pragma once
// Schedules with one team per tile of C (Tiles), and rung 9's split of K (SplitK): when C has
// too few tiles to fill the device (64 x 64 x 1e6, a Krylov inner product; 256 x 256 x 65536),
// `slices` teams work on each tile, each over its own range of K, writing raw partial sums to
// a workspace; a second kernel adds the slices (in the same order every call: deterministic)
// and applies alpha and beta.

#include <algorithm>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/workspace.hpp>
#include <tgemm/kernel/gemm_kernel.hpp>
#include <tgemm/schedule/options.hpp>
#include <tgemm/schedule/split_k_slices.hpp>
#include <tgemm/schedule/tile_order.hpp>
#include <tgemm/thread/unroll.hpp>
#include <tuple>
#include <type_traits>

namespace tgemm::schedule {

// Team r works on tile r % tiles (in `order`) over slice r / tiles of K,
// [slice * k_chunk, (slice + 1) * k_chunk); without a split one slice covers K. With a
// split (work != nullptr) the raw sums go to slice `slice` of work instead of C.
template <class Scalar>
struct TileGrid {
  TileOrder order;
  index_t tiles = 1, k_chunk = 0;
  Scalar* work = nullptr;

  template <class K>
  KOKKOS_FORCEINLINE_FUNCTION void run(const K& k, const typename K::Member& member) const {
    const index_t slice = member.league_rank() / tiles;
    const auto [row, col] = order(member.league_rank() % tiles);
    const index_t m0 = row * K::BM, n0 = col * K::BN;
    const index_t k0 = slice * k_chunk;
    const index_t k1 = k0 + k_chunk < k.A.cols ? k0 + k_chunk : k.A.cols;
    const typename K::Threads threads(member);
    typename K::Acc acc = {};
    auto* const stages = K::Mainloop::stages(member);
    k.mainloop.tile_product(member, threads, stages, k.A, k.B, {m0, n0, k0, k1, k.inside(m0, n0)},
                            acc);
    k.store(member, threads, acc, k.C, m0, n0, work, slice, stages);
  }
};

// The slices' sums of the mn elements of C by teams of reduce_lanes threads, one element each:
// lane l adds slices l, l + reduce_lanes, .. in order, the lanes' sums are added in a fixed
// tree, and store(e, sum) writes element e.
inline constexpr int reduce_lanes = 32;

template <class ExecSpace, class Scalar, class Store>
void reduce_slices_by_teams(const ExecSpace& exec, index_t mn, index_t slices, const Scalar* work,
                            const Store& store) {
  using Policy = Kokkos::TeamPolicy<ExecSpace, Kokkos::IndexType<index_t>>;
  Kokkos::parallel_for(
      "tgemm::split_k_reduce", Policy(exec, mn, reduce_lanes),
      KOKKOS_LAMBDA(const typename Policy::member_type& member) {
        const index_t e = member.league_rank();
        Scalar sum = 0;
        Kokkos::parallel_reduce(
            Kokkos::TeamThreadRange(member, slices),
            [&](index_t s, Scalar& part) { part += work[s * mn + e]; }, sum);
        Kokkos::single(Kokkos::PerTeam(member), [&] { store(e, sum); });
      });
}

// C = alpha * (sum of the slices' partial sums) + beta * C, in Scalar; C (of Out) rounded
// once. An element's sum is the same every call with the same slices:
// - on a GPU, few elements and many slices (a long K split for a small C: 4 x 14 x 53337 in
//   256 slices): a team per element (reduce_slices_by_teams), so that its slices' loads are
//   in flight together. One thread adding 256 slices in order waits out a load's latency for
//   each: there the reduction took 18 us of the product's 38 on an H200, by teams 10.
// - otherwise a thread per element adds its slices in order, their loads issued in groups.
//   Teams of one element each were slower from a few thousand elements on.
template <class ExecSpace, class Scalar, class Out>
void reduce_slices(const ExecSpace& exec, Scalar alpha, Scalar beta, const MatrixRef<Out>& C,
                   const Scalar* work, index_t slices) {
  const index_t m = C.rows, n = C.cols, mn = m * n;
  const auto store = KOKKOS_LAMBDA(index_t e, Scalar sum) {
    Out& c = C(e % m, e / m);
    c = Out(beta == Scalar(0) ? alpha * sum : alpha * sum + beta * Scalar(c));
  };
  constexpr bool gpu = !Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible;
  if constexpr (gpu) {
    if (slices >= 4 * reduce_lanes && 8 * mn * reduce_lanes <= index_t(exec.concurrency()))
      return reduce_slices_by_teams(exec, mn, slices, work, store);
  }
  Kokkos::parallel_for(
      "tgemm::split_k_reduce",
      Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, mn),
      KOKKOS_LAMBDA(index_t e) {
        constexpr int G = 8;  // loads issued before their sums
        Scalar sum = 0;
        index_t s = 0;
        for (; s + G <= slices; s += G) {
          Scalar v[G];
          TGEMM_UNROLL
          for (int j = 0; j < G; ++j) v[j] = work[(s + j) * mn + e];
          TGEMM_UNROLL
          for (int j = 0; j < G; ++j) sum += v[j];
        }
        for (; s < slices; ++s) sum += work[s * mn + e];
        store(e, sum);
      });
}

// Launches mainloop ML over C's tiles, `slices` teams per tile (at least one; fewer where K
// has fewer slabs of BK), in bands of band_rows rows of tiles (TileOrder). Named gives the
// launch's label and the name in error messages.
template <class ML, class Named, class ExecSpace, class Scalar>
void launch_tiles(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                  const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                  index_t slices, index_t band_rows) {
  using K = kernel::Gemm<ML, TileGrid<Scalar>>;
  const TileOrder order{device::tile_count(C.rows, K::BM), device::tile_count(C.cols, K::BN),
                        band_rows};
  const index_t tiles = order.tiles_m * order.tiles_n;
  const index_t k = A.cols;
  index_t chunk = 0;
  std::tie(slices, chunk) = split_k_chunks(k, slices, K::BK);
  const auto& label = Named::template label<Scalar>();
  // slices of K, each into its own block of work (or, with one, straight into C)
  auto run = [&](Scalar* work, index_t teams) {
    const index_t depth = work ? chunk : k;
    kernel::with_kernel<ML, TileGrid<Scalar>>(K::Epilogue::target(C, work, 0), depth, [&](auto kt) {
      using KT = typename decltype(kt)::type;
      const KT kernel{A, B, C, alpha, beta, ML(A, B), TileGrid<Scalar>{order, tiles, depth, work}};
      device::launch_teams(exec, label, kernel, teams, Named::name);
    });
  };
  if (slices <= 1) return run(nullptr, tiles);

  const index_t m = C.rows, n = C.cols;
  auto* work = static_cast<Scalar*>(
      device::Workspace<ExecSpace>::get(exec, std::size_t(slices * m * n) * sizeof(Scalar)));
  run(work, tiles * slices);
  reduce_slices(exec, alpha, beta, C, work, slices);
}

// Teams of a kernel with launch bounds LB that a GPU runs at once: its multiprocessors times
// the teams per multiprocessor LB asks for (what the kernel's register budget is built for);
// 0 on host backends, which count their own way.
template <class LB, class ExecSpace>
index_t gpu_resident_teams([[maybe_unused]] const ExecSpace& exec) {
#ifdef KOKKOS_ENABLE_CUDA
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>)
    return split_k_resident_gpu(exec.cuda_device_prop().multiProcessorCount, LB::minBperSM);
#endif
  return 0;
}

// One team per tile (ScheduleOptions::slices splits K anyway).
struct Tiles {
  static std::string wrap(const std::string& mainloop) { return mainloop; }

  template <class ML, class Named, class ExecSpace, class Scalar>
  static void launch(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                     const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                     const ScheduleOptions& o) {
    launch_tiles<ML, Named>(exec, alpha, A, B, beta, C, o.slices > 0 ? o.slices : 1, o.band_rows);
  }
};

// Rung 9: K split where C has fewer tiles than the device runs teams at once.
struct SplitK {
  static std::string wrap(const std::string& mainloop) { return "team_split_k<" + mainloop + ">"; }

  template <class ML, class ExecSpace>
  static index_t slices_for(const ExecSpace& exec, index_t tiles, index_t k) {
    return split_k_slices(resident_for<ML>(exec), tiles, k, ML::BK, max_slices(ML::BM, ML::BN));
  }

  // Teams of ML the device runs at once, as the cost model counts them (tuning/model.hpp).
  template <class ML, class ExecSpace>
  static index_t resident_for(const ExecSpace& exec) {
    const index_t gpu = gpu_resident_teams<typename ML::launch_bounds>(exec);
    return gpu > 0 ? gpu : split_k_resident(exec.concurrency(), ML::NT);
  }

  template <class ML, class Named, class ExecSpace, class Scalar>
  static void launch(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                     const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                     const ScheduleOptions& o) {
    const index_t tiles = device::tile_count(C.rows, ML::BM) * device::tile_count(C.cols, ML::BN);
    const index_t slices = o.slices > 0 ? o.slices : slices_for<ML>(exec, tiles, A.cols);
    launch_tiles<ML, Named>(exec, alpha, A, B, beta, C, slices, o.band_rows);
  }
};

}  // namespace tgemm::schedule
