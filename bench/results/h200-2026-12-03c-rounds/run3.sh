#!/bin/bash
# On the device: the library of this checkout (tgemm-batched-bench times the candidates
# --variants names) built without tests; at 1000 x 256³, four transposes, five rounds: FP32
# candidates 7, 11 and 20 and FP64 candidates 21, 22 and 23 with the library's choice and
# cuBLAS in turn, and the rows --table draws from them; the batched cases twice; gemm's auto
# against cuBLAS DGEMM at 4096³ and 8192³ NN and TN, twice.
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:/root/kokkos/lib:${LD_LIBRARY_PATH:-}
B=/root/build; n=$(nproc)
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-160 >> $OUT/info.txt; return $rc; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
echo "$1" > $OUT/commit.txt
export TGEMM_COMMIT=$1
rm -rf /root/kokkos && cp -a .deps/kokkos-cuda /root/kokkos
t sh -c "cmake -S . -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
  -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON \
  -DTGEMM_LIB_CHUNKS=$n -DTGEMM_ENABLE_TESTS=OFF > /root/configure.log 2>&1" || tail -30 /root/configure.log > $OUT/configure-tail.txt
t sh -c "ninja -C $B -j $n tgemm-bench tgemm-batched-bench > /root/build.log 2>&1" || { tail -60 /root/build.log > $OUT/build-tail.txt; exit 1; }
$B/bench/tgemm-batched-bench --candidates --list > $OUT/list.txt 2>&1
for d in float double; do
  S=$(for tr in NN NT TN TT; do printf -- "--shape 1000x256x256x256:%s:%s " $tr $d; done)
  V=$([ $d = float ] && echo candidate:7,candidate:11,candidate:20 || echo candidate:21,candidate:22,candidate:23)
  t sh -c "timeout 120 $B/bench/tgemm-batched-bench --candidates --variants $V,tgemm_batched,cublas \
    --rounds 5 --table $OUT/table-$d.csv --json $OUT/sub-$d.json $S > $OUT/sub-$d.txt 2>&1"
done
for r in 1 2; do t sh -c "timeout 40 $B/bench/tgemm-batched-bench > $OUT/batched-$r.txt 2>&1"; done
X="--shape 4096x4096x4096:NN:double --shape 4096x4096x4096:TN:double --shape 8192x8192x8192:NN:double --shape 8192x8192x8192:TN:double"
for r in 1 2; do t sh -c "timeout 80 $B/bench/tgemm-bench $X --variants auto,cublas > $OUT/big-$r.txt 2>&1"; done
