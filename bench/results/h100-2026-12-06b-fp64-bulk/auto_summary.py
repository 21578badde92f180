#!/usr/bin/env python3
"""auto's % of cuBLAS per shape and table over run3.sh's rounds (rows-R.txt: the table before
the FP64 4096^3 TN row; new-R.txt: with it): each round, then the mean.
Usage: auto_summary.py DIR (r3.tar.xz unpacked)"""
import collections, glob, os, re, sys

res = collections.defaultdict(list)
for f in sorted(glob.glob(os.path.join(sys.argv[1], '*-[0-9]*.txt'))):
    tab = os.path.basename(f).split('-')[0]
    t = {}
    for line in open(f):
        m = re.match(r"\s+(\S+) (auto|cublas): ([\d.]+) ms", line)
        if m:
            t[(m.group(1), m.group(2))] = float(m.group(3))
    for (s, v), ms in t.items():
        if v == 'auto':
            res[(s, tab)].append(100 * t[(s, 'cublas')] / ms)
for k in sorted(res):
    v = res[k]
    print(f"{k[0]:<24} {k[1]:<5} " + ' '.join(f"{x:5.1f}" for x in v) + f"   mean {sum(v) / len(v):5.1f}")
