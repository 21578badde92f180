#!/bin/bash
# On the device (carry [".deps/kokkos-cuda", ".deps/gtest"]): builds this checkout's
# tgemm-bench and the CUDA tests of test_tma_gemm.cpp and test_tuning.cpp for sm_90a (-Werror,
# a candidate chunk a core), runs those tests (every tuning candidate through the library
# included), the rung's tests under compute-sanitizer memcheck and synccheck, and auto against
# cuBLAS (tgemm-bench, in turn, median of 20) at FP64 4096^3 and 8192^3 NN and TN and 4096^3 NT
# and TT, ROUNDS times (default 3).
#   lib.sh start S: copy, start the job detached, wait up to S seconds; lib.sh wait S: wait again
# (a call returns within ten minutes and the machine goes back after 30 idle seconds: calls
# follow each other). Each copies the job's results so far into $OUT (results.tar).
set -u
J=/root/job; S=/root/src; B=/root/build
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-240 >> $J/info.txt; return $rc; }
show() { tar -C $J -cf $OUT/results.tar . 2>/dev/null; tail -2 /root/build.log 2>/dev/null | cut -c1-160; tail -12 $J/info.txt 2>/dev/null; }
waitjob() {
  local end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ] && ! grep -q '^done' $J/info.txt 2>/dev/null; do sleep 5; done
  show
}
case $1 in
  start)
    rm -rf $J $S; mkdir -p $J $S
    tar --exclude=./.deps --exclude=./.git -cf - . | tar -C $S -xf -
    rm -rf /root/kokkos /root/gtest && cp -a .deps/kokkos-cuda /root/kokkos && cp -a .deps/gtest /root/gtest
    echo "${TGEMM_COMMIT:-unknown}" > $J/commit.txt
    nproc > $J/info.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
    cd $S && setsid nohup env ROUNDS=${ROUNDS:-3} bash $S/bench/results/h100-2026-12-06f-fp64-tma-library/lib.sh job > $J/job.log 2>&1 < /dev/null &
    waitjob ${2:-560} ;;
  wait) waitjob $2 ;;
  job)
    n=$(nproc); export TGEMM_COMMIT=$(cat $J/commit.txt)
    t sh -c "cmake -S $S -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
      -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON \
      -DTGEMM_LIB_CHUNKS=$n -DGTEST_ROOT=/root/gtest \
      '-DTGEMM_TEST_FILES=test_tma_gemm.cpp;test_tuning.cpp' > $J/configure.log 2>&1"
    t sh -c "ninja -C $B -j $n tgemm-bench tgemm-tests > /root/build.log 2>&1" ||
      { tail -60 /root/build.log > $J/build-tail.txt; echo done >> $J/info.txt; exit; }
    t sh -c "timeout 300 $B/tests/tgemm-tests --gtest_brief=1 > $J/tests.txt 2>&1"
    for tool in memcheck synccheck; do
      t sh -c "timeout 240 compute-sanitizer --tool $tool $B/tests/tgemm-tests --gtest_filter='TmaGemm.*' --gtest_brief=1 > $J/$tool.txt 2>&1"
    done
    X="--shape 4096x4096x4096:NN:double --shape 4096x4096x4096:TN:double --shape 8192x8192x8192:NN:double --shape 8192x8192x8192:TN:double --shape 4096x4096x4096:NT:double --shape 4096x4096x4096:TT:double"
    for r in $(seq ${ROUNDS:-3}); do
      t sh -c "timeout 120 $B/bench/tgemm-bench $X --variants auto,cublas --json $J/auto-$r.json > $J/auto-$r.txt 2>&1"
    done
    echo done >> $J/info.txt ;;
esac
