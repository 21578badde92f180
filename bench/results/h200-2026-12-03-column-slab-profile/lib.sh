#!/bin/bash
# On the device (../h200-2026-12-02l-column-slabs/run.sh with this folder's test files).
# MODE=lib: builds tgemm-bench, tgemm-batched-bench and the GPU tests of test_mma.cpp,
# test_multistage.cpp, test_batched_gemm.cpp and test_tuning.cpp of this checkout for sm_90a,
# runs the tests, every batched FP64 candidate (--candidates --table) and the batched cases.
# MODE=rows: rebuilds after the table's rows changed (configuring afresh on a fresh machine)
# and runs the batched cases twice. (gemm's kernels do not change here: its in-place FP64
# tensor-core candidates all transpose, the others run on packed operands.)
#   lib.sh start S: copy, start the job, wait up to S seconds; lib.sh wait S: wait again
set -u
J=/root/job; S=/root/src; B=/root/build
D=bench/results/h200-2026-12-03-column-slab-profile
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:/root/kokkos/lib:${LD_LIBRARY_PATH:-}
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-220 >> $J/info.txt; return $rc; }
show() { tar -C $J -cf $OUT/results.tar . 2>/dev/null; tail -12 $J/info.txt 2>/dev/null; }
waitjob() {
  local end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ] && ! grep -q '^done' $J/info.txt 2>/dev/null; do sleep 5; done
  show
}
case $1 in
  start)
    rm -rf $J; mkdir -p $J $S
    tar --exclude=./.deps --exclude=./.git -cf - . | tar -C $S -xf -
    rm -rf /root/kokkos /root/exp /root/gtest
    cp -a .deps/kokkos-cuda /root/kokkos && cp -a .deps/exp /root/exp
    [ -d .deps/gtest ] && cp -a .deps/gtest /root/gtest
    echo "${TGEMM_COMMIT:-unknown}" > $J/commit.txt
    nproc > $J/info.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
    echo "${MODE:-harness}" > $J/mode.txt; echo "${H:-bh6}" > $J/harness.txt
    cd $S && setsid nohup env MODE=${MODE:-harness} H="${H:-bh6}" ROUNDS=${ROUNDS:-2} SIZES=${SIZES:-64,128,256} bash $S/$D/lib.sh job > $J/job.log 2>&1 < /dev/null &
    waitjob ${2:-560} ;;
  wait) waitjob $2 ;;
  job)
    n=$(nproc)
    export TGEMM_COMMIT=$(cat $J/commit.txt)
    if [ "$MODE" = harness ]; then
      # H: one harness, or several (space-separated) run in turn, ROUNDS times
      for r in $(seq 1 ${ROUNDS:-2}); do
        for h in ${H:-bh6}; do
          t sh -c "/root/exp/$h --dt double --sizes ${SIZES:-64,128,256} > $J/h-$h-$r.txt 2>&1"
        done
      done
      echo done >> $J/info.txt; exit
    fi
    if [ "$MODE" = lib ]; then
      t sh -c "cmake -S $S -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
        -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON \
        -DTGEMM_LIB_CHUNKS=$n -DGTEST_ROOT=/root/gtest \
        '-DTGEMM_TEST_FILES=test_mma.cpp;test_multistage.cpp;test_batched_gemm.cpp;test_tuning.cpp' > $J/configure.log 2>&1"
      t sh -c "ninja -C $B -j $n tgemm-bench tgemm-batched-bench tgemm-tests > $J/build.log 2>&1" ||
        { tail -60 $J/build.log > $J/build-tail.txt; echo done >> $J/info.txt; exit; }
      t sh -c "timeout 150 $B/tests/tgemm-tests --gtest_brief=1 > $J/tests.txt 2>&1"
      t sh -c "timeout 200 $B/bench/tgemm-batched-bench --variants tgemm_batched,cublas --candidates \
        $(for s in 10000x64x64x64 1000x128x128x128 1000x256x256x256; do for t in NN NT TN TT; do
          printf -- "--shape %s " $s:$t:double; done; done) \
        --table $J/rows.csv --json $J/candidates.json > $J/candidates.txt 2>&1"
    else
      [ -f $B/build.ninja ] || t sh -c "cmake -S $S -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DKokkos_ROOT=/root/kokkos -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 \
        -DTGEMM_WERROR=ON -DTGEMM_LIB_CHUNKS=$n -DTGEMM_ENABLE_TESTS=OFF > $J/configure.log 2>&1"
      t sh -c "ninja -C $B -j $n tgemm-bench tgemm-batched-bench > $J/build2.log 2>&1" ||
        { tail -60 $J/build2.log > $J/build-tail.txt; echo done >> $J/info.txt; exit; }
    fi
    G=$B/bench/tgemm-bench
    for r in 1 2; do
      t sh -c "timeout 150 $B/bench/tgemm-batched-bench --json $J/batched-$r.json > $J/batched-$r.txt 2>&1"
      [ "$MODE" = lib ] && break
    done
    echo done >> $J/info.txt ;;
esac
