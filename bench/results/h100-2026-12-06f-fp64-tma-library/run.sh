#!/bin/bash
# On the device (one call, carry [".deps/xp"]): t32 (built here, .deps/xp/t32): its checks at
# 1000^3 (NN's M off a multiple of 16: the fallback; TN's tiles ragged), 1088^3 and 4096^3,
# compute-sanitizer memcheck and synccheck over the 1000^3 and 1088^3 checks, then ROUNDS rounds
# (default 3) at 4096^3 and 8192^3 in turn -> $OUT/.
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
s=$(date +%s)
T32_CHECK_ONLY=1 timeout 60 .deps/xp/t32 1 1000 1088 4096 > $OUT/checks.txt 2>&1
echo "checks rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
for tool in memcheck synccheck; do
  s=$(date +%s)
  T32_CHECK_ONLY=1 timeout 90 compute-sanitizer --tool $tool .deps/xp/t32 1 1000 1088 > $OUT/$tool.txt 2>&1
  echo "$tool rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
done
s=$(date +%s)
timeout 300 .deps/xp/t32 ${1:-3} > $OUT/t32.txt 2>&1
echo "t32 rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
