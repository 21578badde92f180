#!/bin/bash
# On the device (one call, carry [".deps/xp"]): Nsight Compute over t30's checks at 4096^3 (one
# run of each multistage kernel, NN then TN: the packed pick, in place 8 deep, in place 16
# deep) -> $OUT/ncu.csv (the sections below, one row per metric) and $OUT/ncu.err. With
# CUBLAS=1 every kernel whose name has "gemm" (cuBLAS's, of the checks' reference, and every
# tgemm one: the packing passes too).
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
NCU=$(command -v ncu || ls /usr/local/cuda/nsight-compute*/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
echo "ncu: $NCU" > $OUT/info.txt
S="--section SpeedOfLight --section LaunchStats --section Occupancy --section SchedulerStats --section WarpStateStats --section MemoryWorkloadAnalysis --section InstructionStats --section ComputeWorkloadAnalysis"
R='.*Multistage.*'
[ -n "${CUBLAS:-}" ] && R='.*[Gg]emm.*'  # cuBLAS's kernels, and every tgemm:: one
T30_CHECK_ONLY=1 timeout 400 $NCU --kernel-name-base mangled --kernel-name regex:$R $S --csv --page details .deps/xp/t30 1 4096 > $OUT/ncu.csv 2> $OUT/ncu.err
echo "ncu rc $?" >> $OUT/info.txt
