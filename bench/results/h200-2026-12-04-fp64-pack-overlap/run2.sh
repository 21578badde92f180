#!/bin/bash
# On the device: harness t10 (carried as .deps/t10.xz) timed three times
# (../h200-2026-12-03e-fp64-in-place/run1.sh), then Nsight Compute over the packed product,
# the in-place A1 tile and cuBLAS at 4096^3 TN (warp-stall reasons per issued instruction).
set -u
export PATH=/usr/local/cuda/bin:$PATH
bash bench/results/h200-2026-12-03e-fp64-in-place/run1.sh t10
sec="--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section Occupancy --section WarpStateStats --section InstructionStats --section SchedulerStats"
timeout 240 ncu --kernel-name-base demangled -k "regex:TileGrid|xmma" $sec \
  --metrics "regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio" \
  /root/t10 ncu > $OUT/ncu-4096-TN.txt 2>&1
xz -9 $OUT/ncu-4096-TN.txt
