#!/bin/bash
# On the leased H100 (carry [".deps/bin"], as run.sh): tgemm-tune among every FP64 candidate at
# 4096^3 and 8192^3, NN and TN (--no-model, 10 timed runs in turn), then auto against cuBLAS there
# with the committed table (rows) and with the tuned rows in its place (tuned), alternated, three
# rounds. One tar back ($OUT/r2.tar.xz).
set -u
J=/root/job3; rm -rf $J; mkdir -p $J
trap 'tar -C $J -cJf $OUT/r2.tar.xz .' EXIT
B=/root/build/bench; mkdir -p $B
[ -x $B/tgemm-tune ] || xz -dc .deps/bin/bins.tar.xz | tar -C $B -xf -
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
X=""
for n in 4096 8192; do for op in NN TN; do X="$X --shape ${n}x${n}x${n}:$op:double"; done; done
S=$(date +%s)
timeout 200 $B/tgemm-tune $X --no-model --reps 10 --out $J/tune.csv --all $J/tune-all.csv > $J/tune.txt 2>&1
echo "tune rc $? $(( $(date +%s)-S )) s" >> $J/info.txt
sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/committed.csv
awk -F, 'NR==FNR { k[$2","$3","$4","$5]=1; next } !(($2","$3","$4","$5) in k)' \
  <(grep '^sm_90,double,' $J/tune.csv) $J/committed.csv > $J/table-tuned.csv
grep '^sm_90,double,' $J/tune.csv >> $J/table-tuned.csv
for r in 1 2 3; do
  timeout 60 $B/tgemm-bench $X --variants auto,cublas --json $J/rows-$r.json > $J/rows-$r.txt 2>&1
  timeout 60 env TGEMM_TUNING_FILE=$J/table-tuned.csv $B/tgemm-bench $X --variants auto,cublas --json $J/tuned-$r.json > $J/tuned-$r.txt 2>&1
  echo "round $r $(( $(date +%s)-S )) s" >> $J/info.txt
done
