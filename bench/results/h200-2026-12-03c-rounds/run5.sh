#!/bin/bash
# On the device: ../h200-2026-12-03b-batched-lib/harness/bh.cu built twice from a working copy,
# as the tree is (bh-base) and with TGEMM_EXP_A_SCALAR (harness/a-scalar.diff: an A column
# slab's values loaded one double at a time, into the registers their fragments take); their
# SASS instruction counts (harness/sass_count.py), then kernels 1 and 3 (candidates 22 and 21)
# at FP64 1000 x 128³ and 256³, four transposes, the two binaries alternated two rounds.
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:$PWD/.deps/kokkos-cuda/lib:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
O=/root/o5; rm -rf $O; mkdir -p $O
for b in base exp; do
  xz -dc .deps/bh-$b.xz > /root/bh-$b && chmod +x /root/bh-$b
  cuobjdump -sass /root/bh-$b | python3 bench/results/h200-2026-12-03c-rounds/harness/sass_count.py > $O/sass-$b.tsv 2>&1
done
for r in 1 2; do for b in base exp; do
  timeout 60 /root/bh-$b --dt double --sizes 128,256 --only 1,3 > $O/bh-$b-$r.txt 2>&1
done; done
tar -C $O -cJf $OUT/o5.tar.xz .
