#!/bin/bash
# On the device: harness t18 or t19 (harness/t18.cu built with -DSET=18 or 19; run3.sh NAME;
# carried as .deps/NAME.xz): its `check`, the in-turn comparison twice, `pair` twice, then
# Nsight Compute over the variants its `ncu` mode runs at 4096^3 TN. One tar back
# ($OUT/r3.tar.xz).
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
J=/root/job3; B=${1:-t18}
rm -rf $J; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; return $rc; }
trap 'tar -C $J -cJf $OUT/r3.tar.xz .' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
xz -dc .deps/$B.xz > /root/$B && chmod +x /root/$B
t sh -c "timeout 60 /root/$B check > $J/check.txt 2>&1"
for r in 1 2; do
  t sh -c "timeout 60 /root/$B > $J/$B-$r.txt 2>&1"
  t sh -c "timeout 90 /root/$B pair > $J/pair-$r.txt 2>&1"
done
sec="--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section Occupancy --section WarpStateStats --section InstructionStats --section SchedulerStats --section LaunchStats"
t sh -c "timeout 150 ncu --kernel-name-base demangled -k 'regex:TileGrid|xmma' $sec --metrics 'regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,dram__bytes_read.sum' /root/$B ncu > $J/ncu-$B.txt 2>&1"
