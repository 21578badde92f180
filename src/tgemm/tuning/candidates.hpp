#pragma once
// The tile configurations variant "auto" chooses from, per scalar type: the warp-tiled kernel
// with its mainloop specialized per operand layout, register-staged and double-buffered (rung
// 10) or with asynchronous multistage copies (rung 11), rung 8 for unaligned operands, with
// split K when C has few tiles, at several shapes; rungs 10 and 11 on packed operands (rung
// 12), and on a stream-K schedule (rung 13), rung 11 rolled where it has three stages, some
// with the outer products in serpentine order; for doubles, rung 14's slabs on tensor cores;
// plus the naive kernel, which wins where there is almost no arithmetic to share.
// tgemm-tune times each on the device and records the fastest per shape.

#include <tgemm/device/naive_range.hpp>
#include <tgemm/device/team_mma.hpp>
#include <tgemm/device/team_multistage.hpp>
#include <tgemm/device/team_packed.hpp>
#include <tgemm/device/team_specialized.hpp>
#include <tgemm/device/team_split_k.hpp>
#include <tgemm/device/team_stream_k.hpp>

#include <stdexcept>
#include <string>
#include <tuple>
#include <type_traits>

namespace tgemm::tuning {

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks>
using Specialized = device::TeamSplitK<device::TeamSpecializedFamily<Shape, TM, TN, WarpsM, MinBlocks>>;

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages>
using Multistage = device::TeamSplitK<device::TeamMultistageFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages>>;

// Serpentine: the outer products in thread::outer_product_serpentine's order. On H100 +1-2 %
// for every FP64 kernel measured and for FP32 stream-K with three rolled stages, -1 to -5 %
// for other FP32 kernels (bench/NOTES.md, session 15), so only those are candidates with it.
template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages, bool Serpentine = false>
using PackedMultistage = device::TeamPacked<
    device::TeamMultistageFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, 0, 0, false, false, Serpentine>>;

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks>
using PackedSpecialized = device::TeamPacked<device::TeamSpecializedFamily<Shape, TM, TN, WarpsM, MinBlocks>>;

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages, bool Serpentine = false>
using StreamKMultistage = device::TeamPackedStreamK<
    device::TeamMultistageFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, 0, 0, false, false, Serpentine>>;

// Rung 11's mainloop rolled to one slab per iteration (TeamMultistageFamily's Rolled): what
// makes three stages pay (bench/NOTES.md, session 13); Transposing: operands unit-stride along
// K copied element by element, so they run in place.
template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages, bool Transposing = false,
          bool Serpentine = false>
using RolledFamily =
    device::TeamMultistageFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, 0, 0, Transposing, true, Serpentine>;

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages>
using PackedRolled = device::TeamPacked<RolledFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages>>;

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages, bool Serpentine = false>
using StreamKRolled =
    device::TeamPackedStreamK<RolledFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, false, Serpentine>>;

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages>
using TransposingRolled = device::TeamSplitK<RolledFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, true>>;

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages>
using StreamKTransposingRolled = device::TeamStreamK<RolledFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, true>>;

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks>
using StreamKSpecialized = device::TeamPackedStreamK<device::TeamSpecializedFamily<Shape, TM, TN, WarpsM, MinBlocks>>;

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks>
using InPlaceStreamK = device::TeamStreamK<device::TeamSpecializedFamily<Shape, TM, TN, WarpsM, MinBlocks>>;

// Rung 14: FP64 slabs on tensor cores, K values of k per product, rolled unless said
// otherwise, on packed operands (stream-K or split K) or in place with element copies
// (Transposing).
template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages, int K = 4, bool Rolled = true>
using StreamKMma =
    device::TeamPackedStreamK<device::TeamMmaFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, false, Rolled, K>>;

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages, int K = 4>
using PackedMma = device::TeamPacked<device::TeamMmaFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, false, true, K>>;

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages, int K = 4>
using TransposingMma =
    device::TeamSplitK<device::TeamMmaFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, true, true, K>>;

template <class Shape, int TM, int TN, int WarpsM, int MinBlocks, int Stages, int K = 4>
using StreamKTransposingMma =
    device::TeamStreamK<device::TeamMmaFamily<Shape, TM, TN, WarpsM, MinBlocks, Stages, true, true, K>>;

template <class Scalar>
struct Candidates;

template <>
struct Candidates<float> {
  using type = std::tuple<Specialized<TileShape<128, 128, 8>, 8, 8, 4, 2>,  // first: the fallback
                          Specialized<TileShape<128, 128, 16>, 8, 8, 2, 2>,
                          Specialized<TileShape<128, 128, 8>, 8, 8, 4, 1>,
                          Specialized<TileShape<64, 128, 16>, 8, 8, 2, 2>,
                          Specialized<TileShape<128, 128, 8>, 8, 16, 2, 2>,
                          Specialized<TileShape<128, 256, 8>, 8, 16, 2, 1>,
                          Specialized<TileShape<64, 128, 8>, 8, 8, 2, 3>,
                          Multistage<TileShape<128, 128, 8>, 8, 16, 2, 2, 3>,
                          Multistage<TileShape<128, 128, 16>, 8, 16, 2, 2, 2>,
                          Multistage<TileShape<64, 128, 8>, 8, 8, 2, 3, 3>,
                          Multistage<TileShape<128, 256, 8>, 8, 16, 2, 1, 2>,
                          PackedMultistage<TileShape<128, 256, 8>, 8, 16, 2, 1, 2>,
                          PackedRolled<TileShape<128, 256, 8>, 8, 16, 2, 1, 3>,
                          PackedMultistage<TileShape<256, 128, 8>, 8, 16, 4, 1, 3>,
                          PackedSpecialized<TileShape<128, 128, 8>, 8, 16, 2, 2>,
                          StreamKMultistage<TileShape<128, 256, 8>, 8, 16, 2, 1, 2>,
                          StreamKRolled<TileShape<128, 256, 8>, 8, 16, 2, 1, 3>,
                          StreamKSpecialized<TileShape<128, 128, 8>, 8, 16, 2, 2>,
                          TransposingRolled<TileShape<256, 128, 8>, 8, 16, 4, 1, 3>,
                          StreamKTransposingRolled<TileShape<256, 128, 8>, 8, 16, 4, 1, 3>,
                          StreamKRolled<TileShape<128, 256, 8>, 8, 16, 2, 1, 3, true>,
                          // Warp tiles of 128 x 32 (lanes 16 x 2) instead of 64 x 64: 1.0-1.3 %
                          // faster at 4096³ on H100 (bench/NOTES.md, session 27).
                          StreamKRolled<TileShape<128, 256, 8>, 8, 16, 1, 1, 3, true>,
                          StreamKRolled<TileShape<256, 128, 8>, 8, 16, 2, 1, 3, true>,
                          device::NaiveRange>;
};

template <>
struct Candidates<double> {
  using type = std::tuple<Specialized<TileShape<64, 64, 8>, 4, 4, 4, 2>,  // first: the fallback
                          Specialized<TileShape<64, 64, 16>, 4, 4, 4, 2>,
                          Specialized<TileShape<128, 64, 8>, 8, 4, 4, 2>,
                          Specialized<TileShape<64, 128, 8>, 4, 8, 2, 2>,
                          Specialized<TileShape<128, 128, 8>, 8, 8, 4, 1>,
                          Specialized<TileShape<32, 32, 16>, 4, 4, 2, 4>,
                          Multistage<TileShape<128, 128, 8>, 8, 8, 4, 1, 2>,
                          Multistage<TileShape<64, 128, 8>, 8, 8, 2, 2, 2>,
                          Multistage<TileShape<64, 64, 8>, 4, 4, 4, 2, 3>,
                          PackedSpecialized<TileShape<128, 128, 8>, 8, 8, 4, 1>,
                          PackedMultistage<TileShape<64, 128, 8>, 8, 8, 2, 2, 2>,
                          PackedMultistage<TileShape<128, 128, 8>, 8, 8, 4, 1, 2>,
                          InPlaceStreamK<TileShape<128, 128, 8>, 8, 8, 4, 1>,
                          StreamKSpecialized<TileShape<128, 128, 8>, 8, 8, 4, 1>,
                          StreamKMultistage<TileShape<64, 128, 8>, 8, 8, 2, 2, 2>,
                          PackedMultistage<TileShape<64, 128, 8>, 8, 8, 2, 2, 2, true>,
                          StreamKMultistage<TileShape<64, 128, 8>, 8, 8, 2, 2, 2, true>,
                          StreamKMma<TileShape<128, 128, 4>, 4, 16, 4, 1, 3>,
                          StreamKMma<TileShape<128, 128, 4>, 4, 16, 4, 1, 4>,
                          StreamKMma<TileShape<128, 128, 8>, 4, 16, 4, 1, 2>,
                          StreamKMma<TileShape<128, 128, 8>, 4, 16, 4, 1, 2, 8>,
                          StreamKMma<TileShape<128, 128, 8>, 4, 16, 4, 1, 2, 8, false>,
                          StreamKMma<TileShape<128, 128, 4>, 8, 8, 2, 1, 4>,
                          StreamKMma<TileShape<64, 128, 8>, 4, 16, 2, 2, 3>,
                          StreamKMma<TileShape<64, 128, 8>, 4, 16, 2, 2, 3, 8>,
                          PackedMma<TileShape<64, 128, 8>, 4, 16, 2, 2, 3>,
                          PackedMma<TileShape<128, 128, 8>, 4, 16, 4, 1, 2, 8>,
                          // 3 teams per SM, not 4: at 4 (128 registers) three of the four
                          // orientations spill 48 bytes.
                          TransposingMma<TileShape<64, 64, 8>, 4, 8, 2, 3, 3>,
                          StreamKTransposingMma<TileShape<64, 64, 8>, 4, 8, 2, 3, 3>,
                          TransposingMma<TileShape<32, 32, 8>, 4, 4, 1, 8, 3>,
                          StreamKTransposingMma<TileShape<128, 128, 4>, 4, 16, 4, 1, 3>,
                          device::NaiveRange>;
};

// Calls f(std::type_identity<Kernel>{}) for every candidate of Scalar, in order.
template <class Scalar, class F>
void for_each_candidate(F&& f) {
  std::apply([&](auto... k) { (f(std::type_identity<decltype(k)>{}), ...); },
             typename Candidates<Scalar>::type{});
}

// Position of the candidate named `name` in Candidates<Scalar>, or -1.
template <class Scalar>
int candidate_index(const std::string& name) {
  int i = 0, found = -1;
  for_each_candidate<Scalar>([&](auto k) {
    if (found < 0 && decltype(k)::type::name() == name) found = i;
    ++i;
  });
  return found;
}

// Calls f(std::type_identity<Kernel>{}) for the candidate at `index`; false if out of range.
// No names built: this is auto's per-call dispatch.
template <class Scalar, class F>
bool with_candidate_at(int index, F&& f) {
  int i = 0;
  bool found = false;
  for_each_candidate<Scalar>([&](auto k) {
    if (i++ == index) {
      found = true;
      f(k);
    }
  });
  return found;
}

template <class Scalar>
std::string fallback_candidate() {
  return std::tuple_element_t<0, typename Candidates<Scalar>::type>::name();
}

}  // namespace tgemm::tuning
