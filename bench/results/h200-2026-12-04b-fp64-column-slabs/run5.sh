#!/bin/bash
# On the device: harness t21 or t22 (harness/t21.cu, t22 with -DPACK_IN_REGISTERS: the packing
# kernel beside the product; carried as .deps/NAME.xz). run5.sh t21: twice, 90 s each at most
# (-> out7/); run5.sh NAME REPS [x]: once. One tar back ($OUT/r5-NAME.tar.xz).
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
B=${1:-t21}; J=/root/job5-$B
rm -rf $J; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; return $rc; }
trap 'tar -C $J -cJf $OUT/r5-$B.tar.xz .' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
xz -dc .deps/$B.xz > /root/$B && chmod +x /root/$B
if [ $# -le 1 ]; then
  for r in 1 2; do t sh -c "timeout 90 /root/$B > $J/$B-$r.txt 2>&1"; done
else
  t sh -c "timeout 75 /root/$B ${2:-2} ${3:-} > $J/$B.txt 2>&1"
fi
