// mma.sync's ceiling under sustained load: ../h200-2026-11-28-mma-ceiling/mmapeak.cu's register-only
// loop (f16 -> f32 m16n8k16, eight warps an SM, 16 independent accumulators a warp, as rung 1's
// tile has) launched back to back for about three seconds, then cublasGemmEx 8192^3 TN f16 -> f32
// for three, then each again, while run.sh samples clock and power. That file's own numbers
// were medians of 7 launches of about a millisecond each, before the power cap settles.
// Build: nvcc -O3 -std=c++17 -gencode arch=compute_90a,code=sm_90a sustained.cu -lcublas -o sustained
#include <chrono>
#include <ctime>
#include <functional>
#define main mmapeak_main
#include "../h200-2026-11-28-mma-ceiling/mmapeak.cu"
#undef main

static void stamp(char* out) {
  const auto now = std::chrono::system_clock::now();
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  const int ms = int(std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000);
  char b[32];
  std::strftime(b, sizeof b, "%Y/%m/%d %H:%M:%S", std::gmtime(&t));
  std::sprintf(out, "%s.%03d", b, ms);
}

static void phase(const char* name, double flop, const std::function<void()>& f) {
  for (int w = 0; w < 3; ++w) f();
  cudaDeviceSynchronize();
  char s0[40], s1[40];
  stamp(s0);
  const auto t0 = std::chrono::steady_clock::now();
  int n = 0;
  double secs = 0;
  while (secs < 3.0) {
    for (int i = 0; i < 10; ++i) f();
    cudaDeviceSynchronize();
    n += 10;
    secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }
  stamp(s1);
  std::printf("%-8s from %s to %s: %d launches, %.1f TFLOP/s\n", name, s0, s1, n, flop * n / secs * 1e-12);
  std::fflush(stdout);
}

int main() {
  int sms;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  float* out;
  cudaMalloc(&out, 1024 * sizeof(float));
  const int warps = 8, iters = 10000;
  const double loop_flop = 2.0 * 16 * 8 * 16 * 16 * double(iters) * warps * sms;
  auto loop = [&] { mma_loop<0, 16><<<sms, 32 * warps>>>(out, iters, 3); };
  const int n = 8192;
  cublasHandle_t h;
  cublasCreate(&h);
  void *A, *B, *C;
  cudaMalloc(&A, size_t(n) * n * 2);
  cudaMalloc(&B, size_t(n) * n * 2);
  cudaMalloc(&C, size_t(n) * n * 4);
  fill<<<1024, 256>>>((unsigned short*)A, size_t(n) * n, 0);
  fill<<<1024, 256>>>((unsigned short*)B, size_t(n) * n, 0);
  float alpha = 1, beta = 0;
  auto gemm = [&] {
    cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, n, n, n, &alpha, A, CUDA_R_16F, n, B, CUDA_R_16F, n, &beta, C,
                 CUDA_R_32F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  };
  for (int r = 0; r < 2; ++r) {
    phase("mma_loop", loop_flop, loop);
    phase("cublas", 2.0 * n * n * double(n), gemm);
  }
  cublasDestroy(h);
  return 0;
}
