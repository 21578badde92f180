#!/bin/bash
# device, detached via bg.sh: the thin kernel's coverage follows the operands' orientation.
# tgemm-tune --refit of the H200 tuning run (cross-check of the committed rows); the sweep twice
# per scalar; the shape whose pick changed, both picks in one process; the half sweep with the
# FMA kernel and rung 2 forced beside auto; the tuning, thin, small-K and half tests.
B=/root/bin; O=/tmp/s12; mkdir -p $B $O
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
snap() { tar -C $O -cf /root/s12.tar .; }
for f in tgemm-bench tgemm-tune tgemm-tests tgemm-half-bench; do
  [ -x $B/$f ] || { [ -f /root/parts/$f.xz ] || (cd /root/parts && cat all.tar.part* | tar x); xz -dc /root/parts/$f.xz > $B/$f && chmod +x $B/$f; }; done
ls -la $B > $O/bins.txt
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $O/info.txt
t() { local s=$(date +%s); "$@"; echo "$(basename $1) $2 rc $? $(( $(date +%s)-s )) s" >> $O/info.txt; }
t $B/tgemm-tune --refit .deps/s10/tune-all.csv --bandwidth 4082 --out $O/refit.csv > $O/refit.txt 2>&1
for r in 1 2; do for dt in f32 f64; do
  t $B/tgemm-bench --shapes bench/sweep.csv --filter $dt --variants auto,cublas --json $O/sweep-$dt-$r.json > $O/sweep-$dt-$r.txt 2>/dev/null
done; done; snap
while IFS='|' read spec old new; do
  t $B/tgemm-tune --shape $spec --kernel "$old" --kernel "$new" --reps 20 --warmup 3 --no-model --out /dev/null --all $O/chg-${spec//:/-}.csv > /dev/null 2>&1
done < .deps/s10/changed-orient.txt; snap
t $B/tgemm-tests --gtest_filter='Tuning*:Thin*:SmallK*:Half*' --gtest_brief=1 > $O/tests.log 2>&1; tail -4 $O/tests.log >> $O/info.txt; snap
for p in f16 f16f32 bf16 bf16f32 tf32; do
  t $B/tgemm-half-bench --shapes bench/sweep.csv --types $p --variants auto,fma,half_wgmma,cublas --json $O/half-$p.json > $O/half-$p.txt 2>/dev/null; snap
done
cat $O/info.txt
