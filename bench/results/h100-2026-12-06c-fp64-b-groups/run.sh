#!/bin/bash
# On the device (one call, carry [".deps/xp"]): t29 (built here, .deps/xp/t29), ROUNDS rounds
# (default 4) -> $OUT/t29.txt; the SASS of its in-place kernels' spills (where the STL/LDL sit
# against the DMMAs) -> $OUT/spills.txt.
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
s=$(date +%s)
timeout 200 .deps/xp/t29 ${1:-4} > $OUT/t29.txt 2>&1
echo "t29 rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
cuobjdump -sass .deps/xp/t29 > /root/t29.sass 2>&1
python3 bench/results/h100-2026-12-06c-fp64-b-groups/spills.py /root/t29.sass > $OUT/spills.txt 2>&1
true
