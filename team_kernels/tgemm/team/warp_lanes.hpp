#pragma once
// Where each lane of a warp sits in the warp's LM x LN grid of threads (warp-tiled kernels).
// A thread reads its fragments in blocks, one 16-byte load per block: A at its grid row, B
// at its grid column. Nsight Compute's wavefront counts on H100 fit this model: the
// shared-memory unit serves such a warp-wide load a quarter-warp (8 lanes) at a time, and
// merges the two quarters of a half-warp into one wavefront only when their banks do not
// collide, even if they read the same words.
//
// WarpLanes: lane % LM along M, lane / LM along N (rung 8). With LM = 4 every quarter-warp
// reads all four A words (no merge: 4 wavefronts per A load) and two B words (2 per B load).
// QuadLanes: each quarter-warp is a 2 x 4 block (4 x 2 when LM = 8), and the two quarters
// of each half-warp take the other rows and the other columns, so both A and B loads merge:
// 2 wavefronts each (measured with Nsight Compute: docs/lessons.md).
// MmaLanes: the grid of the FP64 tensor-core product's D values (warp/mma.hpp): lane l owns
// rows of group l / 4 and columns of index l % 4, so a thread's outputs are its D values.

#include <Kokkos_Macros.hpp>
#include <type_traits>

namespace tgemm::team {

template <int LM, int LN>
struct WarpLanes {
  KOKKOS_INLINE_FUNCTION static constexpr int m(int lane) { return lane % LM; }
  KOKKOS_INLINE_FUNCTION static constexpr int n(int lane) { return lane / LM; }
};

template <int LM, int LN>
struct QuadLanes {
  static_assert((LM == 4 && LN == 8) || (LM == 8 && LN == 4),
                "tgemm::team::QuadLanes: a 4 x 8 or 8 x 4 lane grid");
  // quarter q = lane / 8 takes half (q & 1) of the short side and half (q & 1) ^ (q >> 1)
  // of the long side; within it, lane % 8 runs 2 along the short side, 4 along the long one
  KOKKOS_INLINE_FUNCTION static constexpr int short_side(int lane) {
    return 2 * ((lane / 8) & 1) + (lane & 1);
  }
  KOKKOS_INLINE_FUNCTION static constexpr int long_side(int lane) {
    const int q = lane / 8;
    return 4 * ((q & 1) ^ (q >> 1)) + (lane % 8) / 2;
  }
  KOKKOS_INLINE_FUNCTION static constexpr int m(int lane) {
    return LM == 4 ? short_side(lane) : long_side(lane);
  }
  KOKKOS_INLINE_FUNCTION static constexpr int n(int lane) {
    return LM == 4 ? long_side(lane) : short_side(lane);
  }
};

template <int LM, int LN>
struct MmaLanes {
  static_assert(LM == 8 && LN == 4,
                "tgemm::team::MmaLanes: the 8 x 4 grid of the FP64 mma's D fragments");
  KOKKOS_INLINE_FUNCTION static constexpr int m(int lane) { return lane / 4; }
  KOKKOS_INLINE_FUNCTION static constexpr int n(int lane) { return lane % 4; }
};

// A kernel's choice of lane map, as a type: type<LM, LN> is the map for an LM x LN grid.
struct PreferMmaLanes {
  template <int LM, int LN>
  using type = MmaLanes<LM, LN>;
};

// QuadLanes where the reasoning above holds (a 4 x 8 or 8 x 4 grid, one 16-byte load per
// block of A and of B), WarpLanes elsewhere.
template <int BlockBytesM, int BlockBytesN>
struct PreferQuadLanes {
  template <int LM, int LN>
  using type = std::conditional_t<BlockBytesM == 16 && BlockBytesN == 16 &&
                                      ((LM == 4 && LN == 8) || (LM == 8 && LN == 4)),
                                  QuadLanes<LM, LN>, WarpLanes<LM, LN>>;
};

// Every lane takes a distinct grid cell (checked at compile time where the grids are used).
template <class Lanes, int LM, int LN>
constexpr bool covers_grid() {
  bool seen[32] = {};
  for (int lane = 0; lane < 32; ++lane) {
    const int m = Lanes::m(lane), n = Lanes::n(lane);
    if (m < 0 || m >= LM || n < 0 || n >= LN || seen[m * LN + n]) return false;
    seen[m * LN + n] = true;
  }
  return true;
}

}  // namespace tgemm::team
