#!/bin/bash
# On a leased H100 or H200, with tgemm-tests, tgemm-bench and tgemm-batched-bench built for
# sm_90a from this checkout on the development machine (TGEMM_WERROR=ON, stripped, each xz'd)
# and t32, the harness of ../h100-2026-12-06f-fp64-tma-library (built by
# ../h200-2026-11-28-staged-stores/mk.sh). Together they are more than one call may carry beside
# the checkout, so four calls bring them (the machine stays while calls follow each other):
#   run.sh stage             carry [".deps/p1"], then [".deps/p2"]: parts of the tests' xz
#   run.sh start COMMIT [S]  carry [".deps/p3"]: its last part, the bench and t32; unpacks,
#                            starts `run.sh job` detached, waits up to S seconds
#   run.sh wait S            carry [".deps/p4"]: the batched bench (unpacked if not yet), waits
# Nothing built is committed. The binaries read this checkout's files under /work/main (their
# TGEMM_SOURCE_DIR), so the checkout is linked there.
# Each prints the job's progress and copies its results so far into $OUT (r.tar.xz).
# The job, timing first (whatever card came):
#  1. t32: its checks at 1000^3, 1088^3 and 4096^3, then three rounds at 4096^3 and 8192^3 in turn.
#  2. auto against cuBLAS at FP64 4096^3 and 8192^3 in every transpose, FP32 NN and TN (big-R).
#  3. The whole CUDA suite, eight shards at once.
#  4. compute-sanitizer memcheck, racecheck and synccheck over TmaGemm.*.
#  5. Three rounds of #30's bars (../h100-2026-12-05-bars/bars.py reads them): both halves of the
#     FP64 and FP32 sweeps, the batched cases and the public suite, auto against cuBLAS.
set -u
J=/root/job; B=/root/build
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; return $rc; }
show() { tar -C $J -cJf $OUT/r.tar.xz . 2>/dev/null; tail -14 $J/info.txt 2>/dev/null; }
waitjob() {
  local end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ] && ! grep -q '^done' $J/info.txt 2>/dev/null; do sleep 5; done
  show
}
case $1 in
  stage) mkdir -p /root/parts && cp .deps/p[12]/* /root/parts/ && ls -la /root/parts ;;
  start)
    rm -rf $J $B; mkdir -p $J $B
    [ "$PWD" = /work/main ] || { mkdir -p /work && ln -sfn "$PWD" /work/main; }
    cat /root/parts/tests.xz.0[01] .deps/p3/tests.xz.02 | xz -dc > $B/tgemm-tests || exit 1
    xz -dc .deps/p3/tgemm-bench.xz > $B/tgemm-bench && xz -dc .deps/p3/t32.xz > $B/t32 && chmod +x $B/*
    echo "$2" > $J/commit.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
    ls -la $B >> $J/info.txt
    cp "$0" /root/run.sh  # the job reads its own copy: later calls re-copy the checkout
    setsid nohup bash /root/run.sh job > $J/job.log 2>&1 < /dev/null &
    waitjob ${3:-560} ;;
  wait)
    if [ -f .deps/p4/tgemm-batched-bench.xz ] && [ ! -x $B/tgemm-batched-bench ]; then
      xz -dc .deps/p4/tgemm-batched-bench.xz > $B/.bb && chmod +x $B/.bb && mv $B/.bb $B/tgemm-batched-bench
    fi
    waitjob $2 ;;
  job)
    cd /work/main
    T=$B/tgemm-tests P=$B/tgemm-bench
    t sh -c "T32_CHECK_ONLY=1 timeout 60 $B/t32 1 1000 1088 4096 > $J/t32-checks.txt 2>&1"
    t sh -c "timeout 200 $B/t32 3 > $J/t32.txt 2>&1"
    X=""
    for n in 4096 8192; do
      for op in NN TN NT TT; do X="$X --shape ${n}x${n}x${n}:$op:double"; done
      for op in NN TN; do X="$X --shape ${n}x${n}x${n}:$op:float"; done
    done
    for r in 1 2 3; do t sh -c "timeout 120 $P $X --variants auto,cublas --json $J/big-$r.json > $J/big-$r.txt 2>&1"; done
    s=$(date +%s)
    for i in $(seq 0 7); do
      GTEST_TOTAL_SHARDS=8 GTEST_SHARD_INDEX=$i timeout 400 $T --gtest_brief=1 > $J/shard$i.txt 2>&1 &
    done
    wait
    echo "suite $(( $(date +%s)-s )) s" >> $J/info.txt
    grep -hE '^\[  (PASSED|FAILED|SKIPPED) ' $J/shard*.txt | sort | uniq -c >> $J/info.txt
    grep -h "FAILED  \]" $J/shard*.txt | sort -u >> $J/info.txt
    for tool in memcheck racecheck synccheck; do
      t sh -c "timeout 300 compute-sanitizer --tool $tool $T --gtest_filter='TmaGemm.*' --gtest_brief=1 > $J/san-$tool.txt 2>&1"
    done
    for r in 1 2 3; do
      t sh -c "timeout 150 $P --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-$r.json > $J/sweep-f64-$r.txt 2>&1"
      t sh -c "timeout 150 $P --shapes bench/sweep.csv --filter f32 --variants auto,cublas --json $J/sweep-f32-$r.json > $J/sweep-f32-$r.txt 2>&1"
      for i in $(seq 60); do [ -x $B/tgemm-batched-bench ] && break; sleep 2; done
      t sh -c "timeout 90 $B/tgemm-batched-bench --json $J/batched-$r.json > $J/batched-$r.txt 2>&1"
      t sh -c "timeout 120 $P --variants auto,cublas --json $J/suite-$r.json > $J/suite-$r.txt 2>&1"
    done
    echo done >> $J/info.txt ;;
esac
