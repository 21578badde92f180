#!/usr/bin/env python3
"""% of cuBLAS per shape and variant over the rounds of t26/t27 outputs: min-max, mean.
Usage: summary.py FILE..."""
import re, sys
from collections import defaultdict

pct = defaultdict(list)
order = []
for path in sys.argv[1:]:
    for line in open(path):
        m = re.match(r"(f64 \d+\^3 \w\w) (.+?)\s+[\d.]+ ms\s+[\d.]+ TFLOP/s\s+([\d.]+) % of cublas", line)
        if m and m.group(2) != "cublas":
            key = (m.group(1), m.group(2))
            if key not in pct:
                order.append(key)
            pct[key].append(float(m.group(3)))
shape = None
for key in order:
    if key[0] != shape:
        shape = key[0]
        print(f"\n{shape}")
    v = pct[key]
    print(f"  {key[1]:<34} {min(v):5.1f}-{max(v):5.1f}  mean {sum(v) / len(v):5.1f}  ({len(v)})")
