#!/usr/bin/env python3
"""auto's (and the half ladder's) % of cuBLAS per shape, timed in turn and sequentially."""
import json, os

def rows(f):
    d = json.load(open(f))
    return d if isinstance(d, list) else d['rows']

print('public suite + FP64 TN, auto as % of cuBLAS (run1)')
fs = ['suite-in-turn-1', 'suite-in-turn-2', 'suite-sequential-1', 'suite-sequential-2']
res = {}
for f in fs:
    for r in rows(f'run1/{f}.json'):
        if r['variant'] == 'auto':
            res.setdefault(r['shape'], {})[f] = r['pct_cublas']
print(f"{'shape':32s} " + ' '.join(f'{f[6:]:>12s}' for f in fs))
for k, v in res.items():
    print(f'{k:32s} ' + ' '.join(f'{v.get(f, -1):12.1f}' for f in fs))

for run, fs in [('run1', ['half-in-turn', 'half-sequential']),
                ('run2', ['half2-in-turn-1', 'half2-in-turn-2', 'half2-sequential'])]:
    print(f'\nhalf ladder ({run}): TFLOP/s and % of cuBLAS; slow variants timed apart in run2 only')
    res = {}
    for f in fs:
        for r in rows(f'{run}/{f}.json'):
            if r['variant'] != 'half_team_scratch':
                k = (r['shape'].split('x')[0], r['transA'] + r['transB'], r['types'], r['variant'])
                res.setdefault(k, {})[f] = (r['tflops'], r['pct_cublas'])
    print(f"{'':30s} " + ' '.join(f'{f:>17s}' for f in fs))
    for k, v in res.items():
        print(f'{" ".join(k):30s} ' +
              ' '.join(f'{v[f][0]:8.1f} {v[f][1]:7.1f}%' if f in v else ' ' * 17 for f in fs))
