#!/bin/bash
# memcheck on ec_float/ec_double (every GPU candidate, one ragged shape), then the sweep run
O=/tmp/san; mkdir -p $O; export LD_LIBRARY_PATH=/usr/local/cuda/lib64
CS=/usr/local/cuda/bin/compute-sanitizer
for f in ec_float ec_double; do [ -x /root/bin/$f ] || { mkdir -p /root/bin; xz -dc .deps/ec/$f.xz > /root/bin/$f; chmod +x /root/bin/$f; }; done
nvidia-smi --query-gpu=name --format=csv,noheader > $O/info.txt
run() { local n=$1 t=$2; shift 2; local s=$(date +%s)
  timeout $t "$@" > $O/$n.txt 2>&1; local rc=$?
  echo "$n rc $rc $(( $(date +%s)-s )) s: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $O/$n.txt | tail -1) | $(grep -E 'checks|FAIL' $O/$n.txt | tail -1)" >> $O/info.txt; }
EC_QUICK=1 run ec-memcheck-double 90 $CS --tool memcheck --error-exitcode 9 /root/bin/ec_double
EC_QUICK=1 run ec-memcheck-float 90 $CS --tool memcheck --error-exitcode 9 /root/bin/ec_float
EC_QUICK=1 run ec-racecheck-double 120 $CS --tool racecheck --error-exitcode 9 /root/bin/ec_double
tar -C $O -cf $OUT/san.tar .
cat $O/info.txt
