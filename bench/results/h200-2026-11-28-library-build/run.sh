#!/bin/bash
# On the device: the whole CUDA build of team-gemm (the library, tgemm-tests and the three
# benches) from this checkout, then the CUDA suite and the benches, as one detached job.
# The tuning candidates are split into as many translation units as the machine has cores
# (TGEMM_LIB_CHUNKS), so that no single compiler process holds the build for long.
#   run.sh start     copies the checkout, Kokkos (.deps/kokkos-cuda) and GoogleTest
#                    (.deps/gtest) to /root, configures, starts `run.sh job` detached, then waits
#   run.sh wait S    waits up to S seconds for the job (a call returns within ten minutes and
#                    the machine goes back after 30 idle seconds: calls follow each other)
# Each prints the job's progress and copies its results so far into $OUT (results.tar).
set -u
J=/root/job; S=/root/src; B=/root/build
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
t() { local s=$(date +%s); "$@"; echo "$* rc $? $(( $(date +%s)-s )) s" | cut -c1-220 >> $J/info.txt; }
show() {
  tar -C $J -cf $OUT/results.tar . 2>/dev/null
  tail -4 $J/build.log 2>/dev/null | cut -c1-200; tail -15 $J/info.txt 2>/dev/null
}
waitjob() {  # until the job ends or $1 seconds pass
  local end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ] && ! grep -q '^done' $J/info.txt 2>/dev/null; do sleep 10; done
  show
}
case $1 in
  start)
    mkdir -p $J $S
    tar --exclude=./.deps --exclude=./.git -cf - . | tar -C $S -xf -
    cp -a .deps/kokkos-cuda /root/kokkos && cp -a .deps/gtest /root/gtest
    nproc > $J/info.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv >> $J/info.txt
    cd $S && setsid nohup bash $S/bench/results/h200-2026-11-28-library-build/run.sh job \
      > $J/job.log 2>&1 < /dev/null &
    waitjob ${2:-560} ;;
  wait) waitjob $2 ;;
  job)
    n=$(nproc)
    t sh -c "cmake -S $S -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
      -DGTEST_ROOT=/root/gtest -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 \
      -DTGEMM_WERROR=ON -DTGEMM_LIB_CHUNKS=$(( n / 2 )) > $J/configure.log 2>&1"
    t sh -c "ninja -C $B -j $n tgemm-tests tgemm-bench tgemm-half-bench tgemm-batched-bench \
      > $J/build.log 2>&1" || { echo done >> $J/info.txt; exit; }
    T=$B/tests/tgemm-tests H=$B/bench/tgemm-half-bench G=$B/bench/tgemm-bench
    # 1. The whole CUDA suite, eight shards at once.
    s=$(date +%s)
    for i in $(seq 0 7); do
      GTEST_TOTAL_SHARDS=8 GTEST_SHARD_INDEX=$i $T --gtest_brief=1 > $J/shard$i.txt 2>&1 &
    done
    wait
    echo "suite $(( $(date +%s)-s )) s" >> $J/info.txt
    grep -hE '^\[  (PASSED|FAILED)|^\[  SKIPPED' $J/shard*.txt | sort | uniq -c >> $J/info.txt
    grep -h "FAILED  \]" $J/shard*.txt | sort -u >> $J/info.txt
    # 2. The half ladder at 4096³/8192³ (every rung, cuBLAS beside it), twice.
    for r in 1 2; do t sh -c "$H --json $J/half_bench-$r.json > $J/half_bench-$r.txt 2>&1"; done
    # 3. The public suite, the FP32/FP64 sweep and batched, auto against cuBLAS.
    t sh -c "timeout 200 $G --variants auto,cublas --json $J/suite.json > $J/suite.txt 2>&1"
    for r in 1 2; do for dt in f32 f64; do
      t sh -c "$G --shapes bench/sweep.csv --filter $dt --variants auto,cublas --json $J/sweep-$dt-$r.json > $J/sweep-$dt-$r.txt 2>&1"
    done; done
    for T2 in f16 f16f32 bf16 bf16f32 tf32; do
      t sh -c "$H --shapes bench/sweep.csv --types $T2 --variants auto,cublas --json $J/sweep-$T2.json > $J/sweep-$T2.txt 2>&1"
    done
    t sh -c "timeout 200 $B/bench/tgemm-batched-bench --json $J/batched.json > $J/batched.txt 2>&1"
    # 4. compute-sanitizer over the half tests whose tiles lie inside C and on its edges, with
    #    beta 0 and not, C of either layout (both tensor-core rungs' epilogues).
    for tool in memcheck racecheck synccheck; do
      t sh -c "timeout 120 compute-sanitizer --tool $tool $T --gtest_filter='HalfGemm.WideTiles:HalfGemm.ManyTilesAndSlabs' --gtest_brief=1 > $J/san-$tool.txt 2>&1"
    done
    echo done >> $J/info.txt ;;
esac
