#!/bin/bash
# On the device, two calls on one warm machine, carrying [".deps/kokkos-cuda"], or [".deps/bin"]
# where .deps/bin/bins.tar.xz holds the two benches built elsewhere:
#   run.sh COMMIT 1   this checkout's tgemm-bench and tgemm-tune (../lib-build.sh); tgemm-tune
#                     over the FP32 shapes of the sweep's tuning half (every candidate, the mid-size
#                     tiles new among them: rows and the cost model) and the public suite's FP32
#                     shapes (rows); a table merged from this tree's and those rows; round 1,
#                     and round 2 while the call's time lasts
#   run.sh COMMIT 2   round 3
# A round: the FP32 sweep with the merged table (new) and with this tree's (old: its built-in
# rows, which model no new tile); auto at FP64 cubes 2304 to 7680 (the cube rows' and cubes
# between them) with this tree's table (rows) and with the rows of the commit before the cube
# rows (../h200-2026-12-05-fp64-cube-rows/table-old.csv: nocube); the public suite's FP32 shapes,
# new and old.
# No bench run starts later than GUARD seconds (default 530) into the call. One tar back a call
# ($OUT/r-PHASE.tar.xz).
set -u
COMMIT=$1 PHASE=$2
J=/root/job; [ $PHASE = 1 ] && rm -rf $J; mkdir -p $J
trap 'tar -C $J -cJf $OUT/r-$PHASE.tar.xz .' EXIT
S=$(date +%s)
if [ $PHASE = 1 ]; then
  # prebuilt benches where .deps/bin/bins.tar.xz is carried, else built here
  TARGETS="tgemm-bench tgemm-tune" source bench/results/lib-bins.sh || exit 1
else
  B=/root/build
  t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-240 >> $J/info.txt; return $rc; }
  export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
  [ -x $B/bench/tgemm-tune ] || { echo "no build (machine not warm)" >> $J/info.txt; exit 1; }
fi
U=$B/bench/tgemm-tune P=$B/bench/tgemm-bench
if [ $PHASE = 1 ]; then
  sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
  t sh -c "$U --shapes bench/sweep.csv --filter f32 --reps 5 --warmup 1 --out $J/tune-sweep-f32.csv --all $J/tune-sweep-f32-all.csv > $J/tune-sweep-f32.txt 2>&1"
  t sh -c "$U --shapes bench/tune_shapes.csv --filter f32 --reps 5 --warmup 1 --no-model --out $J/tune-suite-f32.csv --all $J/tune-suite-f32-all.csv > $J/tune-suite-f32.txt 2>&1"
  # this tree's rows less the FP32 model rows and the FP32 rows at the shapes just tuned, then
  # the new FP32 rows (as ../h200-2026-12-02-fp32-rows/run.sh)
  grep -h '^sm_90,float,' $J/tune-sweep-f32.csv $J/tune-suite-f32.csv > $J/new-f32.csv
  awk -F, 'NR==FNR { if ($3 != "model") k[$3","$4","$5]=1; next }
           $2=="float" && ($3=="model" || ($3","$4","$5) in k) { next } { print }' \
    $J/new-f32.csv $J/committed.csv > $J/table-new.csv
  cat $J/new-f32.csv >> $J/table-new.csv
  cp bench/results/h200-2026-12-05-fp64-cube-rows/table-old.csv $J/table-nocube.csv
  wc -l $J/committed.csv $J/new-f32.csv $J/table-new.csv >> $J/info.txt
fi
X=""
for n in 2304 2400 2560 2700 2816 2950 3072 3200 3328 3450 3584 3840 4350 4608 4860 5120 5380 \
         5632 5890 6144 6400 6656 6910 7168 7680; do
  for op in NN TN NT TT; do X="$X --shape ${n}x${n}x${n}:$op:double"; done
done
run() {  # NAME TABLE-FILE-OR-EMPTY ARGS...
  local name=$1 tab=$2; shift 2
  [ $(( $(date +%s) - S )) -lt ${GUARD:-530} ] || { echo "skipped $name: time" >> $J/info.txt; return; }
  t sh -c "${tab:+TGEMM_TUNING_FILE=$tab} timeout 90 $P $* --variants auto,cublas --json $J/$name.json > $J/$name.txt 2>&1"
}
# phase 1: round 1, then round 2 while the call's time lasts; phase 2: round 3
for r in $([ $PHASE = 1 ] && echo 1 2 || echo 3); do
  run sweep-f32-new-$r $J/table-new.csv --shapes bench/sweep.csv --filter f32
  run sweep-f32-old-$r "" --shapes bench/sweep.csv --filter f32
  run cubes-rows-$r "" $X
  run cubes-nocube-$r $J/table-nocube.csv $X
  run suite-new-$r $J/table-new.csv --filter f32
  run suite-old-$r "" --filter f32
done
echo "phase $PHASE done $(( $(date +%s) - S )) s" >> $J/info.txt
