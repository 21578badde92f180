#!/bin/bash
# On the device: the previous folder's harness bh10 (rows' kernels) head to head at FP64
# 1000 x 256³, kernel 1 (the committed 256³ row) against kernel 3 (candidate 21), four rounds;
# Nsight Compute's full set on kernels 1, 3 and 4 at 256³ NT; then the library built without
# tests and its batched cases timed (../h200-2026-12-03-column-slab-profile/lib.sh, MODE=rows).
set -u
export PATH=/usr/local/cuda/bin:$PATH
X=.deps/exp/bh10
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
for r in 1 2 3 4; do timeout 60 $X --dt double --sizes 256 --only 1,3 > $OUT/h2h-$r.txt 2>&1; done
K="--kernel-name-base demangled -k regex:BatchGrid -c 1 --clock-control none"
for k in 1 3 4; do
  timeout 100 ncu $K --set full $X --dt double --sizes 256 --tr NT --only $k --reps0 > $OUT/ncu-256-NT-$k.txt 2>&1
done
MODE=rows TGEMM_COMMIT=$1 bash bench/results/h200-2026-12-03-column-slab-profile/lib.sh start $2
