#!/bin/bash
# On the device (one call, carry [".deps/xp"]): t26, built on the development machine
# (t26.cu says how) and carried as .deps/xp/t26, four rounds; the GPU's name, driver, clocks
# and power limit first. Output in $OUT (t26.txt, info.txt).
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
s=$(date +%s)
timeout 400 .deps/xp/t26 ${1:-4} > $OUT/t26.txt 2>&1
echo "t26 rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
