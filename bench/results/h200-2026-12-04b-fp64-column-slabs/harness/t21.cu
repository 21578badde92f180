// FP64 DGEMM at 4096^3 and 8192^3, NN and TN: the packing pass run beside the product instead of
// before it. A tree with ready-tree.diff applied, built with -DXP_READY: before it copies the
// first slab of each chunk of K, every thread of the product waits for flags that a packing
// kernel on a second stream sets as it finishes each panel's chunk (bounded waits, counted).
// The packing kernel is persistent and small (one team of 64 threads a multiprocessor, 64
// registers), so that it fits beside the product's two teams, and packs chunk by chunk (every
// panel's first chunk of K, then the second, ...), ahead of the product. t21: 32 x 32 blocks
// through 8.4 KB of scratch (it did not run beside the product, whose teams spun out their
// bounded waits); t22 (-DPACK_IN_REGISTERS): transposed in registers, no scratch.
// Variants timed in turn with cublasDgemm (rounds of one run each, the first rotating; median
// of 20), each checked against cuBLAS first, output poisoned:
//   full       the library's call (packing pass, then product)
//   product    the product on operands packed beforehand
//   beside     the packing kernel on stream 2 and the product on stream 1 at once
// Every variant first sets the flags' description on stream 1 (a 32-byte copy to the device).
// Build: KOKKOS=... INC=tree bash ../../h200-2026-11-28-staged-stores/mk.sh t21.cu t21 -DXP_READY [-DPACK_IN_REGISTERS] -Xptxas -v
// Run: t21 [REPS [x: 4096^3 only]] (REPS 2 by default)
#include <algorithm>
#include <cstdlib>
#include <functional>
#include <vector>
#include <string>
#include "turn.hpp"

using namespace tgemm::schedule;
using namespace tgemm::operands;
using mainloop::MultistageMma;
using Pick = device::Gemm<MultistageMma<Tile{.bm = 64, .bn = 128, .bk = 16, .tm = 4, .tn = 16, .warps_m = 2, .teams_per_sm = 2, .stages = 3, .rolled = true, .mma_k = 4}>, SplitK, Packed>;
constexpr int BM = 64, BN = 128, BK = 16;

using Policy = Kokkos::TeamPolicy<Exec, Kokkos::LaunchBounds<64, 16>>;

// When a packing team starts (its multiprocessor too) or ends, from the global timer.
KOKKOS_INLINE_FUNCTION void trace_point(unsigned long long* p, bool start) {
#ifdef __CUDA_ARCH__
  unsigned long long now;
  unsigned sm;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
  asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));
  p[start ? 0 : 1] = now;
  if (start) p[2] = sm;
#endif
}

#ifdef PACK_IN_REGISTERS
// Persistent packing: unit u = (chunk c, panel w) in chunk-major order; the panel's KC rows of
// K, transposed in registers (no scratch, so it fits beside the product whatever the
// multiprocessor's shared-memory split): each thread reads 16 values of k down one column (four
// 16-byte loads each way) and writes them along 16 packed rows, consecutive threads on
// consecutive columns; then the unit's flag.
struct PackChunks {
  CRef XA, XB;  // op(A)^T (K x M), op(B) (K x N), unit stride along K, 16-byte aligned
  T* PA;
  T* PB;
  index_t ldp;
  int* fa;  // null: A is not packed
  int* fb;
  int epoch, tiles_m, tiles_n, chunks, kc;
  unsigned long long* trace;  // per team: start, end (globaltimer ns), multiprocessor
  template <class Member>
  KOKKOS_INLINE_FUNCTION void operator()(const Member& m) const {
    const int t = m.team_rank();
    if (t == 0) trace_point(trace + 3 * m.league_rank(), true);
    const int units = (fa ? tiles_m : 0) + tiles_n;
    for (int u = m.league_rank(); u < chunks * units; u += m.league_size()) {
      const int c = u / units;
      int w = u % units;
      const bool is_a = fa && w < tiles_m;
      if (fa && !is_a) w -= tiles_m;
      const CRef X = is_a ? XA : XB;
      T* P = is_a ? PA : PB;
      const int cols = is_a ? BM : BN;
      const index_t c0 = index_t(w) * cols, k0 = index_t(c) * kc;
      for (int j = t; j < cols; j += 64)
        for (int k = 0; k < kc; k += 16) {
          const T* src = X.data + (k0 + k) + (c0 + j) * X.col_stride;
          thread::Vec<T, 2> v[8];
          TGEMM_UNROLL
          for (int s = 0; s < 8; ++s) v[s] = thread::load_vec<2>(src + 2 * s);
          T* dst = P + (k0 + k) * ldp + c0 + j;
          TGEMM_UNROLL
          for (int s = 0; s < 8; ++s) {
            dst[(2 * s) * ldp] = v[s].v[0];
            dst[(2 * s + 1) * ldp] = v[s].v[1];
          }
        }
      m.team_barrier();
#ifdef __CUDA_ARCH__
      if (t == 0) {
        int* f = (is_a ? fa + w * chunks : fb + w * chunks) + c;
        __threadfence();
        asm volatile("st.release.gpu.global.b32 [%0], %1;" ::"l"(f), "r"(epoch) : "memory");
      }
#endif
    }
    if (t == 0) trace_point(trace + 3 * m.league_rank(), false);
  }
};
#else
// Persistent packing: unit u = (chunk c, panel w) in chunk-major order; the panel's KC rows of
// K, 32 x 32 blocks through scratch (reads along K, writes along the packed rows), then its flag.
struct PackChunks {
  CRef XA, XB;  // op(A)^T (K x M), op(B) (K x N), unit stride along K
  T* PA;
  T* PB;
  index_t ldp;
  int* fa;  // null: A is not packed
  int* fb;
  int epoch, tiles_m, tiles_n, chunks, kc;
  unsigned long long* trace;  // per team: start, end (globaltimer ns), multiprocessor
  static constexpr std::size_t scratch_bytes = 32 * 33 * sizeof(T);
  KOKKOS_INLINE_FUNCTION void operator()(const Policy::member_type& m) const {
    T* tile = static_cast<T*>(m.team_scratch(0).get_shmem(32 * 33 * sizeof(T)));
    const int t = m.team_rank();
    if (t == 0) trace_point(trace + 3 * m.league_rank(), true);
    const int units = (fa ? tiles_m : 0) + tiles_n;
    for (int u = m.league_rank(); u < chunks * units; u += m.league_size()) {
      const int c = u / units;
      int w = u % units;
      const bool is_a = fa && w < tiles_m;
      if (fa && !is_a) w -= tiles_m;
      const CRef X = is_a ? XA : XB;
      T* P = is_a ? PA : PB;
      const int cols = is_a ? BM : BN;
      const index_t c0 = index_t(w) * cols, k0 = index_t(c) * kc;
      for (int tr = 0; tr < kc / 32; ++tr)
        for (int tc = 0; tc < cols / 32; ++tc) {
          const T* src = X.data + (k0 + tr * 32) + (c0 + tc * 32) * X.col_stride;
          T v[16];
          TGEMM_UNROLL
          for (int s = 0; s < 16; ++s) v[s] = src[t % 32 + (t / 32 + 2 * s) * X.col_stride];
          TGEMM_UNROLL
          for (int s = 0; s < 16; ++s) tile[(t / 32 + 2 * s) * 33 + t % 32] = v[s];
          m.team_barrier();
          T* dst = P + (k0 + tr * 32) * ldp + c0 + tc * 32;
          TGEMM_UNROLL
          for (int s = 0; s < 16; ++s) dst[(t / 32 + 2 * s) * ldp + t % 32] = tile[(t % 32) * 33 + t / 32 + 2 * s];
          m.team_barrier();
        }
#ifdef __CUDA_ARCH__
      if (t == 0) {
        int* f = (is_a ? fa + w * chunks : fb + w * chunks) + c;
        __threadfence();
        asm volatile("st.release.gpu.global.b32 [%0], %1;" ::"l"(f), "r"(epoch) : "memory");
      }
#endif
    }
    if (t == 0) trace_point(trace + 3 * m.league_rank(), false);
  }
};
#endif

#if defined(PACK_IN_REGISTERS) && defined(PACK_RAW)
// PACK_RAW: the same packing launched as a plain CUDA kernel, so that its shared-memory carveout
// can be set (XP_CARVE, percent): a multiprocessor runs blocks of one carveout at a time, and
// Kokkos leaves the product's to the driver.
struct RawMember {
  __device__ int team_rank() const { return threadIdx.x; }
  __device__ int league_rank() const { return blockIdx.x; }
  __device__ int league_size() const { return gridDim.x; }
  __device__ void team_barrier() const { __syncthreads(); }
};
__global__ void __launch_bounds__(64, 16) pack_raw(PackChunks p) { p(RawMember{}); }
#endif

void set_ready(const Exec& exec, const mainloop::XpReady& r) {
  cudaMemcpyToSymbolAsync(mainloop::xp_ready, &r, sizeof r, 0, cudaMemcpyHostToDevice, exec.cuda_stream());
}

void shape(const Exec& exec, const Exec& exec2, cublasHandle_t h, int n, const char* op, int kc) {
  Dev da("a", std::size_t(n) * n), db("b", std::size_t(n) * n), dc("c", std::size_t(n) * n), pa("pa", std::size_t(n) * n), pb("pb", std::size_t(n) * n), qa("qa", std::size_t(n) * n), qb("qb", std::size_t(n) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(std::uint64_t(n) * 31 + op[0]);
  Kokkos::fill_random(da, pool, T(-1), T(1));
  Kokkos::fill_random(db, pool, T(-1), T(1));
  const bool ta = op[0] == 'T';
  CRef a{da.data(), n, n, 1, n}, b{db.data(), n, n, 1, n};
  if (ta) a = a.transposed();
  MatrixRef<T> c{dc.data(), n, n, 1, n};
  const index_t ld = n;
  const T one = 1, zero = 0;
  const CRef xa = a.transposed();
  const bool pack_a = !Packed::in_place(xa);
  const CRef ppa = pack_a ? pack_rows(exec, xa, pa.data(), ld) : xa;
  const CRef ppb = pack_rows(exec, b, pb.data(), ld);
  const int tiles_m = n / BM, tiles_n = n / BN, chunks = n / kc;
  Kokkos::View<int*, Kokkos::CudaSpace> fa("fa", std::size_t(tiles_m) * chunks), fb("fb", std::size_t(tiles_n) * chunks);
  const int sms = exec2.cuda_device_prop().multiProcessorCount;
  Kokkos::View<unsigned long long*, Kokkos::CudaSpace> tr("tr", 3 * std::size_t(sms));
  exec.fence();
  const ScheduleOptions so{.slices = 1};
  const mainloop::XpReady none{nullptr, nullptr, 1, 1, 0};
  static int epoch = 0;
  cudaEvent_t e0, e1;
  cudaEventCreateWithFlags(&e0, cudaEventDisableTiming);
  cudaEventCreateWithFlags(&e1, cudaEventDisableTiming);
  // the operands as the product reads them beside the packing kernel: qa, qb as they fill
  const CRef qpa = pack_a ? CRef{qa.data(), n, n, ld, 1} : xa, qpb{qb.data(), n, n, ld, 1};
  auto beside = [&, b, c] {
    ++epoch;
    set_ready(exec, {pack_a ? fa.data() : nullptr, fb.data(), chunks, kc / BK, epoch});
    cudaEventRecord(e0, exec.cuda_stream());
    cudaStreamWaitEvent(exec2.cuda_stream(), e0, 0);
    Policy policy(exec2, sms, 64);
#ifndef PACK_IN_REGISTERS
    policy.set_scratch_size(0, Kokkos::PerTeam(PackChunks::scratch_bytes));
#endif
    const PackChunks pk{xa, b, qa.data(), qb.data(), ld, pack_a ? fa.data() : nullptr, fb.data(), epoch, tiles_m, tiles_n, chunks, kc, tr.data()};
#if defined(PACK_IN_REGISTERS) && defined(PACK_RAW)
    static const bool carved = [] {
      const char* e = std::getenv("XP_CARVE");
      if (e) cudaFuncSetAttribute(pack_raw, cudaFuncAttributePreferredSharedMemoryCarveout, std::atoi(e));
      std::printf("packing kernel carveout %s\n", e ? e : "left to the driver");
      return true;
    }();
    (void)carved;
    (void)policy;
    pack_raw<<<sms, 64, 0, exec2.cuda_stream()>>>(pk);
#else
    Kokkos::parallel_for("pack_chunks", policy, pk);
#endif
    Pick::run<Exec, T>(exec, T(1), qpa.transposed(), qpb, T(0), c, so);
    cudaEventRecord(e1, exec2.cuda_stream());
    cudaStreamWaitEvent(exec.cuda_stream(), e1, 0);
  };
  std::vector<Variant> vs;
  vs.push_back({"full", [&, a, b, c] { set_ready(exec, none); Pick::run<Exec, T>(exec, T(1), a, b, T(0), c, so); }});
  vs.push_back({"product", [&, c] { set_ready(exec, none); Pick::run<Exec, T>(exec, T(1), ppa.transposed(), ppb, T(0), c, so); }});
  vs.push_back({"beside", beside});
  vs.push_back({"cublas", [&] { cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, da.data(), n, db.data(), n, &zero, dc.data(), n); }});
  char label[48];
  std::snprintf(label, sizeof label, "f64 %d^3 %s kc%d", n, op, kc);
  auto timeouts = [] { int z = 0; cudaMemcpyFromSymbol(&z, mainloop::xp_timeouts, sizeof z); return z; };
  for (auto& v : vs) {
    if (v.name == "cublas") continue;
    Kokkos::deep_copy(dc, T(0.0 / 0.0));
    Kokkos::deep_copy(qa, T(0.0 / 0.0));
    Kokkos::deep_copy(qb, T(0.0 / 0.0));
    exec.fence();
    const int t0 = timeouts();
    v.run();
    exec.fence();
    exec2.fence();
    std::printf("%s %-32s err %.1e timeouts %d\n", label, v.name.c_str(), rel_err<T>(exec, h, ta, false, n, n, n, da, n, db, n, dc), timeouts() - t0);
    std::fflush(stdout);
  }
  {  // one traced run beside: when the packing teams ran, against the product's first waits
    const unsigned long long hi = ~0ull, lo = 0;
    cudaMemcpyToSymbol(mainloop::xp_first_wait, &hi, sizeof hi);
    cudaMemcpyToSymbol(mainloop::xp_last_first_wait, &lo, sizeof lo);
    const int t0 = timeouts();
    beside();
    exec.fence();
    exec2.fence();
    unsigned long long p0 = 0, p1 = 0;
    cudaMemcpyFromSymbol(&p0, mainloop::xp_first_wait, sizeof p0);
    cudaMemcpyFromSymbol(&p1, mainloop::xp_last_first_wait, sizeof p1);
    auto h_tr = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), tr);
    unsigned long long s0 = ~0ull, s1 = 0, e1 = 0;
    std::vector<int> per_sm(1024, 0);
    for (int i = 0; i < sms; ++i) {
      s0 = std::min(s0, h_tr(3 * i));
      s1 = std::max(s1, h_tr(3 * i));
      e1 = std::max(e1, h_tr(3 * i + 1));
      ++per_sm[h_tr(3 * i + 2) % 1024];
    }
    int used = 0, most = 0;
    for (int v : per_sm) used += v > 0, most = std::max(most, v);
    auto us = [&](unsigned long long t) { return (double(t) - double(p0)) * 1e-3; };
    std::printf("%s trace: packing teams start %.1f..%.1f us, last ends %.1f us after the product's first wait; product's last first wait %.1f us; packing on %d multiprocessors (at most %d a multiprocessor); timeouts %d\n", label, us(s0), us(s1), us(e1), us(p1), used, most, timeouts() - t0);
  }
  const int t0 = timeouts();
  turn(exec, label, vs, 2.0 * n * n * double(n));
  exec2.fence();
  std::printf("%s timeouts while timed %d\n", label, timeouts() - t0);
}

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  Exec exec0;
  auto parts = Kokkos::Experimental::partition_space(exec0, 1, 1);
  Exec s1 = parts[0], s2 = parts[1];
  cublasHandle_t h;
  cublasCreate(&h);
  cublasSetStream(h, s1.cuda_stream());
  const int reps = argc > 1 ? std::atoi(argv[1]) : 2;
  for (int rep = 0; rep < reps; ++rep) {
    shape(s1, s2, h, 4096, "TN", 256);
    shape(s1, s2, h, 4096, "NN", 256);
    if (argc > 2) continue;  // 4096^3 only
    shape(s1, s2, h, 8192, "TN", 256);
    shape(s1, s2, h, 8192, "NN", 256);
  }
}
