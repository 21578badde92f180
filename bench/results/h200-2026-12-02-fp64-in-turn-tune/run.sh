#!/bin/bash
# On the device: builds tgemm-tune and tgemm-bench of this checkout for sm_90a (Kokkos carried
# in .deps/kokkos-cuda); tgemm-tune, its candidates now timed in turn, over the suite's FP64
# squares at 4096^3 and 8192^3 (rows only, every transpose); a table of this tree's rows with
# those replaced; then auto against cuBLAS at FP64 4096^3 and 8192^3, NN and TN, in turn, with
# the new table and with this tree's, alternated, twice each.
#   run.sh start S   copies the checkout, starts `run.sh job` detached, waits up to S seconds
#   run.sh wait S    waits up to S seconds more
# Each prints the job's progress and copies its results so far into $OUT (results.tar).
set -u
J=/root/job; S=/root/src; B=/root/build
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
    mkdir -p $J $S
    tar --exclude=./.deps --exclude=./.git -cf - . | tar -C $S -xf -
    cp -a .deps/kokkos-cuda /root/kokkos
    echo "${TGEMM_COMMIT:-unknown}" > $J/commit.txt
    nproc > $J/info.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
    cd $S && setsid nohup bash $S/bench/results/h200-2026-12-02-fp64-in-turn-tune/run.sh job \
      > $J/job.log 2>&1 < /dev/null &
    waitjob ${2:-560} ;;
  wait) waitjob $2 ;;
  job)
    n=$(nproc)
    export TGEMM_COMMIT=$(cat $J/commit.txt)
    t sh -c "cmake -S $S -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
      -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON \
      -DTGEMM_LIB_CHUNKS=$n > $J/configure.log 2>&1"
    t sh -c "ninja -C $B -j $n tgemm-tune tgemm-bench > $J/build.log 2>&1" ||
      { tail -30 $J/build.log > $J/build-tail.txt; echo done >> $J/info.txt; exit; }
    U=$B/bench/tgemm-tune G=$B/bench/tgemm-bench
    sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
    t sh -c "$U --shapes bench/tune_shapes.csv --filter sq-4k-f64 --filter sq-8k-f64 --no-model --reps 10 --warmup 2 --out $J/tune-f64.csv --all $J/tune-f64-all.csv > $J/tune-f64.txt 2>&1"
    grep -h '^sm_90,double,' $J/tune-f64.csv > $J/new-f64.csv
    awk -F, 'NR==FNR { k[$3","$4","$5]=1; next }
             $2=="double" && ($3","$4","$5) in k { next } { print }' \
      $J/new-f64.csv $J/committed.csv > $J/table-new.csv
    cat $J/new-f64.csv >> $J/table-new.csv
    wc -l $J/committed.csv $J/new-f64.csv $J/table-new.csv >> $J/info.txt
    X="--shape 4096x4096x4096:NN:double --shape 4096x4096x4096:TN:double --shape 8192x8192x8192:NN:double --shape 8192x8192x8192:TN:double"
    for r in 1 2; do
      t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv $G $X --variants auto,cublas --json $J/new-$r.json > $J/new-$r.txt 2>&1"
      t sh -c "$G $X --variants auto,cublas --json $J/old-$r.json > $J/old-$r.txt 2>&1"
    done
    echo done >> $J/info.txt ;;
esac
