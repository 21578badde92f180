#!/usr/bin/env python3
"""compare.py DIR [f64|f32]: the FP64 (or FP32) sweep with the new table (sweep-f64-new-R.json;
FP32 has only the committed one)
against the committed one (sweep-f64-old-R.json), same binary, alternated: auto's geometric mean % of cuBLAS per half
and round, shapes below 70 %, and the shapes whose pick changed with their ratio new/old (each
shape's auto time over its rounds' geometric mean); the public suite with the new table."""
import json, lzma, math, os, sys, glob

d = sys.argv[1] if len(sys.argv) > 1 else '.'
dt = sys.argv[2] if len(sys.argv) > 2 else 'f64'
g = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float('nan')


def runs(tag):
    out = []
    for f in sorted(glob.glob(os.path.join(d, f'sweep-{dt}-{tag}-*.json*'))):
        by = {}
        for x in json.load((lzma.open if f.endswith('.xz') else open)(f, 'rt')):
            by.setdefault(x['shape'], {})[x['variant']] = x
        out.append(by)
    return out


res = {}
for tag in ('old', 'new'):
    rr = runs(tag)
    if not rr:
        continue
    res[tag] = rr
    for half in ('tune', 'val'):
        per_round = []
        for by in rr:
            per_round.append(g([v['cublas']['median_ms'] / v['auto']['median_ms']
                                for s, v in by.items() if s.startswith(half + '/')]))
        shapes = {s: g([by[s]['cublas']['median_ms'] / by[s]['auto']['median_ms'] for by in rr])
                  for s in rr[0] if s.startswith(half + '/')}
        low = sorted((p, s) for s, p in shapes.items() if p < 0.70)
        bad = [(s, by[s]['auto']['status']) for by in rr for s in by if by[s]['auto']['status'] != 'ok']
        errs = max(by[s]['auto']['rel_err'] for by in rr for s in by)
        print(f'{tag} {half}: ' + ' / '.join(f'{100*x:.1f}' for x in per_round) +
              f' -> {100*g(list(shapes.values())):.1f} % ({len(shapes)} shapes); below 70 %: ' +
              (', '.join(f'{s} {100*p:.1f}' for p, s in low) or 'none') +
              f'; not ok: {len(bad)}; max rel err {errs:.2e}')
if 'new' not in res:
    sys.exit()
print('\nshapes whose pick changed (new/old speed of auto, geometric mean over rounds; % of cuBLAS new, old):')
ch = []
for s in res['new'][0]:
    pn, po = res['new'][0][s]['auto']['note'], res['old'][0][s]['auto']['note']
    if pn == po:
        continue
    tn = g([by[s]['auto']['median_ms'] for by in res['new']])
    to = g([by[s]['auto']['median_ms'] for by in res['old']])
    cn = g([by[s]['cublas']['median_ms'] / by[s]['auto']['median_ms'] for by in res['new']])
    co = g([by[s]['cublas']['median_ms'] / by[s]['auto']['median_ms'] for by in res['old']])
    ch.append((to / tn, s, cn, co, po, pn))
for r, s, cn, co, po, pn in sorted(ch):
    print(f'  {r:5.2f}x {s:42s} {100*cn:6.1f} {100*co:6.1f}  {po} -> {pn}')
if ch:
    print(f'  {len(ch)} changed; geometric mean speed-up {g([c[0] for c in ch]):.3f}x')
f = os.path.join(d, 'suite-new.json')
if os.path.exists(f):
    by = {}
    for x in json.load(open(f)):
        by.setdefault(x['shape'], {})[x['variant']] = x
    print('\npublic suite, new table (% of cuBLAS):')
    for s, v in by.items():
        if 'auto' in v and 'cublas' in v:
            print(f'  {s:32s} {100*v["cublas"]["median_ms"]/v["auto"]["median_ms"]:6.1f}  {v["auto"]["note"]}')
