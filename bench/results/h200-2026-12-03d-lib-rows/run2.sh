#!/bin/bash
# On the device, after run.sh in the same lease (its build in /root/build): the public suite
# with FP64 TN 4096³ and 8192³ added, auto and cuBLAS in turn; auto against cuBLAS DGEMM at
# 4096³ and 8192³ NN and TN, three times. One tar back ($OUT/r2.tar.xz).
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
B=/root/build; J=/root/job2
rm -rf $J; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; return $rc; }
trap 'tar -C $J -cJf $OUT/r2.tar.xz .' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
t sh -c "timeout 200 $B/bench/tgemm-bench --shapes bench/shapes.csv --shape 4096x4096x4096:TN:double \
  --shape 8192x8192x8192:TN:double --variants auto,cublas --json $J/suite.json > $J/suite.txt 2>&1"
X="--shape 4096x4096x4096:NN:double --shape 4096x4096x4096:TN:double --shape 8192x8192x8192:NN:double --shape 8192x8192x8192:TN:double"
for r in 1 2 3; do t sh -c "timeout 80 $B/bench/tgemm-bench $X --variants auto,cublas --json $J/big-$r.json > $J/big-$r.txt 2>&1"; done
