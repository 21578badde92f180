#!/bin/bash
# On the device (one call, carry [".deps/bin"]: the benches built from the commit before the
# row, ../lib-bins.sh): auto against cuBLAS (tgemm-bench, in turn, median of 20) at FP64 4096^3
# and 8192^3 NN and TN and at 3840^3 and 4352^3 TN (inside the row's 10 %), with the table
# before the FP64 4096^3 TN row (rows.csv) and with it (new.csv), alternated, ROUNDS times
# (default 4). Output in $OUT/r3.tar.xz. Without .deps/bin it builds tgemm-bench on the device
# (carry .deps/kokkos-cuda instead; ../lib-build.sh).
set -u
J=/root/job; rm -rf $J; mkdir -p $J
trap 'tar -C $J -cJf $OUT/r3.tar.xz .' EXIT
COMMIT=${COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
TARGETS=tgemm-bench
source bench/results/lib-bins.sh || exit 1
sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/new.csv
grep -v '^sm_90,double,4096,4096,4096,.*,TN$' $J/new.csv > $J/rows.csv
diff $J/rows.csv $J/new.csv >> $J/info.txt
X="--shape 4096x4096x4096:NN:double --shape 4096x4096x4096:TN:double --shape 3840x3840x3840:TN:double --shape 4352x4352x4352:TN:double --shape 8192x8192x8192:NN:double --shape 8192x8192x8192:TN:double"
# One bench run with table $1 (rows or new), round $2.
round() {
  timeout 90 env TGEMM_TUNING_FILE=$J/$1.csv $B/bench/tgemm-bench $X --variants auto,cublas \
    --json $J/$1-$2.json > $J/$1-$2.txt 2>&1
}
for r in $(seq ${1:-4}); do
  for tab in rows new; do t round $tab $r; done
done
