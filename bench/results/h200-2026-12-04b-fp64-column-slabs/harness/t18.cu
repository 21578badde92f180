// FP64 DGEMM at 4096^3 and 8192^3, NN and TN, against a tree whose pipelined loop keeps nothing
// live for the generic loop (pipelined-tail-tree.diff, built with -DXP_PTAIL): interior tiles
// whose K range is whole slabs run every slab pipelined, the last Stages - 1 with no copies, and
// return; the rest run the generic loop. Switched on by the tile's `serpentine` (the tensor
// cores do not read it). Timed in turn with cublasDgemm (rounds of one run each, the first
// variant rotating; median of 20), each checked against cuBLAS first, output poisoned. Three
// builds (-DSET=):
//   18 (t18)  full, product       the call (packing pass + product) and its product as built
//             full P, product P   the same pipelined
//   19 (t19)  the four-stage loop gives the copies waited for a step earlier a slab more time:
//             full, product, product S4 (four stages), product P, full P S4, product P S4
//   20 (t20, and t20n with -DXP_NOCOPY, where the steady slabs issue no copies: every slab
//             multiplies whatever its stage holds, results wrong by design, the time of the
//             products, fragment loads and synchronization alone): product, product k8
//             (m16n8k8), product P, product k8 P. The pipelined m16n8k8 product spills 124
//             bytes with copies and none without.
// `ncu`: product, the pipelined product (18: P; 19: P S4) and cuBLAS at 4096^3 TN twice.
// `pair`: the call and cuBLAS alone (as tgemm-bench --variants auto,cublas times them), then
// the pipelined call (19: four stages) and cuBLAS alone, three times. `check`: the pipelined
// call (19, 20: four stages) against cuBLAS at shapes that reach every path (relative error).
// Build: KOKKOS=... INC=tree bash ../../h200-2026-11-28-staged-stores/mk.sh t18.cu t18 -DXP_PTAIL -DSET=18 [-DXP_NOCOPY] -Xptxas -v
#ifndef SET
#define SET 18
#endif
#include <functional>
#include <tuple>
#include <string>
#include "turn.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
using Pick = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .mma_k = 4}>, SplitK, Packed>;
template <int MK, bool P, int S = 3>
using PickT = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = S, .rolled = true, .serpentine = P, .mma_k = MK}>, SplitK, Packed>;
// The pipelined call `pair` and `check` run.
constexpr int PS = SET == 18 ? 3 : 4;
const char* const p_name = SET == 18 ? "full P" : "full P S4";

void shape(const Exec& exec, cublasHandle_t h, int n, const char* op, bool ncu = false, int pair = 0) {
  Dev da("a", std::size_t(n) * n), db("b", std::size_t(n) * n), dc("c", std::size_t(n) * n), pa("pa", std::size_t(n) * n), pb("pb", std::size_t(n) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(std::uint64_t(n) * 31 + op[0]);
  Kokkos::fill_random(da, pool, T(-1), T(1));
  Kokkos::fill_random(db, pool, T(-1), T(1));
  const bool ta = op[0] == 'T';
  CRef a{da.data(), n, n, 1, n}, b{db.data(), n, n, 1, n};
  if (ta) a = a.transposed();
  MatrixRef<T> c{dc.data(), n, n, 1, n};
  const index_t ld = packed_ld<T>(n);
  const T one = 1, zero = 0;
  const CRef xa = a.transposed();
  const bool pack_a = !Packed::in_place(xa);
  const CRef ppa = pack_a ? pack_rows(exec, xa, pa.data(), ld) : xa;
  const CRef ppb = pack_rows(exec, b, pb.data(), ld);
  exec.fence();
  const ScheduleOptions so{};
  std::vector<Variant> vs;
  if (pair == 1) vs.push_back({"full", [&, a, b, c] { Pick::run<Exec, T>(exec, T(1), a, b, T(0), c, so); }});
  if (pair == 2) vs.push_back({p_name, [&, a, b, c] { PickT<4, true, PS>::run<Exec, T>(exec, T(1), a, b, T(0), c, so); }});
  if (pair) {
    // as tgemm-bench --variants auto,cublas times them: the call and cuBLAS alone, in turn; and
    // each one's host time to return from an idle device (what in-turn timing exposes)
    vs.push_back({"cublas", [&] { cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, da.data(), n, db.data(), n, &zero, dc.data(), n); }});
    for (auto& v : vs) {
      std::vector<double> us;
      for (int r = 0; r < 21; ++r) {
        exec.fence();
        Kokkos::Timer timer;
        v.run();
        us.push_back(timer.seconds() * 1e6);
      }
      exec.fence();
      std::sort(us.begin(), us.end());
      std::printf("f64 %d^3 %s %-32s host %.1f us (median of 21)\n", n, op, v.name.c_str(), us[10]);
    }
    char plabel[32];
    std::snprintf(plabel, sizeof plabel, "f64 %d^3 %s", n, op);
    turn(exec, plabel, vs, 2.0 * n * n * double(n));
    return;
  }
#if SET == 20
  vs.push_back({"product", [&, c] { PickT<4, false>::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
  vs.push_back({"product k8", [&, c] { PickT<8, false>::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
  vs.push_back({"product P", [&, c] { PickT<4, true>::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
  vs.push_back({"product k8 P", [&, c] { PickT<8, true>::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
#else
  vs.push_back({"full", [&, a, b, c] { Pick::run<Exec, T>(exec, T(1), a, b, T(0), c, so); }});
  vs.push_back({"product", [&, c] { Pick::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
#if SET == 18
  vs.push_back({"full P", [&, a, b, c] { PickT<4, true>::run<Exec, T>(exec, T(1), a, b, T(0), c, so); }});
  vs.push_back({"product P", [&, c] { PickT<4, true>::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
#else
  vs.push_back({"product S4", [&, c] { PickT<4, false, 4>::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
  vs.push_back({"product P", [&, c] { PickT<4, true>::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
  vs.push_back({"full P S4", [&, a, b, c] { PickT<4, true, 4>::run<Exec, T>(exec, T(1), a, b, T(0), c, so); }});
  vs.push_back({"product P S4", [&, c] { PickT<4, true, 4>::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
#endif
#endif
  vs.push_back({"cublas", [&] { cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, da.data(), n, db.data(), n, &zero, dc.data(), n); }});
  char label[32];
  std::snprintf(label, sizeof label, "f64 %d^3 %s", n, op);
  for (auto& v : vs) {
    if (v.name == "cublas") continue;
    Kokkos::deep_copy(dc, T(0.0 / 0.0));
    exec.fence();
    v.run();
    exec.fence();
    std::printf("%s %-32s err %.1e\n", label, v.name.c_str(), rel_err<T>(exec, h, ta, false, n, n, n, da, n, db, n, dc));
  }
  if (ncu) {
    for (auto& v : vs)
      if (v.name == "product" || v.name == (SET == 18 ? "product P" : "product P S4") || v.name == "cublas") { v.run(); v.run(); }
    exec.fence();
    return;
  }
  turn(exec, label, vs, 2.0 * n * n * double(n));
}

// C (m x n) = op(A) B with the pipelined call, fresh inputs, C poisoned; relative error against
// cuBLAS
void check(const Exec& exec, cublasHandle_t h, int m, int n, int k, bool ta) {
  const int ar = ta ? k : m, ac = ta ? m : k;
  Dev da("a", std::size_t(ar) * ac), db("b", std::size_t(k) * n), dc("c", std::size_t(m) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(std::uint64_t(m) * 7919 + n * 31 + k + ta);
  Kokkos::fill_random(da, pool, T(-1), T(1));
  Kokkos::fill_random(db, pool, T(-1), T(1));
  Kokkos::deep_copy(dc, T(0.0 / 0.0));
  CRef a{da.data(), ar, ac, 1, ar}, b{db.data(), k, n, 1, k};
  if (ta) a = a.transposed();
  PickT<4, true, PS>::run<Exec, T>(exec, T(1), a, b, T(0), MatrixRef<T>{dc.data(), m, n, 1, m}, ScheduleOptions{});
  exec.fence();
  std::printf("check %dx%dx%d %s %s err %.1e\n", m, n, k, ta ? "TN" : "NN", p_name, rel_err<T>(exec, h, ta, false, m, n, k, da, ar, db, k, dc));
  std::fflush(stdout);
}

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  Exec exec;
  cublasHandle_t h;
  cublasCreate(&h);
  cublasSetStream(h, exec.cuda_stream());
  if (argc > 1 && std::string(argv[1]) == "ncu") {
    shape(exec, h, 4096, "TN", true);
    return 0;
  }
  if (argc > 1 && std::string(argv[1]) == "pair") {
    for (int rep = 0; rep < 3; ++rep)
      for (int n : {4096, 8192})
        for (const char* op : {"NN", "TN"})
          for (int p : {1, 2}) shape(exec, h, n, op, false, p);
    return 0;
  }
  if (argc > 1 && std::string(argv[1]) == "check") {
    // the pipelined tile against cuBLAS where its steady loop, its tail and the tiles it leaves
    // to the generic loop meet: K of 2, 3, 4 and 65 slabs, K not a multiple of a slab, edges
    for (auto [m, n, k] : {std::tuple{4096, 4096, 32}, {4096, 4096, 48}, {4096, 4096, 64}, {1000, 1000, 1040}, {1024, 1024, 1040}, {1024, 1024, 1032}, {777, 1531, 2049}})
      for (bool ta : {false, true}) check(exec, h, m, n, k, ta);
    return 0;
  }
  for (int rep = 0; rep < 2; ++rep) {
    shape(exec, h, 4096, "NN");
    shape(exec, h, 4096, "TN");
    shape(exec, h, 8192, "NN");
    shape(exec, h, 8192, "TN");
  }
}
