#!/bin/bash
# On the device: bh12, bh12ta and bh12m8 (harness/bh.cu, see there) alternated, three rounds,
# FP64 1000 x 128³ and 256³, four transposes.
set -u
O=/root/o4; rm -rf $O; mkdir -p $O /root/x; tar -C /root/x -xJf .deps/exp12.tar.xz
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
for r in 1 2 3; do for b in bh12 bh12ta bh12m8; do
  timeout 60 /root/x/$b --dt double --sizes 128,256 > $O/$b-$r.txt 2>&1
done; done
tar -C $O -cf $OUT/h.tar .
