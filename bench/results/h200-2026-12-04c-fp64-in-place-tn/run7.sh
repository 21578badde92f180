#!/bin/bash
# On the device: the library of this checkout (../lib-build.sh: tgemm-bench and tgemm-tune),
# then
#  1. tgemm-tune at the public suite's FP64 cubes of 2048, 4096 and 8192, four transposes, the
#     large tiles only in one rotation (64 x 128 x 16: packed on split K and stream K, in place
#     transposing, in place with A's column slabs one double a load; 64 x 128 x 8 packed), so
#     that no light candidate sits between two heavy ones;
#  2. a table: the committed one with the FP64 rows at those three shapes replaced by step 1's;
#  3. auto against cuBLAS DGEMM in turn, the committed table and the new one alternated twice:
#     the three cubes in four transposes, 3072^3 and 6144^3 (no row near) NN and TN;
#  4. compute-sanitizer memcheck, racecheck and synccheck over the in-place candidate with A's
#     column slabs read one double at a time, at 67 x 45 x 37, 131 x 77 x 1031 and
#     200 x 300 x 500, four transposes.
#   run7.sh start COMMIT [S]  starts the job detached and waits up to S seconds (default 560)
#   run7.sh wait S            waits up to S seconds more
# Each copies the job's folder so far into $OUT (r7.tar.xz).
set -u
J=/root/job7
show() { tar -C $J -cJf $OUT/r7.tar.xz . 2>/dev/null; tail -16 $J/info.txt 2>/dev/null | cut -c1-160; }
waitjob() {
  local end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ] && ! grep -q '^done' $J/info.txt 2>/dev/null; do sleep 5; done
  show
}
case $1 in
  start)
    rm -rf $J /root/src7; mkdir -p $J /root/src7
    tar --exclude=./.git -cf - . | tar -C /root/src7 -xf -
    echo "$2" > $J/commit.txt
    cd /root/src7 && setsid nohup bash bench/results/h200-2026-12-04c-fp64-in-place-tn/run7.sh job "$2" \
      > $J/job.log 2>&1 < /dev/null &
    waitjob ${3:-560} ;;
  wait) waitjob $2 ;;
  job)
    COMMIT=$2
    TARGETS="tgemm-bench tgemm-tune" source bench/results/lib-build.sh ||
      { echo done >> $J/info.txt; exit 1; }
    U=$B/bench/tgemm-tune; P=$B/bench/tgemm-bench
    HEAVY="--kernel 64x128x16,TM4,TN16,WM2,B2,S3,P2x4 --kernel 64x128x8,TM4,TN16,WM2,B2,S3,P2x4"
    t sh -c "timeout 200 $U --shapes bench/tune_shapes.csv --filter sq-2k-f64 --filter sq-4k-f64 --filter sq-8k-f64 $HEAVY --reps 10 --warmup 2 --no-model --out $J/tune-suite.csv --all $J/tune-suite-all.csv > $J/tune-suite.txt 2>&1"
    sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
    grep -h '^sm_90,double,' $J/tune-suite.csv > $J/new-f64.csv
    awk -F, 'NR==FNR { k[$3","$4","$5]=1; next }
             $2=="double" && $3!="model" && ($3","$4","$5) in k { next } { print }' \
      $J/new-f64.csv $J/committed.csv > $J/table-new.csv
    cat $J/new-f64.csv >> $J/table-new.csv
    wc -l $J/committed.csv $J/new-f64.csv $J/table-new.csv >> $J/info.txt
    X=""
    for n in 2048 4096 8192; do for op in NN TN NT TT; do X="$X --shape ${n}x${n}x${n}:$op:double"; done; done
    for n in 3072 6144; do for op in NN TN; do X="$X --shape ${n}x${n}x${n}:$op:double"; done; done
    for r in 1 2; do
      t sh -c "timeout 120 $P $X --variants auto,cublas --json $J/big-old-$r.json > $J/big-old-$r.txt 2>&1"
      t sh -c "TGEMM_TUNING_FILE=$J/table-new.csv timeout 120 $P $X --variants auto,cublas --json $J/big-new-$r.json > $J/big-new-$r.txt 2>&1"
    done
    S="--shape 67x45x37:double --shape 131x77x1031:double --shape 200x300x500:double"
    for tool in memcheck racecheck synccheck; do
      t sh -c "timeout 150 /usr/local/cuda/bin/compute-sanitizer --tool $tool --error-exitcode 9 $U --kernel M4,A1 --reps 1 --warmup 0 --no-model $S --out $J/san-$tool.csv > $J/san-$tool.txt 2>&1"
    done
    echo done >> $J/info.txt ;;
esac
