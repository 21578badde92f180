#!/bin/bash
# On a leased H100 or H200, carrying [".deps/kokkos-cuda"]: a model row for the copy-engine FP64
# tile (device::TmaGemm), whose coverage now applies only where it runs its own kernel and
# charges it no along-K misses (tuning/model.hpp, copy_engine).
#   run.sh start COMMIT [S]  builds tgemm-bench and tgemm-tune here (../lib-build.sh), starts the
#                            job detached, waits up to S seconds
#   run.sh wait S            waits again (the machine goes back after 30 idle seconds)
# Each copies the job's results so far into $OUT (r.tar.xz). The job:
#  1. tgemm-tune over the FP64 sweep's tuning half, every candidate (t1), and the copy-engine tile
#     alone at FP64 cubes 2304^3-8192^3 and a few large rectangles, NN and TN (t2);
#  2. --refit over both runs' times; table-new.csv: the committed sm_90 rows and refit's model row
#     for the copy-engine tile;
#  3. auto against cuBLAS in turn with the committed table and with table-new.csv
#     (TGEMM_TUNING_FILE), alternated ROUNDS times (default 3): the FP64 sweep (both halves), the
#     FP64 cubes and rectangles in every transpose.
set -u
J=/root/job
show() { tar -C $J -cJf $OUT/r.tar.xz . 2>/dev/null; tail -3 /root/build.log 2>/dev/null | cut -c1-150; tail -12 $J/info.txt 2>/dev/null; }
waitjob() {
  local end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ] && ! grep -q '^done' $J/info.txt 2>/dev/null; do sleep 5; done
  show
}
case $1 in
  start)
    rm -rf $J /root/src; mkdir -p $J /root/src
    tar --exclude=./.git -cf - . | tar -C /root/src -xf -
    echo "$2" > $J/commit.txt
    cd /root/src && setsid nohup bash bench/results/h100-2026-12-06i-tma-model/run.sh job > $J/job.log 2>&1 < /dev/null &
    waitjob ${3:-560} ;;
  wait) waitjob $2 ;;
  job)
    COMMIT=$(cat $J/commit.txt)
    TARGETS="tgemm-bench tgemm-tune" source bench/results/lib-build.sh || { echo done >> $J/info.txt; exit 1; }
    P=$B/bench/tgemm-bench U=$B/bench/tgemm-tune
    C=""
    for n in 2304 2560 2816 3072 3328 3584 3840 4096 4608 5120 5632 6144 6656 7168 7680 8192; do
      C="$C --shape ${n}x${n}x${n}:double"
    done
    for s in 2048x8192x1024 8192x2048x4096 1024x1024x8192 3008x5024x2000 6000x4000x3000; do
      C="$C --shape $s:double"
    done
    t sh -c "timeout 200 $U --shapes bench/sweep.csv --filter f64 --reps 5 --warmup 1 --out $J/t1.csv --all $J/t1-all.csv > $J/t1.txt 2>&1"
    t sh -c "timeout 150 $U $C --ops NN,TN --kernel team_tma --reps 5 --warmup 1 --out $J/t2.csv --all $J/t2-all.csv > $J/t2.txt 2>&1"
    { cat $J/t1-all.csv; tail -n +2 $J/t2-all.csv; } > $J/all.csv
    t sh -c "$U --refit $J/all.csv --out $J/refit.csv > $J/refit.txt 2>&1"
    sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
    cp $J/committed.csv $J/table-new.csv
    grep '^sm_90,double,model,,,"team_tma' $J/refit.csv >> $J/table-new.csv
    wc -l $J/committed.csv $J/table-new.csv >> $J/info.txt
    Y=""
    for n in 2304 2560 2816 3072 3328 3584 3840 4608 5120 5632 6144 6656 7168 7680; do
      for op in NN TN NT TT; do Y="$Y --shape ${n}x${n}x${n}:$op:double"; done
    done
    for s in 2048x8192x1024 8192x2048x4096 1024x1024x8192 3008x5024x2000 6000x4000x3000; do
      for op in NN TN NT TT; do Y="$Y --shape $s:$op:double"; done
    done
    for r in $(seq ${ROUNDS:-3}); do
      for v in old new; do
        f=$J/committed.csv; [ $v = new ] && f=$J/table-new.csv
        t sh -c "TGEMM_TUNING_FILE=$f timeout 100 $P --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-$v-$r.json > $J/sweep-f64-$v-$r.txt 2>&1"
        t sh -c "TGEMM_TUNING_FILE=$f timeout 100 $P $Y --variants auto,cublas --json $J/cubes-$v-$r.json > $J/cubes-$v-$r.txt 2>&1"
      done
    done
    echo done >> $J/info.txt ;;
esac
