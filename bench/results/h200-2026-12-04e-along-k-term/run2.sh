#!/bin/bash
# On the device (two calls on one machine): the library of this checkout (../lib-build.sh:
# tgemm-bench, tgemm-tune); tgemm-tune over FP64 cubes between and beyond the measured rows
# (2304 to 7168, every transpose) with the 64 x 128 x 16 FP64 tiles (--kernel 64x128x16:
# in place, transposing, A1, packed on split K and on stream K; --no-model: measured rows only);
# then auto against cuBLAS at those cubes with the committed table less its rows at 2560^3 and
# 3072^3 (old: the cost model there), the committed table (rows: with them) and with the tuned
# rows added (new), alternated twice. One tar back ($OUT/r2.tar.xz).
#   run2.sh COMMIT build   (first call: the build alone, about 340 s; the machine keeps it while warm)
#   run2.sh COMMIT         (second call, on the same machine: the runs)
set -u
COMMIT=$1
J=/root/job2; rm -rf $J; mkdir -p $J
trap 'tar -C $J -cJf $OUT/r2.tar.xz .' EXIT
if [ "${2:-}" = build ]; then
  TARGETS="tgemm-bench tgemm-tune" source bench/results/lib-build.sh
  exit $?
fi
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
B=/root/build
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-240 >> $J/info.txt; return $rc; }
echo "$COMMIT" > $J/commit.txt
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
[ -x $B/bench/tgemm-tune ] || { echo "no build (machine not warm)" >> $J/info.txt; exit 1; }
P=$B/bench/tgemm-bench
X=""
for n in 2304 2560 2816 3072 3328 3584 4608 5120 5632 6144 6656 7168; do
  for op in NN TN NT TT; do X="$X --shape ${n}x${n}x${n}:$op:double"; done
done
Y=""
for n in 2304 2560 2816 3072 3328 3584 4608 5120 5632 6144 6656 7168; do Y="$Y --shape ${n}x${n}x${n}:NN:double"; done
t sh -c "timeout 240 $B/bench/tgemm-tune $Y --kernel 64x128x16 --no-model --out $J/tune-cubes.csv --all $J/tune-cubes-all.csv > $J/tune-cubes.txt 2>&1"
sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
grep -v '^sm_90,double,\(2560,2560,2560\|3072,3072,3072\),' $J/committed.csv > $J/table-old.csv
grep '^sm_90,double,' $J/tune-cubes.csv > $J/cube-rows.csv
cat $J/committed.csv $J/cube-rows.csv > $J/table-new.csv
for r in 1 2; do
  t sh -c "TGEMM_TUNING_FILE=$J/table-old.csv timeout 120 $P $X --variants auto,cublas --json $J/cubes-old-$r.json > $J/cubes-old-$r.txt 2>&1"
  t sh -c "TGEMM_TUNING_FILE=$J/committed.csv timeout 120 $P $X --variants auto,cublas --json $J/cubes-rows-$r.json > $J/cubes-rows-$r.txt 2>&1"
  t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv timeout 120 $P $X --variants auto,cublas --json $J/cubes-new-$r.json > $J/cubes-new-$r.txt 2>&1"
done
