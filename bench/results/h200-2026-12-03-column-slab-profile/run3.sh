#!/bin/bash
# On the device: bh9 (harness/bh.cu with kernels 4 and 5 and --swap, the tree with
# interleaved K-major slabs) three rounds at FP64 1000 x 128³ and 256³, each kernel on the
# product as given and on C^T = op(B)^T op(A)^T.
set -u
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
for r in 1 2 3; do timeout 150 .deps/exp/bh9 --dt double --sizes 128,256 --swap > $OUT/bh9-$r.txt 2>&1; done
