#!/bin/bash
# On the device: the library of this checkout (../lib-build.sh: tgemm-bench), then with the
# committed table and with it plus added-rows.csv (model rows for the candidates the committed
# FP64 model lacks), alternated twice: the FP64 sweep (auto against cuBLAS in turn), and auto
# against cuBLAS DGEMM at cubes no measured row lies near (2560 to 7168, NN and TN).
# One tar back ($OUT/r8.tar.xz).
#   run8.sh COMMIT
set -u
J=/root/job8; COMMIT=$1
rm -rf $J; mkdir -p $J
trap 'tar -C $J -cJf $OUT/r8.tar.xz .' EXIT
TARGETS=tgemm-bench source bench/results/lib-build.sh || exit 1
P=$B/bench/tgemm-bench
D=bench/results/h200-2026-12-04d-orientation-model
sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
cat $J/committed.csv $D/added-rows.csv > $J/table-new.csv
X=""
for n in 2560 3072 3584 5120 6144 7168; do for op in NN TN; do X="$X --shape ${n}x${n}x${n}:$op:double"; done; done
for r in 1 2; do
  t sh -c "timeout 60 $P --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-old-$r.json > $J/sweep-f64-old-$r.txt 2>&1"
  t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv timeout 60 $P --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-new-$r.json > $J/sweep-f64-new-$r.txt 2>&1"
  t sh -c "timeout 60 $P $X --variants auto,cublas --json $J/cubes-old-$r.json > $J/cubes-old-$r.txt 2>&1"
  t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv timeout 60 $P $X --variants auto,cublas --json $J/cubes-new-$r.json > $J/cubes-new-$r.txt 2>&1"
done
