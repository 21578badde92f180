// FP64 DGEMM at 4096^3 and 8192^3, NN and TN: why the 64 x 128 x 16 tile reading an operand
// unit-stride along K in place (column slabs, no packing pass) runs behind the same tile on
// packed operands. Variants timed in turn with cublasDgemm (rounds of one run each, the first
// variant rotating; median of 20), each checked against cuBLAS first, output poisoned:
//   full            the library's pick as a call (packed, m16n8k4)
//   product         the same product on operands packed beforehand
//   in place k4/k8  the tile reading its operands as they lie (m16n8k4 / m16n8k8 products)
//   ... ld+16       the same on copies of A and B with leading dimension n + 16 (one 128-byte
//                   line more: columns no longer a power of two apart)
//   A1              A's column-slab values one double a load (a_scalar_loads)
//   pack A + ...    TN only: A packed (a pass), B read in place: the NN case plus A's pass
// `ncu` as the first argument runs product, in place k4 and k8 and cuBLAS at 4096^3 NN twice.
// Build: KOKKOS=... bash ../../h200-2026-11-28-staged-stores/mk.sh t15.cu t15 -Xptxas -v
#include <functional>
#include <string>
#include "turn.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
using Pick = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .mma_k = 4}>, SplitK, Packed>;
template <int MK, bool A1>
using InSitu = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .mma_k = MK, .a_scalar_loads = A1}>, SplitK>;

void shape(const Exec& exec, cublasHandle_t h, int n, const char* op, bool ncu = false) {
  const int lp = n + 16;
  Dev da("a", std::size_t(n) * n), db("b", std::size_t(n) * n), dc("c", std::size_t(n) * n), pa("pa", std::size_t(n) * n), pb("pb", std::size_t(n) * n), da2("a2", std::size_t(lp) * n), db2("b2", std::size_t(lp) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(std::uint64_t(n) * 31 + op[0]);
  Kokkos::fill_random(da, pool, T(-1), T(1));
  Kokkos::fill_random(db, pool, T(-1), T(1));
  cudaMemcpy2DAsync(da2.data(), lp * sizeof(T), da.data(), n * sizeof(T), n * sizeof(T), n, cudaMemcpyDeviceToDevice, exec.cuda_stream());
  cudaMemcpy2DAsync(db2.data(), lp * sizeof(T), db.data(), n * sizeof(T), n * sizeof(T), n, cudaMemcpyDeviceToDevice, exec.cuda_stream());
  const bool ta = op[0] == 'T';
  CRef a{da.data(), n, n, 1, n}, b{db.data(), n, n, 1, n}, a2{da2.data(), n, n, 1, lp}, b2{db2.data(), n, n, 1, lp};
  if (ta) { a = a.transposed(); a2 = a2.transposed(); }
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
  if (!pack_a) {
    vs.push_back({"in place k4", [&, a, b, c] { InSitu<4, false>::run<Exec, T>(exec, T(1), a, b, T(0), c, so); }});
    vs.push_back({"in place k4 ld+16", [&, a2, b2, c] { InSitu<4, false>::run<Exec, T>(exec, T(1), a2, b2, T(0), c, so); }});
    vs.push_back({"in place k8", [&, a, b, c] { InSitu<8, false>::run<Exec, T>(exec, T(1), a, b, T(0), c, so); }});
    vs.push_back({"in place k8 ld+16", [&, a2, b2, c] { InSitu<8, false>::run<Exec, T>(exec, T(1), a2, b2, T(0), c, so); }});
  } else {
    vs.push_back({"in place A1 k4", [&, a, b, c] { InSitu<4, true>::run<Exec, T>(exec, T(1), a, b, T(0), c, so); }});
    vs.push_back({"in place A1 k4 ld+16", [&, a2, b2, c] { InSitu<4, true>::run<Exec, T>(exec, T(1), a2, b2, T(0), c, so); }});
    vs.push_back({"pack A + in place k4", [&, b, c] { const CRef p = pack_rows(exec, xa, pa.data(), ld); InSitu<4, false>::run<Exec, T>(exec, T(1), p.transposed(), b, T(0), c, so); }});
    vs.push_back({"pack A + in place k8", [&, b, c] { const CRef p = pack_rows(exec, xa, pa.data(), ld); InSitu<8, false>::run<Exec, T>(exec, T(1), p.transposed(), b, T(0), c, so); }});
    vs.push_back({"pack A + in place k8 ld+16", [&, b2, c] { const CRef p = pack_rows(exec, xa, pa.data(), ld); InSitu<8, false>::run<Exec, T>(exec, T(1), p.transposed(), b2, T(0), c, so); }});
  }
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
      if (v.name == "product" || v.name == "in place k4" || v.name == "in place k8" || v.name == "cublas") { v.run(); v.run(); }
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
    shape(exec, h, 4096, "NN", true);
    return 0;
  }
  for (int rep = 0; rep < 2; ++rep) {
    shape(exec, h, 4096, "NN");
    shape(exec, h, 4096, "TN");
    shape(exec, h, 8192, "NN");
    shape(exec, h, 8192, "TN");
  }
}
