#!/bin/bash
# On the device: harness/bh3.cu again (carried as .deps/bh3.xz, med() guarded for --reps0):
# compute-sanitizer memcheck and racecheck over kernel 3 (the serpentine tile, batched
# candidate 21 for float) at 3 x 67³, 3 x 130³ (units copied by element) and 3 x 132³ (16-byte
# copies, edge tiles), four transposes, each result checked against cuBLAS; then kernels 0, 3
# and 4 at 1000 x 256³ in turn with cuBLAS, three runs.
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info5.txt
xz -dc .deps/bh3.xz > /root/bh3 && chmod +x /root/bh3
for tool in memcheck racecheck; do
  timeout 150 compute-sanitizer --tool $tool --error-exitcode 9 /root/bh3 --dt float --sizes 67,130,132 --nb 3 --reps0 --only 3 > $OUT/san-$tool.txt 2>&1
  echo "$tool rc $?" >> $OUT/info5.txt
done
for r in 1 2 3; do timeout 60 /root/bh3 --dt float --sizes 256 --only 0,3,4 > $OUT/bh3-only-$r.txt 2>&1; echo "run $r rc $?" >> $OUT/info5.txt; done
