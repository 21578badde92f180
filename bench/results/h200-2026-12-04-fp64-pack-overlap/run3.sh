#!/bin/bash
# On the device: the ceiling experiments t11x0..t11x3 (harness/t10.cu -DT11 against a tree
# with harness/xp-tree.diff applied; carried as .deps/t11xN.xz), alternated four rounds.
set -u
export PATH=/usr/local/cuda/bin:$PATH
for x in 0 1 2 3; do xz -dc .deps/t11x$x.xz > /root/t11x$x && chmod +x /root/t11x$x; done
for r in 1 2 3 4; do for x in 0 1 2 3; do timeout 60 /root/t11x$x >> $OUT/t11x$x.txt 2>&1; done; done
grep -h "ms\|err" $OUT/t11x*.txt
