#!/bin/bash
# On the device: the harness before (bh8, the tree at 1296c7c) and after interleaving the
# K-major slab beside a column slab (bh8new, rows 32 bytes apart), alternated three rounds at
# FP64 1000 x 128³ and 256³, then Nsight Compute's full set on kernel 1 at 256³ NN and TT.
set -u
export PATH=/usr/local/cuda/bin:$PATH
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
for r in 1 2 3; do
  for h in bh8 bh8new; do timeout 100 .deps/exp/$h --dt double --sizes 128,256 > $OUT/$h-$r.txt 2>&1; done
done
K="--kernel-name-base demangled -k regex:BatchGrid -c 1 --clock-control none"
for c in "NN 1" "TT 1" "NN 2"; do set -- $c
  timeout 150 ncu $K --set full .deps/exp/bh8new --dt double --sizes 256 --tr $1 --only $2 --reps0 > $OUT/ncu-new-256-$1-$2.txt 2>&1
done
