// FP64 4096^3 and 8192^3, NN and TN (#30's last bar, 95 % of cuBLAS DGEMM): the in-place
// 64 x 128 x 16 tile (A1; op(B) a column slab at both, op(A) one at TN) with op(B)'s fragments
// loaded as now (all of a slab's 8 values of k first: 255 registers and a spill at NN) and in
// groups of 1 or 2 blocks of 16 columns used at once (Tile::b_group), beside the packed tile on
// split K (auto's pick at NN). Each checked against cuBLAS from a poisoned C, then timed in turn
// with cuBLAS (rounds of one run each, the first variant rotating, median of 20; cuBLAS last,
// the ratios' base).
// Usage: t29 [ROUNDS [N...]] (default 3 rounds of 4096 and 8192; other N, e.g. 1088, whose
// tiles along N are not all whole, mix bulk and cp.async tiles in one call). With T28_CHECK_ONLY
// set, the checks only (for compute-sanitizer).
// Build: KOKKOS=<CUDA Kokkos> bash ../h200-2026-11-28-staged-stores/mk.sh t29.cu t29
#include <functional>
#include <string>
#include "../h200-2026-12-04b-fp64-column-slabs/harness/turn.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
constexpr Tile kF64{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true};
constexpr Tile kF64A1{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true};
constexpr Tile kF64BG1{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true, .b_group = 1};
constexpr Tile kF64BG2{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true, .b_group = 2};
using SplitPacked = device::Gemm<MultistageMma<kF64>, SplitK, Packed>;
using SplitA1 = device::Gemm<MultistageMma<kF64A1>, SplitK>;
using SplitBG1 = device::Gemm<MultistageMma<kF64BG1>, SplitK>;
using SplitBG2 = device::Gemm<MultistageMma<kF64BG2>, SplitK>;

void shape(const Exec& exec, cublasHandle_t h, int n, const char* op) {
  using S = double;
  static std::uint64_t seed = 28;  // fresh operands every shape and round
  const SquareOperands<S> x(n, ++seed * 1000003 + n);
  const auto &da = x.a, &db = x.b, &dc = x.c;
  const bool ta = op[0] == 'T';
  MatrixRef<const S> a{da.data(), n, n, 1, n}, b{db.data(), n, n, 1, n};
  if (ta) a = a.transposed();
  const MatrixRef<S> c{dc.data(), n, n, 1, n};
  std::vector<Variant> vs;
  auto add = [&]<class K>(const char* name, index_t band, std::type_identity<K>) {
    vs.push_back({name, [&exec, a, b, c, band] {
                    K::template run<Exec, S>(exec, S(1), a, b, S(0), c, ScheduleOptions{.band_rows = band});
                  }});
  };
  add("split packed 16", 0, std::type_identity<SplitPacked>{});
  add("split A1", 0, std::type_identity<SplitA1>{});
  add("split A1 BG1", 0, std::type_identity<SplitBG1>{});
  add("split A1 BG2", 0, std::type_identity<SplitBG2>{});
  const S one = 1, zero = 0;
  vs.push_back({"cublas", [&, ta] {
                  cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, da.data(), n, db.data(), n, &zero, dc.data(), n);
                }});
  char label[32];
  std::snprintf(label, sizeof label, "f64 %d^3 %s", n, op);
  if (std::getenv("T28_CHECK_ONLY"))
    check_variants(exec, h, label, vs, ta, n, da, db, dc);
  else
    check_then_turn(exec, h, label, vs, ta, n, da, db, dc);
}

int main(int argc, char** argv) {
  CudaSession session(argc, argv);
  const int rounds = argc > 1 ? std::atoi(argv[1]) : 3;
  std::vector<int> sizes;
  for (int i = 2; i < argc; ++i) sizes.push_back(std::atoi(argv[i]));
  if (sizes.empty()) sizes = {4096, 8192};
  for (int rep = 0; rep < rounds; ++rep)
    for (int n : sizes) {
      shape(session.exec, session.h, n, "NN");
      shape(session.exec, session.h, n, "TN");
    }
}
