#!/usr/bin/env bash
# Runs a CUDA build of team-gemm on the GPU machine: the test suite, compute-sanitizer on the
# team variants at a ragged shape, and the benchmark over the shape suite. Logs and results
# go to OUT (default ./device-out).
#
#   bench/run_device.sh BUILD_DIR [tgemm-bench options]
#   (BUILD_DIR holds tests/tgemm-tests and bench/tgemm-bench)
set -uo pipefail
build=$1; shift
out=${OUT:-$PWD/device-out}
mkdir -p "$out"
export LD_LIBRARY_PATH=/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
steps=${TGEMM_DEVICE_STEPS:-info tests sanitize bench}

for step in $steps; do
  case $step in
    info)
      { nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv
        nvidia-smi -q | grep -iE "persistence|clocks throttle|power limit" | head -5; } \
        2>&1 | tee "$out/device.txt" ;;
    tests)
      "$build/tests/tgemm-tests" --gtest_brief=1 >"$out/tests.log" 2>&1
      echo "tests: exit $? ($(grep -E '^\[  (PASSED|FAILED)' "$out/tests.log" | tr '\n' ' '))" ;;
    sanitize)
      # Team variants at a ragged shape (no tile edge lines up), float and double.
      for tool in memcheck racecheck synccheck; do
        compute-sanitizer --tool $tool --error-exitcode 9 "$build/bench/tgemm-bench" \
          --variants team_global,team_scratch ${TGEMM_SANITIZE_VARIANTS:+--variants $TGEMM_SANITIZE_VARIANTS} \
          --shape 67x45x37:NN:float --shape 67x45x37:TT:double \
          --reps 1 --warmup 0 >"$out/sanitizer-$tool.log" 2>&1
        echo "compute-sanitizer $tool: exit $? ($(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/sanitizer-$tool.log" | tail -1))"
      done ;;
    bench)
      "$build/bench/tgemm-bench" --json "$out/results.json" --csv "$out/results.csv" "$@" \
        2>"$out/bench-progress.log" | tee "$out/bench.txt"
      echo "bench: exit ${PIPESTATUS[0]}" ;;
  esac
done
