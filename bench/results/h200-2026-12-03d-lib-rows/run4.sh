#!/bin/bash
# On the device: harness/bh3.cu (built on the development machine with
# ../h200-2026-11-28-staged-stores/mk.sh, carried as .deps/bh3.xz): FP32 1000 x 256³, four
# transposes, variations of candidate 7 in turn with cuBLAS, five runs.
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info4.txt
xz -dc .deps/bh3.xz > /root/bh3 && chmod +x /root/bh3
for r in 1 2 3 4 5; do timeout 60 /root/bh3 --dt float --sizes 256 > $OUT/bh3-$r.txt 2>&1; echo "run $r rc $?" >> $OUT/info4.txt; done
