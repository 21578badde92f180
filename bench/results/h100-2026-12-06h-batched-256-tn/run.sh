#!/bin/bash
# On a leased H100 or H200, carrying [".deps/p4"] (tgemm-batched-bench built for sm_90a from this
# checkout on the development machine, stripped, xz'd; never committed): every batched FP64
# candidate in turn with the library's pick and cuBLAS strided batched at 1000 x 256^3, the four
# transposes of LayoutRight batches, ROUNDS rounds (default 5) -> $OUT/cand.{txt,json}.
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
B=/root/bb; mkdir -p $B
[ -x $B/tgemm-batched-bench ] || { xz -dc .deps/p4/tgemm-batched-bench.xz > $B/tgemm-batched-bench && chmod +x $B/tgemm-batched-bench; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
S="--shape 1000x256x256x256:NN:double --shape 1000x256x256x256:NT:double --shape 1000x256x256x256:TN:double --shape 1000x256x256x256:TT:double"
s=$(date +%s)
timeout 300 $B/tgemm-batched-bench $S --candidates --rounds ${ROUNDS:-5} --json $OUT/cand.json > $OUT/cand.txt 2>&1
echo "cand rc $? $(( $(date +%s) - s )) s" >> $OUT/info.txt
