#pragma once
// Tile and pipeline options of the composed kernels, as one named aggregate:
//
//   tgemm::Tile{.bm = 256, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2,
//               .teams_per_sm = 1, .stages = 3, .rolled = true, .serpentine = true}
//
// It is the template argument of every mainloop (mainloop::Multistage<Tile{...}>), and the
// name a kernel has in the tuning table is printed from it (tile_key), so a table row and
// the kernel it names cannot drift apart. A mainloop reads only some fields; the others must
// keep their defaults (checked where it is instantiated), so no two kernels share a name.

#include <string>

namespace tgemm {

struct Tile {
  int bm = 128, bn = 128, bk = 8;  // a team's BM x BN tile of C; K is walked in slabs of BK
  int tm = 8, tn = 8;              // a thread's TM x TN outputs
  int warps_m = 4;                 // warps along M (the others along N)
  int teams_per_sm = 2;  // teams per multiprocessor the registers must allow (launch bounds)
  int stages = 2;        // scratch stages of a multistage mainloop
  int blocks_m = 0,
      blocks_n = 0;          // a thread's outputs in blocks along M, N (0: one 16-byte load each)
  bool transposing = false;  // multistage: a K-contiguous operand copied element by element
  bool rolled = false;       // multistage: one slab per loop iteration, not rounds of `stages`
  bool serpentine = false;   // multistage: outer products in serpentine order
  int mma_k = 4;             // FP64 tensor cores: k values per product (4 or 8)
  // FP64 tensor cores: A's column-slab values loaded one double at a time, each into the
  // register its fragment takes, instead of in 16-byte pairs that need register moves
  bool a_scalar_loads = false;

  constexpr bool operator==(const Tile&) const = default;
};

// Which of Tile's optional fields a mainloop reads (the tile and thread shapes it always does).
struct TileFields {
  bool stages = false, blocks = false, pipeline = false, mma = false;
};

// Fields a mainloop does not read are at their defaults.
constexpr bool uses_only(const Tile& t, TileFields f) {
  const Tile d{};
  return (f.stages || t.stages == d.stages) && (f.blocks || (t.blocks_m == 0 && t.blocks_n == 0)) &&
         (f.pipeline || (!t.transposing && !t.rolled && !t.serpentine)) &&
         (f.mma || (t.mma_k == d.mma_k && t.a_scalar_loads == d.a_scalar_loads));
}

// "64x128x8,TM8,TN8,WM2,B3[,S3][,P2x4][,T][,R][,Z][,M4[,A1]]": the fields f names, as the tuning
// table spells kernels; blocks are printed when given.
inline std::string tile_key(const Tile& t, TileFields f) {
  auto s = [](int x) { return std::to_string(x); };
  std::string key = s(t.bm) + "x" + s(t.bn) + "x" + s(t.bk) + ",TM" + s(t.tm) + ",TN" + s(t.tn) +
                    ",WM" + s(t.warps_m) + ",B" + s(t.teams_per_sm);
  if (f.stages) key += ",S" + s(t.stages);
  if (f.blocks && (t.blocks_m || t.blocks_n)) key += ",P" + s(t.blocks_m) + "x" + s(t.blocks_n);
  if (f.pipeline)
    key += std::string(t.transposing ? ",T" : "") + (t.rolled ? ",R" : "") +
           (t.serpentine ? ",Z" : "");
  if (f.mma) key += ",M" + s(t.mma_k) + (t.a_scalar_loads ? ",A1" : "");
  return key;
}

// Blocking of the CPU mainloop (BLIS/GotoBLAS), as a named aggregate:
//
//   tgemm::CpuTile{.mr = 32, .nr = 12, .mc = 480, .nc = 512, .kc = 384}
//
// A thread's MR x NR block of C lives in vector registers (thread::micro_kernel); a team (one
// host thread) owns an MC x NC block of C and walks K in slabs of KC, packing a KC-deep slab of
// op(A)'s MC rows (for L2) and of op(B)'s NC columns into panels (operands/panels.hpp). MR is a
// multiple of the vector width (16 floats or 8 doubles with AVX-512, 8 or 4 with AVX2).
struct CpuTile {
  int mr = 16, nr = 6;
  int mc = 256, nc = 512, kc = 256;

  constexpr bool operator==(const CpuTile&) const = default;
};

// "32x12,MC480,NC512,KC384": the tuning table's spelling.
inline std::string cpu_tile_key(const CpuTile& t) {
  auto s = [](int x) { return std::to_string(x); };
  return s(t.mr) + "x" + s(t.nr) + ",MC" + s(t.mc) + ",NC" + s(t.nc) + ",KC" + s(t.kc);
}

}  // namespace tgemm
