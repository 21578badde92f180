// FP64 tensor-core tiles reading K-contiguous operands by pairs of k (the change of
// ../h100-h200-2026-11-27-sweep-paired/paired.patch, measured then only in batches) at small-C,
// long-K shapes, where Nsight Compute finds the 8-deep 32 x 32 split-K tile bound by L1
// throughput, 84.5 % busy with its 8-byte transposing copies (../h200-2026-12-02-ncu-fp64).
// Built against 51c5dbf with paired.patch applied (INC). Each tile with split K at the library's
// slice count, the transposing tile (element copies) and its in-place twin (16-byte copies,
// M/N-major slab, k read in pairs), against cublasDgemm (../h200-2026-11-27-odd-sizes/harness).
// Build: KOKKOS=... INC=<51c5dbf + paired.patch> bash ../h200-2026-11-28-staged-stores/mk.sh pk.cu pk
#include "../h200-2026-11-27-odd-sizes/harness/common.hpp"

using mainloop::MultistageMma;
template <int BM, int BN, int BK, int TM, int TN, int WM, int B, int S, bool Transposing>
using Split = device::Gemm<MultistageMma<Tile{.bm = BM, .bn = BN, .bk = BK, .tm = TM, .tn = TN, .warps_m = WM, .teams_per_sm = B, .stages = S, .transposing = Transposing, .rolled = true}>>;

template <class... K> void each(cublasHandle_t h, const Sh& s) { (call_part<double, K>(h, s, {0}), ...); }

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  cublasHandle_t h;
  cublasCreate(&h);
  // the validation shape below 70 %, then the sweep's small-C long-K tuning shapes, each in TN
  // (both operands K-contiguous) and NT (neither)
  for (const char* tr : {"TN", "NN", "NT"})
    for (auto [m, n, k] : {std::array<int, 3>{144, 14, 139696}, {104, 24, 39622}, {50, 17, 108574},
                           {16, 160, 12812}, {7, 1071, 9805}, {64, 64, 1000000}}) {
      const Sh s{m, n, k, tr};
      each<Split<32, 32, 8, 4, 4, 1, 8, 3, true>, Split<32, 32, 8, 4, 4, 1, 8, 3, false>,
           Split<64, 64, 8, 4, 8, 2, 3, 3, true>, Split<64, 64, 8, 4, 8, 2, 3, 3, false>>(h, s);
    }
}
