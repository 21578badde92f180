#!/bin/bash
# On the device: run4.sh [NAME] (t13 by default; t14 adds the M8 and 8-deep packed products):
# NAME (harness/t10.cu -DT10 -DT13 [-DT14], carried as .deps/NAME.xz) runs the packed call, the
# product alone (and the t14 products) and cublasDgemm back to back for 4 s each at 8192^3 and
# 4096^3 TN while nvidia-smi samples the SM clock and the power draw every 50 ms (twice).
set -u
export PATH=/usr/local/cuda/bin:$PATH
B=${1:-t13}
xz -dc .deps/$B.xz > /root/$B && chmod +x /root/$B
for r in 1 2; do
  nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active --format=csv,nounits -lms 50 > $OUT/smi-$r.csv &
  S=$!
  sleep 1
  timeout 150 /root/$B > $OUT/$B-$r.txt 2>&1
  kill $S
done
cat $OUT/$B-*.txt
