#!/bin/bash
# On the device, on a machine that holds the build of
# `../h200-2026-12-04e-along-k-term/run2.sh COMMIT build` (tgemm-bench, tgemm-tune in /root/build),
# carrying .deps/xp (t25): the sweep's FP32 shapes above 10^9 m*n*k (README.md). Output in
# $OUT/fp32-large/.
#   [STEPS="0 1 2 3 4"] run.sh   (the steps below to run; the default all, in this order)
set -u
STEPS=" ${STEPS:-0 1 2 3 4} "
on() { [[ $STEPS == *" $1 "* ]]; }
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
B=/root/build; P=$B/bench/tgemm-bench; J=$OUT/fp32-large; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-240 >> $J/info.txt; return $rc; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
git rev-parse --short HEAD >> $J/info.txt 2>/dev/null
# 0. t25 (built on the development machine, README.md; carried in .deps/xp): auto's kernels
#    there and tiles the candidates lack, in turn with cuBLAS, at the 16 shapes and 4096^3.
on 0 && [ -x .deps/xp/t25 ] && t sh -c "timeout 300 .deps/xp/t25 > $J/t25.txt 2>&1"
[ -x $B/bench/tgemm-tune ] || { echo "no build (machine not warm)" >> $J/info.txt; exit 1; }
sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
awk -F, '!/^#/ && $7 == "float" && $2 * $3 * $4 > 1e9 {print $2 "x" $3 "x" $4 ":" $5 $6 ":float"}' \
  bench/sweep.csv > $J/shapes.txt
S=$(sed 's/^/--shape /' $J/shapes.txt | tr '\n' ' ')
# 1. auto against cuBLAS in turn, twice.
on 1 && for r in 1 2; do
  t sh -c "timeout 90 $P $S --variants auto,cublas --json $J/bench-$r.json > $J/bench-$r.txt 2>&1"
done
# 2. Every FP32 candidate at each shape in its own transposes: is any faster than auto's pick?
i=0
on 2 && while read -r spec; do
  i=$((i + 1)); op=$(echo "$spec" | cut -d: -f2)
  t sh -c "timeout 60 $B/bench/tgemm-tune --shape $spec --ops $op --reps 10 --no-model \
    --out /dev/null --all $J/tune-$i.csv > $J/tune-$i.txt 2>&1"
done < $J/shapes.txt
# 3. Time against K at a fixed C, aligned (4096 x 4096) and not (4095 x 4097, K odd), NN and TN:
#    the 256 x 128 x 8 tiles' slope (a slab's time) and intercept (a tile's prologue, epilogue
#    and hand-overs) against cuBLAS's at the same shapes.
X=""; Y=""
for k in 256 512 1024 2048 4096; do
  for op in NN TN; do
    X="$X --shape 4096x4096x$k:$op:float --shape 4095x4097x$((k + 1)):$op:float"
  done
  Y="$Y --shape 4096x4096x$k:NN:float --shape 4095x4097x$((k + 1)):NN:float"
done
on 3 && t sh -c "timeout 90 $P $X --variants auto,cublas --json $J/k-sweep.json > $J/k-sweep.txt 2>&1"
on 3 && t sh -c "timeout 120 $B/bench/tgemm-tune $Y --kernel 256x128x8 --kernel 128x256x8 --reps 10 --no-model \
  --out /dev/null --all $J/k-sweep-tune.csv > $J/k-sweep-tune.txt 2>&1"
# 4. Nsight Compute over auto's kernels and cuBLAS's at each shape: cuBLAS's kernel (its tile
#    and stages in the name), grid, block, registers, occupancy, and where the warps wait.
sec="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section SchedulerStats"
i=0
on 4 && while read -r spec; do
  i=$((i + 1))
  t sh -c "timeout 60 ncu --kernel-name-base demangled -k 'regex:tgemm|xmma|cutlass|nvjet|gemm|Gemm' $sec \
    $P --shape $spec --variants auto,cublas --reps 1 --warmup 0 --no-check > $J/ncu-$i.txt 2>&1"
done < $J/shapes.txt
ls $J/ncu-*.txt >/dev/null 2>&1 && xz -9 $J/ncu-*.txt
