#!/usr/bin/env python3
"""sweep_half.py DIR: per type pair and half of the sweep (tgemm-half-bench --variants
auto,fma,half_wgmma,cublas, DIR/sweep-T.json or .json.xz), auto's geometric mean % of cuBLAS and lowest row;
the same for the faster of fma and half_wgmma per row (what a perfect choice between the two
would give); and the rows where auto ran more than 10 % slower than that choice."""
import json, lzma, math, sys, os

d = sys.argv[1]
g = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs))
for t in ['f16', 'f16f32', 'bf16', 'bf16f32', 'tf32']:
    f = os.path.join(d, f'sweep-{t}.json')
    if not os.path.exists(f):
        f += '.xz'
    if not os.path.exists(f):
        continue
    rows = {}
    for r in json.load((lzma.open if f.endswith('.xz') else open)(f, 'rt')):
        key = (r['m'], r['n'], r['k'], r['transA'] + r['transB'], r['set'])
        rows.setdefault(key, {})[r['variant']] = r
    bad_err = [k for k, v in rows.items() for r in v.values() if r.get('status', 'ok') != 'ok']
    for s in ['tune', 'val']:
        ks = [k for k in rows if k[4] == s and all(x in rows[k] for x in ('auto', 'fma', 'half_wgmma', 'cublas'))]
        if not ks:
            continue
        auto = [rows[k]['cublas']['median_ms'] / rows[k]['auto']['median_ms'] for k in ks]
        best = [rows[k]['cublas']['median_ms'] / min(rows[k]['fma']['median_ms'], rows[k]['half_wgmma']['median_ms']) for k in ks]
        lo = min(range(len(ks)), key=lambda i: auto[i])
        miss = [(ks[i], auto[i] / best[i]) for i in range(len(ks)) if auto[i] / best[i] < 0.9]
        print(f'{t:8s} {s:4s} {len(ks)} rows: auto {100*g(auto):.1f} % of cuBLAS (lowest {100*auto[lo]:.1f} % at '
              f'{ks[lo][0]}x{ks[lo][1]}x{ks[lo][2]} {ks[lo][3]}); best of fma/half_wgmma {100*g(best):.1f} %; '
              f'auto/best {100*g([a/b for a, b in zip(auto, best)]):.1f} %, {len(miss)} rows below 90 % of it')
        for k, r in sorted(miss, key=lambda x: x[1])[:5]:
            print(f'    {k[0]}x{k[1]}x{k[2]} {k[3]}: auto at {100*r:.0f} % of the better ({rows[k]["auto"]["kernel"][:60]})')
    if bad_err:
        print(f'{t}: {len(bad_err)} rows not ok')
