#!/bin/bash
# On the device: builds tgemm-tune and tgemm-bench of this checkout for sm_90a (Kokkos carried in
# .deps/kokkos-cuda), then
#  1. tgemm-tune over the FP64 half of the sweep's tuning shapes, every FP64 candidate timed in
#     turn, the two dots candidates among them (rows, the cost model, and every time: --all);
#  2. a table: the committed one with the dots candidates' model rows of that run added;
#  3. the FP64 sweep with that table and the committed one, alternated, twice;
#  4. compute-sanitizer over the dots candidates at ragged shapes, all four transposes;
#  5. the two dots candidates, the 8- and 16-deep 32 x 32 split-K tiles, the thin and GEMV
#     kernels at six small-C, long-K shapes in TN, in one tgemm-tune process (median of 20);
#  6. the public suite with the new table.
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
case $1 in
  start)
    mkdir -p $J $S
    tar --exclude=./.deps --exclude=./.git -cf - . | tar -C $S -xf -
    cp -a .deps/kokkos-cuda /root/kokkos
    echo "${TGEMM_COMMIT:-unknown}" > $J/commit.txt
    nproc > $J/info.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
    cd $S && setsid nohup bash $S/bench/results/h200-2026-12-02g-dots-rows/run.sh job \
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
      { tail -40 $J/build.log > $J/build-tail.txt; echo done >> $J/info.txt; exit; }
    U=$B/bench/tgemm-tune G=$B/bench/tgemm-bench
    t sh -c "$U --shapes bench/sweep.csv --filter f64 --reps 5 --warmup 1 --out $J/tune-sweep-f64.csv --all $J/tune-sweep-f64-all.csv > $J/tune-sweep-f64.txt 2>&1"
    sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
    grep -h '^sm_90,double,model,.*team_dots' $J/tune-sweep-f64.csv > $J/dots-model.csv
    cat $J/committed.csv $J/dots-model.csv > $J/table-new.csv
    wc -l $J/committed.csv $J/dots-model.csv $J/table-new.csv >> $J/info.txt
    for r in 1 2; do
      t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv $G --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-new-$r.json > $J/sweep-f64-new-$r.txt 2>&1"
      t sh -c "$G --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-old-$r.json > $J/sweep-f64-old-$r.txt 2>&1"
    done
    for K in "48x16x64,TM3,TN2,WM4,B2,S3" "32x32x64,TM2,TN4,WM4,B2,S3"; do
      for tool in memcheck racecheck synccheck; do
        t sh -c "timeout 100 compute-sanitizer --tool $tool --error-exitcode 9 $U --kernel $K --reps 1 --warmup 0 --shape 67x45x37:NN:double --shape 131x17x1031:NN:double --shape 200x7x5000:NN:double --ops NN,TN,NT,TT --no-model --out /dev/null > $J/san-$tool-${K%%,*}.txt 2>&1"
      done
    done
    sh_l=""; for x in 144x14x139696 104x24x39622 50x17x108574 38x4x48537 4x18x89305 16x160x12812; do sh_l="$sh_l --shape $x:TN:double"; done
    t sh -c "$U $sh_l --kernel team_dots --kernel 32x32x8,TM4,TN4,WM1,B8 --kernel 32x32x16,TM4,TN4,WM1,B4 --kernel team_thin --kernel team_gemv --reps 20 --warmup 3 --no-model --out /dev/null --all $J/largek-tn.csv > $J/largek-tn.txt 2>&1"
    t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv timeout 150 $G --variants auto,cublas --json $J/suite-new.json > $J/suite-new.txt 2>&1"
    echo done >> $J/info.txt ;;
esac
