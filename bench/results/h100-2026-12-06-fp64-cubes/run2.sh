#!/bin/bash
# On the device (one call, carry [".deps/xp"]): t26.cu built with -DTGEMM_T27 from the tree
# with t27-tree.diff applied, without (t27b0) and with (t27b1) -DTGEMM_XP_B1=1, one round each,
# alternated, ROUNDS times (default 4). Output in $OUT (t27b0-R.txt, t27b1-R.txt, info.txt).
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
for r in $(seq ${1:-4}); do
  for b in 0 1; do
    s=$(date +%s)
    timeout 120 .deps/xp/t27b$b 1 > $OUT/t27b$b-$r.txt 2>&1
    echo "t27b$b round $r rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
  done
done
