#!/bin/bash
# On the device, with tgemm-tune, tgemm-bench and tgemm-batched-bench built on the host for
# sm_90a from the commit in commit.txt (stripped, carried as one xz tar in .deps/bin): tgemm-tune over the FP64
# half of the sweep's tuning shapes and the public suite's FP64 shapes with the deep-slab
# candidates in the list, a table merged from the committed rows and the new FP64 ones, the
# FP64 sweep with that table and with the committed one (same binary, alternated),
# compute-sanitizer over the new candidates at ragged shapes, the batched candidates at
# 1000 x 256³ (float) and 128³/256³ (double), and the public suite with the new table.
#   run.sh start S   unpacks the binaries, starts `run.sh job` detached, waits up to S seconds
#   run.sh wait S    waits up to S seconds more
# Each prints the job's progress and copies its results so far into $OUT (results.tar).
set -u
J=/root/job; S=/root/src; B=/root/bin
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
t() { local s=$(date +%s); "$@"; echo "$* rc $? $(( $(date +%s)-s )) s" | cut -c1-220 >> $J/info.txt; }
show() { tar -C $J -cf $OUT/results.tar . 2>/dev/null; tail -12 $J/info.txt 2>/dev/null; }
waitjob() {
  local end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ] && ! grep -q '^done' $J/info.txt 2>/dev/null; do sleep 5; done
  show
}
NEW="32x32x16,TM4,TN4,WM1,B4,S3 64x64x16,TM4,TN8,WM2,B3,S4 64x64x32,TM4,TN8,WM2,B2,S3 64x128x16,TM4,TN16,WM2,B2,S3"
case $1 in
  start)
    mkdir -p $J $S $B
    tar --exclude=./.deps --exclude=./.git -cf - . | tar -C $S -xf -
    xz -dc .deps/bin/bins.tar.xz | tar -C $B -xf -; chmod +x $B/*
    cp .deps/bin/commit.txt $J/commit.txt
    nproc > $J/info.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv >> $J/info.txt
    cd $S && setsid nohup bash $S/bench/results/h200-2026-12-01-deep-slab-rows/run.sh job \
      > $J/job.log 2>&1 < /dev/null &
    waitjob ${2:-560} ;;
  wait) waitjob $2 ;;
  job)
    export TGEMM_COMMIT=$(cat $J/commit.txt)
    U=$B/tgemm-tune G=$B/tgemm-bench
    # 1. Tune FP64: the sweep's tuning half (rows and the cost model) and the public suite's
    #    FP64 shapes (rows only).
    t sh -c "$U --shapes bench/sweep.csv --filter f64 --reps 5 --warmup 1 --out $J/tune-sweep-f64.csv --all $J/tune-sweep-f64-all.csv > $J/tune-sweep-f64.txt 2>&1"
    t sh -c "$U --shapes bench/tune_shapes.csv --filter f64 --reps 5 --warmup 1 --no-model --out $J/tune-suite-f64.csv --all $J/tune-suite-f64-all.csv > $J/tune-suite-f64.txt 2>&1"
    # 2. The merged table: the committed rows less the FP64 model rows and the FP64 rows at the
    #    shapes just tuned, then the new rows.
    sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
    grep -h '^sm_90,double,' $J/tune-sweep-f64.csv $J/tune-suite-f64.csv > $J/new-f64.csv
    awk -F, 'NR==FNR { if ($3 != "model") k[$3","$4","$5]=1; next }
             $2=="double" && ($3=="model" || ($3","$4","$5) in k) { next } { print }' \
      $J/new-f64.csv $J/committed.csv > $J/table-new.csv
    cat $J/new-f64.csv >> $J/table-new.csv
    wc -l $J/committed.csv $J/new-f64.csv $J/table-new.csv >> $J/info.txt
    # 3. FP64 sweep: new table, committed table, alternated.
    for r in 1 2; do
      t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv $G --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-new-$r.json > $J/sweep-f64-new-$r.txt 2>&1"
      t sh -c "$G --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-old-$r.json > $J/sweep-f64-old-$r.txt 2>&1"
    done
    # 4. compute-sanitizer over the new candidates at ragged shapes, all four transposes.
    args=(); for k in $NEW; do args+=(--kernel "$k"); done
    for tool in memcheck racecheck synccheck; do
      t sh -c "timeout 120 compute-sanitizer --tool $tool --error-exitcode 9 $U ${args[*]} --reps 1 --warmup 0 --shape 67x45x37:NN:double --shape 131x77x1031:NN:double --ops NN,TN,NT,TT --no-model --out /dev/null > $J/san-$tool.txt 2>&1"
    done
    # 5. Batched: every candidate at 1000 x 256³ float and 128³/256³ double, four transposes.
    sh_b=""; for tr in NN NT TN TT; do sh_b="$sh_b --shape 1000x256x256x256:$tr:float --shape 1000x128x128x128:$tr:double --shape 1000x256x256x256:$tr:double"; done
    t sh -c "timeout 150 $B/tgemm-batched-bench $sh_b --candidates --table $J/batched-rows.csv --json $J/batched.json > $J/batched.txt 2>&1"
    # 6. The public suite with the new table.
    t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv timeout 120 $G --variants auto,cublas --json $J/suite-new.json > $J/suite-new.txt 2>&1"
    echo done >> $J/info.txt ;;
esac
