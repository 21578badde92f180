#!/bin/bash
# On the device: team-gemm's CUDA suite and benches for this checkout, with the library
# (libteamgemm.a, sm_90a, TGEMM_WERROR=ON) built on the development machine and carried as
# .deps/lib/libteamgemm.a.xz; the tests and benches are compiled here on the device's cores and
# linked against it (the link commands are ninja's own, run by hand: ninja would rebuild the
# library, whose objects are not here).
#   run.sh start S   copies the checkout, Kokkos (.deps/kokkos-cuda), GoogleTest (.deps/gtest)
#                    and the library (with .deps/lib/commit.txt, the commit it was built from)
#                    to /root, starts `run.sh job` detached (configure, build, runs), waits
#   run.sh wait S    waits up to S seconds for the job (a call returns within ten minutes and
#                    the machine goes back after 30 idle seconds: calls follow each other)
# Each prints the job's progress and copies its results so far into $OUT (results.tar).
set -u
J=/root/job; S=/root/src; B=/root/build
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
t() { local s=$(date +%s); "$@"; echo "$* rc $? $(( $(date +%s)-s )) s" | cut -c1-220 >> $J/info.txt; }
show() {
  tar -C $J -cf $OUT/results.tar . 2>/dev/null
  tail -3 $J/build.log 2>/dev/null | cut -c1-200; tail -12 $J/info.txt 2>/dev/null
}
waitjob() {  # until the job ends or $1 seconds pass
  local end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ] && ! grep -q '^done' $J/info.txt 2>/dev/null; do sleep 5; done
  show
}
case $1 in
  start)
    mkdir -p $J $S $B
    tar --exclude=./.deps --exclude=./.git -cf - . | tar -C $S -xf -
    cp -a .deps/kokkos-cuda /root/kokkos && cp -a .deps/gtest /root/gtest
    xz -dc .deps/lib/libteamgemm.a.xz > /root/libteamgemm.a && cp .deps/lib/commit.txt $J/
    xz -dc .deps/krylov/krylov.xz > /root/krylov && chmod +x /root/krylov  # harness/krylov.cu (../h200-2026-11-28-staged-stores/mk.sh)
    nproc > $J/info.txt
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv >> $J/info.txt
    cd $S && setsid nohup bash $S/bench/results/h200-2026-11-29-library-check/run.sh job \
      > $J/job.log 2>&1 < /dev/null &
    waitjob ${2:-560} ;;
  wait) waitjob $2 ;;
  job)
    n=$(nproc); export TGEMM_COMMIT=$(cat $J/commit.txt)  # the checkout has no .git here
    t sh -c "cmake -S $S -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
      -DGTEST_ROOT=/root/gtest -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 \
      -DTGEMM_WERROR=ON > $J/configure.log 2>&1"
    cd $B
    objs=$(ninja -t targets all | grep -oE '^(tests|bench)/CMakeFiles/tgemm-(tests|bench|half-bench|batched-bench)\.dir/[^:]*\.o' | tr '\n' ' ')
    t sh -c "ninja -j $n $objs bench/libtgemm_bench_commit_info.a > $J/build.log 2>&1" \
      || { echo done >> $J/info.txt; exit; }
    cp /root/libteamgemm.a $B/libteamgemm.a
    for x in tests/tgemm-tests bench/tgemm-bench bench/tgemm-half-bench bench/tgemm-batched-bench; do
      t sh -c "$(ninja -t commands $x | tail -1) >> $J/build.log 2>&1"
    done
    cd $S
    T=$B/tests/tgemm-tests H=$B/bench/tgemm-half-bench G=$B/bench/tgemm-bench
    # 1. The whole CUDA suite, eight shards at once.
    s=$(date +%s)
    for i in $(seq 0 7); do
      GTEST_TOTAL_SHARDS=8 GTEST_SHARD_INDEX=$i $T --gtest_brief=1 > $J/shard$i.txt 2>&1 &
    done
    wait
    echo "suite $(( $(date +%s)-s )) s" >> $J/info.txt
    grep -hE '^\[  (PASSED|FAILED)|^\[  SKIPPED' $J/shard*.txt | sort | uniq -c >> $J/info.txt
    grep -h "FAILED  \]" $J/shard*.txt | sort -u >> $J/info.txt
    # 2. harness/krylov.cu: split K at a small C and a very long K, forced slice counts.
    [ -x /root/krylov ] && t sh -c "LD_LIBRARY_PATH=/root/kokkos/lib:$LD_LIBRARY_PATH timeout 120 /root/krylov > $J/krylov.txt 2>&1"
    # 3. The half ladder at 4096³/8192³ (every rung, cuBLAS beside it); the public suite, batched
    #    and the sweep (FP32, FP64, then the half types), auto against cuBLAS.
    t sh -c "$H --json $J/half_bench-1.json > $J/half_bench-1.txt 2>&1"
    t sh -c "timeout 200 $G --variants auto,cublas --json $J/suite.json > $J/suite.txt 2>&1"
    t sh -c "timeout 200 $B/bench/tgemm-batched-bench --json $J/batched.json > $J/batched.txt 2>&1"
    for dt in f32 f64; do
      t sh -c "$G --shapes bench/sweep.csv --filter $dt --variants auto,cublas --json $J/sweep-$dt-1.json > $J/sweep-$dt-1.txt 2>&1"
    done
    for T2 in f16 f16f32 bf16 bf16f32 tf32; do
      t sh -c "$H --shapes bench/sweep.csv --types $T2 --variants auto,cublas --json $J/sweep-$T2.json > $J/sweep-$T2.txt 2>&1"
    done
    # 4. compute-sanitizer over the half tests whose tiles lie inside C and on its edges, with
    #    beta 0 and not, C of either layout (both tensor-core rungs' epilogues).
    for tool in memcheck racecheck synccheck; do
      t sh -c "timeout 120 compute-sanitizer --tool $tool $T --gtest_filter='HalfGemm.WideTiles:HalfGemm.ManyTilesAndSlabs' --gtest_brief=1 > $J/san-$tool.txt 2>&1"
    done
    # 5. Nsight Compute over the FP64 cases furthest below cuBLAS (our kernels and cuBLAS's in
    #    one process): the Krylov product, the two sweep shapes under 70 %, batched 256³ TT.
    export PATH=/usr/local/cuda/bin:$PATH
    sec="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis"
    for s in 64x64x1000000:TN:double 144x14x139696:TN:double 2047x256x256:NN:double; do
      t sh -c "timeout 150 ncu $sec $G --shapes /dev/null --shape $s --variants auto,cublas --reps 1 --warmup 0 --no-check > $J/ncu-${s%%:*}.txt 2>&1"
    done
    t sh -c "timeout 150 ncu $sec $B/bench/tgemm-batched-bench --shape 1000x256x256x256:TT:double --variants tgemm_batched,cublas --reps 1 --warmup 0 > $J/ncu-batched-256-TT.txt 2>&1"
    # 6. Second rounds, while the lease lasts.
    t sh -c "$H --json $J/half_bench-2.json > $J/half_bench-2.txt 2>&1"
    for dt in f32 f64; do
      t sh -c "$G --shapes bench/sweep.csv --filter $dt --variants auto,cublas --json $J/sweep-$dt-2.json > $J/sweep-$dt-2.txt 2>&1"
    done
    echo done >> $J/info.txt ;;
esac
