#!/bin/bash
# Runs the locally built bench binaries (.deps/bin/*.xz: split K's wave rule, TGEMM_WERROR=ON,
# Kokkos .deps/kokkos) on the device: sweep re-tune, sweeps new table vs built-in (two
# rounds), public suite both ways. Detached: use via bg.sh.
B=/root/bin; O=/tmp/sweep; mkdir -p $B $O
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
snap() { tar -C $O -cf /root/sweep.tar .; }
for f in tgemm-bench tgemm-tune tgemm-batched-bench; do [ -x $B/$f ] || [ ! -f .deps/bin/$f.xz ] || { xz -dc .deps/bin/$f.xz > $B/$f && chmod +x $B/$f; }; done
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $O/info.txt
t() { local s=$(date +%s); "$@"; echo "$(basename $1) rc $? $(( $(date +%s)-s )) s" >> $O/info.txt; }
sed -n '/^# the public suite/,/^# the sweep/p' src/tgemm/tuning/sm_90.hpp | grep '^sm_90' > $O/suite-rows.csv
sed -n '/^# batched rows/,$p' src/tgemm/tuning/sm_90.hpp | grep '^sm_90' > $O/batched-rows.csv
t $B/tgemm-tune --shapes bench/sweep.csv --reps 5 --warmup 1 --out $O/tune-table.csv --all $O/tune-all.csv > $O/tune.txt 2>&1
grep "cost model" $O/tune.txt >> $O/info.txt; snap
cat $O/suite-rows.csv $O/tune-table.csv $O/batched-rows.csv > $O/new-table.csv
sw() { if [ $1 = old ]; then unset TGEMM_TUNING_FILE; else export TGEMM_TUNING_FILE=$O/new-table.csv; fi
  t $B/tgemm-bench --shapes bench/sweep.csv --filter $2 --variants auto,cublas --json $O/sweep-$1-$2-$3.json > $O/sweep-$1-$2-$3.txt 2>/dev/null; }
for dt in f32 f64; do sw old $dt 1; sw new $dt 1; sw new $dt 2; sw old $dt 2; snap; done
unset TGEMM_TUNING_FILE
t timeout 300 $B/tgemm-bench --variants auto,cublas --json $O/suite-old.json > $O/suite-old.txt 2>/dev/null
TGEMM_TUNING_FILE=$O/new-table.csv t timeout 300 $B/tgemm-bench --variants auto,cublas --json $O/suite-new.json > $O/suite-new.txt 2>/dev/null
snap
