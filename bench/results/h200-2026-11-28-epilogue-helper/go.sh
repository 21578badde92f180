cd .deps/ep2; export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$PWD/../kokkos-cuda/lib
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $OUT/info.txt
t() { local s=$(date +%s); "$@"; echo "$* rc $? $(( $(date +%s)-s )) s" >> $OUT/info.txt; }
t sh -c "timeout 100 ./ep > $OUT/ep.txt 2>&1"
t sh -c "timeout 45 ./ep 1000x1000x1000 4097x4095x1000 129x257x64 > $OUT/ep-check.txt 2>&1"
t sh -c "timeout 100 ./ep1 > $OUT/ep1.txt 2>&1"
t sh -c "timeout 45 ./ep1 1000x1000x1000 4097x4095x1000 129x257x64 > $OUT/ep1-check.txt 2>&1"
export ROOM_TYPES=f16,bf16f32,tf32
t sh -c "timeout 70 compute-sanitizer --tool memcheck ./ep 2049x4095x64 129x257x64 > $OUT/san-memcheck.txt 2>&1"
t sh -c "timeout 70 compute-sanitizer --tool memcheck ./ep1 2049x4095x64 129x257x64 > $OUT/san-memcheck-rung1.txt 2>&1"
cat $OUT/info.txt; tail -3 $OUT/*.txt
