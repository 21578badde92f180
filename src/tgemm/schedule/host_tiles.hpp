#pragma once
// The CPU schedule, in GotoBLAS/BLIS' loop order. One team (one host thread) per block of C's
// columns (at most NC wide), and of its rows where the columns alone leave threads idle; each
// team walks K in slabs of KC, packs op(B)'s KC x NC slab once per slab (for L2), then for each
// MC-row block of its rows packs op(A)'s MC x KC slab and runs the micro-kernel over the block,
// NR columns (that panel of B stays in L1) by MR rows at a time, adding to C. B is packed once
// per slab, A once per slab and column block, as in BLIS. Where C has fewer blocks than threads
// even so, K is split too, each slice's raw sums to a workspace, added in order afterwards (as
// schedule::SplitK). The panels at C's edges, short of MR rows or NR columns, are packed and
// multiplied at the narrowest edge width that holds them (thread::with_edge_width), so a C of a
// few rows or columns does not pay for whole MR x NR blocks.

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <cstdint>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/device/workspace.hpp>
#include <tgemm/operands/panels.hpp>
#include <tgemm/schedule/options.hpp>
#include <tgemm/schedule/split_k.hpp>
#include <tgemm/thread/micro_kernel.hpp>
#include <tgemm/tile.hpp>
#include <type_traits>
#include <vector>

namespace tgemm::schedule {

// The blocks a call runs with: a team's rows and columns of C, the MC-row blocks inside them,
// and the split of K.
struct HostBlocks {
  index_t rows = 0;  // a team's rows of C (a multiple of mc, or all of them)
  int nc = 0;        // a team's columns of C
  int mc = 0;        // rows of the A blocks a team packs
  int kc = 0;        // depth of the slabs packed
  index_t tiles_m = 1, tiles = 1, slices = 1, k_chunk = 0;
  // Read in place rather than packed (small problems, where a packed value is used too few
  // times to repay its copy; read_in_place); panels at the edges are packed all the same.
  bool direct_a = false, direct_b = false;
};

// C is m x n, K deep, `threads` threads: column blocks of at most NC, as even as the panels
// allow and a multiple of the threads in number; where columns alone leave threads idle, row
// blocks, or slices of K where the rows fit one MC block.
template <CpuTile T>
HostBlocks host_blocks(index_t m, index_t n, index_t k, index_t threads, index_t forced_slices) {
  auto ceil_div = [](index_t a, index_t b) { return (a + b - 1) / b; };
  auto even = [&](index_t extent, index_t count, int panel) {  // count blocks, whole panels
    return ceil_div(ceil_div(extent, count), panel) * panel;
  };
  index_t tn = ceil_div(n, T.nc), tm = 1, slices = 1;
  if (tn >= threads) tn = ceil_div(tn, threads) * threads;  // every thread the same share
  tn = std::min(tn, ceil_div(n, T.nr));
  if (tn < threads) {
    // Rows that fit one MC block: each thread takes a slice of K instead, so each reads its
    // part of A and B once (rows would have every thread pack all of B).
    if (m <= T.mc && k >= 2 * index_t(T.kc))
      slices = std::min(ceil_div(threads, tn), k / T.kc);
    else
      tm = std::min(ceil_div(m, T.mr), ceil_div(threads, tn));
  }
  HostBlocks b;
  b.nc = int(even(n, tn, T.nr));
  b.rows = even(m, tm, T.mr);
  b.mc = int(even(b.rows, ceil_div(b.rows, T.mc), T.mr));  // MC-row blocks as even as panels allow
  b.tiles_m = ceil_div(m, b.rows);
  b.tiles = b.tiles_m * ceil_div(n, b.nc);
  b.slices = forced_slices > 0 ? forced_slices : slices;
  b.k_chunk = ceil_div(k, b.slices);
  b.slices = ceil_div(k, std::max<index_t>(1, b.k_chunk));
  b.kc = int(std::clamp<index_t>(b.k_chunk, 1, T.kc));
  return b;
}

// Which operands a team reads in place rather than packed: where a packed value would serve
// fewer than 8 micro-kernel calls (a packed copy costs about a cycle a value; a value of A
// feeds nc / NR calls, one of B rows / MR), and where its re-reads stay compact. A micro-kernel
// call reads KC steps of K; where one step's values lie a page or more from the next (a
// leading dimension past 4 KB along K), re-reading them misses the TLB and outruns the
// prefetchers at every step, and packing wins (8191 x 33 x 2049 NT FP64: 37 -> 94 % of
// OpenBLAS). A long-strided A read once (C one panel wide) stays in place while the slab of B
// its calls stream (C's columns x KC) is at most 12 KB: on C of 4-13 columns and 6000 rows,
// in place won to 12.8 KB and lost from 16 KB (16114 x 13 x 204 NT FP64: 21 % in place, 100 %
// packed). A is read in place only with unit stride along M, as the micro-kernel loads MR of
// its values as vectors; B in place where it is unit-stride along K, or read once.
template <CpuTile T, class Scalar>
void read_in_place(HostBlocks& b, const MatrixRef<const Scalar>& A,
                   const MatrixRef<const Scalar>& B) {
  constexpr index_t page = 4096 / index_t(sizeof(Scalar));  // values
  const index_t b_slab = Kokkos::min(B.cols, index_t(b.nc)) * b.kc * index_t(sizeof(Scalar));
  b.direct_a = A.row_stride == 1 && b.nc <= 8 * T.nr &&
               (A.col_stride <= page || (b.nc <= T.nr && b_slab <= 12 * 1024));
  b.direct_b = b.rows <= 8 * T.mr && (b.rows <= T.mr || B.row_stride <= page);
}

// The m x n corner of an accumulator block to C at (i, j): c = alpha * acc + beta * c. Unit row
// stride (column-major C, the workspace): the vector store; any other layout element by element.
template <int MR, int NR, class Scalar>
KOKKOS_FORCEINLINE_FUNCTION void store_acc(const Scalar (&acc)[NR][MR], const MatrixRef<Scalar>& c,
                                           index_t i, index_t j, int m, int n, Scalar alpha,
                                           Scalar beta) {
  if (c.row_stride == 1)
    return thread::store_block<MR, NR>(acc, &c(i, j), c.col_stride, m, n, alpha, beta);
  // Bounded by the block as well as by m and n: GCC 16, not seeing that m <= MR and n <= NR,
  // warns of reads past the block as of uninitialized values.
  for (int jj = 0; jj < Kokkos::min(n, NR); ++jj)
    for (int ii = 0; ii < Kokkos::min(m, MR); ++ii) {
      Scalar& x = c(i + ii, j + jj);
      x = beta == Scalar(0) ? alpha * acc[jj][ii] : alpha * acc[jj][ii] + beta * x;
    }
}

template <class Scalar, CpuTile T>
struct HostTileKernel {
  static constexpr int MR = T.mr, NR = T.nr;

  MatrixRef<const Scalar> A, B;
  MatrixRef<Scalar> C;
  Scalar alpha{}, beta{};
  HostBlocks blocks;
  Scalar* work = nullptr;  // split K: slice s's raw sums at work + s * m * n (column-major)

  // A team's panel space: its slab of B (nc columns in whole panels) then a block of A (mc rows
  // in whole panels), kc deep.
  KOKKOS_INLINE_FUNCTION std::size_t b_values() const {
    return std::size_t((blocks.nc + NR - 1) / NR * NR) * blocks.kc;
  }
  KOKKOS_INLINE_FUNCTION std::size_t scratch_values() const {
    return b_values() + std::size_t((blocks.mc + MR - 1) / MR * MR) * blocks.kc;
  }

  template <class Member>
  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    run(member.league_rank(), static_cast<Scalar*>(member.team_scratch(1).get_shmem_aligned(
                                  scratch_values() * sizeof(Scalar), 64)));
  }

  // Block `rank` of the league (a tile of C and a slice of K), packing into `panels`.
  KOKKOS_INLINE_FUNCTION void run(index_t rank, Scalar* Bp) const {
    // Divisions only where there is something to divide: a 64-bit one costs as much as the
    // micro-kernel on a 16 x 16 matrix of a batch.
    const index_t slice = blocks.slices > 1 ? rank / blocks.tiles : 0;
    const index_t tile = blocks.slices > 1 ? rank % blocks.tiles : rank;
    const index_t r0 = blocks.tiles_m > 1 ? (tile % blocks.tiles_m) * blocks.rows : 0,
                  j0 = (blocks.tiles_m > 1 ? tile / blocks.tiles_m : tile) * blocks.nc;
    const index_t r1 = Kokkos::min(r0 + blocks.rows, C.rows);
    const int n = int(Kokkos::min(index_t(blocks.nc), C.cols - j0));
    const index_t k0 = slice * blocks.k_chunk, k1 = Kokkos::min(A.cols, k0 + blocks.k_chunk);
    Scalar* Ap = Bp + b_values();
    // Raw sums of a slice go to its block of the workspace, column-major.
    const MatrixRef<Scalar> out =
        work ? MatrixRef<Scalar>{work + slice * C.rows * C.cols, C.rows, C.cols, 1, C.rows} : C;
    const Scalar a = work ? Scalar(1) : alpha;
    for (index_t p0 = k0; p0 < k1; p0 += T.kc) {
      const int kc = int(Kokkos::min(index_t(T.kc), k1 - p0));
      const Scalar b = p0 != k0 ? Scalar(1) : work ? Scalar(0) : beta;
      // Whole panels (packed, or read in place), then the edge panel, packed at its own width
      // (thread::with_edge_width).
      const int n_whole = n / NR * NR;
      if (!blocks.direct_b) operands::pack_b_panels<NR>(B, p0, kc, j0, n_whole, Bp);
      if (n_whole < n)
        thread::with_edge_width<Scalar, NR, false>(n - n_whole, [&](auto w) {
          operands::pack_b_panels<decltype(w)::value>(B, p0, kc, j0 + n_whole, n - n_whole,
                                                      Bp + std::size_t(n_whole) * kc);
        });
      for (index_t i0 = r0; i0 < r1; i0 += blocks.mc) {
        const int m = int(Kokkos::min(index_t(blocks.mc), r1 - i0)), m_whole = m / MR * MR;
        if (!blocks.direct_a) operands::pack_a_panels<MR>(A, i0, m_whole, p0, kc, Ap);
        if (m_whole < m)
          thread::with_edge_width<Scalar, MR, true>(m - m_whole, [&](auto w) {
            operands::pack_a_panels<decltype(w)::value>(A, i0 + m_whole, m - m_whole, p0, kc,
                                                        Ap + std::size_t(m_whole) * kc);
          });
        for (int jr = 0; jr < n; jr += NR)
          for (int ir = 0; ir < m; ir += MR) {
            const int mr = Kokkos::min(int(MR), m - ir), nr = Kokkos::min(int(NR), n - jr);
            const bool a_packed = !blocks.direct_a || mr < MR,
                       b_packed = !blocks.direct_b || nr < NR;
            const Scalar* ap = a_packed ? Ap + std::size_t(ir) * kc : &A(i0 + ir, p0);
            const Scalar* bp = b_packed ? Bp + std::size_t(jr) * kc : &B(p0, j0 + jr);
            // The block as an EM x EN micro-kernel: whole panels packed (the micro-kernel with
            // its strides fixed), or in place, or edge panels at their own widths
            auto block = [&](auto wm, auto wn) {
              constexpr int EM = decltype(wm)::value, EN = decltype(wn)::value;
              Scalar acc[EN][EM];  // written whole by the micro-kernel
              if constexpr (EM == MR && EN == NR) {
                if (a_packed && b_packed) {
                  thread::micro_kernel<MR, NR>(kc, ap, bp, acc);
                  return store_acc<MR, NR>(acc, out, i0 + ir, j0 + jr, mr, nr, a, b);
                }
              }
              thread::micro_kernel<EM, EN>(
                  kc, ap, bp,
                  thread::PanelStrides{a_packed ? EM : A.col_stride, b_packed ? EN : B.row_stride,
                                       b_packed ? 1 : B.col_stride},
                  acc);
              store_acc<EM, EN>(acc, out, i0 + ir, j0 + jr, mr, nr, a, b);
            };
            if (mr == MR && nr == NR)
              block(std::integral_constant<int, MR>{}, std::integral_constant<int, NR>{});
            else
              thread::with_edge_width<Scalar, MR, true>(mr, [&](auto wm) {
                thread::with_edge_width<Scalar, NR, false>(nr, [&](auto wn) { block(wm, wn); });
              });
          }
      }
    }
  }
};

// C = alpha * A * B + beta * C on a host execution space with blocking T.
template <CpuTile T, class ExecSpace, class Scalar>
void launch_host_tiles(const ExecSpace& exec, const std::string& label, Scalar alpha,
                       const MatrixRef<const Scalar>& A, const MatrixRef<const Scalar>& B,
                       Scalar beta, const MatrixRef<Scalar>& C, const ScheduleOptions& options) {
  using K = HostTileKernel<Scalar, T>;
  const index_t threads = std::max<index_t>(1, exec.concurrency());
  // Tiny products run on the calling thread: waking the others costs more than they save.
  const bool on_caller = C.rows * C.cols * A.cols <= 65536 * threads;
  HostBlocks blocks =
      host_blocks<T>(C.rows, C.cols, A.cols, on_caller ? 1 : threads, options.slices);
  read_in_place<T>(blocks, A, B);
  K kernel{A, B, C, alpha, beta, blocks, nullptr};
  if (blocks.slices > 1)
    kernel.work = static_cast<Scalar*>(device::Workspace<ExecSpace>::get(
        exec, std::size_t(blocks.slices * C.rows * C.cols) * sizeof(Scalar)));
  const index_t league = blocks.tiles * blocks.slices;
  if (on_caller) {
    exec.fence();  // what was queued on the instance before this call comes first
    thread_local std::vector<Scalar> panels;
    if (panels.size() < kernel.scratch_values() + 64 / sizeof(Scalar))
      panels.resize(kernel.scratch_values() + 64 / sizeof(Scalar));
    Scalar* p = panels.data();
    while (reinterpret_cast<std::uintptr_t>(p) % 64 != 0) ++p;  // as team scratch aligns
    for (index_t rank = 0; rank < league; ++rank) kernel.run(rank, p);
  } else {
    // Static: the column blocks come in multiples of the threads, and each thread keeps the
    // same blocks call after call (a dynamic schedule costs a microsecond a call).
    Kokkos::TeamPolicy<ExecSpace> policy(exec, device::league_size(league), 1);
    policy.set_scratch_size(1, Kokkos::PerTeam(kernel.scratch_values() * sizeof(Scalar) + 64));
    Kokkos::parallel_for(label, policy, kernel);
  }
  if (blocks.slices > 1) reduce_slices(exec, alpha, beta, C, kernel.work, blocks.slices);
}

}  // namespace tgemm::schedule
