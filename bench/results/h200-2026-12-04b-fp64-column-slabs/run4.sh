#!/bin/bash
# On the device: harnesses t20 and t20n (harness/t18.cu with -DSET=20, and -DXP_NOCOPY:
# ceilings without the steady slabs' copies), carried as .deps/t20.xz and .deps/t20n.xz,
# alternated twice. One tar back ($OUT/r4.tar.xz).
set -u
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
J=/root/job4
rm -rf $J; mkdir -p $J
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-200 >> $J/info.txt; return $rc; }
trap 'tar -C $J -cJf $OUT/r4.tar.xz .' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $J/info.txt
for b in t20 t20n; do xz -dc .deps/$b.xz > /root/$b && chmod +x /root/$b; done
for r in 1 2; do
  for b in t20 t20n; do t sh -c "timeout 60 /root/$b > $J/$b-$r.txt 2>&1"; done
done
