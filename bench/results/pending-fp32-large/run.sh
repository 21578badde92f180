#!/bin/bash
# On the device, on a machine that holds the build of
# `../h200-2026-12-04e-along-k-term/run2.sh COMMIT build` (tgemm-bench, tgemm-tune in /root/build):
# the sweep's FP32 shapes above 10^9 m*n*k (README.md). Output in $OUT/fp32-large/.
#   run.sh
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
B=/root/build; P=$B/bench/tgemm-bench; J=$OUT/fp32-large; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-240 >> $J/info.txt; return $rc; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
git rev-parse --short HEAD >> $J/info.txt 2>/dev/null
[ -x $B/bench/tgemm-tune ] || { echo "no build (machine not warm)" >> $J/info.txt; exit 1; }
sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
awk -F, '!/^#/ && $7 == "float" && $2 * $3 * $4 > 1e9 {print $2 "x" $3 "x" $4 ":" $5 $6 ":float"}' \
  bench/sweep.csv > $J/shapes.txt
S=$(sed 's/^/--shape /' $J/shapes.txt | tr '\n' ' ')
# 1. auto against cuBLAS in turn, twice.
for r in 1 2; do
  t sh -c "timeout 90 $P $S --variants auto,cublas --json $J/bench-$r.json > $J/bench-$r.txt 2>&1"
done
# 2. Every FP32 candidate at each shape in its own transposes: is any faster than auto's pick?
i=0
while read -r spec; do
  i=$((i + 1)); op=$(echo "$spec" | cut -d: -f2)
  t sh -c "timeout 60 $B/bench/tgemm-tune --shape $spec --ops $op --reps 10 --no-model \
    --out /dev/null --all $J/tune-$i.csv > $J/tune-$i.txt 2>&1"
done < $J/shapes.txt
# 3. Nsight Compute over auto's kernels and cuBLAS's at each shape: cuBLAS's kernel (its tile
#    and stages in the name), grid, block, registers, occupancy, and where the warps wait.
sec="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section SchedulerStats"
i=0
while read -r spec; do
  i=$((i + 1))
  t sh -c "timeout 60 ncu --kernel-name-base demangled -k 'regex:tgemm|xmma|cutlass|nvjet|gemm|Gemm' $sec \
    $P --shape $spec --variants auto,cublas --reps 1 --warmup 0 --no-check > $J/ncu-$i.txt 2>&1"
done < $J/shapes.txt
xz -9 $J/ncu-*.txt
