#!/bin/bash
# every FP64 candidate at 4096^3 and 8192^3 (all four transposes), this GPU
O=/tmp/p10; mkdir -p $O; export LD_LIBRARY_PATH=/usr/local/cuda/lib64
B=/root/bin; mkdir -p $B; [ -x $B/tgemm-tune ] || { xz -dc .deps/cb/tgemm-tune.xz > $B/tgemm-tune; chmod +x $B/tgemm-tune; }
nvidia-smi --query-gpu=name --format=csv,noheader > $O/info.txt
timeout 400 $B/tgemm-tune --shapes .deps/p9/f64sq.csv --reps 5 --warmup 1 --out $O/table.csv --all $O/all.csv > $O/tune.txt 2>&1; echo "rc $?" >> $O/info.txt
tar -C $O -cf $OUT/p10.tar .
