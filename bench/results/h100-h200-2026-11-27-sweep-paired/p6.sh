#!/bin/bash
O=/tmp/p6; mkdir -p $O; export LD_LIBRARY_PATH=/usr/local/cuda/lib64
B=/root/bin; mkdir -p $B
for f in bh_r; do xz -dc .deps/p2/$f.xz > $B/$f; chmod +x $B/$f; done
nvidia-smi --query-gpu=name --format=csv,noheader > $O/info.txt
for o in 8,26 14,25 16,23 4,22; do $B/bh_r --dt double --sizes 256,128 --only $o > $O/q-$o.txt 2>&1; done
$B/bh_r --dt double --sizes 64,32 --only 4,22,16,23 > $O/q-small.txt 2>&1
NCU=$(ls /usr/local/cuda/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1); echo "ncu: $NCU" >> $O/info.txt
for c in 26; do
timeout 200 $NCU --launch-skip 4 --launch-count 1 -k regex:cuda_parallel_launch --section SpeedOfLight --section WarpStateStats --section MemoryWorkloadAnalysis_Tables --section LaunchStats --section Occupancy --section InstructionStats $B/bh_r --dt double --sizes 256 --tr NN --only $c --nb 200 --reps0 > $O/ncu-$c.txt 2>&1
done
tar -C $O -cf $OUT/p6.tar .
