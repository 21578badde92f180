#!/bin/bash
# On the device: bh10 (harness/bh.cu -DROWS, the tree with the new rows) three rounds at FP64
# 1000 x 128³ and 256³: the table's kernels before and after, in turn with cuBLAS; then
# compute-sanitizer memcheck and racecheck over the new rows' kernels (3-5) at 3 x 67³ and
# 3 x 130³ (ragged tiles, unaligned columns), four transposes.
set -u
export PATH=/usr/local/cuda/bin:$PATH
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
for r in 1 2 3; do timeout 100 .deps/exp/bh10 --dt double --sizes 128,256 > $OUT/bh10-$r.txt 2>&1; done
for tool in memcheck racecheck; do
  timeout 120 compute-sanitizer --tool $tool .deps/exp/bh10 --dt double --sizes 67,130 --nb 3 --reps0 --only 3,4,5 > $OUT/san-$tool.txt 2>&1
done
