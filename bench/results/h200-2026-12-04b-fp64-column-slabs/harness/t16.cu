// FP64 DGEMM at 4096^3 and 8192^3, NN and TN: the packed 64 x 128 x 16 tile with its
// fragments pipelined across slabs (a tree with pipelined-tree.diff applied: the copy wait and
// barrier before a slab's last step, the next slab's first fragments loaded under that step's
// products; switched on by the tile's `serpentine`, which the tensor cores do not read), against
// the same tile as built. Timed in turn with cublasDgemm (rounds of one run each, the first
// variant rotating; median of 20), each checked against cuBLAS first, output poisoned:
//   full [P]        the call (packing pass + product) [pipelined]
//   product [P]     the product on operands packed beforehand [pipelined]
//   product k8 [P]  the same with m16n8k8 products
// `ncu` as the first argument runs product, product P and cuBLAS at 4096^3 TN twice; `pair`
// times only the call and cuBLAS (as tgemm-bench --variants auto,cublas does), three times,
// with each one's host time to return from an idle device.
// Build: KOKKOS=... INC=tree bash ../../h200-2026-11-28-staged-stores/mk.sh t16.cu t16 -Xptxas -v
#include <functional>
#include <string>
#include "turn.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
using Pick = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .mma_k = 4}>, SplitK, Packed>;
template <int MK, bool P>
using PickT = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .serpentine = P, .mma_k = MK}>, SplitK, Packed>;

void shape(const Exec& exec, cublasHandle_t h, int n, const char* op, bool ncu = false, bool pair = false) {
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
  vs.push_back({"full", [&, a, b, c] { Pick::run<Exec, T>(exec, T(1), a, b, T(0), c, so); }});
  vs.push_back({"product", [&, c] { Pick::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
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
  vs.push_back({"full P", [&, a, b, c] { PickT<4, true>::run<Exec, T>(exec, T(1), a, b, T(0), c, so); }});
  vs.push_back({"product P", [&, c] { PickT<4, true>::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
  vs.push_back({"product k8", [&, c] { PickT<8, false>::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
  vs.push_back({"product k8 P", [&, c] { PickT<8, true>::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
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
      if (v.name == "product" || v.name == "product P" || v.name == "cublas") { v.run(); v.run(); }
    exec.fence();
    return;
  }
  turn(exec, label, vs, 2.0 * n * n * double(n));
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
        for (const char* op : {"NN", "TN"}) shape(exec, h, n, op, false, true);
    return 0;
  }
  for (int rep = 0; rep < 2; ++rep) {
    shape(exec, h, 4096, "NN");
    shape(exec, h, 4096, "TN");
    shape(exec, h, 8192, "NN");
    shape(exec, h, 8192, "TN");
  }
}
