#pragma once
// The kernels tgemm::batched_gemm chooses from on GPU spaces, per scalar: the team-level GEMM
// at 16 x 16 and 32 x 32 tiles (one team per matrix up to that size, any layout), rung 8's
// mainloop, rung 11's multistage mainloop (FP32) and rung 14's FP64 tensor cores (FP64: most
// copy operands unit-stride along K by element into K-major rows, "T"; the last three read
// them from column slabs, warp::MmaColumnSlab, the 128 x 64 one loading A's values from them
// one double at a time, the very last on C^T = op(B)^T op(A)^T), each
// read in place, one team per tile of each matrix (device/batched_gemm.hpp). The batched rows of
// the tuning table name the fastest per size (tuning/sm_90.hpp); batched_size_rule picks where a
// table has none. Host spaces run the CPU paths of src/lib/batched.cpp instead.

#include <tgemm/device/batched_gemm.hpp>
#include <tgemm/mainloop/multistage.hpp>
#include <tgemm/mainloop/warp_tile.hpp>
#include <tgemm/team_gemm.hpp>
#include <tuple>
#include <utility>

namespace tgemm::tuning {

template <class Scalar>
struct BatchedCandidates;

// One candidate a line (clang-format would spread the Tiles over many).
// clang-format off
template <>
struct BatchedCandidates<float> {
  using type = std::tuple<
      device::BatchedTeamGemm<TeamGemmConfig<16, 16, 16, 2, 2>>,
      device::BatchedTeamGemm<TeamGemmConfig<32, 32, 16, 2, 2>>,
      device::BatchedGemm<mainloop::WarpTile<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 4}>>,
      device::BatchedGemm<mainloop::WarpTile<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 4, .teams_per_sm = 2}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 32, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 2, .transposing = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 2, .transposing = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 3}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 16, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 32, .bn = 64, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 4, .warps_m = 2, .teams_per_sm = 4, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 6, .stages = 2}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 8, .stages = 3}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 4, .warps_m = 2, .teams_per_sm = 4, .stages = 2, .transposing = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 32, .tm = 4, .tn = 4, .warps_m = 2, .teams_per_sm = 4, .stages = 2, .transposing = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 32, .bn = 32, .bk = 32, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 2, .transposing = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 128, .bn = 128, .bk = 16, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 2, .transposing = true, .serpentine = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 5, .stages = 2, .transposing = true, .serpentine = true}>>>;
};

template <>
struct BatchedCandidates<double> {
  using type = std::tuple<
      device::BatchedTeamGemm<TeamGemmConfig<16, 16, 16, 2, 2>>,
      device::BatchedTeamGemm<TeamGemmConfig<32, 32, 16, 2, 2>>,
      device::BatchedGemm<mainloop::WarpTile<Tile{.bm = 32, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 2, .teams_per_sm = 4}>>,
      device::BatchedGemm<mainloop::WarpTile<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 4, .warps_m = 4, .teams_per_sm = 2}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 2, .transposing = true}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 2, .transposing = true}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 128, .bn = 128, .bk = 4, .tm = 4, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 4, .warps_m = 4, .teams_per_sm = 2, .stages = 3}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 16, .stages = 2, .transposing = true}>>,
      device::BatchedGemm<mainloop::WarpTile<Tile{.bm = 32, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 2, .teams_per_sm = 8}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 4, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 128, .bn = 64, .bk = 8, .tm = 4, .tn = 16, .warps_m = 4, .teams_per_sm = 2, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::Multistage<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 4, .warps_m = 4, .teams_per_sm = 3, .stages = 3}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 4, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true, .mma_k = 8}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 4, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 12, .stages = 3, .transposing = true, .rolled = true}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .mma_k = 8}>>,
      device::BatchedGemm<mainloop::MultistageMma<Tile{.bm = 128, .bn = 64, .bk = 16, .tm = 4, .tn = 16, .warps_m = 4, .teams_per_sm = 2, .stages = 3, .rolled = true, .mma_k = 8, .a_scalar_loads = true}>>,
      device::BatchedGemmTransposed<mainloop::MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .mma_k = 8}>>>;
};
// clang-format on

// Where the table has no batched rows for the device (another arch, or a tuning file that
// replaced sm_90's rows): the picks of the committed sm_90 rows by the larger of m and n,
// candidates by index in the lists above.
template <class Scalar>
constexpr int batched_size_rule(index_t m, index_t n) {
  const index_t size = m > n ? m : n;
  if constexpr (sizeof(Scalar) <= 4)
    return size <= 32 ? 12 : size <= 64 ? 6 : size <= 128 ? 11 : 21;
  else
    return size <= 16 ? 20 : size <= 32 ? 4 : size <= 64 ? 17 : size <= 128 ? 22 : 14;
}

template <class Scalar>
inline constexpr int batched_candidate_count_v =
    int(std::tuple_size_v<typename BatchedCandidates<Scalar>::type>);

// Calls f(std::type_identity<Kernel>{}) for batched candidate `index` of Scalar.
template <class Scalar, class F>
void with_batched_candidate(int index, F&& f) {
  using List = typename BatchedCandidates<Scalar>::type;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((int(I) == index ? f(std::type_identity<std::tuple_element_t<I, List>>{}) : void()), ...);
  }
  (std::make_index_sequence<std::tuple_size_v<List>>{});
}

}  // namespace tgemm::tuning
