#!/bin/bash
# Device jobs on a leased sm_90 GPU, with tgemm-tests, tgemm-bench, tgemm-batched-bench and
# tgemm-tune built for sm_90a from this checkout on the development machine (TGEMM_WERROR=ON,
# stripped) and t32 (the harness of ../h100-2026-12-06f-fp64-tma-library), never committed.
#
# cubes (ran on an H100): one call carrying [".deps/h2/bench"] (tgemm-bench alone, xz'd):
#   run.sh start COMMIT S cubes
# then, on the same machine, `run.sh ragged`. cubes: the FP64 cubes 2304^3 to 7680^3, NN and TN,
# through auto with the committed table (committed.csv) and with it plus cube-rows.csv
# (table-cubes.csv: the copy-engine tile at every cube, GFLOP/s from
# ../h100-2026-12-06i-tma-model/out/t2.txt), alternated, three rounds. ragged: the same two
# tables at cubes off the rows' sizes (M not a multiple of 16, odd k), two rounds.
#
# suite (ran on an H100 that came for a call naming the H200 kind; the binaries built from
# e2994e0): `run.sh stage`, then `run.sh suite` carrying [".deps/h2/b"]: the whole CUDA suite.
#
# job (#30's item 5, for an H200; not run: none was lent): all five binaries in one xz tar split
# into parts under .deps/h2/ (a call carries at most about 21 MB beside the checkout):
#   run.sh stage             carry [".deps/h2/a"]: prints the card; copies the part to /root/parts
#   run.sh start COMMIT [S]  carry [".deps/h2/b"]: unpacks, starts `run.sh job` detached, waits
#                            up to S seconds
#   run.sh wait S            waits again
# Each prints the job's progress and copies its results so far into $OUT (r.tar.xz). The
# binaries read this checkout's files under /work/main (their TGEMM_SOURCE_DIR). The job, in
# order of what the report needs first:
#  1. t32: its checks at 1000^3, 1088^3 and 4096^3, then three rounds at FP64 4096^3 and 8192^3.
#  2. Three rounds of #30's bars (../h100-2026-12-05-bars/bars.py reads them): FP64 4096^3 and
#     8192^3 in every transpose and FP32 NN/TN (big-R), both halves of the FP64 and FP32 sweeps,
#     the batched cases and the public suite; auto (batched_gemm) against cuBLAS in turn.
#  3. cubes, as above.
#  4. Every batched FP64 candidate at 1000 x 256^3, four transposes, three rounds (cand).
#  5. tgemm-tune over the FP64 and FP32 sweeps' tuning halves, every candidate (--all): does the
#     committed table's pick hold here (../host-2026-12-05-sweep-gaps/gaps.py)?
#  6. The whole CUDA suite, eight shards at once.
#  7. compute-sanitizer memcheck, racecheck and synccheck over TmaGemm.*.
# (With NO_SUITE set, steps 6 and 7 are left out: they ran on these binaries before; with
# BARS_ONLY, all but step 2, ending with DONE_LINE where set.)
set -u
source bench/results/lib-job.sh
case $1 in
  stage)
    nvidia-smi --query-gpu=name --format=csv,noheader
    mkdir -p /root/parts && cp .deps/h2/*/* /root/parts/ 2>/dev/null; ls -la /root/parts ;;
  start)
    rm -rf $J $B; mkdir -p $J $B
    [ "$PWD" = /work/main ] || { mkdir -p /work && ln -sfn "$PWD" /work/main; }
    if [ -f .deps/h2/bench/tgemm-bench.xz ]; then  # the bench alone (the cubes job)
      xz -dc .deps/h2/bench/tgemm-bench.xz > $B/tgemm-bench && chmod +x $B/tgemm-bench || exit 1
    else
      cp .deps/h2/*/* /root/parts/ 2>/dev/null
      cat /root/parts/bins.tar.xz.* | xz -dc | tar -C $B -xf - || exit 1
    fi
    echo "$2" > $J/commit.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
    ls -la $B >> $J/info.txt
    cp "$0" /root/run.sh  # the job reads its own copy: later calls re-copy the checkout
    setsid nohup bash /root/run.sh ${4:-job} > $J/job.log 2>&1 < /dev/null &
    waitjob ${3:-560} ;;
  wait) waitjob $2 ;;
  cubes)
    cd /work/main
    D=bench/results/h100-2026-12-06j-tma-cube-rows Y=""
    for f in committed table-cubes; do [ -f $D/$f.csv ] || xz -dk $D/$f.csv.xz; done
    for n in 2304 2560 2816 3072 3328 3584 3840 4096 4608 5120 5632 6144 6656 7168 7680; do
      for op in NN TN; do Y="$Y --shape ${n}x${n}x${n}:$op:double"; done
    done
    for r in 1 2 3; do
      for tb in committed cubes; do
        f=$D/table-$tb.csv; [ $tb = committed ] && f=$D/committed.csv
        t sh -c "TGEMM_TUNING_FILE=$f timeout 150 $B/tgemm-bench $Y --variants auto,cublas --json $J/cubes-$tb-$r.json > $J/cubes-$tb-$r.txt 2>&1"
      done
    done
    [ "${2:-}" = nested ] || echo done >> $J/info.txt ;;
  suite)  # carry [".deps/h2/b"] after a stage call: tgemm-tests alone, eight shards at once
    rm -rf $B $J; mkdir -p $B $J; cp .deps/h2/b/* /root/parts/
    cat /root/parts/bins.tar.xz.* | xz -dc | tar -C $B -xf - tgemm-tests || exit 1
    mkdir -p /work && ln -sfn "$PWD" /work/main; cd /work/main; s=$(date +%s)
    for i in $(seq 0 7); do
      GTEST_TOTAL_SHARDS=8 GTEST_SHARD_INDEX=$i timeout 330 $B/tgemm-tests --gtest_brief=1 > $J/shard$i.txt 2>&1 &
    done
    wait; echo "suite $(( $(date +%s)-s )) s"
    grep -hE '^\[  (PASSED|FAILED|SKIPPED) ' $J/shard*.txt | sort | uniq -c
    grep -h "FAILED  \]" $J/shard*.txt | sort -u; tar -C $J -cJf $OUT/suite.tar.xz . ;;
  ragged)
    cd /work/main
    D=bench/results/h100-2026-12-06j-tma-cube-rows J=/root/job2 Y=""; mkdir -p $J
    for f in committed table-cubes; do [ -f $D/$f.csv ] || xz -dk $D/$f.csv.xz; done
    for n in 2305 3001 3333 4100 4999 6007 7001; do
      for op in NN TN; do Y="$Y --shape ${n}x${n}x${n}:$op:double"; done
    done
    for r in 1 2; do
      for tb in committed table-cubes; do
        TGEMM_TUNING_FILE=$D/$tb.csv timeout 100 $B/tgemm-bench $Y --variants auto,cublas --json $J/ragged-$tb-$r.json > $J/ragged-$tb-$r.txt 2>&1
      done
    done
    tar -C $J -cJf $OUT/r2.tar.xz . ;;
  tune)  # step 5
    cd /work/main
    for dt in f64 f32; do
      t sh -c "timeout 200 $B/tgemm-tune --shapes bench/sweep.csv --filter $dt --reps 5 --warmup 1 --out $J/tune-sweep-$dt.csv --all $J/tune-sweep-$dt-all.csv > $J/tune-sweep-$dt.txt 2>&1"
    done ;;
  job)
    cd /work/main
    T=$B/tgemm-tests P=$B/tgemm-bench Q=$B/tgemm-batched-bench
    if [ -z "${BARS_ONLY:-}" ]; then
      t sh -c "T32_CHECK_ONLY=1 timeout 60 $B/t32 1 1000 1088 4096 > $J/t32-checks.txt 2>&1"
      t sh -c "timeout 200 $B/t32 3 > $J/t32.txt 2>&1"
    fi
    X=""
    for n in 4096 8192; do
      for op in NN TN NT TT; do X="$X --shape ${n}x${n}x${n}:$op:double"; done
      for op in NN TN; do X="$X --shape ${n}x${n}x${n}:$op:float"; done
    done
    for r in 1 2 3; do
      t sh -c "timeout 120 $P $X --variants auto,cublas --json $J/big-$r.json > $J/big-$r.txt 2>&1"
      t sh -c "timeout 150 $P --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-$r.json > $J/sweep-f64-$r.txt 2>&1"
      t sh -c "timeout 150 $P --shapes bench/sweep.csv --filter f32 --variants auto,cublas --json $J/sweep-f32-$r.json > $J/sweep-f32-$r.txt 2>&1"
      t sh -c "timeout 90 $Q --json $J/batched-$r.json > $J/batched-$r.txt 2>&1"
      t sh -c "timeout 120 $P --variants auto,cublas --json $J/suite-$r.json > $J/suite-$r.txt 2>&1"
    done
    [ -n "${BARS_ONLY:-}" ] && { echo "${DONE_LINE:-done}" >> $J/info.txt; exit 0; }
    bash /root/run.sh cubes nested
    S="--shape 1000x256x256x256:NN:double --shape 1000x256x256x256:NT:double --shape 1000x256x256x256:TN:double --shape 1000x256x256x256:TT:double"
    t sh -c "timeout 200 $Q $S --candidates --rounds 3 --json $J/cand.json > $J/cand.txt 2>&1"
    bash /root/run.sh tune
    [ -n "${NO_SUITE:-}" ] && { echo done >> $J/info.txt; exit 0; }
    shards $T 400
    for tool in memcheck racecheck synccheck; do
      t sh -c "timeout 300 compute-sanitizer --tool $tool $T --gtest_filter='TmaGemm.*' --gtest_brief=1 > $J/san-$tool.txt 2>&1"
    done
    echo done >> $J/info.txt ;;
esac
