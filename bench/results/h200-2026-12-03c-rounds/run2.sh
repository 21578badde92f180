#!/bin/bash
# On the device: harness/tiles6 (the packed 64 x 128 x 16 split-K pick against the same tiles
# reading the operands in place), FP64 4096³ and 8192³ NN and TN with cuBLAS in turn, three
# runs of the binary (each two rounds of the shapes).
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$PWD/.deps/kokkos-cuda/lib:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
xz -dc .deps/tiles6.xz > /root/tiles6 && chmod +x /root/tiles6
for r in 1 2 3; do timeout 150 /root/tiles6 > $OUT/tiles6-$r.txt 2>&1; echo "run $r rc $?" >> $OUT/info.txt; done
