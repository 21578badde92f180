#!/bin/bash
# On the device: harness/bh4.cu (carried as .deps/bh4.xz): FP32 1000 x 256³, four transposes,
# variations of the serpentine row in turn with cuBLAS, five runs; compute-sanitizer memcheck
# and racecheck over kernels 1-3 at 3 x 67³, 3 x 130³ and 3 x 132³, four transposes.
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info6.txt
xz -dc .deps/bh4.xz > /root/bh4 && chmod +x /root/bh4
for r in 1 2 3 4 5; do timeout 60 /root/bh4 --dt float --sizes 256 > /root/bh4-$r.txt 2>&1; echo "run $r rc $?" >> $OUT/info6.txt; done
for r in 1 2 3 4 5; do echo "=== run $r"; cat /root/bh4-$r.txt; done > $OUT/bh4-runs.txt
for tool in memcheck racecheck; do
  timeout 100 compute-sanitizer --tool $tool --error-exitcode 9 /root/bh4 --dt float --sizes 67,130,132 --nb 3 --reps0 --only 1,2,3 > $OUT/san6-$tool.txt 2>&1
  echo "$tool rc $?" >> $OUT/info6.txt
done
