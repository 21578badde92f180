#!/bin/bash
# device, detached via bg.sh: the GEMV rule widened to a C of one or two columns (K >= 32). Re-tune
# the sweep tuning half's shapes with a side of two (every candidate, four transposes); the Gemv
# and tuning tests; the sweep three times per scalar with those rows in place; the public suite.
B=/root/bin; O=/tmp/s18; mkdir -p $B $O
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
snap() { tar -C $O -cf /root/s18.tar .; }
for f in tgemm-bench tgemm-tune tgemm-tests; do
  [ -x $B/$f ] || { [ -f /root/parts/$f.xz ] || (cd /root/parts && cat q* | tar x); xz -dc /root/parts/$f.xz > $B/$f && chmod +x $B/$f; }; done
ls -la $B > $O/bins.txt
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $O/info.txt
t() { local s=$(date +%s); "$@"; echo "$(basename $1) $2 rc $? $(( $(date +%s)-s )) s" >> $O/info.txt; }
t $B/tgemm-tune $(cat .deps/s18/shapes.txt) --reps 20 --warmup 3 --no-model --out $O/rows.csv --all $O/all.csv > $O/tune.txt 2>&1; snap
awk -F, 'NR==FNR { if ($1 !~ /^#/ && NF > 5) new[$2","$3","$4","$5] = $0; next }
         { k = $2","$3","$4","$5; if (k in new) print new[k]; else print }' $O/rows.csv .deps/s18/base.csv > $O/table.csv
diff .deps/s18/base.csv $O/table.csv > $O/table.diff
t $B/tgemm-tests --gtest_filter='Gemv*:Tuning*' --gtest_brief=1 > $O/tests.log 2>&1; tail -3 $O/tests.log >> $O/info.txt; snap
export TGEMM_TUNING_FILE=$O/table.csv
for r in 1 2 3; do for dt in f32 f64; do
  t $B/tgemm-bench --shapes bench/sweep.csv --filter $dt --variants auto,cublas --json $O/sweep-$dt-$r.json > $O/sweep-$dt-$r.txt 2>/dev/null
done; done
t timeout 200 $B/tgemm-bench --variants auto,cublas --json $O/suite.json > $O/suite.txt 2>/dev/null
snap; cat $O/info.txt; cat $O/table.diff
