#!/bin/bash
# On the device (one call, carry [".deps/xp"]): t31 (built here, .deps/xp/t31): its checks at
# 1088^3 (N's last tile half a tile) and 4096^3, compute-sanitizer memcheck and synccheck over
# the 1088^3 checks, then ROUNDS rounds (default 4) in turn -> $OUT/.
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
s=$(date +%s)
T31_CHECK_ONLY=1 timeout 60 .deps/xp/t31 1 1088 4096 > $OUT/checks.txt 2>&1
echo "checks rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
for tool in memcheck synccheck; do
  s=$(date +%s)
  T31_CHECK_ONLY=1 timeout 90 compute-sanitizer --tool $tool .deps/xp/t31 1 1088 > $OUT/$tool.txt 2>&1
  echo "$tool rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
done
s=$(date +%s)
timeout 240 .deps/xp/t31 ${1:-4} > $OUT/t31.txt 2>&1
echo "t31 rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
