#!/usr/bin/env python3
"""summary.py DIR: the half sweep of run.sh (DIR/sweep-{committed,rows}-T-R.json[.xz], tgemm-half-bench
--variants auto,cublas) per type pair and half: auto's geometric mean % of cuBLAS with the
committed table and with the --tune rows, per round and over both rounds (each shape's
geometric mean over its rounds), rows below 70 %, the lowest; and how --tune's picks
(DIR/tune.json[.xz]) compare with the rule's pick at the tuning shapes (the rule is what the
committed table runs there)."""
import json, lzma, math, os, sys

d = sys.argv[1]
g = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float('nan')


def load(name):
    for f in (os.path.join(d, name), os.path.join(d, name + '.xz')):
        if os.path.exists(f):
            return json.load((lzma.open if f.endswith('.xz') else open)(f, 'rt'))
    return None


types = ['f16', 'f16f32', 'bf16', 'bf16f32', 'tf32']
for t in types:
    per = {}  # (table, set) -> {shape: [ratios]}
    bad = 0
    for tab in ('committed', 'rows'):
        for r in (1, 2):
            rows = load(f'sweep-{tab}-{t}-{r}.json')
            if rows is None:
                continue
            by = {}
            for x in rows:
                key = (x['m'], x['n'], x['k'], x['transA'] + x['transB'], x['set'])
                by.setdefault(key, {})[x['variant']] = x
                bad += x.get('status', 'ok') not in ('ok',)
            for k, v in by.items():
                if 'auto' in v and 'cublas' in v and v['auto']['median_ms'] > 0 and v['cublas']['median_ms'] > 0:
                    per.setdefault((tab, k[4], r), {})[k] = v['cublas']['median_ms'] / v['auto']['median_ms']
    for s in ('tune', 'val'):
        line = f'{t:8s} {s:4s}'
        for tab in ('committed', 'rows'):
            rounds = [per.get((tab, s, r), {}) for r in (1, 2)]
            rounds = [x for x in rounds if x]
            if not rounds:
                continue
            shapes = set.intersection(*[set(x) for x in rounds])
            both = {k: g([x[k] for x in rounds]) for k in shapes}
            lo = min(both, key=both.get)
            line += (f' | {tab}: ' + ' / '.join(f'{100*g(list(x.values())):.1f}' for x in rounds) +
                     f' -> {100*g(list(both.values())):.1f} % ({len(both)} rows, {sum(v < 0.7 for v in both.values())} < 70 %, '
                     f'lowest {100*both[lo]:.1f} % {lo[0]}x{lo[1]}x{lo[2]} {lo[3]})')
        print(line)
    if bad:
        print(f'{t}: {bad} rows not ok')

tune = load('tune.json')
if tune:
    # per (types, shape): geometric mean TFLOP/s over transposes of each candidate
    cand = {}
    for x in tune:
        if x.get('variant', '')[:1] != 'c' or x['variant'] == 'cublas':
            continue
        key = (x['types'], x['m'], x['n'], x['k'])
        c = cand.setdefault(key, {}).setdefault(x['kernel'], [])
        c.append(x['tflops'] if x.get('status') == 'ok' else 0)
    picks = {}
    for key, cs in cand.items():
        n = max(len(v) for v in cs.values())
        ok = {k: g(v) for k, v in cs.items() if len(v) == n and min(v) > 0}
        if ok:
            best = max(ok, key=ok.get)
            picks.setdefault(key[0], {}).setdefault(best.split('<')[0], 0)
            picks[key[0]][best.split('<')[0]] += 1
    for t, p in picks.items():
        print(f'tune picks {t}: ' + ', '.join(f'{k} {v}' for k, v in sorted(p.items(), key=lambda kv: -kv[1])))
    # the rule (auto with the committed table) against the fastest candidate, per row
    by = {}
    for x in tune:
        key = (x['types'], x['m'], x['n'], x['k'], x['transA'] + x['transB'])
        if x.get('status') == 'ok' and x['median_ms'] > 0:
            by.setdefault(key, {})[x['variant']] = x['median_ms']
    for t in types:
        r = [min(ms for v, ms in c.items() if v != 'auto') / c['auto'] for k, c in by.items()
             if k[0] == t and 'auto' in c and len(c) > 1]
        if r:
            print(f'tune {t}: the rule at {100*g(r):.1f} % of the fastest candidate per row ({len(r)} rows, '
                  f'{sum(x < 0.9 for x in r)} below 90 %)')

# auto's own times, rows against committed table (each shape's geometric mean over the rounds):
# at the shapes a row lies within 10 % of, over each half, and cuBLAS's drift between the runs
import csv
rows = [r for r in csv.reader(open(os.path.join(d, 'half-rows.csv'))) if r and not r[0].startswith('#')]
near = lambda a, b: max(a, 1) <= max(b, 1) * 1.1 and max(b, 1) <= max(a, 1) * 1.1
for t in types:
    runs = {}
    for tab in ('committed', 'rows'):
        for r in (1, 2):
            for x in load(f'sweep-{tab}-{t}-{r}.json') or []:
                k = (x['m'], x['n'], x['k'], x['transA'] + x['transB'], x['set'])
                runs.setdefault(k, {}).setdefault((tab, r), {})[x['variant']] = x['median_ms']
    out = []
    for s in ('tune', 'val'):
        ks = [k for k in runs if k[4] == s and len(runs[k]) == 4]
        hit = [k for k in ks if any(r[1] == t and near(int(r[2]), k[0]) and near(int(r[3]), k[1]) and near(int(r[4]), k[2]) for r in rows)]
        a = lambda k, tab, v='auto': g([runs[k][(tab, r)][v] for r in (1, 2)])
        sp = lambda ks: g([a(k, 'committed') / a(k, 'rows') for k in ks]) if ks else float('nan')
        out.append(f'{s}: auto {sp(ks):.3f}x over all, {sp(hit):.3f}x at the {len(hit)} with a row; '
                   f'cuBLAS {g([a(k, "committed", "cublas") / a(k, "rows", "cublas") for k in ks]):.3f}x')
    print(f'{t:8s} rows/committed speed: ' + ' | '.join(out))
