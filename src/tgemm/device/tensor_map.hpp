#pragma once
// Tensor maps for Hopper's bulk tensor copies (warp/tma.hpp), made on the host: a K-contiguous
// 16-bit operand as a 2-D tensor (K innermost) with a box of the tile's rows x BK values in the
// hardware swizzle of a BK-value row, zeros outside the operand. The driver's encoder is reached
// through the runtime (no link to libcuda). The kernel reads the maps from global memory: one
// slot per CUDA stream, refilled before each launch in stream order (a later fill waits for the
// kernels before it on that stream), never freed (shutdown order). CUDA 12 and newer
// (TGEMM_HAVE_TENSOR_MAPS).

#include <Kokkos_Core.hpp>
#if defined(KOKKOS_ENABLE_CUDA) && CUDART_VERSION >= 12000
#define TGEMM_HAVE_TENSOR_MAPS 1
#include <cuda.h>
#include <cudaTypedefs.h>

#include <mutex>
#include <stdexcept>
#include <string>
#include <tgemm/team/matrix_ref.hpp>
#include <type_traits>
#include <utility>
#include <vector>

namespace tgemm::device {

inline PFN_cuTensorMapEncodeTiled_v12000 tensor_map_encoder() {
  static const PFN_cuTensorMapEncodeTiled_v12000 encode = [] {
    void* fn = nullptr;
    cudaDriverEntryPointQueryResult found{};
#if CUDART_VERSION >= 12050
    const cudaError_t e = cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000,
                                                           cudaEnableDefault, &found);
#else
    const cudaError_t e =
        cudaGetDriverEntryPoint("cuTensorMapEncodeTiled", &fn, cudaEnableDefault, &found);
#endif
    if (e != cudaSuccess || found != cudaDriverEntryPointSuccess || fn == nullptr)
      throw std::runtime_error("tgemm: the CUDA driver offers no cuTensorMapEncodeTiled");
    return reinterpret_cast<PFN_cuTensorMapEncodeTiled_v12000>(fn);
  }();
  return encode;
}

// x: rows x K, unit stride along K, `ld` values between rows, 16-byte aligned with ld a whole
// number of 16 bytes (ladder::readable_in_place); box: box_rows x bk values (bk 32: 64-byte rows).
template <class In>
CUtensorMap k_major_tensor_map(const MatrixRef<const In>& x, index_t ld, index_t rows, index_t K,
                               int box_rows, int bk) {
  static_assert(sizeof(In) == 2, "tgemm: tensor maps of 16-bit operands");
  CUtensorMap map;
  const index_t row_bytes = rows > 1 ? ld * 2 : (K * 2 + 15) / 16 * 16;
  const cuuint64_t dims[2] = {cuuint64_t(K), cuuint64_t(rows)};
  const cuuint64_t strides[1] = {cuuint64_t(row_bytes)};
  const cuuint32_t box[2] = {cuuint32_t(bk), cuuint32_t(box_rows)};
  const cuuint32_t element_strides[2] = {1, 1};
  const CUtensorMapSwizzle swizzle = bk * 2 == 128  ? CU_TENSOR_MAP_SWIZZLE_128B
                                     : bk * 2 == 64 ? CU_TENSOR_MAP_SWIZZLE_64B
                                                    : CU_TENSOR_MAP_SWIZZLE_32B;
  const CUresult r = tensor_map_encoder()(
      &map,
      std::is_same_v<In, Kokkos::Experimental::bhalf_t> ? CU_TENSOR_MAP_DATA_TYPE_BFLOAT16
                                                        : CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
      2, const_cast<In*>(x.data), dims, strides, box, element_strides,
      CU_TENSOR_MAP_INTERLEAVE_NONE, swizzle, CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
      CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (r != CUDA_SUCCESS)
    throw std::runtime_error("tgemm: cuTensorMapEncodeTiled failed (CUresult " +
                             std::to_string(int(r)) + ")");
  return map;
}

// The global-memory slot of exec's stream holding N tensor maps, filled with `maps` in stream
// order; its device address.
template <int N>
const CUtensorMap* stream_tensor_maps(const Kokkos::Cuda& exec, const CUtensorMap (&maps)[N]) {
  static std::mutex& mutex = *new std::mutex;  // never destroyed (shutdown order)
  static auto& slots = *new std::vector<std::pair<std::pair<int, cudaStream_t>, CUtensorMap*>>;
  CUtensorMap* slot = nullptr;
  {
    std::lock_guard<std::mutex> lock(mutex);
    const std::pair<int, cudaStream_t> key{exec.cuda_device(), exec.cuda_stream()};
    for (const auto& [k, p] : slots)
      if (k == key) slot = p;
    if (slot == nullptr) {
      void* p = nullptr;
      int current = 0;
      cudaGetDevice(&current);
      cudaSetDevice(exec.cuda_device());
      const cudaError_t e = cudaMalloc(&p, N * sizeof(CUtensorMap));
      cudaSetDevice(current);
      if (e != cudaSuccess)
        throw std::runtime_error("tgemm: cannot allocate the tensor maps' slot");
      slot = static_cast<CUtensorMap*>(p);
      slots.emplace_back(key, slot);
    }
  }
  if (cudaMemcpyAsync(slot, maps, N * sizeof(CUtensorMap), cudaMemcpyHostToDevice,
                      exec.cuda_stream()) != cudaSuccess)
    throw std::runtime_error("tgemm: cannot copy the tensor maps to the GPU");
  return slot;
}

}  // namespace tgemm::device
#endif
