#!/bin/bash
# On the machine of run.sh (carrying [".deps/p4"] again): `batched_gemm` with the committed
# table (committed.csv: the sm_90 rows of src/tgemm/tuning/sm_90.hpp) and with it plus a row for
# LayoutRight TN (column-major NT) at 256^3 naming candidate 17 (table-new.csv), each through
# TGEMM_TUNING_FILE in its own process, alternated ROUNDS times (default 4): 1000 x 256^3 FP64,
# the four transposes, in turn with cuBLAS strided batched -> $OUT/v2.tar ({old,new}-R.json).
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
B=/root/bb; mkdir -p $B
[ -x $B/tgemm-batched-bench ] || { xz -dc .deps/p4/tgemm-batched-bench.xz > $B/tgemm-batched-bench && chmod +x $B/tgemm-batched-bench; }
D=bench/results/h100-2026-12-06h-batched-256-tn
W=/root/v2; rm -rf $W; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $W/info2.txt
S="--shape 1000x256x256x256:NN:double --shape 1000x256x256x256:NT:double --shape 1000x256x256x256:TN:double --shape 1000x256x256x256:TT:double"
for r in $(seq ${ROUNDS:-4}); do
  for v in old new; do
    f=$D/committed.csv; [ $v = new ] && f=$D/table-new.csv
    TGEMM_TUNING_FILE=$f timeout 60 $B/tgemm-batched-bench $S --variants tgemm_batched,cublas --json $W/$v-$r.json > /dev/null 2>&1
    echo "$v $r rc $?" >> $W/info2.txt
  done
done
tar -C $W -cf $OUT/v2.tar .
