#!/bin/bash
# device, detached via bg.sh: the CUDA suite (8 shards); tgemm-tune --refit of the H200 tuning
# run (cross-check of the committed model rows); the sweep twice per scalar; the shapes whose
# pick changed, old and new pick in one process; the public suite; the half sweep.
B=/root/bin; O=/tmp/s10; mkdir -p $B $O
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
snap() { tar -C $O -cf /root/s10.tar .; }
for f in tgemm-bench tgemm-tune tgemm-tests tgemm-half-bench; do
  [ -x $B/$f ] || { [ -f /root/parts/$f.xz ] || (cd /root/parts && cat all.tar.part* | tar x); xz -dc /root/parts/$f.xz > $B/$f && chmod +x $B/$f; }; done
ls -la $B > $O/bins.txt
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $O/info.txt
t() { local s=$(date +%s); "$@"; echo "$(basename $1) $2 rc $? $(( $(date +%s)-s )) s" >> $O/info.txt; }
# the sweep first: what the change is for
for r in 1 2; do for dt in f32 f64; do
  t $B/tgemm-bench --shapes bench/sweep.csv --filter $dt --variants auto,cublas --json $O/sweep-$dt-$r.json > $O/sweep-$dt-$r.txt 2>/dev/null
done; done; snap
t $B/tgemm-tune --refit .deps/s10/tune-all.csv --bandwidth 4082 --out $O/refit.csv > $O/refit.txt 2>&1; snap
# shapes whose pick changed: both picks, every transpose, one process per shape
while IFS='|' read spec old new; do
  t $B/tgemm-tune --shape $spec --kernel "$old" --kernel "$new" --reps 20 --warmup 3 --no-model --out /dev/null --all $O/chg-${spec//:/-}.csv > /dev/null 2>&1
done < .deps/s10/changed.txt; snap
t timeout 200 $B/tgemm-bench --variants auto,cublas --json $O/suite.json > $O/suite.txt 2>/dev/null; snap
for p in f16 f16f32 bf16 bf16f32 tf32; do
  t $B/tgemm-half-bench --shapes bench/sweep.csv --types $p --variants auto,cublas --json $O/half-$p.json > $O/half-$p.txt 2>/dev/null
done; snap
s=$(date +%s)
for i in $(seq 0 7); do
  GTEST_TOTAL_SHARDS=8 GTEST_SHARD_INDEX=$i $B/tgemm-tests --gtest_brief=1 > $O/shard$i.log 2>&1 &
done
wait
echo "suite $(( $(date +%s)-s )) s" >> $O/info.txt
grep -hE '^\[  (PASSED|FAILED)|^\[  SKIPPED' $O/shard*.log | sort | uniq -c >> $O/info.txt
grep -h "FAILED  \]" $O/shard*.log | sort -u >> $O/info.txt
snap
cat $O/info.txt
