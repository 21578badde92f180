#!/bin/bash
# On the device: the library of this checkout built without tests; every FP32 and FP64 batched
# candidate at 1000 x 256³, four transposes, three rounds, and the table rows `--table` draws
# from them (--candidates --rounds 3 --table); then the batched cases twice.
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
S=$(for d in float double; do for tr in NN NT TN TT; do printf -- "--shape 1000x256x256x256:%s:%s " $tr $d; done; done)
t sh -c "timeout 200 $B/bench/tgemm-batched-bench --variants tgemm_batched,cublas --candidates --rounds 3 \
  --table $OUT/table.csv --json $OUT/cand.json $S > $OUT/cand.txt 2>&1"
for r in 1 2; do t sh -c "timeout 40 $B/bench/tgemm-batched-bench > $OUT/batched-$r.txt 2>&1"; done
