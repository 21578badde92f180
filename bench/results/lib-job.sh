#!/bin/bash
# Sourced by device scripts that run a job detached on a leased GPU and come back for it over
# several calls (the machine is released after 30 s without a call in flight). Defines
#   t CMD...      runs CMD, logging its exit status and seconds to $J/info.txt
#   show          packs $J into $OUT/r.tar.xz and prints info.txt's tail
#   waitjob S     waits up to S seconds for a line "done" in info.txt, then show
#   shards BIN S  runs the test binary BIN in eight shards at once (S seconds each at most),
#                 logging the time and the tally of results to $J/info.txt
# with J (the job's folder, /root/job) and B (the binaries', /root/build), and CUDA on PATH.
J=${J:-/root/job} B=${B:-/root/build}
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; return $rc; }
show() { tar -C $J -cJf $OUT/r.tar.xz . 2>/dev/null; tail -${SHOW_LINES:-14} $J/info.txt 2>/dev/null; }
waitjob() {
  local end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ] && ! grep -q '^done' $J/info.txt 2>/dev/null; do sleep 5; done
  show
}
shards() {
  local s=$(date +%s) i
  for i in $(seq 0 7); do
    GTEST_TOTAL_SHARDS=8 GTEST_SHARD_INDEX=$i timeout $2 $1 --gtest_brief=1 > $J/shard$i.txt 2>&1 &
  done
  wait
  echo "suite $(( $(date +%s)-s )) s" >> $J/info.txt
  grep -hE '^\[  (PASSED|FAILED|SKIPPED) ' $J/shard*.txt | sort | uniq -c >> $J/info.txt
  grep -h "FAILED  \]" $J/shard*.txt | sort -u >> $J/info.txt
}
