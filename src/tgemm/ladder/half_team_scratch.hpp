#pragma once
// Half rung 0, the structure of Tilus' tutorial kernel MatmulV1 in Kokkos: each team owns a
// BM x BN tile of C and walks K in BK-deep slabs; it stages the slab of A and of B in team
// scratch in their own (16-bit) type, a barrier, every thread adds its outputs' dot products
// over the slab in fp32, a second barrier before the next slab overwrites them; at the end
// alpha * acc + beta * C is rounded once into C's type. Plain Kokkos and plain C++ arithmetic:
// it runs on every backend, reads operands of any stride and alignment, and is the path
// `auto` takes where the tensor-core rung cannot read an operand.
//
// Thread t of the 256 owns the 4 x 4 outputs at rows t % 16 + 16 i and columns t / 16 + 16 j
// of the 64 x 64 tile: a warp's reads of the A slab are 16 consecutive values and those of
// the B slab two (broadcasts), so scratch reads are conflict-free without padding.

#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/problem.hpp>
#include <tgemm/precision.hpp>
#include <tgemm/team/barrier.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/team_threads.hpp>
#include <tgemm/thread/unroll.hpp>

namespace tgemm::ladder {

template <class ExecSpace, class In, class Out>
struct HalfTeamScratchKernel {
  static constexpr int BM = 64, BN = 64, BK = 16;
  static constexpr int TM = 4, TN = 4, NT = (BM / TM) * (BN / TN);
  static constexpr int RowsPerStep = BM / TM;  // 16: a thread's rows are RowsPerStep apart
  using launch_bounds = Kokkos::LaunchBounds<NT>;
  using Threads = TeamThreads<NT, team_thread_capacity<ExecSpace, NT>()>;
  using Member = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  // Both slabs K-major: row kk of A's holds op(A)(m0 .. m0 + BM - 1, k0 + kk).
  static constexpr std::size_t scratch_bytes = std::size_t(BK * (BM + BN)) * sizeof(In);

  MatrixRef<const In> A, B;
  MatrixRef<Out> C;
  float alpha = 0, beta = 0;
  index_t tiles_m = 1;

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    const index_t m0 = (member.league_rank() % tiles_m) * BM;
    const index_t n0 = (member.league_rank() / tiles_m) * BN;
    In* As = static_cast<In*>(member.team_scratch(0).get_shmem(int(scratch_bytes)));
    In* Bs = As + BK * BM;
    const Threads threads(member);
    float acc[Threads::capacity][TM][TN] = {};
    const index_t K = A.cols;
    for (index_t k0 = 0; k0 < K; k0 += BK) {
      // Stage the slabs, zero outside the operands. Consecutive threads take consecutive rows
      // of A (its column) and consecutive k of B: coalesced for column-major operands.
      for (int e = threads.rank; e < BM * BK; e += threads.size) {
        const int i = e % BM, kk = e / BM;
        const bool in = m0 + i < A.rows && k0 + kk < K;
        As[kk * BM + i] = in ? A(m0 + i, k0 + kk) : In(0.0f);
      }
      for (int e = threads.rank; e < BK * BN; e += threads.size) {
        const int kk = e % BK, j = e / BK;
        const bool in = k0 + kk < K && n0 + j < B.cols;
        Bs[kk * BN + j] = in ? B(k0 + kk, n0 + j) : In(0.0f);
      }
      team::barrier(member);  // the slabs are complete before anyone reads them
      threads.each([&](int l, int t) {
        const int r = t % RowsPerStep, c = t / RowsPerStep;
        for (int kk = 0; kk < BK; ++kk) {
          float a[TM], b[TN];
          TGEMM_UNROLL
          for (int i = 0; i < TM; ++i) a[i] = float(As[kk * BM + r + RowsPerStep * i]);
          TGEMM_UNROLL
          for (int j = 0; j < TN; ++j) b[j] = float(Bs[kk * BN + c + (BN / TN) * j]);
          TGEMM_UNROLL
          for (int i = 0; i < TM; ++i) TGEMM_UNROLL
          for (int j = 0; j < TN; ++j) acc[l][i][j] += a[i] * b[j];
        }
      });
      team::barrier(member);  // everyone has read them before the next slab overwrites them
    }
    threads.each([&](int l, int t) {
      const int r = t % RowsPerStep, c = t / RowsPerStep;
      TGEMM_UNROLL
      for (int j = 0; j < TN; ++j) TGEMM_UNROLL
      for (int i = 0; i < TM; ++i) {
        team::store_scaled(C, m0 + r + RowsPerStep * i, n0 + c + (BN / TN) * j, alpha, acc[l][i][j],
                           beta);
      }
    });
  }
};

struct HalfTeamScratch {
  static std::string name() { return "half_team_scratch<64x64x16,TM4,TN4>"; }

  template <class ExecSpace, class In, class Out>
  static std::string label() {
    return device::mixed_label<In, Out>(name());
  }

  template <class ExecSpace, class In, class Out>
  static void check(const ExecSpace& exec) {
    using K = HalfTeamScratchKernel<ExecSpace, In, Out>;
    device::team_size_of<ExecSpace, K>(exec, [] { return label<ExecSpace, In, Out>(); });
  }

  template <class ExecSpace, class In, class Out>
  static void run(const ExecSpace& exec, float alpha, const device::Problem<Out, In>& p,
                  float beta) {
    using K = HalfTeamScratchKernel<ExecSpace, In, Out>;
    static const std::string l = label<ExecSpace, In, Out>();
    const index_t tiles_m = device::tile_count(p.m(), K::BM);
    device::launch_teams(exec, l, K{p.a, p.b, p.c, alpha, beta, tiles_m},
                         tiles_m * device::tile_count(p.n(), K::BN), [] { return l; });
  }
};

}  // namespace tgemm::ladder
