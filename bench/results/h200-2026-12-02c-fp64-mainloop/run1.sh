#!/bin/bash
# Device job 1: the tile variants in turn with cuBLAS (tiles), Nsight Compute on the pick and
# cuBLAS at 4096^3 NN FP64, and the SASS of the DMMA shapes (dmma_shapes.cu) and of tiles.
set -u
export PATH=/usr/local/cuda/bin:$PATH
B=.deps/r2
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
cuobjdump -sass $B/dm.cubin | grep -E "Function|DMMA" > $OUT/dmma-sass.txt 2>&1
timeout 200 $B/tiles > $OUT/tiles.txt 2>&1
sec="--section SpeedOfLight --section ComputeWorkloadAnalysis --section LaunchStats --section Occupancy --section WarpStateStats --section SchedulerStats --section InstructionStats --section MemoryWorkloadAnalysis"
timeout 240 ncu --kernel-name-base demangled -k "regex:TileGrid|xmma|gemm_f64|dgemm|Dgemm|cutlass|nvjet|pack" --launch-skip 0 --launch-count 6 $sec \
  $B/tiles ncu > $OUT/ncu-4096-NN.txt 2>&1
cuobjdump -sass $B/tiles > $OUT/tiles-sass.txt 2>&1
xz -9 $OUT/tiles-sass.txt $OUT/ncu-4096-NN.txt
cat $OUT/dmma-sass.txt $OUT/tiles.txt
ls -la $OUT
