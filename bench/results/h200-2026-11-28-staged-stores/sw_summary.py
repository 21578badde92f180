# sw_summary.py FILE: per shape, auto's composed pick as % of cuBLAS in the same process (cuBLAS
# timed before and after it), the median over each binary's runs (old: before the change, new:
# after); the geometric means over the halves, the shapes below 70 %, and the changes.
import collections, math, re, statistics, sys
pct = collections.defaultdict(lambda: collections.defaultdict(list)); err = {}
ver = None
for l in open(sys.argv[1]):
    if l.startswith('== '): ver = l.split()[1]; continue
    f = l.split()
    if len(f) < 10 or f[3] != 'us': continue
    key = (f[0], f[1]); pct[key][ver].append(float(f[8])); err[key] = max(err.get(key, 0), float(f[10]))
def gm(v): return math.exp(sum(map(math.log, v)) / len(v)) if v else float('nan')
rows = [(key, statistics.median(p['old']), statistics.median(p['new'])) for key, p in pct.items()]
for half in ('tune', 'val'):
    r = [x for x in rows if x[0][0].startswith(half)]
    print(f'{half}: {len(r)} shapes; old {gm([x[1] for x in r]):.1f} %, new {gm([x[2] for x in r]):.1f} % of cuBLAS '
          f'(new/old {gm([x[2] / x[1] for x in r]):.3f}); below 70 %: old {sum(x[1] < 70 for x in r)}, new {sum(x[2] < 70 for x in r)}')
print('changed by more than 5 %:')
for x in sorted(rows, key=lambda x: x[2] / x[1]):
    if abs(x[2] / x[1] - 1) > 0.05: print(f'  {x[0][0]:40s} {x[0][1]} old {x[1]:6.1f} % new {x[2]:6.1f} %  x{x[2] / x[1]:.3f}')
print('worst rel err', max(err.values()))
