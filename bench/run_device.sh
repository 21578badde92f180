#!/usr/bin/env bash
# Runs a CUDA build of team-gemm on the GPU machine: the test suite, compute-sanitizer on the
# team variants at a ragged shape, and the benchmark over the shape suite. Logs and results
# go to OUT (default ./device-out).
#
#   bench/run_device.sh BUILD_DIR [tgemm-bench options]
#   (BUILD_DIR holds tests/tgemm-tests, bench/tgemm-bench, bench/tgemm-tune and
#   bench/tgemm-peak; steps are chosen with TGEMM_DEVICE_STEPS, default "info tests sanitize
#   tune bench"; also "build" (configures and builds BUILD_DIR against the Kokkos in
#   Kokkos_ROOT, GoogleTest from GTEST_ROOT), "sanitize-picks", "peak", "ncu" and "dist" (the
#   dist tests and tgemm-dist-bench over every GPU of the node, one Open MPI rank a GPU))
set -uo pipefail
build=$1; shift
out=${OUT:-$PWD/device-out}
mkdir -p "$out"
export LD_LIBRARY_PATH=/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
steps=${TGEMM_DEVICE_STEPS:-info tests sanitize tune bench}

for step in $steps; do
  case $step in
    build)
      TIMEFORMAT="build: %R s wall, %U s user, %S s system"
      # a candidate chunk is one compiler process of minutes: as many chunks as cores
      { cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT="$Kokkos_ROOT" ${GTEST_ROOT:+-DGTEST_ROOT=$GTEST_ROOT} \
          -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON -DTGEMM_LIB_CHUNKS="$(nproc)" &&
          time cmake --build "$build" -j "$(nproc)"; } >"$out/build.log" 2>&1
      echo "build: exit $? ($(grep -E '^build: ' "$out/build.log"))" ;;
    info)
      { nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv
        nvidia-smi -q | grep -iE "persistence|clocks throttle|power limit" | head -5
        # registers and stack frame of every kernel (ptxas' report, read off the binary). On
        # sm_90 register spills land in the stack frame, so STACK > 0 here means spills (ptxas -v
        # reports them as spill stores); LOCAL stays 0.
        echo "--- cuobjdump --dump-resource-usage (team-gemm kernels: registers; STACK > 0 = spills)"
        for bin in "$build/libteamgemm.a" "$build/bench/tgemm-bench"; do
          cuobjdump --dump-resource-usage "$bin" | grep -E "Function|REG" |
            paste - - | sed -E 's/^.*Function ([^ :]*):?.*REG:([0-9]+) STACK:([0-9]+) SHARED:([0-9]+) LOCAL:([0-9]+).*$/REG=\2,STACK=\3,LOCAL=\5 \1/' |
            while read -r usage fn; do echo "$usage $(echo "$fn" | c++filt | sed -nE 's/.*ParallelFor<(tgemm::[^ ]*.*), Kokkos::(Team|Range)Policy.*/\1/p' | head -1 | cut -c1-300)"; done
        done | grep "tgemm::" | sort -u; } 2>&1 | tee "$out/device.txt" ;;
    tests)
      # GoogleTest shards in parallel: the host reference, not the GPU, is the slow part.
      shards=${TGEMM_TEST_SHARDS:-8}
      for i in $(seq 0 $((shards - 1))); do
        GTEST_TOTAL_SHARDS=$shards GTEST_SHARD_INDEX=$i "$build/tests/tgemm-tests" --gtest_brief=1 \
          >"$out/tests-shard$i.log" 2>&1 &
      done
      failed=0
      for job in $(jobs -p); do wait "$job" || failed=1; done
      cat "$out"/tests-shard*.log >"$out/tests.log" && rm -f "$out"/tests-shard*.log
      echo "tests: $([ $failed = 0 ] && echo all shards passed || echo FAILURES) ($(grep -hE '^\[  (PASSED|FAILED)' "$out/tests.log" | sort | uniq -c | tr -s ' ' | tr '\n' ';'))" ;;
    sanitize)
      # Every team variant at a ragged shape (no tile edge lines up), and at a shape whose
      # operands allow 16-byte access (rungs 10 and 11 run their layout-specialized kernels
      # there, with interior tiles, edge tiles and a partial last slab; rung 11's copies
      # zero-fill the units outside the operands and must read none of them), float and double, one process
      # per tool and shape; all output in one log.
      variants=${TGEMM_SANITIZE_VARIANTS:-$("$build/bench/tgemm-bench" --list | awk '/^team_/ {printf "%s%s", sep, $1; sep=","}')}
      : >"$out/sanitizer.log"
      for tool in memcheck racecheck synccheck; do
        for shape in 67x45x37:NN:float 67x45x37:TT:double 260x132x36:NN:float 260x132x36:TT:double; do
          echo "=== compute-sanitizer --tool $tool, $shape, $variants" >>"$out/sanitizer.log"
          compute-sanitizer --tool $tool --error-exitcode 9 "$build/bench/tgemm-bench" \
            --variants "$variants" --shape $shape --reps 1 --warmup 0 >>"$out/sanitizer.log" 2>&1
          rc=$?
          echo "compute-sanitizer $tool $shape: exit $rc ($(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/sanitizer.log" | tail -1))" | tee -a "$out/sanitizer.log"
        done
      done ;;
    sanitize-picks)
      # The committed table's picks (src/tgemm/tuning/sm_90.hpp) at ragged shapes in all four
      # transposes, and at a shape whose stream-K schedule shares out tiles, under each tool;
      # the six runs share the GPU.
      mapfile -t picks < <(sed -nE 's/^sm_90,[a-z]+,[0-9]+,[0-9]+,[0-9]+,"([^"]+)".*/\1/p' src/tgemm/tuning/sm_90.hpp | sort -u)
      args=(); for k in "${picks[@]}"; do args+=(--kernel "$k"); done
      for tool in memcheck racecheck synccheck; do
        for dtype in float double; do
          ( compute-sanitizer --tool $tool --error-exitcode 9 "$build/bench/tgemm-tune" "${args[@]}" --reps 1 --warmup 0 \
              --shape 67x45x37:NN:$dtype --shape 260x132x36:NN:$dtype --shape 2100x2100x72:NN:$dtype \
              --ops NN,TN,NT,TT --out /dev/null >"$out/sanitize-$tool-$dtype.log" 2>&1
            echo "compute-sanitizer $tool $dtype picks: exit $? ($(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/sanitize-$tool-$dtype.log" | tail -1); $(grep -c ' ok ' "$out/sanitize-$tool-$dtype.log") runs ok, $(grep -cE 'WRONG|cannot run' "$out/sanitize-$tool-$dtype.log") not)" ) &
        done
      done
      wait ;;
    tune)
      # The tuning table for this device, used by the bench run after it (variant auto).
      "$build/bench/tgemm-tune" --shapes bench/tune_shapes.csv --out "$out/tuning.csv" \
        --all "$out/tuning-all.csv" --header "$out/tuning.hpp" >"$out/tune.log" 2>&1
      rc=$?
      echo "tune: exit $rc ($(grep -sc '^sm_' "$out/tuning.csv") table rows)"
      [ $rc = 0 ] && export TGEMM_TUNING_FILE="$out/tuning.csv" ;;
    ncu)
      # Nsight Compute: global traffic of team_global vs team_scratch (the scratch
      # comparison), and where the tuned kernel's warps stall.
      ncu --metrics dram__bytes_read.sum,lts__t_bytes.sum,l1tex__t_bytes_pipe_lsu_mem_global_op_ld.sum,sm__throughput.avg.pct_of_peak_sustained_elapsed,gpu__time_duration.sum \
        --kernel-name-base demangled -k regex:'TeamGlobal|TeamScratch' --launch-count 4 "$build/bench/tgemm-bench" \
        --shape 2048x2048x2048:NN:float --variants team_global,team_scratch --reps 1 --warmup 0 --no-check \
        >"$out/ncu.txt" 2>&1
      ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
        --section SchedulerStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis \
        --kernel-name-base demangled -k regex:'TeamMultistage|TeamSpecialized|TeamWarpTile' --launch-count 1 "$build/bench/tgemm-bench" \
        --shape 4096x4096x4096:NN:float --variants auto --reps 1 --warmup 0 --no-check >>"$out/ncu.txt" 2>&1
      echo "ncu: exit $? ($(grep -c 'dram__bytes_read.sum' "$out/ncu.txt") metric rows)" ;;
    peak)
      # The FMA rate a plain Kokkos kernel sustains (FP32, FP64): the ceiling under load.
      "$build/bench/tgemm-peak" | tee "$out/peak.csv"
      echo "peak: exit ${PIPESTATUS[0]}" ;;
    dist)
      # tgemm::dist over NCCL on every GPU here: the dist tests, then TGEMM_DIST_SIZE^3 (default
      # 32768) on the most square grid, each row against every GPU's share alone (--local).
      ngpu=$(nvidia-smi -L | wc -l)
      mpi=(mpirun -np "$ngpu" --oversubscribe -x KOKKOS_MAP_DEVICE_ID_BY=mpi_rank -x NCCL_NVLS_ENABLE=0)
      [ "$(id -u)" = 0 ] && mpi+=(--allow-run-as-root)
      "${mpi[@]}" "$build/tests/tgemm-dist-tests" --gtest_brief=1 >"$out/dist-tests.log" 2>&1
      echo "dist tests on $ngpu GPUs: exit $? ($(grep -E '\[  (PASSED|FAILED)' "$out/dist-tests.log" | head -1))"
      size=${TGEMM_DIST_SIZE:-32768}
      for row in "--type double" "--type float" "--type double --trans TN" "--type double --trans TT"; do
        # shellcheck disable=SC2086  # the row is a list of options
        "${mpi[@]}" "$build/bench/tgemm-dist-bench" --m "$size" --n "$size" --k "$size" --mb 1024 --nb 1024 \
          --local --reps 3 --transport nccl $row 2>&1 | tee -a "$out/dist.txt" | tail -1
      done ;;
    bench)
      "$build/bench/tgemm-bench" --json "$out/results.json" --csv "$out/results.csv" "$@" \
        2>"$out/bench-progress.log" | tee "$out/bench.txt"
      echo "bench: exit ${PIPESTATUS[0]}" ;;
  esac
done
