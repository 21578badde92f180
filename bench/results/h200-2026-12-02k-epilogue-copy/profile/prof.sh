#!/bin/bash
# device: profile batched FP64 kernels
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
X=.deps/exp/bh2  # harness/bh2.cu, built before the change
mkdir -p $OUT
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/info.txt
which ncu cuobjdump >> $OUT/info.txt 2>&1
cuobjdump -sass $X > $OUT/bh2.sass 2>&1; xz -9 $OUT/bh2.sass
$X --dt double --sizes 128,256 > $OUT/time1.txt 2>&1
for tr in TN NN; do
  timeout 120 ncu --kernel-name-base demangled -k "regex:BatchGrid|gemm|Gemm" -c 2 --section SourceCounters --section WarpStateStats --section InstructionStats --section SpeedOfLight --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_fp64.sum,sm__inst_executed_pipe_tensor_op_dmma.sum --page details $X --dt double --sizes 128 --tr $tr --only 0 --reps0 > $OUT/ncu-128-$tr.txt 2>&1
  timeout 120 ncu --kernel-name-base demangled -k "regex:BatchGrid" -c 1 --section SourceCounters --page source --print-source sass --csv $X --dt double --sizes 128 --tr $tr --only 0 --reps0 > $OUT/src-128-$tr.csv 2>&1
done
xz -9 $OUT/src-*.csv
$X --dt double --sizes 128,256 > $OUT/time2.txt 2>&1
