#pragma once
// Warpgroup-level building blocks of the Hopper tensor-core mainloop (PTX ISA, "Asynchronous
// warpgroup level matrix multiply-accumulate", sm_90a): wgmma.mma_async reads A and B straight
// from scratch through 64-bit matrix descriptors, no ldmatrix, no fragments in registers, and
// the four warps of a warpgroup (128 consecutive threads) issue one product together. It runs
// asynchronously: wgmma_commit() closes a group of products, wgmma_wait<N>() returns once at
// most N groups are in flight, and wgmma_fence() orders the accumulator registers' other uses
// before the products that follow.
//
// Inputs: f16 or bf16, 16 values of k per instruction, or tf32, 8 of them; 32 bytes of k
// either way, so both read the same scratch layout. tf32 is read from 32-bit values whose
// 13 low mantissa bits the instruction ignores (the copies round them first:
// device/tensor_map.hpp).
//
// Accumulators of m64nNk16 and m64nNk8 (f32): warp w of the warpgroup holds rows 16 w .. 16 w + 15;
// lane l (g = l / 4, q = l % 4) holds, for each block j of 8 columns, d[4 j] = (16 w + g, 8 j + 2
// q), d[4 j + 1] = (.., 8 j + 2 q + 1), d[4 j + 2] = (16 w + g + 8, 8 j + 2 q), d[4 j + 3] = (..,
// +1).
//
// Defined where the device code is compiled for sm_90a (arch-specific features: nvcc's
// -arch=sm_90a, CMake's CUDA_ARCHITECTURES 90a): TGEMM_HAVE_WGMMA.

#include <Kokkos_Macros.hpp>
#include <cstdint>

#if defined(__CUDA_ARCH__) && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define TGEMM_HAVE_WGMMA 1
#endif

namespace tgemm::warp {

// The input type of a wgmma, and the k of one instruction: 32 bytes of values.
enum class WgmmaIn { f16, bf16, tf32 };
template <WgmmaIn T>
inline constexpr int wgmma_k = T == WgmmaIn::tf32 ? 8 : 16;

#if defined(TGEMM_HAVE_WGMMA)
// The descriptor of a K-major operand tile in scratch at p: rows of RowBytes (32, 64 or 128
// bytes of k) in the hardware swizzle of that width (16-byte chunk c of row r at
// c ^ (r / (128 / RowBytes)) % (RowBytes / 16): mainloop::SwizzledSlab), groups of 8 rows
// 8 RowBytes apart. p must lie on 8 RowBytes, plus 32 bytes per instruction's k.
template <int RowBytes>
KOKKOS_FORCEINLINE_FUNCTION std::uint64_t wgmma_desc_k(const void* p) {
  static_assert(RowBytes == 32 || RowBytes == 64 || RowBytes == 128,
                "tgemm::warp::wgmma_desc_k: rows of 32, 64 or 128 bytes");
  const auto a = static_cast<std::uint32_t>(__cvta_generic_to_shared(p));
  std::uint64_t d = (a & 0x3FFFF) >> 4;           // start address, 16-byte units
  d |= std::uint64_t(1) << 16;                    // leading byte offset: unused when swizzled
  d |= std::uint64_t((8 * RowBytes) >> 4) << 32;  // stride byte offset: 8 rows
  d |= std::uint64_t(RowBytes == 128 ? 1 : RowBytes == 64 ? 2 : 3) << 62;  // swizzle width
  return d;
}

// The descriptor of an MN-major 16-bit operand tile in scratch at p, in the 128-byte swizzle:
// rows of 64 values along M (or N), one per k, 128 bytes apart; groups of 8 rows 1024 bytes
// apart; blocks of 64 values along M (N) `block_bytes` apart. p must lie on 1024 bytes (the
// first row of a group of 8), plus 2048 bytes per 16 values of k.
KOKKOS_FORCEINLINE_FUNCTION std::uint64_t wgmma_desc_mn(const void* p, unsigned block_bytes) {
  const auto a = static_cast<std::uint32_t>(__cvta_generic_to_shared(p));
  std::uint64_t d = (a & 0x3FFFF) >> 4;                   // start address, 16-byte units
  d |= std::uint64_t((block_bytes >> 4) & 0x3FFF) << 16;  // leading byte offset: next 64 along M
  d |= std::uint64_t(1024 >> 4) << 32;                    // stride byte offset: next 8 of k
  d |= std::uint64_t(1) << 62;                            // 128-byte swizzle
  return d;
}

KOKKOS_FORCEINLINE_FUNCTION void wgmma_fence() {
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
}
KOKKOS_FORCEINLINE_FUNCTION void wgmma_commit() {
  asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
}
template <int N>
KOKKOS_FORCEINLINE_FUNCTION void wgmma_wait() {
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(N) : "memory");
}
// Orders this thread's generic-proxy writes of scratch (cp.async, stores) before the async
// proxy's reads of it (wgmma); a barrier then publishes them to the warpgroups.
KOKKOS_FORCEINLINE_FUNCTION void fence_async_shared() {
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
}

// The instruction: TYPES its k and types ("k16.f32.f16.f16"), TRANS its transpose immediates
// (", 0, 0": K-major; tf32 has none). One asm per N, whose operand list is N / 2 accumulators
// long.
#define TGEMM_WGMMA_M64N128(TYPES, TRANS)                                                          \
  asm volatile(                                                                                    \
      "{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\n"                                                 \
      "wgmma.mma_async.sync.aligned.m64n128" TYPES                                                 \
      " "                                                                                          \
      "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, "     \
      "%19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, " \
      "%37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, " \
      "%55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1" TRANS ";\n}\n"             \
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]),        \
        "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]),    \
        "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), \
        "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), \
        "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), \
        "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), \
        "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), \
        "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), \
        "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), \
        "+f"(d[63])                                                                                \
      : "l"(desc_a), "l"(desc_b), "r"(accumulate))
#define TGEMM_WGMMA_M64N256(TYPES, TRANS)                                                          \
  asm volatile(                                                                                    \
      "{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\n"                                                \
      "wgmma.mma_async.sync.aligned.m64n256" TYPES                                                 \
      " "                                                                                          \
      "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, "     \
      "%19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, " \
      "%37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, " \
      "%55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, " \
      "%73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, " \
      "%91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, "    \
      "%107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, " \
      "%122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1" TRANS ";\n}\n"                    \
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]),        \
        "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]),    \
        "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), \
        "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), \
        "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), \
        "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), \
        "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), \
        "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), \
        "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), \
        "+f"(d[63]), "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), \
        "+f"(d[70]), "+f"(d[71]), "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), \
        "+f"(d[77]), "+f"(d[78]), "+f"(d[79]), "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), \
        "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]), "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), \
        "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]), "+f"(d[96]), "+f"(d[97]), \
        "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]),          \
        "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]),        \
        "+f"(d[110]), "+f"(d[111]), "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]),        \
        "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]), "+f"(d[120]), "+f"(d[121]),        \
        "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])         \
      : "l"(desc_a), "l"(desc_b), "r"(accumulate))

// d (64 x N, this lane's N / 2 values) = A (64 x k, desc_a) B (k x N, desc_b) + (accumulate
// ? d : 0), k = wgmma_k<T> (32 bytes); the whole warpgroup together. N: 128 or 256. TA, TB:
// A or B is MN-major in scratch (wgmma_desc_mn), else K-major (wgmma_desc_k); 16-bit inputs
// only (tf32 is K-major).
#define TGEMM_WGMMA_TRANSPOSES(INSTR, TYPES) \
  if constexpr (!TA && !TB)                  \
    INSTR(TYPES, ", 0, 0");                  \
  else if constexpr (TA && !TB)              \
    INSTR(TYPES, ", 1, 0");                  \
  else if constexpr (!TA)                    \
    INSTR(TYPES, ", 0, 1");                  \
  else                                       \
    INSTR(TYPES, ", 1, 1");
#define TGEMM_WGMMA_TYPES(INSTR)                       \
  if constexpr (T == WgmmaIn::tf32) {                  \
    INSTR("k8.f32.tf32.tf32", "");                     \
  } else if constexpr (T == WgmmaIn::f16) {            \
    TGEMM_WGMMA_TRANSPOSES(INSTR, "k16.f32.f16.f16")   \
  } else {                                             \
    TGEMM_WGMMA_TRANSPOSES(INSTR, "k16.f32.bf16.bf16") \
  }
template <WgmmaIn T, int N, bool TA = false, bool TB = false>
KOKKOS_FORCEINLINE_FUNCTION void wgmma_m64(float (&d)[N / 2], std::uint64_t desc_a,
                                           std::uint64_t desc_b, int accumulate) {
  static_assert(N == 128 || N == 256, "tgemm::warp::wgmma_m64: N is 128 or 256");
  static_assert(T != WgmmaIn::tf32 || (!TA && !TB), "tgemm::warp::wgmma_m64: tf32 is K-major");
  if constexpr (N == 128) {
    TGEMM_WGMMA_TYPES(TGEMM_WGMMA_M64N128)
  } else {
    TGEMM_WGMMA_TYPES(TGEMM_WGMMA_M64N256)
  }
}
#undef TGEMM_WGMMA_TYPES
#undef TGEMM_WGMMA_TRANSPOSES
#undef TGEMM_WGMMA_M64N128
#undef TGEMM_WGMMA_M64N256
#endif

}  // namespace tgemm::warp
