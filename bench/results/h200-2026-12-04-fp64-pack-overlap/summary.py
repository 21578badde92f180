#!/usr/bin/env python3
# summary.py: % of cuBLAS (timed in turn) per shape and variant over each out folder's runs:
# min-max, mean, and the count of timings -> summary.txt
import collections, glob, re
out = []
for d in ('out1', 'out2', 'out3', 'out4'):
    acc = collections.defaultdict(list)
    for f in sorted(glob.glob(f'{d}/*.txt')):
        for l in open(f):
            m = re.match(r'(f64 \d+\^3 \w\w(?: xp\d)?) (.+?)\s+([\d.]+) ms\s+[\d.]+ TFLOP/s\s+([\d.]+) % of cublas', l)
            if m and m.group(2) != 'cublas':
                acc[(m.group(1), m.group(2))].append(float(m.group(4)) if float(m.group(3)) > 1 else float(m.group(3)))
    out.append(f'== {d} (% of cublasDgemm in turn; pack rows: ms)')
    for (shape, v), xs in sorted(acc.items()):
        out.append(f'{shape:20s} {v:24s} {min(xs):7.3f}-{max(xs):7.3f}  mean {sum(xs)/len(xs):7.3f}  ({len(xs)})')
open('summary.txt', 'w').write('\n'.join(out) + '\n')
print('\n'.join(out))
