// FP64 4096^3 and 8192^3, NN and TN (#30's last bar, 95 % of cuBLAS DGEMM): the in-place
// 64 x 128 x A1 tile on split K at slab depths the earlier harnesses timed only packed: 8 deep
// (one step of 8 values of k a slab: 244 registers, no spill) and 16 (the 4096^3 TN row: 255,
// 96 bytes of spill at NN), beside the packed 16-deep pick. (32 deep with two stages spilled
// 160-312 bytes, and Kokkos gave its kernel no team size: dropped.) Each checked against cuBLAS from a poisoned C, then timed in turn with
// cuBLAS (rounds of one run each, the first variant rotating, median of 20; cuBLAS last).
// Usage: t30 [ROUNDS [N...]] (default 3 rounds of 4096 and 8192); with T30_CHECK_ONLY set, the
// checks only (one run of each kernel: Nsight Compute, profile.sh).
// Build: KOKKOS=<CUDA Kokkos> bash ../h200-2026-11-28-staged-stores/mk.sh t30.cu t30
#include "../h200-2026-12-04b-fp64-column-slabs/harness/turn.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
constexpr Tile kF64{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true};
constexpr Tile kA1K8{.bm = 64, .bn = 128, .bk = 8, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true};
constexpr Tile kA1{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .a_scalar_loads = true};
using SplitPacked = device::Gemm<MultistageMma<kF64>, SplitK, Packed>;
using SplitA1K8 = device::Gemm<MultistageMma<kA1K8>, SplitK>;
using SplitA1 = device::Gemm<MultistageMma<kA1>, SplitK>;

void shape(const CudaSession& s, int n, const char* op) {
  static std::uint64_t seed = 30;  // fresh operands every shape and round
  dgemm_square(s, n, op, ++seed * 1000003 + n, [&](std::vector<Variant>& vs, CRef a, CRef b, MatrixRef<T> c) {
    vs.push_back(gemm_variant<SplitPacked>("split packed 16", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitA1K8>("split A1 8", s.exec, a, b, c));
    vs.push_back(gemm_variant<SplitA1>("split A1 16", s.exec, a, b, c));
  }, std::getenv("T30_CHECK_ONLY") != nullptr);
}

int main(int argc, char** argv) {
  CudaSession session(argc, argv);
  square_rounds(argc, argv, [&](int n, const char* op) { shape(session, n, op); });
}
