#!/bin/bash
# compute-sanitizer memcheck (then racecheck) on the epilogue harnesses: every GPU candidate at
# one ragged shape (EC_QUICK), every batched candidate at 3 x 37^3 and 3 x 67^3
O=/tmp/san; mkdir -p $O; export LD_LIBRARY_PATH=/usr/local/cuda/lib64
CS=/usr/local/cuda/bin/compute-sanitizer
snap() { tar -C $O -cf $OUT/san.tar .; }
nvidia-smi --query-gpu=name --format=csv,noheader > $O/info.txt
run() { # name timeout cmd...
  local n=$1 t=$2; shift 2; local s=$(date +%s)
  timeout $t "$@" > $O/$n.txt 2>&1; local rc=$?
  echo "$n rc $rc $(( $(date +%s)-s )) s: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $O/$n.txt | tail -1) | $(grep -E 'checks|FAIL' $O/$n.txt | tail -1)" >> $O/info.txt; snap
}
EC_QUICK=1 run ec-memcheck-double 60 $CS --tool memcheck --error-exitcode 9 .deps/ec/ec_double
EC_QUICK=1 run ec-memcheck-float 60 $CS --tool memcheck --error-exitcode 9 .deps/ec/ec_float
run bh-memcheck 60 $CS --tool memcheck --error-exitcode 9 .deps/bh/bh_san --sizes 37,67 --nb 3 --reps0
run bh-racecheck 40 $CS --tool racecheck --error-exitcode 9 .deps/bh/bh_san --sizes 37 --nb 2 --reps0 --tr NN,TT
cat $O/info.txt
