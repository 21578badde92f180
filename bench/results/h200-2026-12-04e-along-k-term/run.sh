#!/bin/bash
# On the device, in two calls on one warm machine:
#   run.sh build COMMIT   the library of this checkout (../lib-build.sh: tgemm-bench, tgemm-tune)
#                         and round 1
#   run.sh round2 COMMIT  round 2, then the 64 x 128 x 16 FP64 tiles timed by tgemm-tune at 2560^3
#                         and 3072^3, every transpose
# A round: the FP64 and FP32 sweeps, and auto against cuBLAS at cubes of 2304 to 7168 (FP64 and
# FP32, every transpose; none within 10 % of a measured row), each with the committed table
# (new: the along-K term, its model rows refitted) and with old-picks.csv added (old: rows
# pinning the pick the model made before the term, where the term moves it), alternated.
# One tar back per call ($OUT/r-PHASE.tar.xz).
set -u
PHASE=$1 COMMIT=$2
J=/root/job-$PHASE; rm -rf $J; mkdir -p $J
trap 'tar -C $J -cJf $OUT/r-$PHASE.tar.xz .' EXIT
D=bench/results/h200-2026-12-04e-along-k-term
if [ "$PHASE" = build ]; then
  TARGETS="tgemm-bench tgemm-tune" source bench/results/lib-build.sh || exit 1
else
  B=/root/build
  t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-240 >> $J/info.txt; return $rc; }
  echo "$COMMIT" > $J/commit.txt
  [ -x $B/bench/tgemm-bench ] || { echo "no build (machine not warm)" >> $J/info.txt; exit 1; }
fi
P=$B/bench/tgemm-bench
sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
cat $J/committed.csv <(grep -v '^#' $D/old-picks.csv) > $J/table-old.csv
X=""
for n in 2304 2560 2816 3072 3328 3584 4608 5120 6144 7168; do
  for op in NN TN NT TT; do X="$X --shape ${n}x${n}x${n}:$op:double --shape ${n}x${n}x${n}:$op:float"; done
done
r=$([ "$PHASE" = build ] && echo 1 || echo 2)
for dt in f64 f32; do
  t sh -c "timeout 90 $P --shapes bench/sweep.csv --filter $dt --variants auto,cublas --json $J/sweep-$dt-new-$r.json > $J/sweep-$dt-new-$r.txt 2>&1"
  t sh -c "TGEMM_TUNING_FILE=$J/table-old.csv timeout 90 $P --shapes bench/sweep.csv --filter $dt --variants auto,cublas --json $J/sweep-$dt-old-$r.json > $J/sweep-$dt-old-$r.txt 2>&1"
done
t sh -c "timeout 120 $P $X --variants auto,cublas --json $J/cubes-new-$r.json > $J/cubes-new-$r.txt 2>&1"
t sh -c "TGEMM_TUNING_FILE=$J/table-old.csv timeout 120 $P $X --variants auto,cublas --json $J/cubes-old-$r.json > $J/cubes-old-$r.txt 2>&1"
if [ "$PHASE" != build ]; then
  Y=""
  for n in 2560 3072; do Y="$Y --shape ${n}x${n}x${n}:NN:double"; done
  t sh -c "timeout 120 $B/bench/tgemm-tune $Y --kernel 64x128x16 --out $J/tune-cubes.csv --all $J/tune-cubes-all.csv > $J/tune-cubes.txt 2>&1"
fi
