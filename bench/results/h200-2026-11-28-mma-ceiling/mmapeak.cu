// mma.sync's own ceiling on this GPU: warps issuing independent m16n8k16 (f16/bf16 -> f32)
// or m16n8k8 (tf32) from registers only, no memory in the loop; then cublasGemmEx at 8192^3
// with the same types in the same process, for the ratio.
#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>

template <int KIND, int CHAINS>
__global__ void __launch_bounds__(512) mma_loop(float* out, int iters, unsigned seed) {
  unsigned a[4], b[2];
  // ordinary values in [-1, 1]: the tensor cores' power depends on the bits they multiply
  auto val = [&](int v) {
    const float x = float((seed * 97 + threadIdx.x * 31 + v * 17) % 2001) / 1000.0f - 1.0f;
    const float y = float((seed * 89 + threadIdx.x * 13 + v * 71) % 2001) / 1000.0f - 1.0f;
    unsigned r;
    if constexpr (KIND == 0) { __half2 h = __floats2half2_rn(x, y); r = *reinterpret_cast<unsigned*>(&h); }
    else if constexpr (KIND == 1) { __nv_bfloat162 h = __floats2bfloat162_rn(x, y); r = *reinterpret_cast<unsigned*>(&h); }
    else r = __float_as_uint(x);
    return r;
  };
  for (int v = 0; v < 4; ++v) a[v] = val(v);
  for (int v = 0; v < 2; ++v) b[v] = val(4 + v);
  float acc[CHAINS][4] = {};
  for (int it = 0; it < iters; ++it) {
#pragma unroll
    for (int c = 0; c < CHAINS; ++c) {
      if constexpr (KIND == 0)
        asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                     : "+f"(acc[c][0]), "+f"(acc[c][1]), "+f"(acc[c][2]), "+f"(acc[c][3])
                     : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
      else if constexpr (KIND == 1)
        asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                     : "+f"(acc[c][0]), "+f"(acc[c][1]), "+f"(acc[c][2]), "+f"(acc[c][3])
                     : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
      else
        asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                     : "+f"(acc[c][0]), "+f"(acc[c][1]), "+f"(acc[c][2]), "+f"(acc[c][3])
                     : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
    }
  }
  float s = 0;
  for (int c = 0; c < CHAINS; ++c) s += acc[c][0] + acc[c][1] + acc[c][2] + acc[c][3];
  if (s == 1.2345f) out[threadIdx.x] = s;  // keeps the loop
}

template <int KIND, int CHAINS>
double run(int blocks, int threads, int iters) {
  float* out; cudaMalloc(&out, 1024 * sizeof(float));
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  mma_loop<KIND, CHAINS><<<blocks, threads>>>(out, iters, 3);
  std::vector<float> ms;
  for (int r = 0; r < 7; ++r) {
    cudaEventRecord(e0);
    mma_loop<KIND, CHAINS><<<blocks, threads>>>(out, iters, 3 + r);
    cudaEventRecord(e1); cudaEventSynchronize(e1);
    float t; cudaEventElapsedTime(&t, e0, e1); ms.push_back(t);
  }
  std::sort(ms.begin(), ms.end());
  const double k = KIND == 2 ? 8 : 16;
  const double flops = 2.0 * 16 * 8 * k * CHAINS * double(iters) * (threads / 32) * blocks;
  cudaFree(out);
  return flops / (ms[3] * 1e-3) / 1e12;
}

__global__ void fill(unsigned short* p, size_t n, int kind) {
  for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n; i += size_t(gridDim.x) * blockDim.x) {
    unsigned h = unsigned(i) * 2654435761u; h ^= h >> 13; h *= 0x5bd1e995u; h ^= h >> 15;
    float x = (h & 0xffff) / 32768.0f - 1.0f;  // uniform in [-1, 1)
    if (kind == 0) p[i] = __half_as_ushort(__float2half(x));
    else if (kind == 1) p[i] = __bfloat16_as_ushort(__float2bfloat16(x));
    else reinterpret_cast<float*>(p)[i] = x;
  }
}

double cublas(int kind, int n) {
  cublasHandle_t h; cublasCreate(&h);
  cudaDataType ti = kind == 0 ? CUDA_R_16F : kind == 1 ? CUDA_R_16BF : CUDA_R_32F;
  size_t es = kind == 2 ? 4 : 2;
  void *A, *B, *C;
  cudaMalloc(&A, size_t(n) * n * es); cudaMalloc(&B, size_t(n) * n * es); cudaMalloc(&C, size_t(n) * n * 4);
  fill<<<1024, 256>>>((unsigned short*)A, size_t(n) * n, kind);
  fill<<<1024, 256>>>((unsigned short*)B, size_t(n) * n, kind);
  float alpha = 1, beta = 0;
  cublasComputeType_t ct = kind == 2 ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F;
  auto go = [&] { cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, n, n, n, &alpha, A, ti, n, B, ti, n, &beta, C, CUDA_R_32F, n, ct, CUBLAS_GEMM_DEFAULT); };
  for (int i = 0; i < 3; ++i) go();
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  std::vector<float> ms;
  for (int r = 0; r < 10; ++r) { cudaEventRecord(e0); go(); cudaEventRecord(e1); cudaEventSynchronize(e1); float t; cudaEventElapsedTime(&t, e0, e1); ms.push_back(t); }
  std::sort(ms.begin(), ms.end());
  cudaFree(A); cudaFree(B); cudaFree(C); cublasDestroy(h);
  return 2.0 * n * n * double(n) / (ms[5] * 1e-3) / 1e12;
}

int main() {
  int sms; cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  const char* names[] = {"f16->f32 m16n8k16", "bf16->f32 m16n8k16", "tf32->f32 m16n8k8"};
  for (int round = 0; round < 2; ++round) {
    for (int kind = 0; kind < 3; ++kind) {
      double cb = cublas(kind, 8192);
      printf("%s: cublasGemmEx 8192^3 TN %.1f TFLOP/s\n", names[kind], cb);
      for (int warps : {4, 8, 12, 16}) {
        const int threads = 32 * warps, it = kind == 2 ? 20000 : 10000;
        double t4 = kind == 0 ? run<0, 4>(sms, threads, it) : kind == 1 ? run<1, 4>(sms, threads, it) : run<2, 4>(sms, threads, it);
        double t8 = kind == 0 ? run<0, 8>(sms, threads, it) : kind == 1 ? run<1, 8>(sms, threads, it) : run<2, 8>(sms, threads, it);
        double t16 = kind == 0 ? run<0, 16>(sms, threads, it) : kind == 1 ? run<1, 16>(sms, threads, it) : run<2, 16>(sms, threads, it);
        printf("  %2d warps/SM, chains 4/8/16: %.1f / %.1f / %.1f TFLOP/s (%.1f / %.1f / %.1f %% of cuBLAS)\n", warps, t4, t8, t16,
               100 * t4 / cb, 100 * t8 / cb, 100 * t16 / cb);
      }
    }
  }
  return 0;
}
