#!/bin/bash
# On the device: harness/t6 (built on the development machine, carried xz-compressed as
# .deps/t6.xz) three times. One tar back ($OUT/r1.tar.xz).
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
J=/root/job1
rm -rf $J; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; return $rc; }
trap 'tar -C $J -cJf $OUT/r1.tar.xz .' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
xz -dc .deps/t6.xz > /root/t6 && chmod +x /root/t6
for r in 1 2 3; do t sh -c "timeout 150 /root/t6 > $J/t6-$r.txt 2>&1"; done
