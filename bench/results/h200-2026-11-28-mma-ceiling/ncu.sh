#!/bin/bash
# rung 1's wide tile under Nsight Compute, per SASS instruction: stall samples and shared
# wavefronts (excessive ones included), and the kernel's SASS
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
R=./.deps/h/rung1check
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $OUT/info.txt
s=$(date +%s)
timeout 240 ncu --kernel-name-base demangled -k regex:HalfMmaKernel --launch-count 1 --set full -o /root/wide $R time > $OUT/ncu-run.txt 2>&1
echo "ncu rc $? $(( $(date +%s)-s )) s" >> $OUT/info.txt
ncu -i /root/wide.ncu-rep --page source --csv --print-source sass > /root/sass.csv 2> $OUT/src-err.txt
echo "source rc $? $(wc -l < /root/sass.csv) lines" >> $OUT/info.txt
ncu -i /root/wide.ncu-rep --page details --print-details all > $OUT/details.txt 2>&1
xz -9 -c /root/sass.csv > $OUT/sass.csv.xz
cp /root/wide.ncu-rep $OUT/ 2>/dev/null
cat $OUT/info.txt; head -c 1500 /root/sass.csv; cat $OUT/src-err.txt | head
