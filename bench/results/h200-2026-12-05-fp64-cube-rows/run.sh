#!/bin/bash
# On the device (one call, carry [".deps/kokkos-cuda"]): this checkout's tgemm-bench
# (../lib-build.sh), then auto against cuBLAS at FP64 cubes, every transpose: the cubes of the
# rows (2304 to 7168, 256 apart) and cubes between them that no row was measured at, with this
# tree's table (new: the cube rows, the nearest row within 10 %) and the table of the commit
# before them (old: table-old.csv, the rows of its sm_90.hpp, through TGEMM_TUNING_FILE),
# alternated, two rounds while the call's time lasts. One tar back ($OUT/r.tar.xz).
#   run.sh COMMIT
set -u
COMMIT=$1
J=/root/job; rm -rf $J; mkdir -p $J
trap 'tar -C $J -cJf $OUT/r.tar.xz .' EXIT
S=$(date +%s)
TARGETS="tgemm-bench" source bench/results/lib-build.sh || exit 1
P=$B/bench/tgemm-bench
D=bench/results/h200-2026-12-05-fp64-cube-rows
cp $D/table-old.csv $J/table-old.csv
X=""
for n in 2304 2400 2560 2700 2816 2950 3072 3200 3328 3450 3584 3840 4350 4608 4860 5120 5380 \
         5632 5890 6144 6400 6656 6910 7168 7680; do
  for op in NN TN NT TT; do X="$X --shape ${n}x${n}x${n}:$op:double"; done
done
for r in 1 2; do
  for tab in new old; do
    [ $(( $(date +%s) - S )) -lt 480 ] || { echo "stopped before $tab-$r: time" >> $J/info.txt; exit 0; }
    env=""; [ $tab = old ] && env="TGEMM_TUNING_FILE=$J/table-old.csv"
    t sh -c "$env timeout 100 $P $X --variants auto,cublas --json $J/cubes-$tab-$r.json > $J/cubes-$tab-$r.txt 2>&1"
  done
done
