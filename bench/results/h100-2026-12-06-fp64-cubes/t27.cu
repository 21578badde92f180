// t26's harness (its comment says how it times and checks) on fewer variants, for builds of a
// tree with a change under a macro (t27-tree.diff): the packed 64 x 128 x 16 tile on split K
// (auto's pick at both cubes) and the same tile in place, op(A)'s column-slab values one
// double a load (A1; at NN only op(B) is a column slab), each with tiles in bands of 8 rows
// too. -DTGEMM_XP_B1=1: op(B)'s column-slab values loaded one double at a time as well.
// Usage: t27 [ROUNDS] (default 3).
// Build: INC=<tree> KOKKOS=<CUDA Kokkos> bash ../h200-2026-11-28-staged-stores/mk.sh t27.cu t27 -DTGEMM_XP_B1=0|1
#include <functional>
#include <string>
#include "../h200-2026-12-04b-fp64-column-slabs/harness/turn.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
constexpr Tile kF64{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true};
constexpr Tile kF64A1{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true};
using SplitPacked = device::Gemm<MultistageMma<kF64>, SplitK, Packed>;
using SplitA1 = device::Gemm<MultistageMma<kF64A1>, SplitK>;

void shape(const Exec& exec, cublasHandle_t h, int n, const char* op) {
  using S = double;
  using V = Kokkos::View<S*, Kokkos::CudaSpace>;
  V da("a", std::size_t(n) * n), db("b", std::size_t(n) * n), dc("c", std::size_t(n) * n);
  static std::uint64_t seed = 26;
  Kokkos::Random_XorShift64_Pool<Exec> pool(++seed * 1000003 + n);
  Kokkos::fill_random(da, pool, S(-1), S(1));
  Kokkos::fill_random(db, pool, S(-1), S(1));
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
  add("split packed 16 band 8", 8, std::type_identity<SplitPacked>{});
  add("split A1", 0, std::type_identity<SplitA1>{});
  add("split A1 band 8", 8, std::type_identity<SplitA1>{});
  const S one = 1, zero = 0;
  vs.push_back({"cublas", [&, ta] {
                  cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, da.data(), n, db.data(), n, &zero, dc.data(), n);
                }});
  char label[32];
  std::snprintf(label, sizeof label, "f64 %d^3 %s", n, op);
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
  const int rounds = argc > 1 ? std::atoi(argv[1]) : 3;
  for (int rep = 0; rep < rounds; ++rep)
    for (int n : {4096, 8192}) {
      shape(exec, h, n, "NN");
      shape(exec, h, n, "TN");
    }
}
