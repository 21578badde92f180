#!/bin/bash
# On the device: (1) the batched harness harness/bh2.cu built twice on the development machine
# (mk.sh of ../h200-2026-11-28-staged-stores), from the tree before the epilogue's copy path
# (.deps/exp/bh2) and with it (.deps/exp/bh3), alternated, FP64 1000 x 128³ and 256³, four
# transposes, beta 0 twice each and beta 1 once each; (2) builds tgemm-bench and
# tgemm-batched-bench of this checkout for sm_90a and runs the batched cases, the FP64 sweep
# twice, the FP32 sweep and the public suite.
# RUN=2 (the second call, the copy path for FP64 only): (2) alone, the suite twice, into run2/.
#   run.sh start S / run.sh wait S: as ../h200-2026-12-02j-thin-check/run.sh
set -u
J=/root/job; S=/root/src; B=/root/build
D=bench/results/h200-2026-12-02k-epilogue-copy
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
    cp -a .deps/kokkos-cuda /root/kokkos && cp -a .deps/exp /root/exp
    echo "${TGEMM_COMMIT:-unknown}" > $J/commit.txt
    nproc > $J/info.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
    echo "${RUN:-1}" > $J/run.txt
    cd $S && setsid nohup env RUN=${RUN:-1} bash $S/$D/run.sh job > $J/job.log 2>&1 < /dev/null &
    waitjob ${2:-560} ;;
  wait) waitjob $2 ;;
  job)
    n=$(nproc)
    export TGEMM_COMMIT=$(cat $J/commit.txt)
    if [ "${RUN:-1}" = 1 ]; then
    for r in 1 2; do
      t sh -c "/root/exp/bh2 --dt double --sizes 128,256 > $J/h-old-$r.txt 2>&1"
      t sh -c "/root/exp/bh3 --dt double --sizes 128,256 > $J/h-new-$r.txt 2>&1"
    done
    t sh -c "/root/exp/bh2 --dt double --sizes 128,256 --beta1 > $J/h-old-b1.txt 2>&1"
    t sh -c "/root/exp/bh3 --dt double --sizes 128,256 --beta1 > $J/h-new-b1.txt 2>&1"
    echo harness-done >> $J/info.txt
    fi
    t sh -c "cmake -S $S -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
      -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_ENABLE_TESTS=OFF \
      -DTGEMM_WERROR=ON -DTGEMM_LIB_CHUNKS=$n > $J/configure.log 2>&1"
    t sh -c "ninja -C $B -j $n tgemm-bench tgemm-batched-bench > $J/build.log 2>&1" ||
      { tail -40 $J/build.log > $J/build-tail.txt; echo done >> $J/info.txt; exit; }
    G=$B/bench/tgemm-bench
    t sh -c "timeout 150 $B/bench/tgemm-batched-bench --json $J/batched.json > $J/batched.txt 2>&1"
    for r in 1 2; do
      t sh -c "$G --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-$r.json > $J/sweep-f64-$r.txt 2>&1"
    done
    t sh -c "$G --shapes bench/sweep.csv --filter f32 --variants auto,cublas --json $J/sweep-f32.json > $J/sweep-f32.txt 2>&1"
    t sh -c "timeout 150 $G --variants auto,cublas --json $J/suite.json > $J/suite.txt 2>&1"
    t sh -c "timeout 150 $B/bench/tgemm-batched-bench --json $J/batched-2.json > $J/batched-2.txt 2>&1"
    [ "${RUN:-1}" = 2 ] && t sh -c "timeout 150 $G --variants auto,cublas --json $J/suite-2.json > $J/suite-2.txt 2>&1"
    echo done >> $J/info.txt ;;
esac
