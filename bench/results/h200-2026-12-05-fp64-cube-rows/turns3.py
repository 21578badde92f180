#!/usr/bin/env python3
"""turns3.py DIR: auto's % of cuBLAS per shape from DIR/cubes-TABLE-ROUND.json[.xz] (tables
alternated in rounds: old, rows, new, whichever are there), the kernel each table ran, and each
table's geometric mean and lowest shape over the rounds."""
import glob, json, lzma, math, os, re, sys

d = sys.argv[1]
runs = {}
for f in sorted(glob.glob(f'{d}/cubes-*-*.json*')):
    m = re.match(r'cubes-(\w+)-(\d)\.json', os.path.basename(f))
    runs.setdefault(m[1], []).append(f)
tabs = [t for t in ('old', 'rows', 'new') if t in runs]
res = {}
for t in tabs:
    for f in runs[t]:
        with (lzma.open(f, 'rt') if f.endswith('.xz') else open(f)) as fh:
            for e in json.load(fh):
                if e['variant'] == 'auto':
                    res.setdefault(e['shape'], {}).setdefault(t, []).append(e)
logs = {t: [] for t in tabs}
for s, v in res.items():
    cells = []
    for t in tabs:
        cells.append(f"{t} " + ' / '.join(f"{e['pct_cublas']:5.1f}" for e in v.get(t, [])))
        logs[t] += [math.log(e['pct_cublas']) for e in v.get(t, [])]
    err = max(e['rel_err'] for t in v for e in v[t])
    print(f"{s:24s} " + '   '.join(cells) + f"   err {err:.0e}")
    ks = [v[t][0]['note'].replace('team_', '') for t in tabs if t in v]
    print(f"{'':24s} " + (' | '.join(ks) if len(set(ks)) > 1 else f"all: {ks[0]}"))
for t in tabs:
    print(f"{t}: geometric mean {math.exp(sum(logs[t]) / len(logs[t])):.1f} % of cuBLAS, lowest "
          f"{math.exp(min(logs[t])):.1f} % ({len(logs[t])} runs)")
