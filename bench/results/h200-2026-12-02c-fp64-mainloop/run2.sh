#!/bin/bash
# Device job 2: tiles2 (the tensor-core mainloop with its branch-free steady loop and one copy
# pointer a thread; KSET 2), then tiles (the tree before, KSET 1) for the pick's A/B.
set -u
B=.deps/r2
timeout 200 $B/tiles2 > $OUT/tiles2.txt 2>&1
timeout 200 $B/tiles > $OUT/tiles-b.txt 2>&1
grep "% of" $OUT/tiles2.txt; grep "% of" $OUT/tiles-b.txt | grep -E "64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4|cublas"
