# summary.py DIR [-v]: auto against cuBLAS per build/table (prev, cur, new), scalar and half of the
# sweep: geometric mean over both rounds of each, shapes >= 95 %; < 70 %; lowest; worst error.
# -v lists the shapes below 70 % for `new` with the kernel auto ran.
import json, sys, math, glob, lzma
def load(f):
    return {r['shape']: r for r in json.load(lzma.open(f) if f.endswith('.xz') else open(f))
            if r['variant'] == 'auto'}
d = sys.argv[1]
for tag in ['prev', 'cur', 'new']:
    cells = []
    for dt in ['f32', 'f64']:
        runs = [load(f) for f in sorted(glob.glob(f'{d}/sweep-{tag}-{dt}-*.json*'))]
        if not runs: continue
        v = {s: math.exp(sum(math.log(r[s]['pct_cublas']) for r in runs) / len(runs)) for s in runs[0]}
        err = max(r[s]['rel_err'] for r in runs for s in r)
        for half in ['tune', 'val']:
            ss = [s for s in v if s.startswith(half)]
            g = math.exp(sum(math.log(v[s]) for s in ss) / len(ss))
            lo = min(ss, key=lambda s: v[s])
            cells.append(f"{dt} {half} {g:.1f} % ({sum(v[s] >= 95 for s in ss)}; {sum(v[s] < 70 for s in ss)}; {v[lo]:.1f} %)")
        cells.append(f"{dt} errmax {err:.1e}")
        if tag == 'new' and '-v' in sys.argv:
            for s in sorted(v, key=lambda s: v[s]):
                if v[s] < 70: print(f"  {dt} {v[s]:.1f} {s} {runs[0][s]['note'][:90]}")
    print(tag, ' | '.join(cells))
