#!/bin/bash
# On the device: the library of this checkout (../lib-build.sh: tgemm-bench and tgemm-tune),
# then twice: tgemm-tune timing the large FP64 tile's three candidates (packed with split K,
# packed with stream K, in place with A's column slabs one double a load) in turn at five cubes,
# NN and TN, and tgemm-bench's auto against cuBLAS DGEMM in turn at the same shapes.
# One tar back ($OUT/r6.tar.xz).
#   run6.sh COMMIT [RUNS] (RUNS: which, default "1 2"; the build is incremental on a warm machine)
set -u
J=/root/job6; COMMIT=$1
mkdir -p $J
trap 'tar -C $J -cJf $OUT/r6.tar.xz .' EXIT
TARGETS="tgemm-bench tgemm-tune" source bench/results/lib-build.sh || exit 1
TUNE=$B/bench/tgemm-tune; P=$B/bench/tgemm-bench
S=""; X=""
for n in 2048 3072 4096 6144 8192; do
  S="$S --shape ${n}x${n}x${n}:double"
  X="$X --shape ${n}x${n}x${n}:NN:double --shape ${n}x${n}x${n}:TN:double"
done
for r in ${2:-1 2}; do
  t sh -c "timeout 150 $TUNE $S --kernel 64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4 --ops NN,TN --reps 20 --no-model --out $J/tune-$r.csv --all $J/tune-all-$r.csv > $J/tune-$r.txt 2>&1"
  t sh -c "timeout 100 $P $X --variants auto,cublas --json $J/turn-$r.json > $J/turn-$r.txt 2>&1"
done
