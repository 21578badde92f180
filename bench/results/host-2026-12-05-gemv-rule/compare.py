#!/usr/bin/python3
# compare.py: auto's % of OpenBLAS at the sweep's GEMV shapes (narrow.csv: a side of one or two,
# K >= 32) in the sweep run before this change (../host-2026-12-05-sweep/sweep-host-gemv.json.xz)
# and in the two runs after it (narrow-after-{1,2}.json); geometric means per dtype and thread
# count, and every row whose kernel changed. Plain Python 3.
import json, lzma, math
from collections import defaultdict
def load(p):
    rs = json.load(lzma.open(p) if p.endswith('xz') else open(p))
    return {(r['shape'], r['threads']): r for r in rs if r['variant'] == 'auto'}
before = load('../host-2026-12-05-sweep/sweep-host-gemv.json.xz')
after = [load(f'narrow-after-{i}.json') for i in (1, 2)]
g = lambda x: math.exp(sum(map(math.log, x)) / len(x))
cat = defaultdict(lambda: ([], [], []))
for k, r in after[0].items():
    c = cat[(r['dtype'], k[1])]
    c[0].append(before[k]['pct_openblas'])
    for i in (0, 1): c[i + 1].append(after[i][k]['pct_openblas'])
for (dt, t), (b, a1, a2) in sorted(cat.items()):
    print(f'{dt:6s} {t} thread(s), {len(b)} shapes: before {g(b):5.1f} %, after {g(a1):5.1f} / {g(a2):5.1f} %')
print('kernel changed:')
for k, r in sorted(after[0].items()):
    if before[k]['note'] != r['note']:
        print(f"  {k[0]:32s} t{k[1]} {before[k]['pct_openblas']:6.1f} -> {r['pct_openblas']:6.1f} / "
              f"{after[1][k]['pct_openblas']:6.1f} %  {before[k]['note']} -> {r['note']}")
