#!/bin/bash
# rung 2's wide tile at 4096³ f16 -> f16 NN under Nsight Compute: SASS source page
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $OUT/info.txt
ROOM_TYPES=f16 timeout 300 ncu --kernel-name-base demangled -k regex:HalfWgmmaKernel --launch-count 1 --set full -o /root/w2 ./.deps/rm/room > $OUT/ncu-run.txt 2>&1
echo "ncu rc $?" >> $OUT/info.txt
ncu -i /root/w2.ncu-rep --page source --csv --print-source sass > /root/sass.csv 2>> $OUT/info.txt
ncu -i /root/w2.ncu-rep --page details --print-details all > $OUT/details.txt 2>&1
xz -9 -c /root/sass.csv > $OUT/sass.csv.xz
cat $OUT/info.txt; grep -E 'Duration|Kernel Name|HalfWgmmaKernel' $OUT/details.txt | head -5
