#!/bin/bash
# On the device (one call, carry [".deps/xp"]): t30 (built here, .deps/xp/t30), ROUNDS rounds
# (default 4) -> $OUT/t30.txt.
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
s=$(date +%s)
timeout 200 .deps/xp/t30 ${1:-4} > $OUT/t30.txt 2>&1
echo "t30 rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
