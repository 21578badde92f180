#!/bin/bash
# On the device. The binaries built on the development machine (TGEMM_WERROR=ON, Kokkos 4.6.99,
# stripped, xz-compressed; 146 MB each even so) reach it in 30 MiB pieces, one piece per call
# (a call carries 64 MiB at most, the working tree included):
#   run.sh piece FILE     keeps a carried piece in /root/p
#   run.sh half           joins tgemm-half-bench and runs the half ladder, rung 2 and auto at
#                         4096³/8192³ in four transposes, and the half sweep of every type pair
#   run.sh tests          joins the half test binary (tests/main.cpp, test_half_gemm.cpp,
#                         test_half_team_batched.cpp, test_scratch_room.cpp with the library) and
#                         runs it, then compute-sanitizer memcheck and synccheck over the wide
#                         tiles and the scratch-room tests
# Results in $OUT.
set -u
O=$OUT; P=/root/p; B=/root/bin; mkdir -p $P $B
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
t() { local s=$(date +%s); "$@"; echo "$* rc $? $(( $(date +%s)-s )) s" | cut -c1-160 >> $O/info.txt; }
join() { cp .deps/cb2/$1.* $P/ 2>/dev/null; cat $P/$1.* | xz -dc > $B/$2 && chmod +x $B/$2; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $O/info.txt
case $1 in
  piece) cp "$2" $P/ && ls -la $P ;;
  half)
    join hb tgemm-half-bench; H=$B/tgemm-half-bench
    t sh -c "$H --json $O/half_bench.json > $O/half_bench.txt 2>&1"
    t sh -c "$H --shape 4096x4096x4096 --shape 8192x8192x8192 --transposes NN,TN,NT,TT --variants half_wgmma,auto,cublas --json $O/big.json > $O/big.txt 2>&1"
    for T in f16 f16f32 bf16 bf16f32 tf32; do
      t sh -c "$H --shapes bench/sweep.csv --types $T --variants auto,fma,half_wgmma,cublas --json $O/sweep-$T.json > $O/sweep-$T.txt 2>&1"
    done ;;
  tests)
    join th t_half
    t sh -c "timeout 70 $B/t_half --gtest_brief=1 > $O/tests.txt 2>&1"
    for tool in memcheck synccheck; do
      t sh -c "timeout $([ $tool = memcheck ] && echo 45 || echo 35) compute-sanitizer --tool $tool $B/t_half --gtest_filter='HalfGemm.WideTiles:ScratchRoom.*' > $O/san-$tool.txt 2>&1"
    done ;;
esac
