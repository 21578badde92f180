#!/bin/bash
# On the device, with tgemm-tune and tgemm-bench built on the host for sm_90a from the commit in
# .deps/bin/commit.txt (stripped, carried as one xz tar in .deps/bin; the candidates and the
# library's code are those of this tree, the built-in table an older one, so every run below
# names its table with TGEMM_TUNING_FILE): tgemm-tune over the FP32 half of the sweep's tuning
# shapes (rows and the cost model) and the public suite's FP32 shapes (rows), a table merged from
# this tree's rows and the new FP32 ones, then the FP32 sweep and the public suite with that
# table and with this tree's, alternated, twice each.
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
case $1 in
  start)
    mkdir -p $J $S $B
    tar --exclude=./.deps --exclude=./.git -cf - . | tar -C $S -xf -
    xz -dc .deps/bin/bins.tar.xz | tar -C $B -xf -; chmod +x $B/*
    cp .deps/bin/commit.txt $J/commit.txt
    nproc > $J/info.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
    cd $S && setsid nohup bash $S/bench/results/h200-2026-12-02-fp32-rows/run.sh job \
      > $J/job.log 2>&1 < /dev/null &
    waitjob ${2:-560} ;;
  wait) waitjob $2 ;;
  job)
    export TGEMM_COMMIT=$(cat $J/commit.txt)
    U=$B/tgemm-tune G=$B/tgemm-bench
    # this tree's table, as a tuning file
    sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
    export TGEMM_TUNING_FILE=$J/committed.csv
    # 1. Tune FP32: the sweep's tuning half (rows and the cost model), the public suite's FP32
    #    shapes (rows only).
    t sh -c "$U --shapes bench/sweep.csv --filter f32 --reps 5 --warmup 1 --out $J/tune-sweep-f32.csv --all $J/tune-sweep-f32-all.csv > $J/tune-sweep-f32.txt 2>&1"
    t sh -c "$U --shapes bench/tune_shapes.csv --filter f32 --reps 5 --warmup 1 --no-model --out $J/tune-suite-f32.csv --all $J/tune-suite-f32-all.csv > $J/tune-suite-f32.txt 2>&1"
    # 2. The merged table: this tree's rows less the FP32 model rows and the FP32 rows at the
    #    shapes just tuned (one-transpose rows there too), then the new rows.
    grep -h '^sm_90,float,' $J/tune-sweep-f32.csv $J/tune-suite-f32.csv > $J/new-f32.csv
    awk -F, 'NR==FNR { if ($3 != "model") k[$3","$4","$5]=1; next }
             $2=="float" && ($3=="model" || ($3","$4","$5) in k) { next } { print }' \
      $J/new-f32.csv $J/committed.csv > $J/table-new.csv
    cat $J/new-f32.csv >> $J/table-new.csv
    wc -l $J/committed.csv $J/new-f32.csv $J/table-new.csv >> $J/info.txt
    # 3. FP32 sweep and public suite: new table, this tree's, alternated.
    for r in 1 2; do
      t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv $G --shapes bench/sweep.csv --filter f32 --variants auto,cublas --json $J/sweep-f32-new-$r.json > $J/sweep-f32-new-$r.txt 2>&1"
      t sh -c "$G --shapes bench/sweep.csv --filter f32 --variants auto,cublas --json $J/sweep-f32-old-$r.json > $J/sweep-f32-old-$r.txt 2>&1"
      t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv timeout 120 $G --variants auto,cublas --json $J/suite-new-$r.json > $J/suite-new-$r.txt 2>&1"
      t sh -c "timeout 120 $G --variants auto,cublas --json $J/suite-old-$r.json > $J/suite-old-$r.txt 2>&1"
    done
    for f in $J/*-all.csv $J/sweep-*.json $J/sweep-*.txt $J/tune-*.txt; do xz -9 $f; done
    echo done >> $J/info.txt ;;
esac
