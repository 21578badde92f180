#!/bin/bash
# The copy-engine FP64 tile at NN with M off a multiple of 16, on a leased sm_90 GPU, with
# tgemm-tests, tgemm-bench, tgemm-batched-bench, tgemm-tune and t32 (the harness of
# ../h100-2026-12-06f-fp64-tma-library) built for sm_90a from this checkout on the development
# machine (TGEMM_WERROR=ON, stripped), one xz tar split into two parts under .deps/h3/ (a call
# carries about 21 MB beside the checkout; never committed):
#   run.sh stage                   carry [".deps/h3/a"]: prints the card, keeps the part
#   run.sh start COMMIT [S] [JOB]  carry [".deps/h3/b"]: unpacks, starts `run.sh JOB` (check,
#                                  or h200) detached, waits up to S seconds
#   run.sh wait S                  waits again
# Each prints the job's progress and packs its results so far into $OUT (r.tar.xz). The
# binaries read this checkout's files under /work/main (their TGEMM_SOURCE_DIR). check, in order:
#  1. TmaGemm.* and the tuning tests.
#  2. compute-sanitizer memcheck over TmaGemm.*.
#  3. FP64 NN at even M off a multiple of 16 (cubes 2600^3-7000^3, two rectangles) through auto,
#     with the committed table and with fallback.csv (the same table, its NN copy-engine rows
#     naming the packed tile the copy-engine tile fell back to there), alternated, three rounds.
#  4. The FP64 sweep (both halves) through auto, three rounds (../h100-2026-12-05-bars/bars.py).
#  5. racecheck and synccheck over TmaGemm.*; then the whole CUDA suite, eight shards at once.
# h200 (#30's item 5 with this change): step 3, then the job of
# ../h100-2026-12-06j-tma-cube-rows/run.sh (the bars in three rounds, its cube rows, the batched
# candidates, the tuner over the sweep, the suite, compute-sanitizer over TmaGemm.*); h200-bars:
# the same without the suite and compute-sanitizer (where check ran them on these binaries);
# h200-min: the bars in three rounds alone. by-card: h200 where the card is an H200, else check.
# h200-short: the bars, TmaGemm.* and the tuning tests, the tuner over both sweeps (--all), step 3
# and the suite, in that order, for a lease that may end before the job does.
# recheck: after a call carrying [".deps/h4/a"] (tgemm-tests.xz, built with
# TGEMM_TEST_FILES=test_tma_gemm.cpp) that copies it to /root/parts, one call carrying
# [".deps/h4/b"] (tgemm-bench.xz): TmaGemm.*, FP64 4096^3 and 8192^3 NN and TN through auto in
# turn with cuBLAS (three rounds), then step 3.
set -u
source bench/results/lib-job.sh
D=bench/results/h100-2026-12-06k-tma-ragged-m
case $1 in
  stage)
    nvidia-smi --query-gpu=name --format=csv,noheader
    mkdir -p /root/parts && cp .deps/h3/*/* /root/parts/ && ls -la /root/parts ;;
  start)
    rm -rf $J $B; mkdir -p $J $B
    [ "$PWD" = /work/main ] || { mkdir -p /work && ln -sfn "$PWD" /work/main; }
    cp .deps/h3/*/* /root/parts/ 2>/dev/null
    cat /root/parts/bins.tar.xz.* | xz -dc | tar -C $B -xf - || exit 1
    echo "$2" > $J/commit.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
    ls -la $B >> $J/info.txt
    # the jobs read their own copies: later calls re-copy the checkout
    cp "$0" /root/run-k.sh; cp bench/results/h100-2026-12-06j-tma-cube-rows/run.sh /root/run.sh
    setsid nohup bash /root/run-k.sh ${4:-check} > $J/job.log 2>&1 < /dev/null &
    waitjob ${3:-540} ;;
  wait) waitjob $2 ;;
  tests)  # step 1
    cd /work/main
    t sh -c "timeout 120 $B/tgemm-tests --gtest_filter='TmaGemm.*:Tuning*' --gtest_brief=1 > $J/tests.txt 2>&1" ;;
  ragged)  # step 3
    cd /work/main
    P=$B/tgemm-bench
    [ -f $D/fallback.csv ] || xz -dk $D/fallback.csv.xz
    Y="--shape 4100x8192x4096:NN:double --shape 8196x2048x4096:NN:double"
    for n in 2600 3000 4100 5000 6002 7000; do Y="$Y --shape ${n}x${n}x${n}:NN:double"; done
    for r in 1 2 3; do
      t sh -c "timeout 120 $P $Y --variants auto,cublas --json $J/ragged-committed-$r.json > $J/ragged-committed-$r.txt 2>&1"
      t sh -c "TGEMM_TUNING_FILE=$D/fallback.csv timeout 120 $P $Y --variants auto,cublas --json $J/ragged-fallback-$r.json > $J/ragged-fallback-$r.txt 2>&1"
    done ;;
  h200|h200-bars)
    bash /root/run-k.sh ragged
    if [ $1 = h200 ]; then bash /root/run.sh job; else NO_SUITE=1 bash /root/run.sh job; fi ;;
  h200-min) BARS_ONLY=1 bash /root/run.sh job ;;
  by-card)  # h200 on an H200, check on any other card
    if grep -q H200 $J/info.txt; then bash /root/run-k.sh h200; else bash /root/run-k.sh check; fi ;;
  h200-short)  # for a lease that may end early: the bars, the tests, the tuner's picks, step 3, the suite
    BARS_ONLY=1 DONE_LINE="bars done" bash /root/run.sh job
    bash /root/run-k.sh tests
    bash /root/run.sh tune
    bash /root/run-k.sh ragged
    shards $B/tgemm-tests 400
    echo done >> $J/info.txt ;;
  recheck)
    rm -rf $J $B; mkdir -p $J $B
    [ "$PWD" = /work/main ] || { mkdir -p /work && ln -sfn "$PWD" /work/main; }
    for f in /root/parts/tgemm-tests.xz .deps/h4/b/tgemm-bench.xz; do
      xz -dc $f > $B/$(basename $f .xz) && chmod +x $B/$(basename $f .xz) || exit 1
    done
    echo "$2" > $J/commit.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
    cd /work/main
    t sh -c "timeout 100 $B/tgemm-tests --gtest_filter='TmaGemm.*' --gtest_brief=1 > $J/tests.txt 2>&1"
    X=""
    for n in 4096 8192; do for op in NN TN; do X="$X --shape ${n}x${n}x${n}:$op:double"; done; done
    for r in 1 2 3; do
      t sh -c "timeout 60 $B/tgemm-bench $X --variants auto,cublas --json $J/big-$r.json > $J/big-$r.txt 2>&1"
    done
    bash "$0" ragged
    SHOW_LINES=20 show ;;
  check)
    cd /work/main
    T=$B/tgemm-tests P=$B/tgemm-bench
    bash /root/run-k.sh tests
    t sh -c "timeout 200 compute-sanitizer --tool memcheck $T --gtest_filter='TmaGemm.*' --gtest_brief=1 > $J/san-memcheck.txt 2>&1"
    bash /root/run-k.sh ragged
    for r in 1 2 3; do
      t sh -c "timeout 150 $P --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-$r.json > $J/sweep-f64-$r.txt 2>&1"
    done
    for tool in racecheck synccheck; do
      t sh -c "timeout 200 compute-sanitizer --tool $tool $T --gtest_filter='TmaGemm.*' --gtest_brief=1 > $J/san-$tool.txt 2>&1"
    done
    shards $T 400
    echo done >> $J/info.txt ;;
esac
