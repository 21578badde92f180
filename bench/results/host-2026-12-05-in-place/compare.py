#!/usr/bin/python3
# compare.py DIR ROUNDS [A B]: auto's % of OpenBLAS in DIR's runs A-<r>.json.xz against
# B-<r>.json.xz (default base, new), geometric means over the rounds per shape, then by dtype,
# thread count and C's narrow side, and by which side is narrow and the transposes; the 12
# largest losses and gains. Plain Python 3.
import json, lzma, math, sys
from collections import defaultdict
d, n = sys.argv[1], int(sys.argv[2])
a_name, b_name = (sys.argv[3], sys.argv[4]) if len(sys.argv) > 4 else ('base', 'new')
def load(p):
    return {(r['shape'], r['threads']): r for r in json.load(lzma.open(p)) if r['variant'] == 'auto'}
A = [load(f'{d}/{a_name}-{i}.json.xz') for i in range(1, n + 1)]
B = [load(f'{d}/{b_name}-{i}.json.xz') for i in range(1, n + 1)]
g = lambda x: math.exp(sum(map(math.log, x)) / len(x))
band = lambda s: '1-2' if s <= 2 else '3-8' if s <= 8 else '9-32' if s <= 32 else '>32'
cat, side_cat, rows = defaultdict(lambda: ([], [])), defaultdict(lambda: ([], [])), []
for k, r in A[0].items():
    a = g([x[k]['pct_openblas'] for x in A]); b = g([x[k]['pct_openblas'] for x in B])
    s = min(r['m'], r['n'])
    for key in ((r['dtype'], k[1], band(s)), (r['dtype'], k[1], 'all')):
        cat[key][0].append(a); cat[key][1].append(b)
    key = ('rows' if r['m'] < r['n'] else 'cols', band(s), r['transA'] + r['transB'])
    side_cat[key][0].append(a); side_cat[key][1].append(b)
    rows.append((b / a, k, a, b))
print(f'{a_name} -> {b_name}, geometric means of auto\'s % of OpenBLAS over {n} round(s):')
for key, (a, b) in sorted(cat.items()):
    print(f'  {key[0]:6s} {key[1]} thread(s), narrow side {key[2]:4s} {len(a):3d} rows: {g(a):6.1f} -> {g(b):6.1f} %')
print('by the narrow side (rows: m < n) and the transposes, both dtypes and thread counts:')
for key, (a, b) in sorted(side_cat.items()):
    print(f'  {key[0]:4s} {key[1]:4s} {key[2]} {len(a):3d} rows: {g(a):6.1f} -> {g(b):6.1f} %')
rows.sort()
print('largest losses, then gains:')
for q, k, a, b in rows[:12] + rows[-12:]:
    print(f'  {k[0]:34s} t{k[1]} {a:6.1f} -> {b:6.1f} %')
