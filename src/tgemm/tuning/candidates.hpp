#pragma once
// The kernels variant "auto" chooses from, per kind of execution space and scalar type;
// tgemm-tune times each on the device and records the fastest per shape (tuning table,
// table.hpp).
//
// GPU spaces (GpuKernels), in the order they were added: rung 10 (register-staged, split K
// where C has few tiles) at several tiles; rung 11 (multistage); both on packed operands (rung
// 12) and on a stream-K schedule (rung 13); rung 11 rolled where it has three stages, some with
// the outer products in serpentine order; for doubles, rung 14's slabs on tensor cores; small
// and narrow tiles; the small-K kernel, built around writing C; the thin kernel, a stream over
// the wide operand where C is narrow; for doubles, the dots kernel, where both operands run
// along K; the naive kernel, which wins where there is almost no arithmetic to share; and the
// GEMV kernel, which auto runs where C has one or two columns (docs/design.md); for doubles,
// the large FP64 tile fed by the copy engine (device::TmaGemm). The first is the fallback where a
// table has no row.
//
// Host spaces (HostKernels): the CPU mainloop (device::HostGemm) at the register blocks and
// cache blocks BLIS uses for AVX-512 (skx), AVX2 (haswell) and 128-bit NEON (armv8a) cores, and
// neighbours. The fallback is the one for the ISA the library was compiled for
// (src/lib/gemm.cpp).

#include <string>
#include <tgemm/device/host_gemm.hpp>
#include <tgemm/device/host_gemv.hpp>
#include <tgemm/device/tma_gemm.hpp>
#include <tgemm/kernels.hpp>
#include <tgemm/tuning/kernel_sets.hpp>
#include <tuple>
#include <type_traits>

namespace tgemm::tuning {

using device::Dots;
using device::Gemm;
using device::Gemv;
using device::SmallK;
using device::Thin;
using device::TmaGemm;
using mainloop::Multistage;
using mainloop::MultistageMma;
using mainloop::RegisterStaged;
using operands::Packed;
using schedule::SplitK;
using schedule::StreamK;

template <class Set, class Scalar>
struct Candidates;

// One candidate a line (clang-format would spread the Tiles over many).
// clang-format off
template <>
struct Candidates<GpuKernels, float> {
  using type = std::tuple<
      Gemm<RegisterStaged<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 4, .teams_per_sm = 2}>>,  // first: the fallback
      Gemm<RegisterStaged<Tile{.bm = 128, .bn = 128, .bk = 16, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 2}>>,
      Gemm<RegisterStaged<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 4, .teams_per_sm = 1}>>,
      Gemm<RegisterStaged<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 2}>>,
      Gemm<RegisterStaged<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 2}>>,
      Gemm<RegisterStaged<Tile{.bm = 128, .bn = 256, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1}>>,
      Gemm<RegisterStaged<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 3}>>,
      Gemm<Multistage<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3}>>,
      Gemm<Multistage<Tile{.bm = 128, .bn = 128, .bk = 16, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 2}>>,
      Gemm<Multistage<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3}>>,
      Gemm<Multistage<Tile{.bm = 128, .bn = 256, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1, .stages = 2}>>,
      Gemm<Multistage<Tile{.bm = 128, .bn = 256, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1, .stages = 2}>, SplitK, Packed>,
      Gemm<Multistage<Tile{.bm = 128, .bn = 256, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1, .stages = 3, .rolled = true}>, SplitK, Packed>,
      Gemm<Multistage<Tile{.bm = 256, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 3}>, SplitK, Packed>,
      Gemm<RegisterStaged<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 2}>, SplitK, Packed>,
      Gemm<Multistage<Tile{.bm = 128, .bn = 256, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1, .stages = 2}>, StreamK, Packed>,
      Gemm<Multistage<Tile{.bm = 128, .bn = 256, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1, .stages = 3, .rolled = true}>, StreamK, Packed>,
      Gemm<RegisterStaged<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 2}>, StreamK, Packed>,
      // Transposing element copies run a K-contiguous operand in place.
      Gemm<Multistage<Tile{.bm = 256, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 3, .transposing = true, .rolled = true}>>,
      Gemm<Multistage<Tile{.bm = 256, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 3, .transposing = true, .rolled = true}>, StreamK>,
      Gemm<Multistage<Tile{.bm = 128, .bn = 256, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1, .stages = 3, .rolled = true, .serpentine = true}>, StreamK, Packed>,
      // Warp tiles of 128 x 32 (lanes 16 x 2) instead of 64 x 64: faster at 4096³ (docs/lessons.md).
      Gemm<Multistage<Tile{.bm = 128, .bn = 256, .bk = 8, .tm = 8, .tn = 16, .warps_m = 1, .teams_per_sm = 1, .stages = 3, .rolled = true, .serpentine = true}>, StreamK, Packed>,
      Gemm<Multistage<Tile{.bm = 256, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1, .stages = 3, .rolled = true, .serpentine = true}>, StreamK, Packed>,
      // Small and narrow tiles, split K: where C has too few 64 x 128 tiles to fill the device
      // (k of 10^4-10^5 with m, n below 100; m or n below 32; sizes of a few hundred).
      Gemm<Multistage<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>,
      Gemm<Multistage<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 3, .transposing = true, .rolled = true}>>,
      Gemm<Multistage<Tile{.bm = 128, .bn = 32, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 6, .stages = 3, .transposing = true, .rolled = true}>>,
      Gemm<Multistage<Tile{.bm = 32, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 1, .teams_per_sm = 6, .stages = 3, .transposing = true, .rolled = true}>>,
      Gemm<Multistage<Tile{.bm = 64, .bn = 16, .bk = 8, .tm = 8, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>,
      Gemm<Multistage<Tile{.bm = 16, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>,
      // Small K with a large C: K staged whole, C written in full sectors (device/small_k.hpp).
      SmallK<Tile{.bm = 128, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 1, .teams_per_sm = 4}>,
      SmallK<Tile{.bm = 128, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 3}>,
      SmallK<Tile{.bm = 256, .bn = 64, .bk = 16, .tm = 8, .tn = 8, .warps_m = 1, .teams_per_sm = 2}>,
      // A narrow C (32 columns or rows at most) and a long K: a stream over the wide operand
      // (device/thin.hpp).
      Thin<Tile{.bm = 128, .bn = 32, .bk = 128, .tm = 1, .tn = 32, .warps_m = 4, .teams_per_sm = 4}>,
      ladder::NaiveRange,
      // C of one or two columns: a matrix-vector product a column, one launch (device/gemv.hpp).
      Gemv<Tile{.bm = 16, .bn = 1, .bk = 256, .tm = 2, .tn = 1, .warps_m = 8, .teams_per_sm = 4}>>;
};

template <>
struct Candidates<GpuKernels, double> {
  using type = std::tuple<
      Gemm<RegisterStaged<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 4, .warps_m = 4, .teams_per_sm = 2}>>,  // first: the fallback
      Gemm<RegisterStaged<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 4, .warps_m = 4, .teams_per_sm = 2}>>,
      Gemm<RegisterStaged<Tile{.bm = 128, .bn = 64, .bk = 8, .tm = 8, .tn = 4, .warps_m = 4, .teams_per_sm = 2}>>,
      Gemm<RegisterStaged<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 2}>>,
      Gemm<RegisterStaged<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 4, .teams_per_sm = 1}>>,
      Gemm<RegisterStaged<Tile{.bm = 32, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 2, .teams_per_sm = 4}>>,
      Gemm<Multistage<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 4, .teams_per_sm = 1, .stages = 2}>>,
      Gemm<Multistage<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 2, .stages = 2}>>,
      Gemm<Multistage<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 4, .warps_m = 4, .teams_per_sm = 2, .stages = 3}>>,
      Gemm<RegisterStaged<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 4, .teams_per_sm = 1}>, SplitK, Packed>,
      Gemm<Multistage<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 2, .stages = 2}>, SplitK, Packed>,
      Gemm<Multistage<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 4, .teams_per_sm = 1, .stages = 2}>, SplitK, Packed>,
      Gemm<RegisterStaged<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 4, .teams_per_sm = 1}>, StreamK>,
      Gemm<RegisterStaged<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 4, .teams_per_sm = 1}>, StreamK, Packed>,
      Gemm<Multistage<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 2, .stages = 2}>, StreamK, Packed>,
      Gemm<Multistage<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 2, .stages = 2, .serpentine = true}>, SplitK, Packed>,
      Gemm<Multistage<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 2, .stages = 2, .serpentine = true}>, StreamK, Packed>,
      // Rung 14: FP64 slabs on tensor cores, mma_k values of k per product.
      Gemm<MultistageMma<Tile{.bm = 128, .bn = 128, .bk = 4, .tm = 4, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 3, .rolled = true}>, StreamK, Packed>,
      Gemm<MultistageMma<Tile{.bm = 128, .bn = 128, .bk = 4, .tm = 4, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 4, .rolled = true}>, StreamK, Packed>,
      Gemm<MultistageMma<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 2, .rolled = true}>, StreamK, Packed>,
      Gemm<MultistageMma<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 2, .rolled = true, .mma_k = 8}>, StreamK, Packed>,
      Gemm<MultistageMma<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 2, .mma_k = 8}>, StreamK, Packed>,
      Gemm<MultistageMma<Tile{.bm = 128, .bn = 128, .bk = 4, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 1, .stages = 4, .rolled = true}>, StreamK, Packed>,
      Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true}>, StreamK, Packed>,
      Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .mma_k = 8}>, StreamK, Packed>,
      Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true}>, SplitK, Packed>,
      Gemm<MultistageMma<Tile{.bm = 128, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 2, .rolled = true, .mma_k = 8}>, SplitK, Packed>,
      // 3 teams per SM, not 4: at 4 (128 registers) three of the four orientations spill 48
      // bytes.
      Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true}>>,
      Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true}>, StreamK>,
      Gemm<MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 8, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 8, .stages = 3, .transposing = true, .rolled = true}>>,
      Gemm<MultistageMma<Tile{.bm = 128, .bn = 128, .bk = 4, .tm = 4, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 3, .transposing = true, .rolled = true}>, StreamK>,
      // Deeper slabs (16 or 32 values of k), as cuBLAS' DGEMMs run where C has few tiles: fewer
      // barriers and pipeline fills per value of k where a team's share of K is short, more
      // bytes in flight where K is long.
      Gemm<MultistageMma<Tile{.bm = 32, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 4, .stages = 3, .transposing = true, .rolled = true}>>,
      Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 4, .transposing = true, .rolled = true}>>,
      Gemm<MultistageMma<Tile{.bm = 64, .bn = 64, .bk = 32, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .transposing = true, .rolled = true}>>,
      Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .transposing = true, .rolled = true}>>,
      // The large FP64 shapes' tile on 16 values of k a slab: half the barriers of the 8-deep
      // one, and with its copies between the products (MultistageMainloop) the tensor cores
      // stay busy through them.
      Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true}>, SplitK, Packed>,
      Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true}>, StreamK, Packed>,
      SmallK<Tile{.bm = 64, .bn = 64, .bk = 16, .tm = 2, .tn = 8, .warps_m = 1, .teams_per_sm = 4}>,
      SmallK<Tile{.bm = 128, .bn = 32, .bk = 16, .tm = 4, .tn = 4, .warps_m = 1, .teams_per_sm = 3}>,
      Thin<Tile{.bm = 64, .bn = 16, .bk = 128, .tm = 1, .tn = 16, .warps_m = 2, .teams_per_sm = 8}>,
      // Both operands along K and C small (device/dots.hpp): the operands staged as they lie,
      // 16 bytes a copy, and read along K by the tensor cores; C's narrow side up to 16 or 32.
      Dots<Tile{.bm = 48, .bn = 16, .bk = 64, .tm = 3, .tn = 2, .warps_m = 4, .teams_per_sm = 2, .stages = 3}>,
      Dots<Tile{.bm = 32, .bn = 32, .bk = 64, .tm = 2, .tn = 4, .warps_m = 4, .teams_per_sm = 2, .stages = 3}>,
      ladder::NaiveRange,
      Gemv<Tile{.bm = 16, .bn = 1, .bk = 256, .tm = 2, .tn = 1, .warps_m = 8, .teams_per_sm = 4}>,
      // The large FP64 shapes' tile reading the operands as they lie, A's column slabs one
      // double a load: no packing pass, so ahead of the packed tile where the pass is a large
      // share of the call (2048^3), behind it where the product's time dominates (6144^3 up).
      Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true}>, SplitK>,
      // The same tile fed by the copy engine, in place, on m16n8k8 products
      // (device/tma_gemm.hpp; elsewhere the packed tile above).
      TmaGemm<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .mma_k = 8}>>;
};

using device::HostGemm;
using device::HostGemv;

template <>
struct Candidates<HostKernels, float> {
  using type = std::tuple<
      HostGemm<CpuTile{.mr = 32, .nr = 12, .mc = 480, .nc = 504, .kc = 384}>,  // AVX-512
      HostGemm<CpuTile{.mr = 32, .nr = 12, .mc = 256, .nc = 1020, .kc = 256}>,
      HostGemm<CpuTile{.mr = 32, .nr = 12, .mc = 128, .nc = 384, .kc = 512}>,
      HostGemm<CpuTile{.mr = 32, .nr = 8, .mc = 256, .nc = 512, .kc = 384}>,
      HostGemm<CpuTile{.mr = 48, .nr = 8, .mc = 240, .nc = 512, .kc = 256}>,
      HostGemm<CpuTile{.mr = 16, .nr = 6, .mc = 176, .nc = 504, .kc = 256}>,   // AVX2
      HostGemm<CpuTile{.mr = 24, .nr = 4, .mc = 168, .nc = 512, .kc = 256}>,
      HostGemm<CpuTile{.mr = 8, .nr = 12, .mc = 120, .nc = 516, .kc = 640}>,   // NEON
      HostGemv>;  // C of one or two columns or rows (device/host_gemv.hpp)
};

template <>
struct Candidates<HostKernels, double> {
  using type = std::tuple<
      HostGemm<CpuTile{.mr = 16, .nr = 14, .mc = 240, .nc = 504, .kc = 256}>,  // AVX-512
      HostGemm<CpuTile{.mr = 16, .nr = 12, .mc = 240, .nc = 504, .kc = 384}>,
      HostGemm<CpuTile{.mr = 24, .nr = 8, .mc = 240, .nc = 512, .kc = 256}>,
      HostGemm<CpuTile{.mr = 16, .nr = 8, .mc = 128, .nc = 512, .kc = 256}>,
      HostGemm<CpuTile{.mr = 8, .nr = 6, .mc = 72, .nc = 504, .kc = 256}>,     // AVX2
      HostGemm<CpuTile{.mr = 12, .nr = 4, .mc = 96, .nc = 512, .kc = 256}>,
      HostGemm<CpuTile{.mr = 6, .nr = 8, .mc = 120, .nc = 512, .kc = 256}>,    // NEON
      HostGemv>;
};
// clang-format on

template <class Set, class Scalar>
inline constexpr int candidate_count_v =
    int(std::tuple_size_v<typename Candidates<Set, Scalar>::type>);

// Calls f(std::type_identity<Kernel>{}) for every candidate of Set and Scalar, in order.
template <class Set, class Scalar, class F>
void for_each_candidate(F&& f) {
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (f(std::type_identity<std::tuple_element_t<I, typename Candidates<Set, Scalar>::type>>{}), ...);
  }
  (std::make_index_sequence<candidate_count_v<Set, Scalar>>{});
}

}  // namespace tgemm::tuning
