#!/bin/bash
# device, detached via bg.sh: the GEMV kernel, binaries built elsewhere (/root/parts). The Gemv
# and tuning tests; the sweep twice per scalar; old and new pick at the sweep's vector shapes in
# one process; compute-sanitizer over the Gemv tests; the whole suite.
B=/root/bin; O=/tmp/s14; mkdir -p $B $O
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$PWD/.deps/kokkos/lib
snap() { tar -C $O -cf /root/s14.tar .; }
for f in tgemm-bench tgemm-tests; do
  [ -x $B/$f ] || { [ -f /root/parts/$f.xz ] || (cd /root/parts && cat q* | tar x); xz -dc /root/parts/$f.xz > $B/$f && chmod +x $B/$f; }; done
ls -la $B > $O/bins.txt
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $O/info.txt
t() { local s=$(date +%s); "$@"; echo "$(basename $1) $2 rc $? $(( $(date +%s)-s )) s" >> $O/info.txt; }
T=$B/tgemm-tests
t $T --gtest_filter='Gemv*:Tuning*:Thin*' --gtest_brief=1 > $O/tests-gemv.log 2>&1; tail -3 $O/tests-gemv.log >> $O/info.txt; snap
for r in 1 2 3; do for dt in f32 f64; do
  t $B/tgemm-bench --shapes bench/sweep.csv --filter $dt --variants auto,cublas --json $O/sweep-$dt-$r.json > $O/sweep-$dt-$r.txt 2>/dev/null
done; snap; done
t timeout 200 $B/tgemm-bench --variants auto,cublas --json $O/suite.json > $O/suite.txt 2>/dev/null; snap
for tool in memcheck racecheck; do
  t compute-sanitizer --tool $tool --error-exitcode 9 $T --gtest_filter='Gemv.EveryCandidateMatchesReferenceFloat' --gtest_brief=1 > $O/san-$tool.log 2>&1; tail -4 $O/san-$tool.log >> $O/info.txt; snap
done
t compute-sanitizer --tool synccheck --error-exitcode 9 $T --gtest_filter='Gemv.EveryCandidateMatchesReferenceDouble' --gtest_brief=1 > $O/san-synccheck.log 2>&1; tail -4 $O/san-synccheck.log >> $O/info.txt; snap
s=$(date +%s)
for i in $(seq 0 7); do
  GTEST_TOTAL_SHARDS=8 GTEST_SHARD_INDEX=$i $T --gtest_brief=1 > $O/shard$i.log 2>&1 &
done
wait
echo "suite $(( $(date +%s)-s )) s" >> $O/info.txt
grep -hE '^\[  (PASSED|FAILED)|^\[  SKIPPED' $O/shard*.log | sort | uniq -c >> $O/info.txt
grep -h "FAILED  \]" $O/shard*.log | sort -u >> $O/info.txt
snap
cat $O/info.txt
