#!/bin/bash
# On the leased H100 (carry [".deps/bin"], as run.sh): auto against cuBLAS at FP64 4096^3 and
# 8192^3, NN and TN, with three tables alternated, four rounds: the committed one (rows: the
# packed 64 x 128 x 16 tile on split K at both cubes), and the same with those two rows naming
# the 64 x 128 x 16 tile reading op(A) in place (a1) or the packed 64 x 128 x 8 tile (k8), the
# two that run2.sh's tuner run timed fastest there. One tar back ($OUT/r3.tar.xz).
set -u
J=/root/job4; rm -rf $J; mkdir -p $J
trap 'tar -C $J -cJf $OUT/r3.tar.xz .' EXIT
B=/root/build/bench; mkdir -p $B
[ -x $B/tgemm-bench ] || xz -dc .deps/bin/bins.tar.xz | tar -C $B -xf - tgemm-bench
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
sed -n 's/^\(sm_90,.*\)$/\1/p' src/tgemm/tuning/sm_90.hpp > $J/rows.csv
P='team_split_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>'
A1='team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4,A1>>'
K8='team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>'
for t in a1 k8; do
  K=$([ $t = a1 ] && echo "$A1" || echo "$K8")
  sed -E "/^sm_90,double,(4096,4096,4096|8192,8192,8192),/s/\"$P\"/\"$K\"/" $J/rows.csv > $J/$t.csv
  diff $J/rows.csv $J/$t.csv >> $J/info.txt
done
X="--shape 4096x4096x4096:NN:double --shape 4096x4096x4096:TN:double --shape 8192x8192x8192:NN:double --shape 8192x8192x8192:TN:double"
for r in 1 2 3 4; do
  for t in rows a1 k8; do
    timeout 60 env TGEMM_TUNING_FILE=$J/$t.csv $B/tgemm-bench $X --variants auto,cublas --json $J/$t-$r.json > $J/$t-$r.txt 2>&1
  done
done
