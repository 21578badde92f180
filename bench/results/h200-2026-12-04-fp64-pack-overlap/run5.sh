#!/bin/bash
# On the device: the library of this checkout (../lib-build.sh); auto against cuBLAS DGEMM at
# 4096^3 and 8192^3 NN and TN, timed in turn (the bench's default) twice, then in sequence
# (--order sequential: each variant's runs back to back, 250 runs at 4096^3, 120 at 8192^3:
# seconds of sustained load, as a science code's DGEMMs run) twice, nvidia-smi sampling the
# SM clock and power meanwhile. One tar back ($OUT/r5.tar.xz).
#   run5.sh COMMIT
set -u
J=/root/job5; COMMIT=$1
rm -rf $J; mkdir -p $J
trap 'tar -C $J -cJf $OUT/r5.tar.xz .' EXIT
source bench/results/lib-build.sh || exit 1
P=$B/bench/tgemm-bench
X4="--shape 4096x4096x4096:NN:double --shape 4096x4096x4096:TN:double"
X8="--shape 8192x8192x8192:NN:double --shape 8192x8192x8192:TN:double"
for r in 1 2; do
  t sh -c "timeout 60 $P $X4 $X8 --variants auto,cublas --json $J/turn-$r.json > $J/turn-$r.txt 2>&1"
done
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw --format=csv,nounits -lms 50 > $J/smi.csv &
S=$!
for r in 1 2; do
  t sh -c "timeout 60 $P $X4 --variants auto,cublas --order sequential --reps 250 --warmup 50 --json $J/seq4-$r.json > $J/seq4-$r.txt 2>&1"
  t sh -c "timeout 90 $P $X8 --variants auto,cublas --order sequential --reps 120 --warmup 20 --json $J/seq8-$r.json > $J/seq8-$r.txt 2>&1"
done
kill $S
