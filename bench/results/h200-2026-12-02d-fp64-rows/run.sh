#!/bin/bash
# On the device: builds tgemm-tune, tgemm-bench and tgemm-batched-bench of this checkout for
# sm_90a (Kokkos carried in .deps/kokkos-cuda), then
#  1. tgemm-tune over the FP64 half of the sweep's tuning shapes (rows and the cost model) and
#     the public suite's FP64 shapes (rows), every FP64 candidate timed in turn, now with the
#     packed 64 x 128 x 16 tiles and the tensor-core mainloop's branch-free steady slabs;
#  2. a table merged from the committed rows and the new FP64 ones;
#  3. auto against cuBLAS at FP64 4096^3 and 8192^3, NN and TN, in turn, new table and
#     committed one alternated, twice each;
#  4. the FP64 sweep with the new table and the committed one, alternated, and the FP32
#     sweep twice (FP32 kernels are unchanged: the sweep timed in turn);
#  5. compute-sanitizer over the new candidates at ragged shapes, all four transposes;
#  6. the batched cases of #30 (tgemm-batched-bench's defaults), and every FP64 batched
#     candidate (three new 16-deep ones) at 1000 x 128^3 and 256^3, four transposes;
#  7. the public suite with the new table.
#   run.sh start S   copies the checkout, starts `run.sh job` detached, waits up to S seconds
#   run.sh wait S    waits up to S seconds more
# Each prints the job's progress and copies its results so far into $OUT (results.tar).
set -u
J=/root/job; S=/root/src; B=/root/build
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
t() { local s=$(date +%s); "$@"; echo "$* rc $? $(( $(date +%s)-s )) s" | cut -c1-220 >> $J/info.txt; }
show() { tar -C $J -cf $OUT/results.tar . 2>/dev/null; tail -14 $J/info.txt 2>/dev/null; }
waitjob() {
  local end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ] && ! grep -q '^done' $J/info.txt 2>/dev/null; do sleep 5; done
  show
}
NEW="64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4"
case $1 in
  start)
    mkdir -p $J $S
    tar --exclude=./.deps --exclude=./.git -cf - . | tar -C $S -xf -
    cp -a .deps/kokkos-cuda /root/kokkos
    echo "${TGEMM_COMMIT:-unknown}" > $J/commit.txt
    nproc > $J/info.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
    cd $S && setsid nohup bash $S/bench/results/h200-2026-12-02d-fp64-rows/run.sh job \
      > $J/job.log 2>&1 < /dev/null &
    waitjob ${2:-560} ;;
  wait) waitjob $2 ;;
  job)
    n=$(nproc)
    export TGEMM_COMMIT=$(cat $J/commit.txt)
    t sh -c "cmake -S $S -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
      -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON \
      -DTGEMM_LIB_CHUNKS=$n > $J/configure.log 2>&1"
    t sh -c "ninja -C $B -j $n tgemm-tune tgemm-bench tgemm-batched-bench > $J/build.log 2>&1" ||
      { tail -30 $J/build.log > $J/build-tail.txt; echo done >> $J/info.txt; exit; }
    U=$B/bench/tgemm-tune G=$B/bench/tgemm-bench
    t sh -c "$U --shapes bench/sweep.csv --filter f64 --reps 5 --warmup 1 --out $J/tune-sweep-f64.csv --all $J/tune-sweep-f64-all.csv > $J/tune-sweep-f64.txt 2>&1"
    t sh -c "$U --shapes bench/tune_shapes.csv --filter f64 --reps 5 --warmup 1 --no-model --out $J/tune-suite-f64.csv --all $J/tune-suite-f64-all.csv > $J/tune-suite-f64.txt 2>&1"
    sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
    grep -h '^sm_90,double,' $J/tune-sweep-f64.csv $J/tune-suite-f64.csv > $J/new-f64.csv
    awk -F, 'NR==FNR { if ($3 != "model") k[$3","$4","$5]=1; next }
             $2=="double" && ($3=="model" || ($3","$4","$5) in k) { next } { print }' \
      $J/new-f64.csv $J/committed.csv > $J/table-new.csv
    cat $J/new-f64.csv >> $J/table-new.csv
    wc -l $J/committed.csv $J/new-f64.csv $J/table-new.csv >> $J/info.txt
    X="--shape 4096x4096x4096:NN:double --shape 4096x4096x4096:TN:double --shape 8192x8192x8192:NN:double --shape 8192x8192x8192:TN:double"
    for r in 1 2; do
      t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv $G $X --variants auto,cublas --json $J/big-new-$r.json > $J/big-new-$r.txt 2>&1"
      t sh -c "$G $X --variants auto,cublas --json $J/big-old-$r.json > $J/big-old-$r.txt 2>&1"
    done
    for r in 1 2; do
      t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv $G --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-new-$r.json > $J/sweep-f64-new-$r.txt 2>&1"
      t sh -c "$G --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-old-$r.json > $J/sweep-f64-old-$r.txt 2>&1"
      t sh -c "$G --shapes bench/sweep.csv --filter f32 --variants auto,cublas --json $J/sweep-f32-old-$r.json > $J/sweep-f32-old-$r.txt 2>&1"
    done
    for tool in memcheck racecheck synccheck; do
      t sh -c "timeout 120 compute-sanitizer --tool $tool --error-exitcode 9 $U --kernel $NEW --reps 1 --warmup 0 --shape 67x45x37:NN:double --shape 131x77x1031:NN:double --shape 200x300x500:NN:double --ops NN,TN,NT,TT --no-model --out /dev/null > $J/san-$tool.txt 2>&1"
    done
    t sh -c "timeout 150 $B/bench/tgemm-batched-bench --json $J/batched.json > $J/batched.txt 2>&1"
    sh_b=""; for tr in NN NT TN TT; do sh_b="$sh_b --shape 1000x128x128x128:$tr:double --shape 1000x256x256x256:$tr:double"; done
    t sh -c "timeout 200 $B/bench/tgemm-batched-bench $sh_b --candidates --table $J/batched-rows.csv --json $J/batched-cand.json > $J/batched-cand.txt 2>&1"
    t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv timeout 120 $G --variants auto,cublas --json $J/suite-new.json > $J/suite-new.txt 2>&1"
    echo done >> $J/info.txt ;;
esac
