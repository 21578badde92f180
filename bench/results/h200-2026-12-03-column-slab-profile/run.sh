#!/bin/bash
# On the device: the harness (.deps/exp/bh8, built from harness/bh.cu with
# ../h200-2026-11-28-staged-stores/mk.sh) timed over FP64 1000 x 128³ and 256³, then Nsight
# Compute (full set, clocks left alone) on one run of each kernel at 256³ NN and TN, and the
# SASS-level source counters of kernels 0 and 1 at 256³ NN.
set -u
export PATH=/usr/local/cuda/bin:$PATH
X=.deps/exp/bh8
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
for r in 1 2; do timeout 100 $X --dt double --sizes 128,256 > $OUT/time-$r.txt 2>&1; done
K="--kernel-name-base demangled -k regex:BatchGrid -c 1 --clock-control none"
for c in "NN 0" "NN 1" "NN 2" "NN 3" "TN 0"; do set -- $c
  timeout 150 ncu $K --set full $X --dt double --sizes 256 --tr $1 --only $2 --reps0 > $OUT/ncu-256-$1-$2.txt 2>&1
done
for c in "NN 0" "NN 1"; do set -- $c
  timeout 150 ncu $K --section SourceCounters --page source --print-source sass --csv $X --dt double --sizes 256 --tr $1 --only $2 --reps0 2>&1 | xz > $OUT/src-256-$1-$2.csv.xz
done
ls -la $OUT >> $OUT/info.txt
