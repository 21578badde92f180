#!/bin/bash
# FP64 4096^3 and 8192^3, NN and TN, auto against cuBLAS, three rounds (committed table)
O=/tmp/p9; mkdir -p $O; export LD_LIBRARY_PATH=/usr/local/cuda/lib64
B=/root/bin; mkdir -p $B; [ -x $B/tgemm-bench ] || { xz -dc .deps/cb/tgemm-bench.xz > $B/tgemm-bench; chmod +x $B/tgemm-bench; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $O/info.txt
for r in 1 2 3; do $B/tgemm-bench --shapes .deps/p9/f64big.csv --variants auto,cublas --json $O/big-$r.json > $O/big-$r.txt 2>&1; done
tar -C $O -cf $OUT/p9.tar .
grep -h "auto " $O/big-*.txt | awk '{print $1, $9, $NF}'
