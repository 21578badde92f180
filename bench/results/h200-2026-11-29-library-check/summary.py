#!/usr/bin/env python3
"""summary.py DIR: what run.sh measured, as the tables docs/results.md quotes.
- FP32/FP64 sweep (sweep-{f32,f64}-R.json): auto's geometric mean % of cuBLAS per half, per
  round and over the rounds (each shape's geometric mean over its rounds), shapes below 70 %,
  the lowest few; rows not "ok".
- half sweep (sweep-T.json): the same per type pair (one round).
- public suite (suite.json), batched (batched.json: % of cuBLAS strided batched per size,
  dtype, transposes), half ladder (half_bench-R.json: TFLOP/s and % of cuBLAS per rung)."""
import json, lzma, math, os, sys

d = sys.argv[1]
g = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float('nan')


def load(name):
    for f in (os.path.join(d, name), os.path.join(d, name + '.xz')):
        if os.path.exists(f):
            return json.load((lzma.open if f.endswith('.xz') else open)(f, 'rt'))
    return None


def halves(rounds, key, setof):
    """rounds: lists of rows; key(row) -> shape key. Per half: {shape: [auto/cublas ratio per round]}."""
    per = {}
    bad = []
    for rows in rounds:
        by = {}
        for x in rows:
            by.setdefault(key(x), {})[x['variant']] = x
            if x.get('status', 'ok') != 'ok':
                bad.append((x['shape'], x['variant'], x.get('status')))
        for k, v in by.items():
            if 'auto' in v and 'cublas' in v and v['auto']['median_ms'] > 0:
                per.setdefault(setof(v['auto']), {}).setdefault(k, []).append(
                    v['cublas']['median_ms'] / v['auto']['median_ms'])
    return per, bad


def report(label, rounds, key, setof, note):
    per, bad = halves(rounds, key, setof)
    for s in ('tune', 'val'):
        shapes = per.get(s, {})
        if not shapes:
            continue
        n = max(len(v) for v in shapes.values())
        by_round = [g([v[r] for v in shapes.values() if len(v) > r]) for r in range(n)]
        both = {k: g(v) for k, v in shapes.items()}
        low = sorted(both, key=both.get)
        print(f'{label} {s}: ' + ' / '.join(f'{100*x:.1f}' for x in by_round) +
              f' -> {100*g(list(both.values())):.1f} % ({len(both)} shapes, '
              f'{sum(v < 0.7 for v in both.values())} below 70 %)')
        for k in low[:4]:
            print(f'    {100*both[k]:5.1f} % {k} ' + ' '.join(f'{100*x:.1f}' for x in shapes[k]) +
                  f'  {note.get(k, "")}')
    for b in bad[:10]:
        print('  not ok:', b)


for dt in ('f32', 'f64'):
    rounds = [x for x in (load(f'sweep-{dt}-{r}.json') for r in (1, 2)) if x]
    notes = {x['shape']: x['note'][:70] for rows in rounds for x in rows if x['variant'] == 'auto'}
    report(dt, rounds, lambda x: x['shape'], lambda x: x['shape'].split('/')[0], notes)

for t in ('f16', 'f16f32', 'bf16', 'bf16f32', 'tf32'):
    rows = load(f'sweep-{t}.json')
    if rows:
        key = lambda x: f"{x['m']}x{x['n']}x{x['k']} {x['transA']}{x['transB']}"
        report(t, [rows], key, lambda x: x['set'], {})

suite = load('suite.json')
if suite:
    print('suite (auto % of cuBLAS):')
    for x in suite:
        if x['variant'] == 'auto':
            print(f"    {x['shape']:28s} {x['pct_cublas']:6.1f} %  {x['gflops']:9.1f} GFLOP/s  "
                  f"err {x['rel_err']:.1e} {x['status']}")

batched = load('batched.json')
if batched:
    print('batched (tgemm_batched % of cuBLAS strided batched; NN NT TN TT):')
    table = {}
    for x in batched:
        if x['variant'] == 'tgemm_batched':
            size = f"{x['batch']}x{x['m']}"
            table.setdefault((x['dtype'], x['m'], size), {})[x['transA'] + x['transB']] = (
                x['pct_cublas'], x['status'])
    for (dt, _, size), v in sorted(table.items()):
        print(f'    {dt:6s} {size:12s} ' + ' '.join(
            f"{v[t][0]:6.1f}{'' if v[t][1] == 'ok' else '!'}" if t in v else '     -'
            for t in ('NN', 'NT', 'TN', 'TT')))

for r in (1, 2):
    hb = load(f'half_bench-{r}.json')
    if not hb:
        continue
    print(f'half ladder, run {r} (TFLOP/s, % of cuBLAS):')
    for x in hb:
        print(f"    {x['shape']:16s} {x['transA']}{x['transB']} {x['types']:8s} {x['variant']:18s} "
              f"{x['tflops']:7.1f} {x['pct_cublas']:6.1f} % {x['status']}  {x['kernel'][:48]}")
