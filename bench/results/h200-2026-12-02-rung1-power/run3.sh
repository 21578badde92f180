#!/bin/bash
# Third device job: pw64 (FP64 8192^3, the library's pick and cublasDgemm, three seconds each)
# with nvidia-smi sampling every 20 ms meanwhile.
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active \
  --format=csv,noheader -lms 20 > $OUT/smi3.csv 2>&1 &
S=$!
sleep 1
.deps/r1/pw64 > $OUT/pw64.txt 2>&1
sleep 1
kill $S
cat $OUT/pw64.txt
