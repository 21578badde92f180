#!/bin/bash
# device: Nsight Compute on auto's and cuBLAS's GEMM kernels at mid-size shapes where auto
# trails (the kernel filter skips the bench's fill and reference kernels). Detached via bg.sh.
B=/root/bin; O=/tmp/diag; mkdir -p $B $O
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
[ -x $B/tgemm-bench ] || { xz -dc .deps/s8/tgemm-bench.xz > $B/tgemm-bench && chmod +x $B/tgemm-bench; }
NCU=$(ls /usr/local/cuda/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $O/info.txt; echo "ncu $NCU" >> $O/info.txt
snap() { tar -C $O -cf /root/diag.tar .; }
SH="14581x238x557:NT:float 2048x2048x2048:NN:float 6565x298x2351:NT:double 3833x119x840:TT:double 3717x193x16045:TT:double"
args=(); for s in $SH; do args+=(--shape $s); done
[ -f $O/times.txt ] || $B/tgemm-bench "${args[@]}" --variants auto,cublas --json $O/times.json > $O/times.txt 2>&1; snap
SEC="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis"
for s in $SH; do
  n=${s//:/-}
  for v in auto cublas; do
    timeout 100 $NCU --kernel-name-base demangled -k 'regex:xmma|sgemm|dgemm|cutlass|kernel::Gemm|reduce_slices|Thin|SmallK' --launch-count 4 $SEC $B/tgemm-bench --shape $s --variants $v --reps 1 --warmup 0 --no-check > $O/ncu-$v-$n.txt 2>&1
  done
  snap
done
echo done >> $O/info.txt; snap
