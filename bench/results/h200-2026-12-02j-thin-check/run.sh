#!/bin/bash
# On the device: builds tgemm-tune, tgemm-bench and the tests of test_tuning.cpp, test_thin.cpp
# and test_dots.cpp (TGEMM_TEST_FILES) of this checkout for sm_90a (Kokkos and GoogleTest
# carried in .deps/kokkos-cuda and .deps/gtest), then
#  1. largek.csv (small C, long K, every transpose; auto against cuBLAS), three times;
#  2. tgemm-tune over largek.csv, every FP64 candidate in turn (what auto could have taken);
#  3. the FP64 sweep twice, the FP32 sweep and the public suite once;
#  4. the three test files' tests.
#   run.sh start S   copies the checkout, starts `run.sh job` detached, waits up to S seconds
#   run.sh wait S    waits up to S seconds more
# Each prints the job's progress and copies its results so far into $OUT (results.tar).
set -u
J=/root/job; S=/root/src; B=/root/build
D=bench/results/h200-2026-12-02j-thin-check
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
t() { local s=$(date +%s); "$@"; echo "$* rc $? $(( $(date +%s)-s )) s" | cut -c1-220 >> $J/info.txt; }
show() { tar -C $J -cf $OUT/results.tar . 2>/dev/null; tail -16 $J/info.txt 2>/dev/null; }
waitjob() {
  local end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ] && ! grep -q '^done' $J/info.txt 2>/dev/null; do sleep 5; done
  show
}
case $1 in
  start)
    mkdir -p $J $S
    tar --exclude=./.deps --exclude=./.git -cf - . | tar -C $S -xf -
    cp -a .deps/kokkos-cuda /root/kokkos && cp -a .deps/gtest /root/gtest
    echo "${TGEMM_COMMIT:-unknown}" > $J/commit.txt
    nproc > $J/info.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
    cd $S && setsid nohup bash $S/$D/run.sh job > $J/job.log 2>&1 < /dev/null &
    waitjob ${2:-560} ;;
  wait) waitjob $2 ;;
  job)
    n=$(nproc)
    export TGEMM_COMMIT=$(cat $J/commit.txt)
    t sh -c "cmake -S $S -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
      -DGTEST_ROOT=/root/gtest -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 \
      -DTGEMM_WERROR=ON -DTGEMM_LIB_CHUNKS=$n \
      '-DTGEMM_TEST_FILES=test_tuning.cpp;test_thin.cpp;test_dots.cpp' > $J/configure.log 2>&1"
    t sh -c "ninja -C $B -j $n tgemm-tune tgemm-bench tests/tgemm-tests > $J/build.log 2>&1" ||
      { tail -40 $J/build.log > $J/build-tail.txt; echo done >> $J/info.txt; exit; }
    U=$B/bench/tgemm-tune G=$B/bench/tgemm-bench
    for r in 1 2 3; do
      t sh -c "$G --shapes $D/largek.csv --variants auto,cublas --json $J/largek-$r.json > $J/largek-$r.txt 2>&1"
    done
    t sh -c "$U --shapes $D/largek.csv --reps 5 --warmup 1 --out $J/tune-largek.csv --all $J/tune-largek-all.csv > $J/tune-largek.txt 2>&1"
    for r in 1 2; do
      t sh -c "$G --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-$r.json > $J/sweep-f64-$r.txt 2>&1"
    done
    t sh -c "$G --shapes bench/sweep.csv --filter f32 --variants auto,cublas --json $J/sweep-f32.json > $J/sweep-f32.txt 2>&1"
    t sh -c "timeout 150 $G --variants auto,cublas --json $J/suite.json > $J/suite.txt 2>&1"
    t sh -c "$B/tests/tgemm-tests --gtest_brief=1 > $J/tests.txt 2>&1"
    grep -hE '^\[  (PASSED|FAILED)|^\[  SKIPPED' $J/tests.txt >> $J/info.txt
    grep -h "FAILED  \]" $J/tests.txt | sort -u >> $J/info.txt
    echo done >> $J/info.txt ;;
esac
