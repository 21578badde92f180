#!/bin/bash
# On the device: the library of this checkout (benches only) built for sm_90; auto against
# cuBLAS DGEMM at 4096³ and 8192³ NN and TN three times; the shape sweep (FP64, FP32) and the
# batched cases once; the public suite. Each step starts only while the job is short of
# 560 s, so the tar comes back inside the call's limit. One tar back ($OUT/r2.tar.xz).
#   run2.sh COMMIT
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
B=/root/build; J=/root/job2; n=$(nproc); T0=$(date +%s)
rm -rf $J; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-240 >> $J/info.txt; return $rc; }
left() { echo $(( 560 - ($(date +%s) - T0) )); }
trap 'tar -C $J -cJf $OUT/r2.tar.xz .' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
echo "$1" > $J/commit.txt
export TGEMM_COMMIT=$1
rm -rf /root/kokkos && cp -a .deps/kokkos-cuda /root/kokkos
t sh -c "cmake -S . -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
  -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON \
  -DTGEMM_LIB_CHUNKS=$n -DTGEMM_ENABLE_TESTS=OFF > $J/configure.log 2>&1" || exit 1
t sh -c "ninja -C $B -j $n tgemm-bench tgemm-batched-bench > /root/build.log 2>&1" || { tail -60 /root/build.log > $J/build-tail.txt; exit 1; }
P=$B/bench/tgemm-bench
X="--shape 4096x4096x4096:NN:double --shape 4096x4096x4096:TN:double --shape 8192x8192x8192:NN:double --shape 8192x8192x8192:TN:double"
for r in 1 2 3; do
  [ $(left) -gt 30 ] && t sh -c "timeout $(left) $P $X --variants auto,cublas --json $J/big-$r.json > $J/big-$r.txt 2>&1"
done
for d in f64 f32; do
  [ $(left) -gt 15 ] && t sh -c "timeout $(left) $P --shapes bench/sweep.csv --filter $d --variants auto,cublas --json $J/sweep-$d.json > $J/sweep-$d.txt 2>&1"
done
[ $(left) -gt 15 ] && t sh -c "timeout $(left) $B/bench/tgemm-batched-bench --json $J/batched.json > $J/batched.txt 2>&1"
[ $(left) -gt 30 ] && t sh -c "timeout $(left) $P --shapes bench/shapes.csv --variants auto,cublas --json $J/suite.json > $J/suite.txt 2>&1"
true
