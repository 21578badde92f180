#!/bin/bash
# Device job 2: dots.cu over its shapes once, then Nsight Compute at 144 x 14 x 139696 TN FP64
# (the 8- and 16-deep split-K tiles and two dots tiles).
set -u
export PATH=/usr/local/cuda/bin:$PATH
B=.deps/r1
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
sec="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section SchedulerStats --section InstructionStats --section MemoryWorkloadAnalysis"
timeout 150 ncu --kernel-name-base demangled -k "regex:dots|TileGrid" --launch-skip 0 --launch-count 8 $sec $B/dots ncu > $OUT/ncu-144x14x139696.txt 2>&1
timeout 300 $B/dots > $OUT/dots3.txt 2>&1
echo rc $?
xz -9 $OUT/ncu-144x14x139696.txt
