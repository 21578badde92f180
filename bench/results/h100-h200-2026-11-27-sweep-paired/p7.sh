#!/bin/bash
# CUDA tests (main, test_team_gemm, test_mma, test_multistage, test_batched_gemm) of the committed
# code, then compute-sanitizer over ec (aligned and unaligned ragged shapes) and every batched candidate.
O=/tmp/p7; mkdir -p $O; export LD_LIBRARY_PATH=/usr/local/cuda/lib64
B=/root/bin; mkdir -p $B
for f in ec_double ec_float bh_san cudamini; do xz -dc .deps/p7/$f.xz > $B/$f; chmod +x $B/$f; done
CS=/usr/local/cuda/bin/compute-sanitizer
nvidia-smi --query-gpu=name --format=csv,noheader > $O/info.txt
snap() { tar -C $O -cf $OUT/p7.tar .; }
run() { local n=$1 t=$2; shift 2; local s=$(date +%s)
  timeout $t "$@" > $O/$n.txt 2>&1; local rc=$?
  echo "$n rc $rc $(( $(date +%s)-s )) s: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED  \]' $O/$n.txt | tail -2 | tr '\n' ' ') | $(grep -E 'checks' $O/$n.txt | tail -1)" >> $O/info.txt; snap; }
run cuda-tests 300 $B/cudamini
EC_QUICK=1 run ec-memcheck-double 90 $CS --tool memcheck --error-exitcode 9 $B/ec_double
EC_QUICK=1 run ec-memcheck-float 90 $CS --tool memcheck --error-exitcode 9 $B/ec_float
EC_QUICK=1 run ec-racecheck-double 150 $CS --tool racecheck --error-exitcode 9 $B/ec_double
EC_QUICK=1 run ec-racecheck-float 150 $CS --tool racecheck --error-exitcode 9 $B/ec_float
run bh-memcheck 120 $CS --tool memcheck --error-exitcode 9 $B/bh_san --sizes 36,68,37 --nb 3 --reps0
run bh-racecheck 120 $CS --tool racecheck --error-exitcode 9 $B/bh_san --sizes 36 --nb 2 --reps0 --tr NN,TT
run ec-double 150 $B/ec_double
run ec-float 150 $B/ec_float
cat $O/info.txt
