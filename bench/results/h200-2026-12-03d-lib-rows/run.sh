#!/bin/bash
# On the device: the library of this checkout built without tests (benches only); the batched
# cases three times (the FP32 256³ row through the library); the shape sweep's FP64 and FP32
# halves with auto and cuBLAS in turn, twice each; then ../h200-2026-12-03c-rounds/run5.sh
# (A's column-slab values one double a load, harness binaries carried as .deps/bh-*.xz).
# Everything comes back as one tar ($OUT/r1.tar.xz).
#   run.sh COMMIT
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
B=/root/build; J=/root/job1; n=$(nproc)
rm -rf $J; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; return $rc; }
fin() { tar -C $J -cJf $OUT/r1.tar.xz .; }
trap fin EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
echo "$1" > $J/commit.txt
export TGEMM_COMMIT=$1
rm -rf /root/kokkos && cp -a .deps/kokkos-cuda /root/kokkos
t sh -c "cmake -S . -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
  -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON \
  -DTGEMM_LIB_CHUNKS=$n -DTGEMM_ENABLE_TESTS=OFF > $J/configure.log 2>&1" || exit 1
t sh -c "ninja -C $B -j $n tgemm-bench tgemm-batched-bench > /root/build.log 2>&1" || { tail -60 /root/build.log > $J/build-tail.txt; exit 1; }
for r in 1 2 3; do t sh -c "timeout 40 $B/bench/tgemm-batched-bench --json $J/batched-$r.json > $J/batched-$r.txt 2>&1"; done
for r in 1 2; do for d in f64 f32; do
  t sh -c "timeout 60 $B/bench/tgemm-bench --shapes bench/sweep.csv --filter $d --variants auto,cublas --json $J/sweep-$d-$r.json > $J/sweep-$d-$r.txt 2>&1"
done; done
mkdir -p $J/run5
t env OUT=$J/run5 bash bench/results/h200-2026-12-03c-rounds/run5.sh
