#pragma once
// The GEMMs tgemm-bench can time, each behind one name: the project's variants and the
// comparators (Kokkos Kernels as configured and forced native, cuBLAS on CUDA, OpenBLAS on
// host backends). A runner computes C = alpha * op(A) * op(B) + beta * C on LayoutLeft device
// Views, on the given instance.

#include <algorithm>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <tgemm/gemm.hpp>
#include <tgemm/ladder/team_scratch.hpp>
#include <tgemm/tuning.hpp>
#include <type_traits>
#include <vector>

#ifdef TGEMM_BENCH_HAVE_KOKKOS_KERNELS
#include <KokkosKernels_config.h>

#include <KokkosBlas3_gemm.hpp>
#endif
#ifdef TGEMM_BENCH_HAVE_CUBLAS
#include <cublas_v2.h>
#endif
#ifdef TGEMM_BENCH_HAVE_OPENBLAS
#include <cblas.h>
#endif

namespace tgemm::bench {

using ExecSpace = Kokkos::DefaultExecutionSpace;
template <class T>
using Matrix = Kokkos::View<T**, Kokkos::LayoutLeft, ExecSpace::memory_space>;

template <class T>
using GemmFn = std::function<void(const ExecSpace&, char, char, T, const Matrix<T>&,
                                  const Matrix<T>&, T, const Matrix<T>&)>;

template <class T>
struct Runner {
  std::string name;
  std::string note;  // what it dispatches to, for the header
  GemmFn<T> run;
  bool in_all = true;  // run by default; otherwise only when named in --variants
  bool rung = false;   // a kernel of the ladder (--max-gflop and --budget limit these)
};

#ifdef TGEMM_BENCH_HAVE_CUBLAS
inline cublasHandle_t cublas_handle() {
  static cublasHandle_t handle = [] {
    cublasHandle_t h;
    if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) throw std::runtime_error("cublasCreate failed");
    return h;
  }();
  return handle;
}

inline void cublas_check(cublasStatus_t s, const char* what) {
  if (s != CUBLAS_STATUS_SUCCESS)
    throw std::runtime_error(std::string(what) + " failed with status " + std::to_string(int(s)));
}

// A column-major GEMM's cuBLAS arguments: transposes, sizes and leading dimensions, with the
// shared handle on exec's stream.
struct CublasCall {
  cublasHandle_t h;
  cublasOperation_t opa, opb;
  int m, n, k, lda, ldb, ldc;
};
template <class A_, class B_, class C_>
CublasCall cublas_call(const ExecSpace& exec, char ta, char tb, const A_& A, const B_& B,
                       const C_& C) {
  cublasHandle_t h = cublas_handle();
  cublas_check(cublasSetStream(h, exec.cuda_stream()), "cublasSetStream");
  return {h,
          ta == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T,
          tb == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T,
          int(C.extent(0)),
          int(C.extent(1)),
          ta == 'N' ? int(A.extent(1)) : int(A.extent(0)),
          std::max<int>(1, int(A.stride(1))),
          std::max<int>(1, int(B.stride(1))),
          std::max<int>(1, int(C.stride(1)))};
}

template <class T>
void cublas_gemm(const ExecSpace& exec, char ta, char tb, T alpha, const Matrix<T>& A,
                 const Matrix<T>& B, T beta, const Matrix<T>& C) {
  const auto [h, opa, opb, m, n, k, lda, ldb, ldc] = cublas_call(exec, ta, tb, A, B, C);
  if constexpr (std::is_same_v<T, float>)
    cublas_check(cublasSgemm(h, opa, opb, m, n, k, &alpha, A.data(), lda, B.data(), ldb, &beta,
                             C.data(), ldc),
                 "cublasSgemm");
  else
    cublas_check(cublasDgemm(h, opa, opb, m, n, k, &alpha, A.data(), lda, B.data(), ldb, &beta,
                             C.data(), ldc),
                 "cublasDgemm");
}
#endif

#ifdef TGEMM_BENCH_HAVE_OPENBLAS
// OpenBLAS reads the Views' memory from the calling thread: only where the execution space's
// memory is host-accessible.
inline constexpr bool kOpenBlasUsable =
    Kokkos::SpaceAccessibility<Kokkos::HostSpace, ExecSpace::memory_space>::accessible;

// OpenBLAS' threads follow the instance's (OpenBLAS' pthreads and Kokkos' OpenMP threads would
// otherwise each size themselves to the machine, and both spin while waiting).
inline void openblas_threads(const ExecSpace& exec) {
  if (openblas_get_num_threads() != exec.concurrency())
    openblas_set_num_threads(exec.concurrency());
}

// Once: the header note.
inline const std::string& openblas_setup() {
  static const std::string note = [] {
    openblas_threads(ExecSpace());
    const int par = openblas_get_parallel();
    std::string config = openblas_get_config();
    while (!config.empty() && config.back() == ' ') config.pop_back();
    return std::string("cblas_sgemm/cblas_dgemm, column-major; ") + config + ", core " +
           openblas_get_corename() + ", " +
           (par == OPENBLAS_SEQUENTIAL ? "sequential"
            : par == OPENBLAS_OPENMP   ? "OpenMP threading"
                                       : "pthreads threading") +
           ", threads set to the Kokkos instance's";
  }();
  return note;
}

template <class T>
void openblas_gemm(const ExecSpace& exec, char ta, char tb, T alpha, const Matrix<T>& A,
                   const Matrix<T>& B, T beta, const Matrix<T>& C) {
  exec.fence();  // work queued on the instance may still be writing the operands
  openblas_threads(exec);
  // Real scalars: 'C' (conjugate transpose) is 'T'.
  const auto opa = ta == 'N' || ta == 'n' ? CblasNoTrans : CblasTrans;
  const auto opb = tb == 'N' || tb == 'n' ? CblasNoTrans : CblasTrans;
  const blasint m = blasint(C.extent(0)), n = blasint(C.extent(1));
  const blasint k = blasint(opa == CblasNoTrans ? A.extent(1) : A.extent(0));
  const blasint lda = std::max<blasint>(1, blasint(A.stride(1)));
  const blasint ldb = std::max<blasint>(1, blasint(B.stride(1)));
  const blasint ldc = std::max<blasint>(1, blasint(C.stride(1)));
  if constexpr (std::is_same_v<T, float>)
    cblas_sgemm(CblasColMajor, opa, opb, m, n, k, alpha, A.data(), lda, B.data(), ldb, beta,
                C.data(), ldc);
  else
    cblas_dgemm(CblasColMajor, opa, opb, m, n, k, alpha, A.data(), lda, B.data(), ldb, beta,
                C.data(), ldc);
}
#endif

template <class T>
std::vector<Runner<T>> all_runners() {
  std::vector<Runner<T>> r;
  auto tgemm_variant = [](Variant v) {
    return [v](const ExecSpace& exec, char ta, char tb, T alpha, const Matrix<T>& A,
               const Matrix<T>& B, T beta, const Matrix<T>& C) {
      const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
      tgemm::gemm(exec, tra, trb, alpha, A, B, beta, C, v);
    };
  };
  for (Variant v : all_variants) {
    r.push_back({std::string(to_string(v)), kernel_name<T>(v), tgemm_variant(v), true,
                 v != Variant::automatic});
  }
  // Kernel 3 without the scratch row padding: the bank-conflict comparison, on request only.
  r.push_back({"team_scratch_nopad", ladder::TeamScratch<TileShape<32, 32, 32>, 0>::name(),
               [](const ExecSpace& exec, char ta, char tb, T alpha, const Matrix<T>& A,
                  const Matrix<T>& B, T beta, const Matrix<T>& C) {
                 const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
                 tgemm::gemm<ladder::TeamScratch<TileShape<32, 32, 32>, 0>>(exec, tra, trb, alpha,
                                                                            A, B, beta, C);
               },
               false, true});
#ifdef TGEMM_BENCH_HAVE_KOKKOS_KERNELS
#if defined(KOKKOSKERNELS_ENABLE_TPL_CUBLAS) && defined(KOKKOS_ENABLE_CUDA)
  const char* kk_note = "KokkosBlas::gemm, dispatches to cuBLAS (TPL enabled)";
#elif defined(KOKKOSKERNELS_ENABLE_TPL_BLAS)
  const char* kk_note = "KokkosBlas::gemm, dispatches to the host BLAS TPL";
#else
  const char* kk_note = "KokkosBlas::gemm, native (no BLAS TPL enabled)";
#endif
  r.push_back({"kokkos_kernels", kk_note,
               [](const ExecSpace& exec, char ta, char tb, T alpha, const Matrix<T>& A,
                  const Matrix<T>& B, T beta, const Matrix<T>& C) {
                 const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
                 KokkosBlas::gemm(exec, tra, trb, alpha, A, B, beta, C);
               }});
  // Kokkos Kernels' own team implementation, with the TPL branch switched off by hand.
  r.push_back(
      {"kokkos_kernels_native", "KokkosBlas::Impl::GEMM<..., tpl=false>",
       [](const ExecSpace& exec, char ta, char tb, T alpha, const Matrix<T>& A, const Matrix<T>& B,
          T beta, const Matrix<T>& C) {
         using Unmanaged = Kokkos::MemoryTraits<Kokkos::Unmanaged>;
         using AV = Kokkos::View<const T**, Kokkos::LayoutLeft, typename Matrix<T>::device_type,
                                 Unmanaged>;
         using CV =
             Kokkos::View<T**, Kokkos::LayoutLeft, typename Matrix<T>::device_type, Unmanaged>;
         const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
         KokkosBlas::Impl::GEMM<ExecSpace, AV, AV, CV, false, false>::gemm(
             exec, tra, trb, alpha, AV(A), AV(B), beta, CV(C));
       }});
#endif
#ifdef TGEMM_BENCH_HAVE_CUBLAS
  r.push_back({"cublas", "cublasSgemm/cublasDgemm, default math mode", cublas_gemm<T>});
#endif
#ifdef TGEMM_BENCH_HAVE_OPENBLAS
  if constexpr (kOpenBlasUsable) r.push_back({"openblas", openblas_setup(), openblas_gemm<T>});
#endif
  return r;
}

}  // namespace tgemm::bench
