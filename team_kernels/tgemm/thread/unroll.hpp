#pragma once
// TGEMM_UNROLL: `#pragma unroll` where the compiler takes it (nvcc, clang), nothing where it
// would be an unknown pragma; TGEMM_NO_UNROLL: `#pragma unroll 1`, a rolled loop. Register
// arrays must be indexed by constants after unrolling, or they leave the register file.

#include <Kokkos_Macros.hpp>

#if defined(KOKKOS_ENABLE_PRAGMA_UNROLL)
#define TGEMM_UNROLL _Pragma("unroll")
#define TGEMM_NO_UNROLL _Pragma("unroll 1")
#else
#define TGEMM_UNROLL
#define TGEMM_NO_UNROLL
#endif

// TGEMM_HOST_UNROLL: a loop with a constant trip count fully unrolled by the host compiler (the
// CPU micro-kernel's: its accumulators then stay in vector registers). nvcc knows neither
// spelling (a CUDA build's host kernels take the plain loops).
#if defined(__CUDACC__) || defined(__NVCC__)
#define TGEMM_HOST_UNROLL
#elif defined(__clang__)
#define TGEMM_HOST_UNROLL _Pragma("unroll")
#elif defined(__GNUC__)
#define TGEMM_HOST_UNROLL _Pragma("GCC unroll 64")
#else
#define TGEMM_HOST_UNROLL
#endif
