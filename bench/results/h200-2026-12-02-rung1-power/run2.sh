#!/bin/bash
# Second device job: `sustained` (mma.sync's register-only loop and cuBLAS, three seconds each,
# twice), then pw once more, with nvidia-smi sampling every 20 ms meanwhile.
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active \
  --format=csv,noheader -lms 20 > $OUT/smi2.csv 2>&1 &
S=$!
sleep 1
.deps/r1/sustained > $OUT/sustained.txt 2>&1
.deps/r1/pw > $OUT/pw2.txt 2>&1
sleep 1
kill $S
cat $OUT/sustained.txt $OUT/pw2.txt
