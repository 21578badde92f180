// FP32 tiles at the sweep's large shapes (../host-2026-12-05-sweep-gaps/): the kernels auto runs
// there, replicated, and tiles the tuning candidates lack, each timed in turn with cuBLAS
// (rounds of one run each, the first variant rotating, median of 20; the last variant is
// cuBLAS, the ratios' base) after a check against cuBLAS from a poisoned C. Operands tight
// (leading dimension = rows), as the sweep's are.
//   auto's: 64 x 64 x 8 (TM4 TN8, four teams a multiprocessor) and 128 x 32 x 8 on split K,
//     256 x 128 x 8 on stream K in place and packed;
//   new: 64 x 64 x 8 with 8 x 8 a thread (six teams), 128 x 64 and 64 x 128 with 8 x 8 (three
//     teams), 64 x 64 x 16 (three), 64 x 64 packed, and the 64 x 64 and 128 x 64 tiles on
//     stream K. Teams a multiprocessor so that none spills (at 128 registers, eight and four
//     teams, they did; so did 128 x 128 with 8 x 8 at two, left out);
//   stream K with C's unaligned runs staged through scratch (StreamKStagedC, below) for the
//     256 x 128 tiles and the 64 x 64 one: where C's columns are not 16-byte aligned the
//     library's stream K stores each value alone.
// Usage: t25 [MxNxK:OP ...] (default: the 16 FP32 sweep shapes above 10^9 m*n*k), twice over.
// Build: KOKKOS=<CUDA Kokkos> bash ../h200-2026-11-28-staged-stores/mk.sh t25.cu t25
#include <functional>
#include <string>
#include "../h200-2026-12-04b-fp64-column-slabs/harness/turn.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::Multistage;
using S = float;

// auto's picks at those shapes
constexpr Tile k64{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 3, .transposing = true, .rolled = true};
constexpr Tile k128x32{.bm = 128, .bn = 32, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 6, .stages = 3, .transposing = true, .rolled = true};
constexpr Tile k256{.bm = 256, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 4, .teams_per_sm = 1, .stages = 3, .transposing = true, .rolled = true};
constexpr Tile k256P{.bm = 256, .bn = 128, .bk = 8, .tm = 8, .tn = 16, .warps_m = 2, .teams_per_sm = 1, .stages = 3, .rolled = true, .serpentine = true};
// tiles the candidates lack
constexpr Tile k64w{.bm = 64, .bn = 64, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 6, .stages = 3, .transposing = true, .rolled = true};
constexpr Tile k128x64{.bm = 128, .bn = 64, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true};
constexpr Tile k64x128{.bm = 64, .bn = 128, .bk = 8, .tm = 8, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true};
constexpr Tile k64d{.bm = 64, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 3, .stages = 3, .transposing = true, .rolled = true};
constexpr Tile k64P{.bm = 64, .bn = 64, .bk = 8, .tm = 4, .tn = 8, .warps_m = 2, .teams_per_sm = 4, .stages = 3, .rolled = true};

// Stream K with C's unaligned runs passed through scratch, as split K does to a depth of 512
// (kernel::with_kernel): schedule::StreamK::launch with the staged-stores kernel chosen where
// C's runs are not 16-byte aligned. Aligned C runs the library's kernel.
struct StreamKStagedC {
  static std::string wrap(const std::string& mainloop) { return "team_stream_k_staged_c<" + mainloop + ">"; }

  template <class ML, class Named, class ExecSpace, class Scalar>
  static void launch(const ExecSpace& exec, Scalar alpha, const MatrixRef<const Scalar>& A,
                     const MatrixRef<const Scalar>& B, Scalar beta, const MatrixRef<Scalar>& C,
                     const ScheduleOptions& o) {
    using K = kernel::Gemm<ML, StreamKGrid<Scalar>>;
    const TileOrder order{device::tile_count(C.rows, K::BM), device::tile_count(C.cols, K::BN), o.band_rows};
    const index_t tiles = order.tiles_m * order.tiles_n;
    const index_t resident =
        resident_teams<ExecSpace, K>(exec, device::team_size_of<ExecSpace, K>(exec, Named::name));
    const StreamKSchedule sk = stream_k_schedule(resident, tiles, A.cols, K::BK);
    if (sk.teams == 0) return SplitK::launch<ML, Named>(exec, alpha, A, B, beta, C, o);
    auto* partial = static_cast<Scalar*>(device::Workspace<ExecSpace>::get(
        exec, std::size_t(2 * sk.teams) * K::BM * K::BN * sizeof(Scalar), device::WorkspaceSlot::partial_sums));
    auto* arrivals = static_cast<int*>(device::Workspace<ExecSpace>::get(
        exec, std::size_t(sk.tiles) * sizeof(int), device::WorkspaceSlot::arrivals));
    auto go = [&]<class KT>(std::type_identity<KT>) {
      const KT kernel{A, B, C, alpha, beta, ML(A, B), StreamKGrid<Scalar>{order, sk, partial, arrivals}};
      device::launch_teams(exec, Named::template label<Scalar>(), kernel, sk.teams + tiles - sk.tiles, Named::name);
    };
    if constexpr (K::can_stage)
      if (K::Epilogue::unaligned_runs(C)) return go(std::type_identity<kernel::Gemm<ML, StreamKGrid<Scalar>, true>>{});
    go(std::type_identity<K>{});
  }
};

struct Entry {
  const char* name;
  void (*run)(const Exec&, const MatrixRef<const S>&, const MatrixRef<const S>&, const MatrixRef<S>&);
};
template <class K>
void run_k(const Exec& exec, const MatrixRef<const S>& a, const MatrixRef<const S>& b, const MatrixRef<S>& c) {
  K::template run<Exec, S>(exec, S(1), a, b, S(0), c, ScheduleOptions{});
}
template <class K>
constexpr Entry entry(const char* name) { return {name, &run_k<K>}; }

const Entry kEntries[] = {
#ifndef T25_ONLY
    entry<device::Gemm<Multistage<k64>, SplitK>>("auto 64x64x8 B4 split"),
    entry<device::Gemm<Multistage<k128x32>, SplitK>>("auto 128x32x8 B6 split"),
    entry<device::Gemm<Multistage<k256>, StreamK>>("auto 256x128x8 stream"),
    entry<device::Gemm<Multistage<k256P>, StreamK, Packed>>("auto 256x128x8 stream packed"),
    entry<device::Gemm<Multistage<k64w>, SplitK>>("64x64x8 TM8 B6 split"),
    entry<device::Gemm<Multistage<k128x64>, SplitK>>("128x64x8 B3 split"),
    entry<device::Gemm<Multistage<k64x128>, SplitK>>("64x128x8 B3 split"),
    entry<device::Gemm<Multistage<k64d>, SplitK>>("64x64x16 B3 split"),
    entry<device::Gemm<Multistage<k64P>, SplitK, Packed>>("64x64x8 B4 split packed"),
    entry<device::Gemm<Multistage<k64>, StreamK>>("64x64x8 B4 stream"),
    entry<device::Gemm<Multistage<k128x64>, StreamK>>("128x64x8 B3 stream"),
    entry<device::Gemm<Multistage<k256>, StreamKStagedC>>("256x128x8 stream, staged C"),
    entry<device::Gemm<Multistage<k256P>, StreamKStagedC, Packed>>("256x128x8 stream packed, staged C"),
    entry<device::Gemm<Multistage<k64>, StreamKStagedC>>("64x64x8 B4 stream, staged C"),
#else
    entry<device::Gemm<Multistage<k64>, SplitK>>("auto 64x64x8 B4 split"),
#endif
};

void shape(const Exec& exec, cublasHandle_t h, int m, int n, int k, const char* op) {
  const bool ta = op[0] == 'T', tb = op[1] == 'T';
  const int ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
  using V = Kokkos::View<S*, Kokkos::CudaSpace>;
  V da("a", std::size_t(ar) * ac), db("b", std::size_t(br) * bc), dc("c", std::size_t(m) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(std::uint64_t(m) * 31 + n * 7 + k);
  Kokkos::fill_random(da, pool, S(-1), S(1));
  Kokkos::fill_random(db, pool, S(-1), S(1));
  MatrixRef<const S> a{da.data(), ar, ac, 1, ar}, b{db.data(), br, bc, 1, br};
  if (ta) a = a.transposed();
  if (tb) b = b.transposed();
  const MatrixRef<S> c{dc.data(), m, n, 1, m};
  char label[64];
  std::snprintf(label, sizeof label, "f32 %dx%dx%d %s", m, n, k, op);
  std::vector<Variant> vs;
  for (const Entry& e : kEntries) {
    Kokkos::deep_copy(dc, S(0.0 / 0.0));
    exec.fence();
    try {
      e.run(exec, a, b, c);
    } catch (const std::exception& x) {
      std::printf("%s %-32s skipped: %s\n", label, e.name, x.what());
      continue;
    }
    exec.fence();
    std::printf("%s %-32s err %.1e\n", label, e.name, rel_err<S>(exec, h, ta, tb, m, n, k, da, ar, db, br, dc));
    vs.push_back({e.name, [&exec, a, b, c, &e] { e.run(exec, a, b, c); }});
  }
  const S one = 1, zero = 0;
  vs.push_back({"cublas", [&] {
                  cublasSgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &one,
                              da.data(), ar, db.data(), br, &zero, dc.data(), m);
                }});
  turn(exec, label, vs, 2.0 * m * n * double(k));
}

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  Exec exec;
  cublasHandle_t h;
  cublasCreate(&h);
  cublasSetStream(h, exec.cuda_stream());
  std::vector<std::string> specs(argv + 1, argv + argc);
  if (specs.empty())
    specs = {"112x4864x2489:NN", "14581x238x557:NT", "1215x2007x5293:NN", "5777x3400x187:TN",
             "356x2484x2186:NT", "5871x1665x1882:TN", "3929x2647x1097:TT", "5849x89x7057:TN",
             "4095x8191x513:TN", "1023x4097x1024:TN", "2047x4096x255:TT", "4095x63x8193:NN",
             "4096x513x1023:TN", "4096x1025x512:NT", "3502x9751x32:NN", "9421x2558x52:NN",
             "4096x4096x4096:NN"};
  for (int rep = 0; rep < 2; ++rep)
    for (const std::string& s : specs) {
      int m, n, k;
      char op[3] = "NN";
      if (std::sscanf(s.c_str(), "%dx%dx%d:%2s", &m, &n, &k, op) < 3) continue;
      shape(exec, h, m, n, k, op);
    }
}
