#!/bin/bash
# device, detached via bg.sh: the committed table built in (no TGEMM_TUNING_FILE). The GEMV and
# tuning tests; the sweep three times per scalar; the public suite.
B=/root/bin; O=/tmp/s17; mkdir -p $B $O
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
snap() { tar -C $O -cf /root/s17.tar .; }
for f in tgemm-bench tgemm-tests; do
  [ -x $B/$f ] || { [ -f /root/parts/$f.xz ] || (cd /root/parts && cat q* | tar x); xz -dc /root/parts/$f.xz > $B/$f && chmod +x $B/$f; }; done
ls -la $B > $O/bins.txt
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $O/info.txt
t() { local s=$(date +%s); "$@"; echo "$(basename $1) $2 rc $? $(( $(date +%s)-s )) s" >> $O/info.txt; }
t $B/tgemm-tests --gtest_filter='Gemv*:Tuning*' --gtest_brief=1 > $O/tests.log 2>&1; tail -3 $O/tests.log >> $O/info.txt; snap
for r in 1 2 3; do for dt in f32 f64; do
  t $B/tgemm-bench --shapes bench/sweep.csv --filter $dt --variants auto,cublas --json $O/sweep-$dt-$r.json > $O/sweep-$dt-$r.txt 2>/dev/null
done; done
t timeout 200 $B/tgemm-bench --variants auto,cublas --json $O/suite.json > $O/suite.txt 2>/dev/null
snap; cat $O/info.txt
