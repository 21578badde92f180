#!/bin/bash
# Device job 5: tiles5 (KSET 4 with each slab's barrier before its last step's products)
# against tiles4 (the same kernels without), alternated twice.
set -u
B=.deps/r2
for r in 1 2; do
  timeout 150 $B/tiles5 > $OUT/tiles5-$r.txt 2>&1
  timeout 150 $B/tiles4 > $OUT/tiles4c-$r.txt 2>&1
done
for f in $OUT/tiles5-*.txt $OUT/tiles4c-*.txt; do echo "== $f"; grep -E "% of|err [1-9n]" $f | grep -v "M8\|128x64x32" | sed 's/team_split_k<team_packed<team_multistage<//; s/ \+/ /g'; grep -c "err 0.0e+00\|err [0-9.]*e-1[4-9]" $f; done
