#!/bin/bash
# On the device (one call, carry [".deps/xp", ".deps/bin"]): t28 (built here, .deps/xp/t28),
# ROUNDS rounds (default 4) -> $OUT/t28.txt; compute-sanitizer's memcheck, racecheck and
# synccheck over its checks at 1088^3 -> $OUT/san-*.txt; then, where .deps/bin is carried,
# ../h100-2026-12-06-fp64-cubes/run3.sh (auto with and without the 4096^3 TN row) -> $OUT/r3.tar.xz.
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
s=$(date +%s)
timeout 240 .deps/xp/t28 ${1:-4} > $OUT/t28.txt 2>&1
echo "t28 rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
# The bulk path beside edge tiles' cp.async copies (1088: N's last tile is half a tile).
for tool in memcheck racecheck synccheck; do
  s=$(date +%s)
  T28_CHECK_ONLY=1 timeout 90 /usr/local/cuda/bin/compute-sanitizer --tool $tool .deps/xp/t28 1 1088 > $OUT/san-$tool.txt 2>&1
  echo "sanitizer $tool rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
done
[ -f .deps/bin/bins.tar.xz ] && bash bench/results/h100-2026-12-06-fp64-cubes/run3.sh ${2:-4}
true
