#!/bin/bash
# On the device (one call, carry [".deps/xp"]): t24, built on the development machine
# (README.md) and carried as .deps/xp/t24, at its default sizes; the GPU's name, driver, clocks
# and power limit first. Output in $OUT (t24.txt, info.txt).
#   run.sh
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
git rev-parse --short HEAD >> $OUT/info.txt 2>/dev/null
s=$(date +%s)
timeout 500 .deps/xp/t24 > $OUT/t24.txt 2>&1
echo "t24 rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
