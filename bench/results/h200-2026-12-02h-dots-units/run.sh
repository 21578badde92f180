#!/bin/bash
# On the device: builds tgemm-tune, tgemm-bench and tgemm-tests of this checkout for sm_90a
# (Kokkos and GoogleTest carried in .deps/kokkos-cuda and .deps/gtest), then
#  1. tgemm-tune over the FP64 half of the sweep's tuning shapes (every FP64 candidate in turn;
#     its dots model rows, fitted with this tree's coverage, against the committed ones);
#  2. the FP64 sweep with the committed table and with it less the dots candidates' model rows
#     (auto as before the change: the model took no dots kernel), alternated, twice; the FP32
#     sweep once;
#  3. largek.csv (small C, long K; auto against cuBLAS), twice;
#  4. the public suite;
#  5. the whole CUDA test suite, eight shards at once.
#   run.sh start S   copies the checkout, starts `run.sh job` detached, waits up to S seconds
#   run.sh wait S    waits up to S seconds more
# Each prints the job's progress and copies its results so far into $OUT (results.tar).
set -u
J=/root/job; S=/root/src; B=/root/build
D=bench/results/h200-2026-12-02h-dots-units
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
t() { local s=$(date +%s); "$@"; echo "$* rc $? $(( $(date +%s)-s )) s" | cut -c1-220 >> $J/info.txt; }
show() { tar -C $J -cf $OUT/results.tar . 2>/dev/null; tail -16 $J/info.txt 2>/dev/null; }
waitjob() {
  local end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ] && ! grep -q '^done' $J/info.txt 2>/dev/null; do sleep 5; done
  show
}
case $1 in
  start)
    mkdir -p $J $S
    tar --exclude=./.deps --exclude=./.git -cf - . | tar -C $S -xf -
    cp -a .deps/kokkos-cuda /root/kokkos && cp -a .deps/gtest /root/gtest
    echo "${TGEMM_COMMIT:-unknown}" > $J/commit.txt
    nproc > $J/info.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
    cd $S && setsid nohup bash $S/$D/run.sh job > $J/job.log 2>&1 < /dev/null &
    waitjob ${2:-560} ;;
  wait) waitjob $2 ;;
  job)
    n=$(nproc)
    export TGEMM_COMMIT=$(cat $J/commit.txt)
    t sh -c "cmake -S $S -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
      -DGTEST_ROOT=/root/gtest -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 \
      -DTGEMM_WERROR=ON -DTGEMM_LIB_CHUNKS=$n > $J/configure.log 2>&1"
    t sh -c "ninja -C $B -j $n tgemm-tune tgemm-bench > $J/build.log 2>&1" ||
      { tail -40 $J/build.log > $J/build-tail.txt; echo done >> $J/info.txt; exit; }
    U=$B/bench/tgemm-tune G=$B/bench/tgemm-bench
    t sh -c "$U --shapes bench/sweep.csv --filter f64 --reps 5 --warmup 1 --out $J/tune-sweep-f64.csv --all $J/tune-sweep-f64-all.csv > $J/tune-sweep-f64.txt 2>&1"
    grep -h '^sm_90,double,model,.*team_dots' $J/tune-sweep-f64.csv > $J/dots-model-tuned.csv
    sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
    grep -v 'team_dots' $J/committed.csv > $J/table-nodots.csv
    wc -l $J/committed.csv $J/table-nodots.csv $J/dots-model-tuned.csv >> $J/info.txt
    for r in 1 2; do
      t sh -c "$G --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-new-$r.json > $J/sweep-f64-new-$r.txt 2>&1"
      t sh -c "TGEMM_TUNING_FILE=$J/table-nodots.csv $G --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-nodots-$r.json > $J/sweep-f64-nodots-$r.txt 2>&1"
    done
    t sh -c "$G --shapes bench/sweep.csv --filter f32 --variants auto,cublas --json $J/sweep-f32.json > $J/sweep-f32.txt 2>&1"
    for r in 1 2; do
      t sh -c "$G --shapes $D/largek.csv --variants auto,cublas --json $J/largek-$r.json > $J/largek-$r.txt 2>&1"
      t sh -c "TGEMM_TUNING_FILE=$J/table-nodots.csv $G --shapes $D/largek.csv --variants auto,cublas --json $J/largek-nodots-$r.json > $J/largek-nodots-$r.txt 2>&1"
    done
    t sh -c "timeout 150 $G --variants auto,cublas --json $J/suite.json > $J/suite.txt 2>&1"
    echo benches-done >> $J/info.txt
    t sh -c "ninja -C $B -j $n tests/tgemm-tests > $J/build-tests.log 2>&1" ||
      { tail -40 $J/build-tests.log > $J/build-tail.txt; echo done >> $J/info.txt; exit; }
    s=$(date +%s)
    for i in $(seq 0 7); do
      GTEST_TOTAL_SHARDS=8 GTEST_SHARD_INDEX=$i $B/tests/tgemm-tests --gtest_brief=1 > $J/shard$i.txt 2>&1 &
    done
    wait
    echo "suite $(( $(date +%s)-s )) s" >> $J/info.txt
    grep -hE '^\[  (PASSED|FAILED)|^\[  SKIPPED' $J/shard*.txt | sort | uniq -c >> $J/info.txt
    grep -h "FAILED  \]" $J/shard*.txt | sort -u >> $J/info.txt
    echo done >> $J/info.txt ;;
esac
