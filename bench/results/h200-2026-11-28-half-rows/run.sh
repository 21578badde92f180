#!/bin/bash
# On the device. tgemm-tests, tgemm-bench, tgemm-half-bench and tgemm-batched-bench, built on the
# development machine (TGEMM_WERROR=ON, Kokkos 4.6.99), with the harness `mma` of
# ../h200-2026-11-28-rung1-room/, stripped and packed as one xz stream
# with a window wide enough that the library they each link is stored once, reach the device
# in 30 MiB pieces, one per call (a call carries 64 MiB at most, the working tree included):
#   run.sh piece FILE   keeps a carried piece in /root/p
#   run.sh start        unpacks the binaries and starts `run.sh job` detached (a call returns
#                       within ten minutes and empties $OUT: the job writes to /root/job)
#   run.sh fetch        copies the job's results so far into $OUT, as one archive
set -u
P=/root/p; B=/root/bin; J=/root/job; mkdir -p $P $B $J
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
here=$(cd "$(dirname "$0")" && pwd); repo=$(cd "$here/../../.." && pwd)
t() { local s=$(date +%s); "$@"; echo "$* rc $? $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; }
snap() { tar -C $J -cf /root/job.tar .; }
case $1 in
  piece) cp "$2" $P/ && ls -la $P ;;
  start)
    cat $P/bins.tar.xz.* | xz -dc | tar -C $B -x && ls -la $B
    cd "$repo" && setsid nohup bash "$here/run.sh" job > $J/job.log 2>&1 < /dev/null &
    sleep 2; cat $J/info.txt ;;
  fetch) snap; cp /root/job.tar $OUT/; tail -5 $J/info.txt ;;
  job)
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $J/info.txt
    T=$B/tgemm-tests H=$B/tgemm-half-bench
    # 1. The half candidates' tests, then the table's rows for them over the sweep's tuning half.
    t sh -c "$T --gtest_filter='HalfTuning.*' --gtest_brief=1 > $J/tests-half-tuning.txt 2>&1"
    t sh -c "$H --shapes bench/sweep.csv --tune $J/half-rows.csv --variants auto --reps 10 --warmup 2 --json $J/tune.json > $J/tune.txt 2>&1"
    snap
    # 2. The committed table with those rows (a file replaces every sm_90 row of the built-in
    #    table, so it carries them all), and the half sweep with and without it, alternated.
    sed -n '/R"(/,/)"/p' src/tgemm/tuning/sm_90.hpp | sed '1s/.*R"(//; $d' > $J/table.csv
    grep -v '^#' $J/half-rows.csv >> $J/table.csv
    for r in 1 2; do
      for tab in committed rows; do
        for T2 in f16 f16f32 bf16 bf16f32 tf32; do
          if [ $tab = rows ]; then export TGEMM_TUNING_FILE=$J/table.csv; else unset TGEMM_TUNING_FILE; fi
          t sh -c "$H --shapes bench/sweep.csv --types $T2 --variants auto,cublas --json $J/sweep-$tab-$T2-$r.json > $J/sweep-$tab-$T2-$r.txt 2>&1"
        done; unset TGEMM_TUNING_FILE; snap
      done
    done
    # 3. The whole CUDA suite, eight shards at once.
    s=$(date +%s)
    for i in $(seq 0 7); do
      GTEST_TOTAL_SHARDS=8 GTEST_SHARD_INDEX=$i $T --gtest_brief=1 > $J/shard$i.txt 2>&1 &
    done
    wait
    echo "suite $(( $(date +%s)-s )) s" >> $J/info.txt
    grep -hE '^\[  (PASSED|FAILED)|^\[  SKIPPED' $J/shard*.txt | sort | uniq -c >> $J/info.txt
    grep -h "FAILED  \]" $J/shard*.txt | sort -u >> $J/info.txt
    snap
    # 4. FP32 and FP64: the sweep twice per scalar, the public suite, batched.
    for r in 1 2; do for dt in f32 f64; do
      t sh -c "$B/tgemm-bench --shapes bench/sweep.csv --filter $dt --variants auto,cublas --json $J/sweep-$dt-$r.json > $J/sweep-$dt-$r.txt 2>&1"
    done; done
    t sh -c "timeout 200 $B/tgemm-bench --variants auto,cublas --json $J/suite.json > $J/suite.txt 2>&1"
    t sh -c "timeout 200 $B/tgemm-batched-bench --json $J/batched.json > $J/batched.txt 2>&1"
    snap
    # 5. The half ladder at 4096³/8192³ (its default rows), and compute-sanitizer over the
    #    candidates' tests.
    t sh -c "$H --json $J/half_bench.json > $J/half_bench.txt 2>&1"
    for tool in memcheck racecheck synccheck; do
      t sh -c "timeout 90 compute-sanitizer --tool $tool $T --gtest_filter='HalfTuning.MeasuredRowDecidesAuto' > $J/san-$tool.txt 2>&1"
    done
    snap
    # 6. Nsight Compute over half rung 1 as the library instantiates it (128 x 128 x 32, four
    #    warps, two stages; ../h200-2026-11-28-rung1-room/mma.cu, its first kernel), 4096³ f16.
    t sh -c "timeout 240 ncu --kernel-name-base demangled -k regex:HalfMma --launch-count 1 --set full $B/mma 4096x4096x4096 > $J/ncu-rung1.txt 2>&1"
    echo done >> $J/info.txt; snap ;;
esac
