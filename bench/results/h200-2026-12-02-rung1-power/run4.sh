#!/bin/bash
# Fourth device job: pw64 as built from this folder's pw64.cu (FP64 8192^3, NN and TN) and
# pw64b (-DPW_MORE: FP64 4096^3 and FP32 8192^3, NN), with nvidia-smi sampling every 20 ms.
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active \
  --format=csv,noheader -lms 20 > $OUT/smi4.csv 2>&1 &
S=$!
sleep 1
.deps/r1/pw64b > $OUT/pw64b.txt 2>&1
.deps/r1/pw64 > $OUT/pw64-2.txt 2>&1
sleep 1
kill $S
cat $OUT/pw64b.txt $OUT/pw64-2.txt
