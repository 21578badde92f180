#!/bin/bash
# device, detached via bg.sh: the sweep three times per scalar with the re-tuned vector rows in
# place (TGEMM_TUNING_FILE), on whichever part this is.
B=/root/bin; O=/tmp/s16; mkdir -p $B $O
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
snap() { tar -C $O -cf /root/s16.tar .; }
[ -x $B/tgemm-bench ] || { cat /root/parts3/b* | xz -dc > $B/tgemm-bench && chmod +x $B/tgemm-bench; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $O/info.txt
t() { local s=$(date +%s); "$@"; echo "$(basename $1) $2 rc $? $(( $(date +%s)-s )) s" >> $O/info.txt; }
export TGEMM_TUNING_FILE=$PWD/.deps/s15/table.csv
for r in 1 2 3; do for dt in f32 f64; do
  t $B/tgemm-bench --shapes bench/sweep.csv --filter $dt --variants auto,cublas --json $O/sweep-$dt-$r.json > $O/sweep-$dt-$r.txt 2>/dev/null
done; done
t timeout 200 $B/tgemm-bench --variants auto,cublas --json $O/suite.json > $O/suite.txt 2>/dev/null
snap; cat $O/info.txt
