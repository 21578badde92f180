#!/bin/bash
# On the device: the library of this checkout with the tests of test_mma.cpp and
# test_batched_gemm.cpp (GoogleTest carried in .deps/gtest); the
# batched cases three times (the serpentine FP32 256³ rows, candidates 21 and 22, through the
# library); FP32 candidates 7, 21 and 22 with the library's choice and cuBLAS in turn at
# 1000 x 256³, four transposes, five rounds (--table from them); then the GPU tests. One tar back ($OUT/r8.tar.xz).
#   run8.sh COMMIT
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
B=/root/build; J=/root/job8; n=$(nproc)
rm -rf $J; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; return $rc; }
trap 'tar -C $J -cJf $OUT/r8.tar.xz .' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
echo "$1" > $J/commit.txt
export TGEMM_COMMIT=$1
rm -rf /root/kokkos /root/gtest && cp -a .deps/kokkos-cuda /root/kokkos && cp -a .deps/gtest /root/gtest
t sh -c "cmake -S . -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos -DGTEST_ROOT=/root/gtest \
  -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON \
  -DTGEMM_LIB_CHUNKS=$n -DTGEMM_ENABLE_TESTS=ON '-DTGEMM_TEST_FILES=test_mma.cpp;test_batched_gemm.cpp' > $J/configure.log 2>&1" || exit 1
t sh -c "ninja -C $B -j $n tgemm-bench tgemm-batched-bench tgemm-tests > /root/build.log 2>&1" || { tail -60 /root/build.log > $J/build-tail.txt; exit 1; }
Q=$B/bench/tgemm-batched-bench
for r in 1 2 3; do t sh -c "timeout 40 $Q --json $J/batched-$r.json > $J/batched-$r.txt 2>&1"; done
S=$(for tr in NN NT TN TT; do printf -- "--shape 1000x256x256x256:%s:float " $tr; done)
t sh -c "timeout 120 $Q --candidates --variants candidate:7,candidate:21,candidate:22,tgemm_batched,cublas \
  --rounds 5 --table $J/table-float.csv --json $J/sub-float.json $S > $J/sub-float.txt 2>&1"
t sh -c "timeout 100 $B/tests/tgemm-tests --gtest_brief=1 > $J/tests.txt 2>&1"
