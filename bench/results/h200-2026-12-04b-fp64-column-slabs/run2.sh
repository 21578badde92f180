#!/bin/bash
# On the device: the library of this checkout (../lib-build.sh, tgemm-bench only), auto against
# cuBLAS DGEMM at 4096^3 and 8192^3 NN and TN in turn three times; on the same machine the
# harness t16 in its `pair` mode (the library's kernel called directly, with cuBLAS alone)
# and in full. One tar back ($OUT/r2.tar.xz).
#   run2.sh COMMIT
set -u
J=/root/job2; COMMIT=$1
rm -rf $J; mkdir -p $J
trap 'tar -C $J -cJf $OUT/r2.tar.xz .' EXIT
TARGETS=tgemm-bench source bench/results/lib-build.sh || exit 1
P=$B/bench/tgemm-bench
X="--shape 4096x4096x4096:NN:double --shape 4096x4096x4096:TN:double --shape 8192x8192x8192:NN:double --shape 8192x8192x8192:TN:double"
xz -dc .deps/t16.xz > /root/t16 && chmod +x /root/t16
for r in 1 2 3; do
  t sh -c "timeout 60 $P $X --variants auto,cublas --json $J/turn-$r.json > $J/turn-$r.txt 2>&1"
  t sh -c "timeout 60 /root/t16 pair > $J/pair-$r.txt 2>&1"
done
t sh -c "timeout 100 /root/t16 > $J/t16.txt 2>&1"
