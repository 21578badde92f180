#!/bin/bash
# Device job: Nsight Compute over the FP64 cases still below #30's bars, the library's kernels
# and cuBLAS's in one process each, with the binaries of ../h200-2026-12-01-deep-slab-rows
# (carried in .deps/bin; their candidates are this tree's):
# - batched 1000 x 128^3, LayoutRight NN and TN (78 % and 91 % of cuBLAS strided batched);
# - 144 x 14 x 139696 TN (validation shape, 67 %): the 8-deep and 16-deep 32 x 32 split-K tiles.
# Writes into $OUT.
set -u
B=/root/bin; mkdir -p $B
xz -dc .deps/bin/bins.tar.xz | tar -C $B -xf -; chmod +x $B/*
export PATH=/usr/local/cuda/bin:$PATH TGEMM_TUNING_FILE=/root/table.csv
sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $TGEMM_TUNING_FILE
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
sec="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis"
ours='BatchGrid|TileGrid|split_k_reduce'
theirs='xmma|nvjet|gemm_f64|dgemm|Dgemm|cutlass|gemmSN|gemmk'
for tr in NN TN; do
  timeout 150 ncu --kernel-name-base demangled -k "regex:$ours|$theirs" $sec \
    $B/tgemm-batched-bench --shape 1000x128x128x128:$tr:double --variants tgemm_batched,cublas \
    --reps 1 --warmup 0 > $OUT/ncu-batched-128-$tr.txt 2>&1
done
timeout 200 ncu --kernel-name-base demangled -k "regex:$ours|$theirs" $sec \
  $B/tgemm-tune --kernel 32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4 --kernel 32x32x16,TM4,TN4,WM1,B4,S3 \
  --shape 144x14x139696:TN:double --ops TN --reps 1 --warmup 0 --no-model --out /dev/null \
  > $OUT/ncu-144x14x139696.txt 2>&1
timeout 60 $B/tgemm-bench --shapes /dev/null --shape 144x14x139696:TN:double --variants auto,cublas \
  > $OUT/bench-144x14x139696.txt 2>&1
for f in $OUT/ncu-*.txt; do xz -9 $f; done
ls -la $OUT
