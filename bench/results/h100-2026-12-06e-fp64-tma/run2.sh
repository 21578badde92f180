#!/bin/bash
# On the device (one call, carry [".deps/xp"]): t31's checks at 1088^3 and 4096^3, memcheck
# and synccheck at 1088^3, ROUNDS rounds in turn (default 4) -> $OUT/t31.txt, then Nsight
# Compute over the 4096^3 checks (each product kernel once, NN then TN: the packed pick, the
# in-place A1 tile, the bulk-tensor-copy kernels) -> $OUT/ncu.csv.
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
s=$(date +%s)
T31_CHECK_ONLY=1 timeout 60 .deps/xp/t31 1 1088 4096 > $OUT/checks.txt 2>&1
echo "checks rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
for tool in memcheck synccheck; do
  s=$(date +%s)
  T31_CHECK_ONLY=1 timeout 90 compute-sanitizer --tool $tool .deps/xp/t31 1 1088 > $OUT/$tool.txt 2>&1
  echo "$tool rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
done
s=$(date +%s)
timeout 240 .deps/xp/t31 ${1:-4} > $OUT/t31.txt 2>&1
echo "t31 rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
NCU=$(command -v ncu || ls /usr/local/cuda/nsight-compute*/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
S="--section SpeedOfLight --section LaunchStats --section Occupancy --section SchedulerStats --section WarpStateStats --section MemoryWorkloadAnalysis_Tables --section InstructionStats --section ComputeWorkloadAnalysis"
M="--metrics l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,smsp__inst_executed_op_shared_ld.sum"
s=$(date +%s)
T31_CHECK_ONLY=1 timeout 240 $NCU --kernel-name-base mangled --kernel-name regex:'.*(Multistage|F64Tma).*' $S $M --csv --page details .deps/xp/t31 1 4096 > $OUT/ncu.csv 2> $OUT/ncu.err
echo "ncu rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
