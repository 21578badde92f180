#!/bin/bash
# On the device: the library of this checkout built without tests; the batched cases twice,
# then gemm's auto against cuBLAS DGEMM at 4096³ and 8192³ NN and TN, twice.
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:/root/kokkos/lib:${LD_LIBRARY_PATH:-}
B=/root/build; n=$(nproc)
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-160 >> $OUT/info.txt; return $rc; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
export TGEMM_COMMIT=$1
rm -rf /root/kokkos && cp -a .deps/kokkos-cuda /root/kokkos
t sh -c "cmake -S . -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
  -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON \
  -DTGEMM_LIB_CHUNKS=$n -DTGEMM_ENABLE_TESTS=OFF > /root/configure.log 2>&1"
t sh -c "ninja -C $B -j $n tgemm-bench tgemm-batched-bench > /root/build.log 2>&1" || { tail -60 /root/build.log > $OUT/build-tail.txt; exit 1; }
for r in 1 2; do t sh -c "timeout 60 $B/bench/tgemm-batched-bench > $OUT/batched-$r.txt 2>&1"; done
X="--shape 4096x4096x4096:NN:double --shape 4096x4096x4096:TN:double --shape 8192x8192x8192:NN:double --shape 8192x8192x8192:TN:double"
for r in 1 2; do t sh -c "timeout 80 $B/bench/tgemm-bench $X --variants auto,cublas > $OUT/big-$r.txt 2>&1"; done
