#!/bin/bash
# On the device: harness/bh2 (FP32 candidates 20, 7 and 11 in turn with cuBLAS) at 1000 x 256³,
# four transposes, five runs.
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$PWD/.deps/kokkos-cuda/lib:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
xz -dc .deps/bh2.xz > /root/bh2 && chmod +x /root/bh2
for r in 1 2 3 4 5; do timeout 60 /root/bh2 --dt float --sizes 256 > $OUT/bh2-$r.txt 2>&1; echo "run $r rc $?" >> $OUT/info.txt; done
