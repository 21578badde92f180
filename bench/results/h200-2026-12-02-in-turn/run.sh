#!/bin/bash
# On the device: builds the three benches of this checkout for sm_90a (Kokkos carried in
# .deps/kokkos-cuda), then times the same variants with `--order in-turn` (one run of each
# variant a round, the new default on GPUs) and `--order sequential` (each variant's runs back
# to back, as the benches did before), alternated: the public suite with FP64 TN at 4096^3 and
# 8192^3 added, the half ladder's default run (4096^3 and 8192^3, NN and TN, every type), and
# the batched cases of #30.
# The second run (STEPS="build half2 ladder", with slow variants timed apart from the rounds)
# repeats the half ladder's run and times every FP32/FP64 rung at 4096^3.
#   run.sh start S   copies the checkout, starts `run.sh job` detached, waits up to S seconds
#   run.sh wait S    waits up to S seconds more
# Each prints the job's progress and copies its results so far into $OUT (results.tar).
set -u
J=/root/job; S=/root/src; B=/root/build
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
t() { local s=$(date +%s); "$@"; echo "$* rc $? $(( $(date +%s)-s )) s" | cut -c1-220 >> $J/info.txt; }
show() { tar -C $J -cf $OUT/results.tar . 2>/dev/null; tail -4 $J/build.log 2>/dev/null | cut -c1-200; tail -12 $J/info.txt 2>/dev/null; }
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
    echo "${STEPS:-build suite half batched}" > $J/steps.txt
    cd $S && setsid nohup bash $S/bench/results/h200-2026-12-02-in-turn/run.sh job \
      > $J/job.log 2>&1 < /dev/null &
    waitjob ${2:-560} ;;
  wait) waitjob $2 ;;
  job)
    n=$(nproc)
    G=$B/bench/tgemm-bench H=$B/bench/tgemm-half-bench Q=$B/bench/tgemm-batched-bench
    export TGEMM_COMMIT=$(cat $J/commit.txt)
    for step in $(cat $J/steps.txt); do
      case $step in
        build)
          t sh -c "cmake -S $S -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
            -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON \
            -DTGEMM_LIB_CHUNKS=$n > $J/configure.log 2>&1"
          t sh -c "ninja -C $B -j $n tgemm-bench tgemm-half-bench tgemm-batched-bench > $J/build.log 2>&1" ||
            { echo done >> $J/info.txt; exit; } ;;
        suite)
          X="--shape 4096x4096x4096:TN:double --shape 8192x8192x8192:TN:double"
          for r in 1 2; do
            for ord in in-turn sequential; do
              t sh -c "timeout 200 $G --shapes bench/shapes.csv $X --variants auto,cublas --order $ord --json $J/suite-$ord-$r.json > $J/suite-$ord-$r.txt 2>&1"
            done
          done ;;
        half)
          for ord in in-turn sequential; do
            t sh -c "timeout 300 $H --order $ord --json $J/half-$ord.json > $J/half-$ord.txt 2>&1"
          done ;;
        half2)
          for r in 1 2; do
            t sh -c "timeout 300 $H --json $J/half2-in-turn-$r.json > $J/half2-in-turn-$r.txt 2>&1"
          done
          t sh -c "timeout 300 $H --order sequential --json $J/half2-sequential.json > $J/half2-sequential.txt 2>&1" ;;
        batched)
          BS=""
          for s in 100000x16x16x16 10000x32x32x32 10000x64x64x64 1000x128x128x128 1000x256x256x256; do
            for d in float double; do BS="$BS --shape $s:$d"; done
          done
          for ord in in-turn sequential; do
            t sh -c "timeout 300 $Q $BS --variants tgemm_batched,cublas --order $ord --json $J/batched-$ord.json > $J/batched-$ord.txt 2>&1"
          done ;;
        ladder)
          t sh -c "timeout 300 $G --shape 4096x4096x4096:NN:float --shape 4096x4096x4096:NN:double --json $J/ladder-4096.json > $J/ladder-4096.txt 2>&1" ;;
      esac
    done
    echo done >> $J/info.txt ;;
esac
