#!/bin/bash
# The committed batched rows' kernels on this GPU, each (size, scalar) in its own process, two
# rounds; a few FP64 alternatives at 128^3 and 256^3 the same way.
O=/tmp/p8; mkdir -p $O; export LD_LIBRARY_PATH=/usr/local/cuda/lib64
B=/root/bin; mkdir -p $B; [ -x $B/bh_san ] || { xz -dc .deps/p7/bh_san.xz > $B/bh_san; chmod +x $B/bh_san; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $O/info.txt
for r in 1 2; do
  for p in float:16:12 float:32:12 float:64:6 float:128:11 float:256:11 double:16:20 double:32:4 double:64:17 double:128:17 double:256:14; do
    IFS=: read dt s i <<< "$p"; $B/bh_san --dt $dt --sizes $s --only $i >> $O/rows-$r.txt 2>&1
  done
  for p in 128:16 128:19 128:8 256:16 256:19 256:8 256:17; do
    IFS=: read s i <<< "$p"; $B/bh_san --dt double --sizes $s --only $i >> $O/alt-$r.txt 2>&1
  done
done
tar -C $O -cf $OUT/p8.tar .
