#pragma once
// Packing an operand for rung 12 (operands/packed.hpp): X, rows x cols with any strides, copied
// into row-major storage with a leading dimension `ld` (a whole number of 16-byte units, so
// every row starts 16-byte aligned). Square blocks go through team scratch, so the reads run
// along X's unit stride and the writes along P's: a transpose costs one read and one write
// of the operand.

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <cstdint>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/thread/unroll.hpp>
#include <tgemm/thread/vec.hpp>

namespace tgemm::operands {

template <class Scalar>
struct PackRows {
  // 64 x 64 floats or 32 x 32 doubles per team (16 KB, 8 KB of scratch; host backends may
  // offer no more than 32 KB); Ld = Tile + 1: the element copy's transposed accesses hit
  // distinct banks.
  static constexpr int Tile = sizeof(Scalar) == 4 ? 64 : 32, Ld = Tile + 1;
  // Element copy: each thread moves U elements a pass, their loads issued together (one load
  // in flight per warp leaves HBM mostly idle).
  static constexpr int U = 8, Passes = Tile * Tile / U;
  // Whole blocks of an X with aligned 16-byte access down its columns: each of 256 logical
  // threads reads a Piece x Piece square (Piece columns, 16-byte loads down each), turns it in
  // registers and writes its rows into scratch with 16-byte stores; the block then leaves
  // along P's rows, 16 bytes a store. Scratch rows are GR 16-byte groups, swizzled (phys): the
  // 8 threads of a 16-byte access phase touch 8 distinct bank quads on the way in (8 squares
  // down a column) and out (8 groups along a row). On H100 a 4096 x 4096 float transpose runs
  // within 6 % of a same-size cudaMemcpy; the element copy it replaces took 12 % longer.
  static constexpr int V = thread::vec16<Scalar>, Piece = Tile / 16,
                       Pieces = (Tile / Piece) * (Tile / Piece), GR = Tile / V;
  static_assert(Piece % V == 0);

  MatrixRef<const Scalar> X;
  Scalar* P = nullptr;
  index_t ld = 0, tiles_r = 1;
  bool read_down = false;  // X is unit-stride down its columns: read a block column by column
  bool wide = false;       // ... and its columns allow aligned 16-byte access

  // 16 bytes of slack: the block starts 16-byte aligned.
  static constexpr std::size_t scratch_bytes = Tile * Ld * sizeof(Scalar) + 16;

  KOKKOS_INLINE_FUNCTION static int phys(int row, int group) {
    return row * GR + (group ^ ((row / Piece) % GR));
  }

  template <class Member>
  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    auto* block =
        static_cast<Scalar*>(member.team_scratch(0).get_shmem_aligned(int(scratch_bytes - 16), 16));
    const index_t r0 = (member.league_rank() % tiles_r) * Tile,
                  c0 = (member.league_rank() / tiles_r) * Tile;
    if (wide && r0 + Tile <= X.rows && c0 + Tile <= X.cols) {
      using Vec = thread::Vec<Scalar, V>;
      auto* groups = reinterpret_cast<Vec*>(block);
      Kokkos::parallel_for(Kokkos::TeamThreadRange(member, Pieces), [&](int e) {
        const int pr = (e % (Tile / Piece)) * Piece, pc = (e / (Tile / Piece)) * Piece;
        const Scalar* src = X.data + (r0 + pr) + (c0 + pc) * X.col_stride;
        Vec v[Piece][Piece / V];  // [column][16 bytes down it]
        TGEMM_UNROLL
        for (int j = 0; j < Piece; ++j) TGEMM_UNROLL
        for (int h = 0; h < Piece / V; ++h)
          v[j][h] = thread::load_vec<V>(src + h * V + j * X.col_stride);
        TGEMM_UNROLL
        for (int i = 0; i < Piece; ++i) TGEMM_UNROLL
        for (int g = 0; g < Piece / V; ++g) {
          Vec w;
          TGEMM_UNROLL
          for (int t = 0; t < V; ++t) w.v[t] = v[g * V + t][i / V].v[i % V];
          groups[phys(pr + i, pc / V + g)] = w;
        }
      });
      member.team_barrier();  // the block is whole before it is written out along rows
      Kokkos::parallel_for(Kokkos::TeamThreadRange(member, Tile * GR), [&](int e) {
        const int i = e / GR, g = e % GR;
        thread::store_vec(P + (r0 + i) * ld + c0 + g * V, groups[phys(i, g)]);
      });
      return;
    }
    // Element e of a pass: consecutive e along X's unit stride on the way in, along P's rows
    // on the way out, so both sides coalesce.
    auto row = [&](int e) { return read_down ? e % Tile : e / Tile; };
    auto col = [&](int e) { return read_down ? e / Tile : e % Tile; };
    Kokkos::parallel_for(Kokkos::TeamThreadRange(member, Passes), [&](int e0) {
      Scalar v[U];
      TGEMM_UNROLL
      for (int u = 0; u < U; ++u) {
        const int i = row(e0 + u * Passes), j = col(e0 + u * Passes);
        v[u] = r0 + i < X.rows && c0 + j < X.cols ? X(r0 + i, c0 + j) : Scalar(0);
      }
      TGEMM_UNROLL
      for (int u = 0; u < U; ++u) block[row(e0 + u * Passes) * Ld + col(e0 + u * Passes)] = v[u];
    });
    member.team_barrier();  // the block is whole before it is written out along rows
    Kokkos::parallel_for(Kokkos::TeamThreadRange(member, Passes), [&](int e0) {
      TGEMM_UNROLL
      for (int u = 0; u < U; ++u) {
        const int e = e0 + u * Passes, i = e / Tile, j = e % Tile;
        if (r0 + i < X.rows && c0 + j < X.cols) P[(r0 + i) * ld + c0 + j] = block[i * Ld + j];
      }
    });
  }
};

// The leading dimension a packed operand with `cols` columns gets: whole 128-byte lines.
template <class Scalar>
constexpr index_t packed_ld(index_t cols) {
  constexpr index_t line = 128 / index_t(sizeof(Scalar));
  return (std::max<index_t>(cols, 1) + line - 1) / line * line;
}

// P (row-major, leading dimension ld >= X.cols, ld * sizeof(Scalar) a multiple of 16, P
// 16-byte aligned) = X; the columns past X.cols are not written.
template <class ExecSpace, class Scalar>
MatrixRef<const Scalar> pack_rows(const ExecSpace& exec, const MatrixRef<const Scalar>& X,
                                  Scalar* P, index_t ld) {
  using F = PackRows<Scalar>;
  const bool read_down = X.row_stride == 1 && X.col_stride != 1;
  const bool aligned = reinterpret_cast<std::uintptr_t>(X.data) % 16 == 0 &&
                       X.col_stride % F::V == 0 && reinterpret_cast<std::uintptr_t>(P) % 16 == 0;
  F f{X, P, ld, device::tile_count(X.rows, F::Tile), read_down, read_down && aligned};
  const MatrixRef<const Scalar> packed{P, X.rows, X.cols, ld, 1};
  if (X.rows == 0 || X.cols == 0) return packed;
  using Policy = Kokkos::TeamPolicy<ExecSpace>;
  static const std::string label = "tgemm::pack_rows," + std::string(device::scalar_name<Scalar>());
  const std::size_t bytes = F::scratch_bytes;
  const int team = device::remembered_team_size<Policy>(exec, f, 256, bytes, [] { return label; });
  Policy policy(exec, device::league_size(f.tiles_r * device::tile_count(X.cols, F::Tile)), team);
  policy.set_scratch_size(0, Kokkos::PerTeam(bytes));
  Kokkos::parallel_for(label, policy, f);
  return packed;
}

}  // namespace tgemm::operands
