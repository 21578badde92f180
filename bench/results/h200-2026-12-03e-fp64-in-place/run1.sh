#!/bin/bash
# On the device: a harness (harness/t6 or t7, built on the development machine, carried
# xz-compressed as .deps/NAME.xz) three times. One tar back ($OUT/r1.tar.xz).
#   run1.sh [NAME]   (t6 by default)
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
J=/root/job1; B=${1:-t6}
rm -rf $J; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; return $rc; }
trap 'tar -C $J -cJf $OUT/r1.tar.xz .' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
xz -dc .deps/$B.xz > /root/$B && chmod +x /root/$B
for r in 1 2 3; do t sh -c "timeout 150 /root/$B > $J/$B-$r.txt 2>&1"; done
