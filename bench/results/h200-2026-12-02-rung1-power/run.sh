#!/bin/bash
# Device job: pw (built on the development machine, carried as .deps/r1/pw) with nvidia-smi
# sampling the SM clock, power and throttle reasons every 20 ms meanwhile.
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active \
  --format=csv,noheader -lms 20 > $OUT/smi.csv 2>&1 &
S=$!
sleep 1
.deps/r1/pw > $OUT/pw.txt 2>&1
sleep 1
kill $S
cat $OUT/pw.txt
