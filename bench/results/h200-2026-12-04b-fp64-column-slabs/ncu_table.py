#!/usr/bin/env python3
# ncu_table.py FILE NAME=LINE...: key Nsight Compute figures side by side for the kernels whose
# report starts at the given lines (the line numbers of their "Context 1, Stream" headers).
import re, sys
L = open(sys.argv[1]).read().split('\n')
starts = [i for i, l in enumerate(L) if 'Context 1, Stream' in l]
want = {int(a.split('=')[1]) - 1: a.split('=')[0] for a in sys.argv[2:]}
blocks = {}
for k, s in enumerate(starts):
    if s in want: blocks[want[s]] = L[s:starts[k + 1] if k + 1 < len(starts) else len(L)]
keys = ['Duration', 'SM Frequency', 'Registers Per Thread', 'Executed Instructions ', 'Issue Slots Busy',
        'L2 Hit Rate', 'Compute (SM) Throughput', 'Local Memory Spilling', 'Warp Cycles Per Issued Instruction',
        'l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum', 'l1tex__data_pipe_lsu_wavefronts_mem_shared.sum',
        'dram__bytes_read.sum']
def get(b, k):
    for l in b:
        if l.strip().startswith(k.strip()):
            return l.split()[-1] if k.startswith(('l1tex', 'lts', 'dram', 'smsp')) else ' '.join(l.split()[-2:])
    return '-'
print('%-40s' % '', ' '.join('%16s' % n for n in blocks))
for k in keys:
    print('%-40s' % k[:40], ' '.join('%16s' % get(blocks[n], k)[-16:] for n in blocks))
st = sorted(set(re.match(r'\s*(smsp__average_warps_issue_stalled_\w+)', l).group(1) for b in blocks.values() for l in b
                if re.match(r'\s*smsp__average_warps_issue_stalled_', l)))
for k in st:
    vals = [get(blocks[n], k) for n in blocks]
    if max(float(v) for v in vals if v != '-') < 0.05: continue
    print('%-40s' % k.replace('smsp__average_warps_issue_stalled_', 'stall ').replace('_per_issue_active.ratio', ''),
          ' '.join('%16s' % v for v in vals))
