#pragma once
// The execution spaces the compiled library (src/lib/) holds kernels for: those of Serial,
// OpenMP, Threads and CUDA that this Kokkos enables. TGEMM_FOR_EACH_SPACE(X) expands X(Space)
// for each; compiled_space<ExecSpace> says whether a space is among them.

#include <Kokkos_Core.hpp>
#include <type_traits>

#if defined(KOKKOS_ENABLE_SERIAL)
#define TGEMM_SPACE_SERIAL(X) X(Kokkos::Serial)
#else
#define TGEMM_SPACE_SERIAL(X)
#endif
#if defined(KOKKOS_ENABLE_OPENMP)
#define TGEMM_SPACE_OPENMP(X) X(Kokkos::OpenMP)
#else
#define TGEMM_SPACE_OPENMP(X)
#endif
#if defined(KOKKOS_ENABLE_THREADS)
#define TGEMM_SPACE_THREADS(X) X(Kokkos::Threads)
#else
#define TGEMM_SPACE_THREADS(X)
#endif
#if defined(KOKKOS_ENABLE_CUDA)
#define TGEMM_SPACE_CUDA(X) X(Kokkos::Cuda)
#else
#define TGEMM_SPACE_CUDA(X)
#endif

#define TGEMM_FOR_EACH_SPACE(X) \
  TGEMM_SPACE_SERIAL(X) TGEMM_SPACE_OPENMP(X) TGEMM_SPACE_THREADS(X) TGEMM_SPACE_CUDA(X)

// X(Space, In, Out) for each 16-bit input type this Kokkos has of its own (in host-only builds
// half_t and bhalf_t are float) and its two kinds of C: the library's mixed-precision
// instantiations.
#define TGEMM_PAIRS_OF(X, Space, In) X(Space, In, In) X(Space, In, float)
#if !KOKKOS_HALF_T_IS_FLOAT
#define TGEMM_HALF_PAIRS(X, Space) TGEMM_PAIRS_OF(X, Space, Kokkos::Experimental::half_t)
#else
#define TGEMM_HALF_PAIRS(X, Space)
#endif
#if !KOKKOS_BHALF_T_IS_FLOAT
#define TGEMM_BHALF_PAIRS(X, Space) TGEMM_PAIRS_OF(X, Space, Kokkos::Experimental::bhalf_t)
#else
#define TGEMM_BHALF_PAIRS(X, Space)
#endif
#define TGEMM_16BIT_PAIRS(X, Space) TGEMM_HALF_PAIRS(X, Space) TGEMM_BHALF_PAIRS(X, Space)

namespace tgemm {

template <class ExecSpace>
inline constexpr bool compiled_space =
#define TGEMM_IS_SPACE(Space) std::is_same_v<ExecSpace, Space> ||
    TGEMM_FOR_EACH_SPACE(TGEMM_IS_SPACE) false;
#undef TGEMM_IS_SPACE

}  // namespace tgemm
