#pragma once
// Asynchronous global -> scratch copies of one 16-byte unit (cp.async, sm_80 and newer): the
// copy moves while the thread goes on, through no register, so a multistage mainloop keeps
// several K slabs in flight at no register cost. `count` of the unit's elements are read and
// the rest of the 16 bytes are zero-filled, so nothing outside the operand is read: whole units
// asynchronously, a part of one (edge tiles, a ragged last slab of K) element by element and
// stored at once. async_commit() closes the thread's group
// of copies; async_wait<N>() returns once at most N of its groups are still in flight. Other
// threads see the data after a team barrier that follows the wait.
//
// Elsewhere (host backends, older GPUs, other vendors) a copy is an ordinary copy, complete
// at once, and commit and wait do nothing: the same mainloop, the same barriers.

#include <Kokkos_Macros.hpp>
#include <tgemm/thread/unroll.hpp>
#include <tgemm/thread/vec.hpp>

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define TGEMM_HAVE_CP_ASYNC 1
#endif

namespace tgemm::team {

// dst: scratch, src: global memory, both 16-byte aligned; 0 <= count <= elements per unit; end:
// one past the operand's last element. A unit whose 16 bytes lie before `end` goes through
// cp.async, reading `count` elements; one reaching past it (the last units of the operand) is
// read element by element and stored at once, ready after the same wait and barrier as the
// copies: compute-sanitizer counts a cp.async with a smaller source size as a 16-byte read, so
// such a unit at the end of an allocation would show as read past it.
template <class Scalar>
KOKKOS_FORCEINLINE_FUNCTION void copy_async16(Scalar* dst, const Scalar* src, int count,
                                              const Scalar* end) {
#if defined(TGEMM_HAVE_CP_ASYNC)
  constexpr int V = thread::vec16<Scalar>;
  if (count == V || (count > 0 && src + V <= end)) {
    const auto d = static_cast<unsigned>(__cvta_generic_to_shared(dst));
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(d), "l"(src),
                 "r"(count * int(sizeof(Scalar))));
  } else {
    alignas(16) Scalar unit[V];
    TGEMM_UNROLL
    for (int v = 0; v < V; ++v) unit[v] = v < count ? src[v] : Scalar(0);
    *reinterpret_cast<uint4*>(dst) = *reinterpret_cast<const uint4*>(unit);
  }
#else
  (void)end;
  for (int v = 0; v < thread::vec16<Scalar>; ++v) dst[v] = v < count ? src[v] : Scalar(0);
#endif
}

// The whole unit: no zero-fill size to compute.
template <class Scalar>
KOKKOS_FORCEINLINE_FUNCTION void copy_async16(Scalar* dst, const Scalar* src) {
#if defined(TGEMM_HAVE_CP_ASYNC)
  const auto d = static_cast<unsigned>(__cvta_generic_to_shared(dst));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(d), "l"(src));
#else
  thread::store_vec<thread::vec16<Scalar> >(dst, thread::load_vec<thread::vec16<Scalar> >(src));
#endif
}

// One element (4 or 8 bytes), read when `inside`, else zero-filled: the transposing copies of
// an operand whose unit stride runs along K. dst and src aligned to the element.
template <class Scalar>
KOKKOS_FORCEINLINE_FUNCTION void copy_async_element(Scalar* dst, const Scalar* src, bool inside) {
  static_assert(sizeof(Scalar) == 4 || sizeof(Scalar) == 8,
                "tgemm::team::copy_async_element: 4 or 8 bytes");
#if defined(TGEMM_HAVE_CP_ASYNC)
  const auto d = static_cast<unsigned>(__cvta_generic_to_shared(dst));
  asm volatile("cp.async.ca.shared.global [%0], [%1], %2, %3;\n" ::"r"(d), "l"(src),
               "n"(int(sizeof(Scalar))), "r"(inside ? int(sizeof(Scalar)) : 0));
#else
  *dst = inside ? *src : Scalar(0);
#endif
}

KOKKOS_FORCEINLINE_FUNCTION void async_commit() {
#if defined(TGEMM_HAVE_CP_ASYNC)
  asm volatile("cp.async.commit_group;\n" ::);
#endif
}

template <int N>
KOKKOS_FORCEINLINE_FUNCTION void async_wait() {
#if defined(TGEMM_HAVE_CP_ASYNC)
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
#endif
}

}  // namespace tgemm::team
