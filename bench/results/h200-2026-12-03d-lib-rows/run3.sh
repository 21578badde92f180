#!/bin/bash
# On the device: the library of this checkout with the benches and the tests of test_mma.cpp
# and test_batched_gemm.cpp (TGEMM_TEST_FILES; GoogleTest carried in .deps/gtest); those tests
# on the GPU; compute-sanitizer memcheck and racecheck over batched candidate 22 (A's
# column-slab values one double at a time) at 3 x 67³ and 3 x 130³, four transposes; the
# batched cases three times. One tar back ($OUT/r3.tar.xz).
#   run3.sh COMMIT
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
B=/root/build; J=/root/job3; n=$(nproc)
rm -rf $J; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; return $rc; }
trap 'tar -C $J -cJf $OUT/r3.tar.xz .' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
echo "$1" > $J/commit.txt
export TGEMM_COMMIT=$1
rm -rf /root/kokkos /root/gtest && cp -a .deps/kokkos-cuda /root/kokkos && cp -a .deps/gtest /root/gtest
t sh -c "cmake -S . -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos -DGTEST_ROOT=/root/gtest \
  -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON \
  -DTGEMM_LIB_CHUNKS=$n -DTGEMM_ENABLE_TESTS=ON '-DTGEMM_TEST_FILES=test_mma.cpp;test_batched_gemm.cpp' > $J/configure.log 2>&1" || exit 1
t sh -c "ninja -C $B -j $n tgemm-bench tgemm-batched-bench tgemm-tests > /root/build.log 2>&1" || { tail -60 /root/build.log > $J/build-tail.txt; exit 1; }
t sh -c "timeout 150 $B/tests/tgemm-tests --gtest_brief=1 > $J/tests.txt 2>&1"
Q=$B/bench/tgemm-batched-bench
S=$(for s in 3x67x67x67 3x130x130x130; do for tr in NN NT TN TT; do printf -- "--shape %s:%s:double " $s $tr; done; done)
for tool in memcheck racecheck; do
  t sh -c "timeout 120 compute-sanitizer --tool $tool --error-exitcode 9 $Q --candidates --variants candidate:22 --reps 1 --warmup 0 $S > $J/san-$tool.txt 2>&1"
done
for r in 1 2 3; do t sh -c "timeout 40 $Q --json $J/batched-$r.json > $J/batched-$r.txt 2>&1"; done
