#!/usr/bin/env python3
"""turns.py DIR PREFIX: auto's % of cuBLAS per shape from DIR/PREFIX-{old,new}-{1,2}.json (the
committed table and the new one, alternated), each round, and the kernel each table ran."""
import json, sys

d, prefix = sys.argv[1], sys.argv[2]
res = {}
for t in ('old', 'new'):
    for r in (1, 2):
        for e in json.load(open(f'{d}/{prefix}-{t}-{r}.json')):
            if e['variant'] == 'auto':
                res.setdefault(e['shape'], {}).setdefault(t, []).append(e)
for s, v in res.items():
    pct = lambda t: ' / '.join(f"{e['pct_cublas']:.1f}" for e in v[t])
    err = max(e['rel_err'] for t in v for e in v[t])
    kern = lambda t: v[t][0]['note'].replace('team_', '')
    print(f"{s:24s} old {pct('old'):>11s}  new {pct('new'):>11s}  max rel err {err:.1e}")
    print(f"{'':24s} {kern('old')} -> {kern('new') if kern('new') != kern('old') else 'the same'}")
