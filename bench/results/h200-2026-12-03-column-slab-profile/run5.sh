#!/bin/bash
# On the device: bh11 (harness/bh.cu -DWIDE) three rounds at FP64 1000 x 256³, each kernel on
# the product as given and on C^T (--swap).
set -u
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
for r in 1 2 3; do timeout 100 .deps/exp/bh11 --dt double --sizes 256 --swap > $OUT/bh11-$r.txt 2>&1; done
