#!/bin/bash
# On a leased H100 or H200, one call carrying [".deps/bin"] (.deps/bin/bins.tar.xz: tgemm-bench,
# tgemm-batched-bench and tgemm-tune built for sm_90a from this checkout on the development
# machine, stripped) or [".deps/kokkos-cuda"] (then built here; ../lib-bins.sh):
#   run.sh COMMIT
# 1. Round 1 of #30's bars with the committed table, auto against cuBLAS in turn: the FP64 and
#    FP32 sweeps (both halves), FP64 4096^3 and 8192^3 in every transpose and FP32 at both in NN
#    and TN, the batched cases (tgemm-batched-bench's defaults: every listed size, float and
#    double, four transposes) and the public suite.
# 2. The mid-size FP32 tiles of ../h200-2026-12-05-fp32-mid-tiles/candidates.patch (applied to
#    the checkout the benches were built from): tgemm-tune over the FP32 shapes of the sweep's
#    tuning half, every candidate, and a table (table-new.csv) of the committed rows less the
#    FP32 model rows and rows at the tuned shapes, plus the tuner's FP32 rows and model.
# 3. Rounds 2 and 3 of the bars, each followed by the FP32 sweep and suite with table-new.csv,
#    and the FP64 cubes 2304^3 to 7680^3 (every transpose) with the committed table (rows) and
#    the table before the cube rows (../h200-2026-12-05-fp64-cube-rows/table-old.csv: nocube).
# No run starts later than GUARD seconds (default 560) into the call. One tar back
# ($OUT/r.tar.xz).
set -u
COMMIT=$1
J=/root/job; rm -rf $J; mkdir -p $J
trap 'tar -C $J -cJf $OUT/r.tar.xz .' EXIT
S=$(date +%s)
TARGETS="tgemm-bench tgemm-batched-bench tgemm-tune" source bench/results/lib-bins.sh || exit 1
P=$B/bench/tgemm-bench U=$B/bench/tgemm-tune
go() {  # NAME TIMEOUT COMMAND... (the command's output to NAME.txt)
  local name=$1 to=$2; shift 2
  [ $(( $(date +%s) - S )) -lt ${GUARD:-560} ] || { echo "skipped $name: time" >> $J/info.txt; return; }
  t sh -c "timeout $to $* > $J/$name.txt 2>&1"
}
X=""
for n in 4096 8192; do
  for op in NN TN NT TT; do X="$X --shape ${n}x${n}x${n}:$op:double"; done
  for op in NN TN; do X="$X --shape ${n}x${n}x${n}:$op:float"; done
done
Y=""
for n in 2304 2560 2816 3072 3328 3584 3840 4608 5120 5632 6144 6656 7168 7680; do
  for op in NN TN NT TT; do Y="$Y --shape ${n}x${n}x${n}:$op:double"; done
done
bars() {  # ROUND
  local r=$1
  go sweep-f64-$r 150 $P --shapes bench/sweep.csv --filter f64 --variants auto,cublas --json $J/sweep-f64-$r.json
  go sweep-f32-$r 150 $P --shapes bench/sweep.csv --filter f32 --variants auto,cublas --json $J/sweep-f32-$r.json
  go big-$r 120 $P $X --variants auto,cublas --json $J/big-$r.json
  go batched-$r 90 $B/bench/tgemm-batched-bench --json $J/batched-$r.json
  go suite-$r 120 $P --variants auto,cublas --json $J/suite-$r.json
}
bars 1
sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
go tune-sweep-f32 150 $U --shapes bench/sweep.csv --filter f32 --reps 5 --warmup 1 --out $J/tune-sweep-f32.csv --all $J/tune-sweep-f32-all.csv
grep -h '^sm_90,float,' $J/tune-sweep-f32.csv > $J/new-f32.csv
awk -F, 'NR==FNR { if ($3 != "model") k[$3","$4","$5]=1; next }
         $2=="float" && ($3=="model" || ($3","$4","$5) in k) { next } { print }' \
  $J/new-f32.csv $J/committed.csv > $J/table-new.csv
cat $J/new-f32.csv >> $J/table-new.csv
wc -l $J/committed.csv $J/new-f32.csv $J/table-new.csv >> $J/info.txt
cp bench/results/h200-2026-12-05-fp64-cube-rows/table-old.csv $J/table-nocube.csv
for r in 2 3; do
  bars $r
  go sweep-f32-new-$r 150 env TGEMM_TUNING_FILE=$J/table-new.csv $P --shapes bench/sweep.csv --filter f32 --variants auto,cublas --json $J/sweep-f32-new-$r.json
  go suite-new-$r 120 env TGEMM_TUNING_FILE=$J/table-new.csv $P --filter f32 --variants auto,cublas --json $J/suite-new-$r.json
  go cubes-rows-$r 150 $P $Y --variants auto,cublas --json $J/cubes-rows-$r.json
  go cubes-nocube-$r 150 env TGEMM_TUNING_FILE=$J/table-nocube.csv $P $Y --variants auto,cublas --json $J/cubes-nocube-$r.json
done
echo "done $(( $(date +%s) - S )) s" >> $J/info.txt
