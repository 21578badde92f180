// Tiles taken in bands (ScheduleOptions::band_rows, schedule/tile_order.hpp) against C's columns
// of tiles in turn: auto's large tiles at the cubes where #30's FP64 bar and the FP32 headline
// lie, timed in turn with cuBLAS (rounds of one run each, the first variant rotating, median of
// 20; the last variant is cuBLAS, the ratios' base), each variant checked against cuBLAS first
// from a poisoned C. A band of b rows has a wave of 264 FP64 teams (132 FP32) cover b rows by
// 264 / b columns of tiles; 0 is the library's order.
//   FP64, 64 x 128 x 16 (m16n8k4, three stages): packed on split K (auto's pick at 4096^3 and
//     8192^3), packed on stream K, in place (NN: transposing copies; TN: A1);
//   FP32, 128 x 256 x 8 packed on stream K (auto's pick at 4096^3 and 8192^3).
// Usage: t24 [SIZE...] (default 3072 4096 6144 8192), twice over.
// Build: KOKKOS=<CUDA Kokkos> bash ../h200-2026-11-28-staged-stores/mk.sh t24.cu t24
#include <functional>
#include <string>
#include "../h200-2026-12-04b-fp64-column-slabs/harness/turn.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::Multistage;
using mainloop::MultistageMma;
constexpr Tile kF64{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true};
constexpr Tile kF64T{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .transposing = true, .rolled = true};
constexpr Tile kF64A1{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true};
constexpr Tile kF32{.bm = 128, .bn = 256, .bk = 8, .tm = 8, .tn = 16, .warps_m = 1, .teams_per_sm = 1, .stages = 3, .rolled = true, .serpentine = true};
using SplitPacked = device::Gemm<MultistageMma<kF64>, SplitK, Packed>;
using StreamPacked = device::Gemm<MultistageMma<kF64>, StreamK, Packed>;
using InPlaceT = device::Gemm<MultistageMma<kF64T>, SplitK>;
using InPlaceA1 = device::Gemm<MultistageMma<kF64A1>, SplitK>;
using F32Stream = device::Gemm<Multistage<kF32>, StreamK, Packed>;

template <class S>
void shape(const Exec& exec, cublasHandle_t h, int n, const char* op) {
  using V = Kokkos::View<S*, Kokkos::CudaSpace>;
  V da("a", std::size_t(n) * n), db("b", std::size_t(n) * n), dc("c", std::size_t(n) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(std::uint64_t(n) * 31 + op[0] + sizeof(S));
  Kokkos::fill_random(da, pool, S(-1), S(1));
  Kokkos::fill_random(db, pool, S(-1), S(1));
  const bool ta = op[0] == 'T';
  MatrixRef<const S> a{da.data(), n, n, 1, n}, b{db.data(), n, n, 1, n};
  if (ta) a = a.transposed();
  const MatrixRef<S> c{dc.data(), n, n, 1, n};
  std::vector<Variant> vs;
  auto add = [&]<class K>(const char* what, index_t band, std::type_identity<K>) {
    const std::string name = std::string(what) + (band ? " band " + std::to_string(band) : "");
    vs.push_back({name, [&exec, a, b, c, band] {
                    K::template run<Exec, S>(exec, S(1), a, b, S(0), c, ScheduleOptions{.band_rows = band});
                  }});
  };
  if constexpr (sizeof(S) == 8) {
    for (index_t band : {0, 4, 8, 16, 32}) add("split packed", band, std::type_identity<SplitPacked>{});
    for (index_t band : {0, 8, 16}) add("stream packed", band, std::type_identity<StreamPacked>{});
    for (index_t band : {0, 16}) {
      if (ta) add("in place A1", band, std::type_identity<InPlaceA1>{});
      else add("in place T", band, std::type_identity<InPlaceT>{});
    }
  } else {
    for (index_t band : {0, 4, 8, 16}) add("stream packed", band, std::type_identity<F32Stream>{});
  }
  const S one = 1, zero = 0;
  vs.push_back({"cublas", [&, ta] {
                  if constexpr (sizeof(S) == 8)
                    cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, da.data(), n, db.data(), n, &zero, dc.data(), n);
                  else
                    cublasSgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, da.data(), n, db.data(), n, &zero, dc.data(), n);
                }});
  char label[32];
  std::snprintf(label, sizeof label, "%s %d^3 %s", sizeof(S) == 8 ? "f64" : "f32", n, op);
  for (auto& v : vs) {
    if (v.name == "cublas") continue;
    Kokkos::deep_copy(dc, S(0.0 / 0.0));
    exec.fence();
    v.run();
    exec.fence();
    std::printf("%s %-32s err %.1e\n", label, v.name.c_str(), rel_err<S>(exec, h, ta, false, n, n, n, da, n, db, n, dc));
  }
  turn(exec, label, vs, 2.0 * n * n * double(n));
}

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  Exec exec;
  cublasHandle_t h;
  cublasCreate(&h);
  cublasSetStream(h, exec.cuda_stream());
  std::vector<int> sizes;
  for (int i = 1; i < argc; ++i) sizes.push_back(std::atoi(argv[i]));
  if (sizes.empty()) sizes = {3072, 4096, 6144, 8192};
  for (int rep = 0; rep < 2; ++rep)
    for (int n : sizes) {
      shape<double>(exec, h, n, "NN");
      shape<double>(exec, h, n, "TN");
      if (n >= 4096) shape<float>(exec, h, n, "NN");
    }
}
