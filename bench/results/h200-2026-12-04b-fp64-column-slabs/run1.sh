#!/bin/bash
# On the device: a harness (t15, t16: built on the development machine, carried xz-compressed
# as .deps/NAME.xz) three times, its static SASS opcode counts, then Nsight Compute over the
# variants its `ncu` mode runs. One tar back ($OUT/r1.tar.xz).
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
J=/root/job1; B=${1:-t15}
rm -rf $J; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; return $rc; }
trap 'tar -C $J -cJf $OUT/r1.tar.xz .' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
xz -dc .deps/$B.xz > /root/$B && chmod +x /root/$B
for r in 1 2 3; do t sh -c "timeout 120 /root/$B > $J/$B-$r.txt 2>&1"; done
t sh -c "cuobjdump -sass /root/$B | python3 bench/results/h200-2026-12-04b-fp64-column-slabs/sass_counts.py > $J/sass-counts.txt"
sec="--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section Occupancy --section WarpStateStats --section InstructionStats --section SchedulerStats --section LaunchStats"
t sh -c "timeout 200 ncu --kernel-name-base demangled -k 'regex:TileGrid|xmma' $sec --metrics 'regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,lts__t_sectors_srcunit_tex.sum,lts__t_sector_hit_rate.pct,dram__bytes_read.sum,smsp__inst_executed.sum' /root/$B ncu > $J/ncu-$B.txt 2>&1"
