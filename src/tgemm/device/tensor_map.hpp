#pragma once
// Tensor maps for Hopper's bulk tensor copies (warp/tma.hpp), made on the host: a K-contiguous
// operand (16-bit, float read as tf32, or double) as a 2-D tensor (K innermost) with a box of the
// tile's rows x BK values in the hardware swizzle of a BK-value row, zeros outside the operand;
// or an M- or N-contiguous one in the same 128-byte lines (tensor_map_blocks). A float
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

namespace tensor_maps {

// A map of `rank` dimensions over `data` (extents and byte strides innermost first), encoded
// once: codes call the same shapes on the same Views over and over, so the last few maps this
// thread made are kept, and encoding (a driver call) is skipped for a repeat.
template <class In>
CUtensorMap encoded(const In* data, int rank, const cuuint64_t (&dims)[3],
                    const cuuint64_t (&strides)[2], const cuuint32_t (&box)[3]) {
  static_assert(sizeof(In) == 2 || std::is_same_v<In, float> || std::is_same_v<In, double>,
                "tgemm: tensor maps of 16-bit, float (tf32) or double operands");
  constexpr int size = int(sizeof(In));
  struct Made {
    const void* data;
    int rank;
    cuuint64_t dims[3], strides[2];
    cuuint32_t box[3];
    CUtensorMap map;
  };
  thread_local Made made[4] = {};
  thread_local int next = 0;
  for (const Made& e : made)
    if (e.data == data && e.rank == rank && std::memcmp(e.dims, dims, sizeof(dims)) == 0 &&
        std::memcmp(e.strides, strides, sizeof(strides)) == 0 &&
        std::memcmp(e.box, box, sizeof(box)) == 0)
      return e.map;
  CUtensorMap map;
  const cuuint32_t element_strides[3] = {1, 1, 1};
  const int row = int(box[0]) * size;  // bytes of a box's line: the swizzle's span
  const CUtensorMapSwizzle swizzle = row == 128  ? CU_TENSOR_MAP_SWIZZLE_128B
                                     : row == 64 ? CU_TENSOR_MAP_SWIZZLE_64B
                                                 : CU_TENSOR_MAP_SWIZZLE_32B;
  const CUtensorMapDataType type = std::is_same_v<In, double>  ? CU_TENSOR_MAP_DATA_TYPE_FLOAT64
                                   : std::is_same_v<In, float> ? CU_TENSOR_MAP_DATA_TYPE_TFLOAT32
                                   : std::is_same_v<In, Kokkos::Experimental::bhalf_t>
                                       ? CU_TENSOR_MAP_DATA_TYPE_BFLOAT16
                                       : CU_TENSOR_MAP_DATA_TYPE_FLOAT16;
  const CUresult r =
      tensor_map_encoder()(&map, type, cuuint32_t(rank), const_cast<In*>(data), dims, strides, box,
                           element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, swizzle,
                           CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (r != CUDA_SUCCESS)
    throw std::runtime_error("tgemm: cuTensorMapEncodeTiled failed (CUresult " +
                             std::to_string(int(r)) + ")");
  made[next] = Made{
      data, rank, {dims[0], dims[1], dims[2]}, {strides[0], strides[1]}, {box[0], box[1], box[2]},
      map};
  next = (next + 1) % 4;
  return map;
}

}  // namespace tensor_maps

// x as a 2-D tensor: `outer` lines of `inner` values along its unit stride, `ld` values apart,
// 16-byte aligned with ld a whole number of 16 bytes (ladder::readable_in_place); boxes of
// box_outer lines of box_inner values in the hardware swizzle of a box_inner-value line (32, 64
// or 128 bytes). A K-major operand has lines along K (inner K); an MN-major one, lines of 64
// values along M or N, one per k (inner M or N, box_inner 64: 128 bytes of 16-bit values).
template <class In>
CUtensorMap tensor_map(const MatrixRef<const In>& x, index_t ld, index_t outer, index_t inner,
                       int box_outer, int box_inner) {
  constexpr int size = int(sizeof(In));
  const index_t row_bytes = outer > 1 ? ld * size : (inner * size + 15) / 16 * 16;
  return tensor_maps::encoded(x.data, 2, {cuuint64_t(inner), cuuint64_t(outer), 1},
                              {cuuint64_t(row_bytes), 0},
                              {cuuint32_t(box_inner), cuuint32_t(box_outer), 1});
}

// An operand whose `inner` values run along M (or N), `outer` lines of them `ld` apart (one per
// k), inner a multiple of `block`, as a 3-D tensor: blocks of `block` values (one 128-byte line),
// then k, then the blocks in turn. A box of box_k lines of k by box_blocks blocks lands as the
// blocks one after another, each box_k lines of `block` values in the 128-byte swizzle: every
// line one k of one block, for tensor cores that read such operands along M in pairs.
template <class In>
CUtensorMap tensor_map_blocks(const MatrixRef<const In>& x, index_t ld, index_t outer,
                              index_t inner, int block, int box_k, int box_blocks) {
  constexpr int size = int(sizeof(In));
  return tensor_maps::encoded(
      x.data, 3, {cuuint64_t(block), cuuint64_t(outer), cuuint64_t(inner / block)},
      {cuuint64_t(outer > 1 ? ld * size : block * size), cuuint64_t(block * size)},
      {cuuint32_t(block), cuuint32_t(box_k), cuuint32_t(box_blocks)});
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
