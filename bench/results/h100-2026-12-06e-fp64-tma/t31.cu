// FP64 4096^3 and 8192^3, NN and TN (#30's last bar, 95 % of cuBLAS DGEMM): both operands read
// in place by bulk tensor copies (TMA), two a slab, in the copy engine's 128-byte swizzle,
// against the packed 16-deep pick and the in-place A1 tile (the 4096^3 TN row) and cuBLAS.
// The same 64 x 128 x 16 team tile, four warps of 32 x 64 on m16n8k4 FP64 products, two teams
// an SM; no packing pass, no copy instructions in the loop. Each checked against cuBLAS from a
// poisoned C, then timed in turn with cuBLAS (rounds of one run each, the first variant
// rotating, median of 20; cuBLAS last).
// Usage: t31 [ROUNDS [N...]] (default 3 rounds of 4096 and 8192); T31_CHECK_ONLY: checks only.
// Build: KOKKOS=<CUDA Kokkos> bash ../h200-2026-11-28-staged-stores/mk.sh t31.cu t31
#include "../h200-2026-12-04b-fp64-column-slabs/harness/turn.hpp"
#include <tgemm/device/tensor_map.hpp>
#include <tgemm/warp/mma.hpp>
#include <tgemm/warp/tma.hpp>

using namespace tgemm;
using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
constexpr Tile kF64{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true};
constexpr Tile kA1{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true};
using SplitPacked = device::Gemm<MultistageMma<kF64>, SplitK, Packed>;
using SplitA1 = device::Gemm<MultistageMma<kA1>, SplitK>;

#if defined(TGEMM_HAVE_WGMMA)
KOKKOS_FORCEINLINE_FUNCTION void tma_load_3d(void* dst, const CUtensorMap* map, int c0, int c1, int c2,
                                             std::uint64_t* bar) {
  asm volatile(
      "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, "
      "{%2, %3, %4}], [%5];\n" ::"r"(warp::shared_address(dst)),
      "l"(reinterpret_cast<std::uint64_t>(map)), "r"(c0), "r"(c1), "r"(c2), "r"(warp::shared_address(bar))
      : "memory");
}

// Where p: this thread's arrival on the mbarrier at shared address bar with `bytes` more to come,
// then a box of `map` at (c0, c1[, c2]) into shared address dst counted on it. Predicated inside
// the asm, and on shared addresses computed once a tile (the scratch pointer's alignment
// arithmetic is not redone a slab).
KOKKOS_FORCEINLINE_FUNCTION void tma_pred(bool p, std::uint32_t dst, const CUtensorMap* map, int c0, int c1, int c2,
                                          int rank, std::uint32_t bar, unsigned bytes) {
  if (rank == 2)
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %0, 0;\n"
        "@p mbarrier.arrive.expect_tx.shared::cta.b64 _, [%1], %2;\n"
        "@p cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%3], [%4, {%5, %6}], [%1];\n}\n"
        ::"r"(int(p)), "r"(bar), "r"(bytes), "r"(dst), "l"(reinterpret_cast<std::uint64_t>(map)), "r"(c0), "r"(c1)
        : "memory");
  else
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %0, 0;\n"
        "@p mbarrier.arrive.expect_tx.shared::cta.b64 _, [%1], %2;\n"
        "@p cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes [%3], [%4, {%5, %6, %7}], [%1];\n}\n"
        ::"r"(int(p)), "r"(bar), "r"(bytes), "r"(dst), "l"(reinterpret_cast<std::uint64_t>(map)), "r"(c0), "r"(c1),
        "r"(c2)
        : "memory");
}
#endif

// One team a 64 x 128 tile of C over all of K, slabs of 16 values of k in S stages. A stage holds
// op(A)'s slab (8 KB) then op(B)'s (16 KB), each as the copy engine leaves it in the 128-byte
// swizzle: 128-byte lines, 16-byte chunk c of line L at c ^ (L % 8). op(B) (K-contiguous):
// line n holds column n's 16 values of k. op(A) K-contiguous (AKC): line m holds row m's; else
// (M-contiguous, M a multiple of 16) blocks of 16 rows, line 16 b + k holds rows 16 b .. 16 b + 15
// at k. Lanes take rows and columns in an order that keeps every 16-byte load conflict-free:
// product row g (g + 8) is the block's row 2 c(g) (+1), c(g) = g ^ 2 (g & 1); product column j is
// the block's column j / 2 + 4 (j & 1); lane q's value of k for the k4 product `sub` of each 8
// is 2 q + sub. Thread 0 copies op(A)'s slab, thread 32 op(B)'s, each announcing its bytes on the
// stage's "full" mbarrier. Mode 0: a team barrier a slab frees the stage read last; 1: each warp
// releases it on its "empty" mbarrier and only threads 0 and 32 wait there; 2 (a diagnostic,
// wrong results by design): the first S - 1 slabs are copied and then read over and over; 5: the
// same with mode 0's team barrier (diagnostics too); 7: mode 0 with slab i's two copies issued by
// the first thread of warp i % 4, so no one warp issues them all; 8: mode 0 with the copies
// predicated (tma_pred) in warps 0 and 1, no branch inside a warp; 9: mode 8 with the barrier
// under a slab's products (fragments of the next slab loaded across it), S slabs ahead. MK: k
// values per product, 4 or 8 (m16n8k8: lane q's two values of k, 2 q and 2 q + 1, in one product).
template <bool AKC, int S, int Mode = 0, int MK = 4>
struct F64Tma {
  static constexpr int BM = 64, BN = 128, BK = 16, NT = 128, Stages = S;
  static constexpr int StageA = BM * BK, StageB = BN * BK, Stage = StageA + StageB;  // doubles
  static constexpr std::size_t data_bytes = std::size_t(S) * Stage * sizeof(double);
  static constexpr std::size_t scratch_bytes = data_bytes + 16 * S + 1024;
  using launch_bounds = Kokkos::LaunchBounds<NT, 2>;
  using Member = Kokkos::TeamPolicy<Exec>::member_type;
  const CUtensorMap* maps = nullptr;
  MatrixRef<double> C;
  index_t K = 0, tiles_m = 1;
  double alpha = 1, beta = 0;
  index_t tiles_n = 1, band = 0;  // tiles in bands of `band` rows (schedule::TileOrder; 0: columns)

  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
#if defined(TGEMM_HAVE_WGMMA)
    const index_t tile = member.league_rank();
    const schedule::TilePlace place = schedule::TileOrder{tiles_m, tiles_n, band}(tile);
    const index_t m0 = place.row * BM, n0 = place.col * BN;
    double* smem = static_cast<double*>(member.team_scratch(0).get_shmem_aligned(int(scratch_bytes - 1024), 1024));
    auto* full = reinterpret_cast<std::uint64_t*>(reinterpret_cast<char*>(smem) + data_bytes);
    const int t = member.team_rank(), w = t / 32, lane = t % 32, g = lane / 4, q = lane % 4;
    const int slabs = int((K + BK - 1) / BK);
    std::uint64_t* empty = full + S;
    if (t == 0)
      for (int s = 0; s < S; ++s) {
        warp::mbar_init(full + s, 2);
        warp::mbar_init(empty + s, 4);
      }
    team::barrier(member);
    // kept in registers (a volatile move cannot be recomputed where it is used)
    std::uint32_t smem32, full32;
    asm volatile("mov.b32 %0, %1;" : "=r"(smem32) : "r"(warp::shared_address(smem)));
    asm volatile("mov.b32 %0, %1;" : "=r"(full32) : "r"(warp::shared_address(full)));
    auto issue = [&](int i) {
      const int s = i % S, k = i * BK;
      double* st = smem + s * Stage;
      // Mode 1: slab i - S, which used this stage, has been released by every warp
      if (Mode == 1 && i >= S && (t == 0 || t == 32)) warp::mbar_wait(empty + s, unsigned((i / S - 1) & 1));
      if constexpr (Mode == 8 || Mode == 9) {
        const std::uint32_t dst = smem32 + unsigned(s * Stage * 8), bar = full32 + unsigned(8 * s);
        if (w == 0)
          tma_pred(lane == 0, dst, maps, AKC ? k : 0, AKC ? int(m0) : k, int(m0 / 16), AKC ? 2 : 3, bar,
                   unsigned(StageA * sizeof(double)));
        else if (w == 1)
          tma_pred(lane == 0, dst + StageA * 8, maps + 1, k, int(n0), 0, 2, bar, unsigned(StageB * sizeof(double)));
        return;
      }
      const int ta = Mode == 7 ? 32 * (i % 4) : 0, tb = Mode == 7 ? ta : 32;
      if (t == ta) {
        warp::mbar_expect_tx(full + s, unsigned(StageA * sizeof(double)));
        if constexpr (AKC)
          warp::tma_load_2d(st, maps, k, int(m0), full + s);
        else
          tma_load_3d(st, maps, 0, k, int(m0 / 16), full + s);
      }
      if (t == tb) {
        warp::mbar_expect_tx(full + s, unsigned(StageB * sizeof(double)));
        warp::tma_load_2d(st + StageA, maps + 1, k, int(n0), full + s);
      }
    };
    for (int i = 0; i < (Mode == 9 ? S : S - 1) && i < slabs; ++i) issue(i);

    const int wm = w % 2, wn = w / 2;
    const int c = g ^ ((g & 1) << 1), sn = (g >> 1) + 4 * (g & 1);
    // A's places: [sub or s][h], B's: [h]; blocks p and n add constants
    int pa[2][2], pb[2];
    TGEMM_UNROLL
    for (int x = 0; x < 2; ++x) TGEMM_UNROLL
    for (int h = 0; h < 2; ++h) {
        if constexpr (AKC) {
          const int r = 32 * wm + 2 * c + x;
          pa[x][h] = r * 16 + ((q ^ (r & 7) ^ (4 * h)) * 2);
        } else {
          const int k = 8 * h + 2 * q + x;
          pa[x][h] = 2 * wm * 256 + k * 16 + ((c ^ (k & 7)) * 2);
        }
      }
    TGEMM_UNROLL
    for (int h = 0; h < 2; ++h) pb[h] = (64 * wn + sn) * 16 + ((q ^ sn ^ (4 * h)) * 2);

    double acc[2][8][4];
    TGEMM_UNROLL
    for (int p = 0; p < 2; ++p) TGEMM_UNROLL
    for (int n = 0; n < 8; ++n) TGEMM_UNROLL
    for (int i = 0; i < 4; ++i) acc[p][n][i] = 0.0;

    // a[p][sub]: rows 2 c, 2 c + 1 of block p at lane q's k of product sub; b[n]: column n's
    // values of k 2q, 2q + 1. A K-contiguous op(A) is read one double at a time, each into the
    // register its product takes (a 16-byte load holds one row's two k).
    struct Fragments {
      thread::Vec<double, 2> a[2][2], b[8];
    };
    auto load = [&](const double* sa, int h, Fragments& f) {
      const double* sb = sa + StageA;
      TGEMM_UNROLL
      for (int p = 0; p < 2; ++p) TGEMM_UNROLL
      for (int x = 0; x < 2; ++x) {
        if constexpr (AKC) {
          f.a[p][0].v[x] = sa[pa[x][h] + p * 256];
          f.a[p][1].v[x] = sa[pa[x][h] + p * 256 + 1];
        } else {
          f.a[p][x] = thread::load_vec<2>(sa + pa[x][h] + p * 256);
        }
      }
      TGEMM_UNROLL
      for (int n = 0; n < 8; ++n) f.b[n] = thread::load_vec<2>(sb + pb[h] + n * 128);
    };
    auto multiply = [&](const Fragments& f) {
      if constexpr (MK == 8) {
        // values (rows 2c, 2c + 1) x (k 2q, 2q + 1): the m16n8k8 fragment's order
        TGEMM_UNROLL
        for (int p = 0; p < 2; ++p) {
          const double av[4] = {f.a[p][0].v[0], f.a[p][0].v[1], f.a[p][1].v[0], f.a[p][1].v[1]};
          TGEMM_UNROLL
          for (int n = 0; n < 8; ++n) {
            const double bv[2] = {f.b[n].v[0], f.b[n].v[1]};
            warp::mma_f64<8>(acc[p][n][0], acc[p][n][1], acc[p][n][2], acc[p][n][3], av, bv);
          }
        }
      } else {
        TGEMM_UNROLL
        for (int sub = 0; sub < 2; ++sub) TGEMM_UNROLL
        for (int p = 0; p < 2; ++p) {
          const double av[2] = {f.a[p][sub].v[0], f.a[p][sub].v[1]};
          TGEMM_UNROLL
          for (int n = 0; n < 8; ++n) {
            const double bv[1] = {f.b[n].v[sub]};
            warp::mma_f64<4>(acc[p][n][0], acc[p][n][1], acc[p][n][2], acc[p][n][3], av, bv);
          }
        }
      }
    };

    if constexpr (Mode == 9) {
      // Slab i's second fragments are loaded before its first products; then the team
      // barrier (every warp has read slab i: its stage takes slab i + S), the wait for slab
      // i + 1 and its first fragments, under slab i's first products, before its second.
      Fragments f[2];
      warp::mbar_wait(full, 0);
      load(smem, 0, f[0]);
      TGEMM_NO_UNROLL
      for (int i = 0; i < slabs; ++i) {
        load(smem + (i % S) * Stage, 1, f[1]);
        multiply(f[0]);
        team::barrier(member);
        if (i + S < slabs) issue(i + S);
        if (i + 1 < slabs) {
          warp::mbar_wait(full + (i + 1) % S, unsigned(((i + 1) / S) & 1));
          load(smem + ((i + 1) % S) * Stage, 0, f[0]);
        }
        multiply(f[1]);
      }
    } else {
      TGEMM_NO_UNROLL
      for (int i = 0; i < slabs; ++i) {
        constexpr bool copies = Mode != 2 && Mode != 5;
        if constexpr (Mode == 0 || Mode == 5 || Mode == 7 || Mode == 8) team::barrier(member);  // all done with slab i - 1
        if (copies && i + S - 1 < slabs) issue(i + S - 1);
        if (copies || i < S - 1) warp::mbar_wait(full + i % S, unsigned((i / S) & 1));
        const double* sa = smem + (i % S) * Stage;
        TGEMM_UNROLL
        for (int h = 0; h < 2; ++h) {
          Fragments f;
          load(sa, h, f);
          multiply(f);
        }
        if constexpr (Mode == 1) {
          __syncwarp();  // the warp's reads of this stage are done
          if (lane == 0) warp::mbar_arrive(empty + i % S);
        }
      }
    }
    // product value i: row g + 8 (i / 2) -> 2 c + i / 2; column 2 q + i % 2 -> q + 4 (i % 2)
    TGEMM_UNROLL
    for (int p = 0; p < 2; ++p) TGEMM_UNROLL
    for (int n = 0; n < 8; ++n) TGEMM_UNROLL
    for (int v = 0; v < 4; ++v) {
          const index_t r = m0 + 32 * wm + 16 * p + 2 * c + v / 2, col = n0 + 64 * wn + 8 * n + q + 4 * (v % 2);
          if (r < C.rows && col < C.cols) {
            double& y = C.data[r * C.row_stride + col * C.col_stride];
            y = beta == 0 ? alpha * acc[p][n][v] : alpha * acc[p][n][v] + beta * y;
          }
        }
#else
    (void)member;
#endif
  }
};

static CUtensorMap f64_map(const double* data, int rank, const cuuint64_t* dims, const cuuint64_t* strides,
                           const cuuint32_t* box) {
  CUtensorMap map;
  const cuuint32_t es[3] = {1, 1, 1};
  const CUresult r = device::tensor_map_encoder()(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT64, rank, const_cast<double*>(data), dims,
                                                 strides, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                                                 CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (r != CUDA_SUCCESS) throw std::runtime_error("t31: cuTensorMapEncodeTiled failed " + std::to_string(int(r)));
  return map;
}

// C = op(A) op(B): op(B) K-contiguous; op(A) K-contiguous or M-contiguous with M a multiple of 16.
template <int S, int Mode, int MK, int Band>
void run_tma(const Exec& exec, CRef a, CRef b, MatrixRef<T> c) {
  const index_t M = a.rows, N = b.cols, K = a.cols;
  const bool akc = a.col_stride == 1;
  if (b.row_stride != 1 || (!akc && (a.row_stride != 1 || M % 16 != 0))) throw std::invalid_argument("t31: layout");
  struct Made {
    const double *a, *b;
    index_t m, n, k;
    bool akc;
    CUtensorMap maps[2];
  };
  static Made made{};
  if (made.a != a.data || made.b != b.data || made.m != M || made.n != N || made.k != K || made.akc != akc) {
    made = Made{a.data, b.data, M, N, K, akc, {}};
    if (akc) {
      const cuuint64_t dims[2] = {cuuint64_t(K), cuuint64_t(M)}, strides[1] = {cuuint64_t(a.row_stride) * 8};
      const cuuint32_t box[2] = {16, 64};
      made.maps[0] = f64_map(a.data, 2, dims, strides, box);
    } else {
      const cuuint64_t dims[3] = {16, cuuint64_t(K), cuuint64_t(M / 16)},
                       strides[2] = {cuuint64_t(a.col_stride) * 8, 128};
      const cuuint32_t box[3] = {16, 16, 4};
      made.maps[0] = f64_map(a.data, 3, dims, strides, box);
    }
    const cuuint64_t dims[2] = {cuuint64_t(K), cuuint64_t(N)}, strides[1] = {cuuint64_t(b.col_stride) * 8};
    const cuuint32_t box[2] = {16, 128};
    made.maps[1] = f64_map(b.data, 2, dims, strides, box);
  }
  const CUtensorMap* dm = device::stream_tensor_maps<2>(exec, made.maps);
  const index_t tiles_m = (M + 63) / 64, tiles_n = (N + 127) / 128, tiles = tiles_m * tiles_n;
  auto go = [&](auto k) {
    using Kernel = std::remove_reference_t<decltype(k)>;
    device::launch_teams(exec, "t31::tma", Kernel{dm, c, K, tiles_m, 1.0, 0.0, tiles_n, Band}, tiles, [] { return std::string("t31::tma"); });
  };
  if (akc)
    go(F64Tma<true, S, Mode, MK>{});
  else
    go(F64Tma<false, S, Mode, MK>{});
}

template <int S, int Mode = 0, int MK = 4, int Band = 0>
Variant tma_variant(const char* name, const Exec& exec, CRef a, CRef b, MatrixRef<T> c) {
  return {name, [&exec, a, b, c] { run_tma<S, Mode, MK, Band>(exec, a, b, c); }};
}

void shape(const CudaSession& s, int n, const char* op) {
  static std::uint64_t seed = 31;  // fresh operands every shape and round
  dgemm_square(s, n, op, ++seed * 1000003 + n, [&](std::vector<Variant>& vs, CRef a, CRef b, MatrixRef<T> c) {
    vs.push_back(gemm_variant<SplitPacked>("split packed 16", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitA1>("split A1 16", s.exec, a, b, c));
    vs.push_back(tma_variant<2, 9, 8>("tma S2 k8 across", s.exec, a, b, c));
    vs.push_back(tma_variant<2, 9, 8, 8>("tma S2 k8 across, bands of 8", s.exec, a, b, c));
    vs.push_back(tma_variant<2, 9, 8, 32>("tma S2 k8 across, bands of 32", s.exec, a, b, c));
    vs.push_back(tma_variant<3, 9, 8>("tma S3 k8 across", s.exec, a, b, c));
  }, std::getenv("T31_CHECK_ONLY") != nullptr);
}

int main(int argc, char** argv) {
  CudaSession session(argc, argv);
  square_rounds(argc, argv, [&](int n, const char* op) { shape(session, n, op); });
}
