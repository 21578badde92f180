#pragma once
// Packing an operand for rung 12 (team_packed.hpp): X, rows x cols with any strides, copied
// into row-major storage with a leading dimension `ld` (a whole number of 16-byte units, so
// every row starts 16-byte aligned). Square blocks go through team scratch, so the reads run
// along X's unit stride and the writes along P's: a transpose costs one read and one write
// of the operand.

#include <tgemm/device/team_launch.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/thread/unroll.hpp>
#include <tgemm/thread/vec.hpp>

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cstdint>
#include <string>

namespace tgemm::device {

template <class Scalar>
struct PackRows {
  // 64 x 64 floats or 32 x 32 doubles (16 KB, 8 KB of scratch); each thread moves U elements
  // a pass, their loads issued together: one load in flight per warp leaves HBM mostly idle.
  // Ld = Tile + 1: the transposed accesses hit distinct banks.
  static constexpr int Tile = sizeof(Scalar) == 4 ? 64 : 32, Ld = Tile + 1;
  static constexpr int U = 8, Passes = Tile * Tile / U;
  // Whole blocks of an X with aligned 16-byte access down its columns move V elements per
  // access, WU accesses a thread per pass (256 passes): the element copy issued 0.79
  // instructions per scheduler per cycle at 53 % of DRAM bandwidth (H100, Nsight Compute),
  // bound by its per-element index arithmetic.
  static constexpr int V = thread::vec16<Scalar>, Groups = Tile / V, WU = Tile * Groups / 256,
                       WPasses = Tile * Groups / WU;

  MatrixRef<const Scalar> X;
  Scalar* P = nullptr;
  index_t ld = 0, tiles_r = 1;
  bool read_down = false;  // X is unit-stride down its columns: read a block column by column
  bool wide = false;       // ... and its columns allow aligned 16-byte access

  template <class Member>
  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    auto* block = static_cast<Scalar*>(member.team_scratch(0).get_shmem(Tile * Ld * sizeof(Scalar)));
    const index_t r0 = (member.league_rank() % tiles_r) * Tile, c0 = (member.league_rank() / tiles_r) * Tile;
    if (wide && r0 + Tile <= X.rows && c0 + Tile <= X.cols) {
      // Unit e: V rows from row (e % Groups) V of column e / Groups on the way in, V columns
      // from column (e % Groups) V of row e / Groups on the way out.
      Kokkos::parallel_for(Kokkos::TeamThreadRange(member, WPasses), [&](int e0) {
        thread::Vec<Scalar, V> v[WU];
        TGEMM_UNROLL
        for (int u = 0; u < WU; ++u) {
          const int e = e0 + u * WPasses;
          v[u] = thread::load_vec<V>(X.data + (r0 + (e % Groups) * V) + (c0 + e / Groups) * X.col_stride);
        }
        TGEMM_UNROLL
        for (int u = 0; u < WU; ++u) {
          const int e = e0 + u * WPasses;
          TGEMM_UNROLL
          for (int t = 0; t < V; ++t) block[((e % Groups) * V + t) * Ld + e / Groups] = v[u].v[t];
        }
      });
      member.team_barrier();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(member, WPasses), [&](int e0) {
        TGEMM_UNROLL
        for (int u = 0; u < WU; ++u) {
          const int e = e0 + u * WPasses, i = e / Groups, j = (e % Groups) * V;
          thread::Vec<Scalar, V> x;
          TGEMM_UNROLL
          for (int t = 0; t < V; ++t) x.v[t] = block[i * Ld + j + t];
          thread::store_vec(P + (r0 + i) * ld + c0 + j, x);
        }
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
MatrixRef<const Scalar> pack_rows(const ExecSpace& exec, const MatrixRef<const Scalar>& X, Scalar* P, index_t ld) {
  using F = PackRows<Scalar>;
  const bool read_down = X.row_stride == 1 && X.col_stride != 1;
  const bool aligned = reinterpret_cast<std::uintptr_t>(X.data) % 16 == 0 && X.col_stride % F::V == 0 &&
                       reinterpret_cast<std::uintptr_t>(P) % 16 == 0;
  F f{X, P, ld, tile_count(X.rows, F::Tile), read_down, read_down && aligned};
  const MatrixRef<const Scalar> packed{P, X.rows, X.cols, ld, 1};
  if (X.rows == 0 || X.cols == 0) return packed;
  using Policy = Kokkos::TeamPolicy<ExecSpace>;
  static const std::string label = "tgemm::pack_rows," + std::string(scalar_name<Scalar>());
  const std::size_t bytes = F::Tile * F::Ld * sizeof(Scalar);
  const int team = remembered_team_size<Policy>(exec, f, 256, bytes, [] { return label; });
  Policy policy(exec, league_size(f.tiles_r * tile_count(X.cols, F::Tile)), team);
  policy.set_scratch_size(0, Kokkos::PerTeam(bytes));
  Kokkos::parallel_for(label, policy, f);
  return packed;
}

}  // namespace tgemm::device
