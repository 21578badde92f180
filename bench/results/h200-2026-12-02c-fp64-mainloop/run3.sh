#!/bin/bash
# Device job 3: tiles3 (KSET 3) timed in turn, then Nsight Compute over its kernels and
# cuBLAS at 4096^3 NN with the warp-stall reasons per issued instruction.
set -u
export PATH=/usr/local/cuda/bin:$PATH
B=.deps/r2
timeout 200 $B/tiles3 > $OUT/tiles3.txt 2>&1
sec="--section SpeedOfLight --section ComputeWorkloadAnalysis --section Occupancy --section WarpStateStats --section InstructionStats"
timeout 300 ncu --kernel-name-base demangled -k "regex:TileGrid|StreamKGrid|xmma" $sec \
  --metrics "regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio" \
  $B/tiles3 ncu > $OUT/ncu3-4096-NN.txt 2>&1
xz -9 $OUT/ncu3-4096-NN.txt
grep "% of" $OUT/tiles3.txt
