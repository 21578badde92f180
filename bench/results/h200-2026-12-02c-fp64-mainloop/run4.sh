#!/bin/bash
# Device job 4: tiles4 and tiles4p (KSET 4 without and with TGEMM_MMA_PREFETCH), alternated,
# and the SASS of their 64 x 128 x 16 three-stage kernel.
set -u
export PATH=/usr/local/cuda/bin:$PATH
B=.deps/r2
for r in 1 2; do
  timeout 150 $B/tiles4 > $OUT/tiles4-$r.txt 2>&1
  timeout 150 $B/tiles4p > $OUT/tiles4p-$r.txt 2>&1
done
for b in tiles4 tiles4p; do
  cuobjdump -sass $B/$b | awk '/Function :/{p = /Li64ELi128ELi16ELi4ELi16ELi2ELi2ELi3ELi0ELi0ELb0ELb1ELb0ELi4E.*TileGrid/} p' > $OUT/$b-64x128x16.sass
  xz -9 $OUT/$b-64x128x16.sass
done
for f in $OUT/tiles4*.txt; do echo "== $f"; grep "% of" $f | sed 's/team_split_k<team_packed<team_multistage<//'; done
