#pragma once
// Tensor maps for Hopper's bulk tensor copies (warp/tma.hpp), made on the host: a K-contiguous
// operand (16-bit, or float read as tf32) as a 2-D tensor (K innermost) with a box of the tile's
// rows x BK values in the hardware swizzle of a BK-value row, zeros outside the operand. A float
// operand is mapped as tf32: the copy engine rounds each value to tf32 (to nearest) on the way,
// where the tensor cores would drop its low mantissa bits. The driver's encoder is reached
// through the runtime (no link to libcuda). The kernel reads the maps from global memory: one
// slot per CUDA stream, refilled before each launch in stream order (a later fill waits for the
// kernels before it on that stream), never freed (shutdown order). CUDA 12 and newer
// (TGEMM_HAVE_TENSOR_MAPS).

#include <Kokkos_Core.hpp>
#if defined(KOKKOS_ENABLE_CUDA) && CUDART_VERSION >= 12000
#define TGEMM_HAVE_TENSOR_MAPS 1
#include <cuda.h>
#include <cudaTypedefs.h>

#include <cstring>
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

// x as a 2-D tensor: `outer` lines of `inner` values along its unit stride, `ld` values apart,
// 16-byte aligned with ld a whole number of 16 bytes (ladder::readable_in_place); boxes of
// box_outer lines of box_inner values in the hardware swizzle of a box_inner-value line (32, 64
// or 128 bytes). A K-major operand has lines along K (inner K); an MN-major one, lines of 64
// values along M or N, one per k (inner M or N, box_inner 64: 128 bytes of 16-bit values).
template <class In>
CUtensorMap tensor_map(const MatrixRef<const In>& x, index_t ld, index_t outer, index_t inner,
                       int box_outer, int box_inner) {
  static_assert(sizeof(In) == 2 || std::is_same_v<In, float>,
                "tgemm: tensor maps of 16-bit or float (tf32) operands");
  constexpr int size = int(sizeof(In));
  // Codes call the same shapes on the same Views over and over: the last few maps this thread
  // made are kept, and encoding (a driver call) is skipped for a repeat.
  struct Made {
    const void* data;
    index_t ld, outer, inner;
    int box_outer, box_inner;
    CUtensorMap map;
  };
  thread_local Made made[4] = {};
  thread_local int next = 0;
  for (const Made& e : made)
    if (e.data == x.data && e.ld == ld && e.outer == outer && e.inner == inner &&
        e.box_outer == box_outer && e.box_inner == box_inner)
      return e.map;
  CUtensorMap map;
  const index_t row_bytes = outer > 1 ? ld * size : (inner * size + 15) / 16 * 16;
  const cuuint64_t dims[2] = {cuuint64_t(inner), cuuint64_t(outer)};
  const cuuint64_t strides[1] = {cuuint64_t(row_bytes)};
  const cuuint32_t box[2] = {cuuint32_t(box_inner), cuuint32_t(box_outer)};
  const cuuint32_t element_strides[2] = {1, 1};
  const CUtensorMapSwizzle swizzle = box_inner * size == 128  ? CU_TENSOR_MAP_SWIZZLE_128B
                                     : box_inner * size == 64 ? CU_TENSOR_MAP_SWIZZLE_64B
                                                              : CU_TENSOR_MAP_SWIZZLE_32B;
  const CUtensorMapDataType type = std::is_same_v<In, float> ? CU_TENSOR_MAP_DATA_TYPE_TFLOAT32
                                   : std::is_same_v<In, Kokkos::Experimental::bhalf_t>
                                       ? CU_TENSOR_MAP_DATA_TYPE_BFLOAT16
                                       : CU_TENSOR_MAP_DATA_TYPE_FLOAT16;
  const CUresult r =
      tensor_map_encoder()(&map, type, 2, const_cast<In*>(x.data), dims, strides, box,
                           element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, swizzle,
                           CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (r != CUDA_SUCCESS)
    throw std::runtime_error("tgemm: cuTensorMapEncodeTiled failed (CUresult " +
                             std::to_string(int(r)) + ")");
  made[next] = Made{x.data, ld, outer, inner, box_outer, box_inner, map};
  next = (next + 1) % 4;
  return map;
}

// The global-memory slot of exec's stream holding N tensor maps, filled with `maps` in stream
// order (unless it holds them already: the copy costs microseconds of the stream's time, as
// much as a small GEMM); its device address.
template <int N>
const CUtensorMap* stream_tensor_maps(const Kokkos::Cuda& exec, const CUtensorMap (&maps)[N]) {
  struct Slot {
    std::pair<int, cudaStream_t> key;
    CUtensorMap* device;
    CUtensorMap held[N];  // what the stream's copies leave in it
  };
  static std::mutex& mutex = *new std::mutex;  // never destroyed (shutdown order)
  static auto& slots = *new std::vector<Slot>;
  std::lock_guard<std::mutex> lock(mutex);  // held across the copy: it also guards `held`
  const std::pair<int, cudaStream_t> key{exec.cuda_device(), exec.cuda_stream()};
  Slot* slot = nullptr;
  for (Slot& s : slots)
    if (s.key == key) slot = &s;
  if (slot == nullptr) {
    void* p = nullptr;
    int current = 0;
    cudaGetDevice(&current);
    cudaSetDevice(exec.cuda_device());
    const cudaError_t e = cudaMalloc(&p, N * sizeof(CUtensorMap));
    cudaSetDevice(current);
    if (e != cudaSuccess) throw std::runtime_error("tgemm: cannot allocate the tensor maps' slot");
    slots.push_back(Slot{key, static_cast<CUtensorMap*>(p), {}});
    slot = &slots.back();
    std::memset(slot->held, 0xff, sizeof(slot->held));  // matches no map
  }
  if (std::memcmp(slot->held, maps, sizeof(slot->held)) != 0) {
    if (cudaMemcpyAsync(slot->device, maps, N * sizeof(CUtensorMap), cudaMemcpyHostToDevice,
                        exec.cuda_stream()) != cudaSuccess)
      throw std::runtime_error("tgemm: cannot copy the tensor maps to the GPU");
    std::memcpy(slot->held, maps, sizeof(slot->held));
  }
  return slot->device;
}

}  // namespace tgemm::device
#endif
