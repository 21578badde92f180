#!/bin/bash
# Second device job: tgemm-bench built on the development machine from the same tree
# (stripped, carried as .deps/bin3/tgemm-bench.xz), `auto` against cuBLAS at FP64 4096^3 and
# 8192^3, NN and TN, in turn, with four tables alternated twice: the committed one, the
# re-tuned one (table-new.csv.xz), and the committed one with the 4096^3/8192^3 FP64 rows
# naming the packed 64 x 128 x 16 tile on split K at both (t16s) or stream K at 8192^3 (t16k).
set -u
B=/root/bin3; mkdir -p $B
xz -dc .deps/bin3/tgemm-bench.xz > $B/tgemm-bench; chmod +x $B/tgemm-bench
D=bench/results/h200-2026-12-02d-fp64-rows
sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $B/old.csv
xz -dc $D/table-new.csv.xz > $B/new.csv
K16s='"team_split_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>"'
K16k='"team_stream_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>"'
grep -v '^sm_90,double,\(4096,4096,4096\|8192,8192,8192\),' $B/old.csv > $B/base.csv
{ cat $B/base.csv; echo "sm_90,double,4096,4096,4096,$K16s,52751,NVIDIA H200,2026-12-02";
  echo "sm_90,double,8192,8192,8192,$K16s,49250,NVIDIA H200,2026-12-02"; } > $B/t16s.csv
{ cat $B/base.csv; echo "sm_90,double,4096,4096,4096,$K16s,52751,NVIDIA H200,2026-12-02";
  echo "sm_90,double,8192,8192,8192,$K16k,49723,NVIDIA H200,2026-12-02"; } > $B/t16k.csv
X="--shape 4096x4096x4096:NN:double --shape 4096x4096x4096:TN:double --shape 8192x8192x8192:NN:double --shape 8192x8192x8192:TN:double"
for r in 1 2; do
  for t in old new t16s t16k; do
    TGEMM_COMMIT=$(cat $D/commit.txt) TGEMM_TUNING_FILE=$B/$t.csv timeout 60 $B/tgemm-bench $X \
      --variants auto,cublas --json $OUT/v-$t-$r.json > $OUT/v-$t-$r.txt 2>&1
  done
done
for f in $OUT/v-*.txt; do echo "== $f"; grep -E " auto " $f | awk '{print $1, $7}'; done
