#pragma once
// Hopper's bulk tensor copies and the mbarriers that count them (PTX ISA: cp.async.bulk.tensor,
// mbarrier; sm_90). A stage of scratch has a "full" barrier, completed when its copies have
// landed (the producer announces the bytes with mbar_expect_tx, the copies count them down),
// and an "empty" one, completed when every consumer thread has released the stage. Waits name
// the phase by its parity: phase n of a barrier completes once, and waiting on parity n % 2
// returns once it has. Defined with TGEMM_HAVE_WGMMA (warp/wgmma.hpp): sm_90a code.

#include <cstdint>
#include <tgemm/warp/wgmma.hpp>

#if defined(TGEMM_HAVE_WGMMA)
#include <cuda.h>  // CUtensorMap
#endif

namespace tgemm::warp {

#if defined(TGEMM_HAVE_WGMMA)
KOKKOS_FORCEINLINE_FUNCTION std::uint32_t shared_address(const void* p) {
  return static_cast<std::uint32_t>(__cvta_generic_to_shared(p));
}
KOKKOS_FORCEINLINE_FUNCTION void mbar_init(std::uint64_t* bar, unsigned arrivals) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(shared_address(bar)), "r"(arrivals)
               : "memory");
}
KOKKOS_FORCEINLINE_FUNCTION void mbar_arrive(std::uint64_t* bar) {
  asm volatile("{\n.reg .b64 state;\nmbarrier.arrive.shared::cta.b64 state, [%0];\n}\n" ::"r"(
                   shared_address(bar))
               : "memory");
}
// This thread's arrival, and `bytes` more for the phase's copies to bring.
KOKKOS_FORCEINLINE_FUNCTION void mbar_expect_tx(std::uint64_t* bar, unsigned bytes) {
  asm volatile(
      "{\n.reg .b64 state;\nmbarrier.arrive.expect_tx.shared::cta.b64 state, [%0], %1;\n}\n" ::"r"(
          shared_address(bar)),
      "r"(bytes)
      : "memory");
}
KOKKOS_FORCEINLINE_FUNCTION void mbar_wait(std::uint64_t* bar, unsigned parity) {
  asm volatile(
      "{\n.reg .pred done;\nwait:\n"
      "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n"
      "@!done bra wait;\n}\n" ::"r"(shared_address(bar)),
      "r"(parity)
      : "memory");
}
// The box of `map` at (inner, outer) element coordinates into scratch at dst, counted on bar.
// map must lie in global memory (kernel parameters are copies Kokkos makes), 64-byte aligned.
KOKKOS_FORCEINLINE_FUNCTION void tma_load_2d(void* dst, const CUtensorMap* map, int inner,
                                             int outer, std::uint64_t* bar) {
  asm volatile(
      "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, "
      "{%2, %3}], [%4];\n" ::"r"(shared_address(dst)),
      "l"(reinterpret_cast<std::uint64_t>(map)), "r"(inner), "r"(outer), "r"(shared_address(bar))
      : "memory");
}
// p's shared address, kept in a register: the compiler may otherwise recompute it (and the
// scratch pointer's alignment arithmetic behind it) at every use.
KOKKOS_FORCEINLINE_FUNCTION std::uint32_t kept_shared_address(const void* p) {
  std::uint32_t a;
  asm volatile("mov.b32 %0, %1;\n" : "=r"(a) : "r"(shared_address(p)));
  return a;
}

// Where p: this thread's arrival on the mbarrier at shared address bar with `bytes` more to
// come, then the box of `map` at (c0, c1) (Rank 2) or (c0, c1, c2) (Rank 3) into shared address
// dst, counted on it. Predicated inside the asm, so the lanes of a warp that call it together
// take no branch.
template <int Rank>
KOKKOS_FORCEINLINE_FUNCTION void tma_copy_where(bool p, std::uint32_t dst, const CUtensorMap* map,
                                                int c0, int c1, int c2, std::uint32_t bar,
                                                unsigned bytes) {
  static_assert(Rank == 2 || Rank == 3, "tgemm::warp::tma_copy_where: 2-D or 3-D boxes");
  if constexpr (Rank == 2)
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %0, 0;\n"
        "@p mbarrier.arrive.expect_tx.shared::cta.b64 _, [%1], %2;\n"
        "@p cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%3], [%4, "
        "{%5, %6}], [%1];\n}\n" ::"r"(int(p)),
        "r"(bar), "r"(bytes), "r"(dst), "l"(reinterpret_cast<std::uint64_t>(map)), "r"(c0), "r"(c1)
        : "memory");
  else
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %0, 0;\n"
        "@p mbarrier.arrive.expect_tx.shared::cta.b64 _, [%1], %2;\n"
        "@p cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes [%3], [%4, "
        "{%5, %6, %7}], [%1];\n}\n" ::"r"(int(p)),
        "r"(bar), "r"(bytes), "r"(dst), "l"(reinterpret_cast<std::uint64_t>(map)), "r"(c0), "r"(c1),
        "r"(c2)
        : "memory");
}
// As tma_copy_where<2> without the arrival: a further box of a phase whose bytes an earlier
// arrival on bar announced.
KOKKOS_FORCEINLINE_FUNCTION void tma_box_where(bool p, std::uint32_t dst, const CUtensorMap* map,
                                               int c0, int c1, std::uint32_t bar) {
  asm volatile(
      "{\n.reg .pred p;\nsetp.ne.b32 p, %0, 0;\n"
      "@p cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%1], [%2, "
      "{%3, %4}], [%5];\n}\n" ::"r"(int(p)),
      "r"(dst), "l"(reinterpret_cast<std::uint64_t>(map)), "r"(c0), "r"(c1), "r"(bar)
      : "memory");
}
#endif

}  // namespace tgemm::warp
