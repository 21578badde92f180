#pragma once
// Device-level driver of tgemm::batched_gemm: C_b = alpha op(A_b) op(B_b) + beta C_b for
// every b of rank-3 Views (batch index first, any layout). One team per BM x BN tile of
// each C_b, so a batch of small matrices runs one team per matrix and a batch of larger
// ones several; each team runs the team-level GEMM (team_gemm.hpp) on its tile.

#include <tgemm/device/problem.hpp>
#include <tgemm/device/team_launch.hpp>
#include <tgemm/device/team_warp_tile.hpp>
#include <tgemm/team_gemm.hpp>

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace tgemm::device {

// Matrix b of a rank-3 View as a MatrixRef, optionally transposed.
template <class View>
KOKKOS_INLINE_FUNCTION MatrixRef<typename View::value_type> batch_matrix(const View& v, index_t b,
                                                                        bool transpose) {
  const MatrixRef<typename View::value_type> r{v.data() + b * index_t(v.stride(0)),
                                               index_t(v.extent(1)), index_t(v.extent(2)),
                                               index_t(v.stride(1)), index_t(v.stride(2))};
  return transpose ? r.transposed() : r;
}

template <class ExecSpace, class Config, class AView, class BView, class CView>
struct BatchedTeamGemmKernel {
  using Scalar = typename CView::non_const_value_type;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  static constexpr std::size_t scratch_bytes = team_scratch_size<Config, Scalar>();

  AView A;
  BView B;
  CView C;
  bool ta = false, tb = false;
  Scalar alpha{}, beta{};
  index_t tiles_m = 1, tiles = 1;  // tiles along M, and per matrix

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    const index_t l = member.league_rank();
    const index_t batch = l / tiles, t = l % tiles;
    const MatrixRef<const Scalar> a = batch_matrix(A, batch, ta), b = batch_matrix(B, batch, tb);
    const MatrixRef<Scalar> c = batch_matrix(C, batch, false);
    const index_t m0 = (t % tiles_m) * Config::BM, n0 = (t / tiles_m) * Config::BN;
    const index_t mt = Kokkos::min(index_t(Config::BM), c.rows - m0);
    const index_t nt = Kokkos::min(index_t(Config::BN), c.cols - n0);
    const MatrixRef<const Scalar> a_tile{a.data + m0 * a.row_stride, mt, a.cols, a.row_stride,
                                         a.col_stride};
    const MatrixRef<const Scalar> b_tile{b.data + n0 * b.col_stride, b.rows, nt, b.row_stride,
                                         b.col_stride};
    const MatrixRef<Scalar> c_tile{c.data + m0 * c.row_stride + n0 * c.col_stride, mt, nt,
                                   c.row_stride, c.col_stride};
    auto* scratch = static_cast<Scalar*>(member.team_scratch(0).get_shmem(
        team_scratch_extent<Config, Scalar>() * sizeof(Scalar)));
    team::team_gemm<Config>(member, alpha, a_tile, b_tile, beta, c_tile, scratch);
  }
};

// Tile configurations of the team-level path batched_gemm picks for matrices up to 32 rows
// and columns: a 16 x 16 tile wastes nothing on a batch of 16 x 16 matrices.
using BatchedConfigTiny = TeamGemmConfig<16, 16, 16, 2, 2>;
using BatchedConfigSmall = TeamGemmConfig<32, 32, 16, 2, 2>;

template <class Config, class ExecSpace, class AView, class BView, class CView>
void run_batched(const ExecSpace& exec, bool ta, bool tb, typename CView::const_value_type alpha,
                 const AView& A, const BView& B, typename CView::const_value_type beta,
                 const CView& C) {
  using K = BatchedTeamGemmKernel<ExecSpace, Config, AView, BView, CView>;
  using Scalar = typename K::Scalar;
  const std::string label = "tgemm::batched_gemm<" + Config::name() + "," + scalar_name<Scalar>() + ">";
  const index_t m = index_t(C.extent(1)), n = index_t(C.extent(2));
  const index_t tiles_m = tile_count(m, Config::BM), tiles = tiles_m * tile_count(n, Config::BN);
  const K kernel{A, B, C, ta, tb, Scalar(alpha), Scalar(beta), tiles_m, tiles};
  using Policy = Kokkos::TeamPolicy<ExecSpace>;
  // On a GPU one thread per micro-tile; on a host backend one thread per team, many teams.
  // Throws when the configuration's scratch or team size does not fit the execution space.
  const int checked = checked_team_size<Policy>(exec, kernel, Config::units, K::scratch_bytes, label);
  const int team = Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible ? 1 : checked;
  Policy policy(exec, league_size(index_t(C.extent(0)) * tiles), team);
  policy.set_scratch_size(0, Kokkos::PerTeam(K::scratch_bytes));
  Kokkos::parallel_for(label, policy, kernel);
}

// Matrices of 33 and more rows or columns: the top rung of the ladder (warp tiles, double
// buffered), one team per tile of every matrix, the matrix index taking the place of the
// split-K slice.
template <class Family, class ExecSpace, class AView, class BView, class CView>
void run_batched_warp_tiles(const ExecSpace& exec, bool ta, bool tb,
                            typename CView::const_value_type alpha, const AView& A,
                            const BView& B, typename CView::const_value_type beta, const CView& C) {
  using Scalar = typename CView::non_const_value_type;
  using Driver = TeamDriver<Family>;
  using K = typename Driver::template Kernel<ExecSpace, Scalar>;
  static_assert(K::batched, "tgemm::device::run_batched_warp_tiles needs the batched form of the kernel");
  const std::string label = "tgemm::batched_gemm<" + Family::name() + "," + scalar_name<Scalar>() + ">";
  const index_t nb = index_t(C.extent(0));
  K kernel(batch_matrix(A, 0, ta), batch_matrix(B, 0, tb), batch_matrix(C, 0, false), Scalar(alpha),
           Scalar(beta), tile_count(index_t(C.extent(1)), K::BM));
  kernel.batch_a = index_t(A.stride(0));
  kernel.batch_b = index_t(B.stride(0));
  kernel.batch_c = index_t(C.stride(0));
  // 16-byte loads were judged on matrix 0; they stay legal only if every matrix starts
  // equally aligned.
  if (kernel.batch_a * index_t(sizeof(Scalar)) % 16 != 0) kernel.how_a.wide = false;
  if (kernel.batch_b * index_t(sizeof(Scalar)) % 16 != 0) kernel.how_b.wide = false;
  typename Driver::template Policy<ExecSpace, Scalar> policy(
      exec, league_size(kernel.tiles * nb), Driver::template team_size<ExecSpace, Scalar>(exec));
  policy.set_scratch_size(0, Kokkos::PerTeam(K::scratch_bytes));
  Kokkos::parallel_for(label, policy, kernel);
}

// Warp-tile configurations batched_gemm uses for matrices over 32 (from the tuned
// candidates: a 64 x 64 tile up to 64, then the fallback tile of `auto`).
template <class Scalar>
using BatchedWarpTileMedium = std::conditional_t<sizeof(Scalar) <= 4,
    TeamWarpTileFamily<TileShape<64, 64, 16>, 8, 8, 2, 4, true>, TeamWarpTileFamily<TileShape<32, 32, 16>, 4, 4, 2, 4, true>>;
template <class Scalar>
using BatchedWarpTileLarge = std::conditional_t<sizeof(Scalar) <= 4,
    TeamWarpTileFamily<TileShape<128, 128, 8>, 8, 8, 4, 2, true>, TeamWarpTileFamily<TileShape<64, 64, 8>, 4, 4, 4, 2, true>>;

// Checks the batched arguments; throws std::invalid_argument naming the argument.
template <class AView, class BView, class CView>
void check_batched(bool ta, bool tb, const AView& A, const BView& B, const CView& C) {
  auto shape = [](const auto& v) {
    return std::to_string(v.extent(0)) + "x" + std::to_string(v.extent(1)) + "x" +
           std::to_string(v.extent(2));
  };
  const std::string all = " (A is " + shape(A) + (ta ? " transposed" : "") + ", B is " +
                          shape(B) + (tb ? " transposed" : "") + ", C is " + shape(C) + ")";
  if (A.extent(0) != C.extent(0))
    throw std::invalid_argument("tgemm::batched_gemm: argument 'A' holds " +
                                std::to_string(A.extent(0)) + " matrices but C holds " +
                                std::to_string(C.extent(0)) + all);
  if (B.extent(0) != C.extent(0))
    throw std::invalid_argument("tgemm::batched_gemm: argument 'B' holds " +
                                std::to_string(B.extent(0)) + " matrices but C holds " +
                                std::to_string(C.extent(0)) + all);
  const auto am = ta ? A.extent(2) : A.extent(1), ak = ta ? A.extent(1) : A.extent(2);
  const auto bk = tb ? B.extent(2) : B.extent(1), bn = tb ? B.extent(1) : B.extent(2);
  if (ak != bk)
    throw std::invalid_argument("tgemm::batched_gemm: arguments 'A' and 'B' do not conform: op(A_b) is " +
                                std::to_string(am) + "x" + std::to_string(ak) + " but op(B_b) is " +
                                std::to_string(bk) + "x" + std::to_string(bn) + all);
  if (C.extent(1) != am || C.extent(2) != bn)
    throw std::invalid_argument("tgemm::batched_gemm: argument 'C' holds " +
                                std::to_string(C.extent(1)) + "x" + std::to_string(C.extent(2)) +
                                " matrices but op(A_b) * op(B_b) is " + std::to_string(am) + "x" +
                                std::to_string(bn) + all);
  // Address ranges of the whole batches: C must not share memory with A or B.
  auto range = [](const auto& v) {
    const auto p = reinterpret_cast<std::uintptr_t>(v.data());
    return std::pair(p, p + v.span() * sizeof(*v.data()));
  };
  auto intersect = [&](const auto& x, const auto& y) {
    if (x.size() == 0 || y.size() == 0) return false;
    const auto [x0, x1] = range(x);
    const auto [y0, y1] = range(y);
    return x0 < y1 && y0 < x1;
  };
  if (intersect(C, A))
    throw std::invalid_argument("tgemm::batched_gemm: argument 'C' overlaps argument 'A' in memory" + all);
  if (intersect(C, B))
    throw std::invalid_argument("tgemm::batched_gemm: argument 'C' overlaps argument 'B' in memory" + all);
}

}  // namespace tgemm::device
