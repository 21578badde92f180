#!/usr/bin/env python3
# summary.py FILE...: % of cuBLAS per shape and variant over the runs given (min-max, mean).
import re, sys, collections
r = collections.defaultdict(list)
for f in sys.argv[1:]:
    for line in open(f):
        m = re.match(r'f64 (\d+\^3 \w\w) (.+?)\s+[\d.]+ ms\s+[\d.]+ TFLOP/s\s+([\d.]+) % of cublas', line)
        if m: r[(m.group(1), m.group(2))].append(float(m.group(3)))
for (s, v), x in r.items():
    if v != 'cublas':
        print(f'{s} {v:32s} {min(x):6.1f}-{max(x):6.1f}  mean {sum(x)/len(x):6.1f}  ({len(x)})')
