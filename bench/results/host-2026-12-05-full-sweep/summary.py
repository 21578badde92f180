#!/usr/bin/env python3
"""summary.py sweep.log.xz: auto against OpenBLAS from tgemm-bench's printed table of the host
sweep (the run's JSON was not written): by dtype, half and threads the geometric mean, the count
below 70 and 80 % and the lowest shape; then by C's narrow side; the largest relative error and
the rows not "ok"."""
import lzma, math, re, sys
from collections import defaultdict

lines = lzma.open(sys.argv[1], "rt").read().split("\n")
rows = [l.split() for l in lines if re.match(r"^(tune|val)/\S+\s+\S\S\s+(float|double)\s+(auto|openblas)\s", l)]
def gm(v):
    return math.exp(sum(math.log(x) for x in v) / len(v))
g, b = defaultdict(list), defaultdict(list)
err, bad = defaultdict(float), [r[0] for r in rows if r[15] != "ok"]
for r in rows:
    err[r[2]] = max(err[r[2]], float(r[14]))
    if r[3] != "auto":
        continue
    s, dt, th, pct = r[0], r[2], int(r[4]), float(r[8])
    g[(dt, s.split("/")[0], th)].append((pct, s))
    m, n = map(int, re.search(r"-(\d+)x(\d+)x\d+-", s).groups())
    side = min(m, n)
    band = "1-2" if side <= 2 else "3-8" if side <= 8 else "9-32" if side <= 32 else "33+"
    b[(dt, band, th)].append(pct)
print("dtype half threads shapes geomean below70 below80 lowest")
for k in sorted(g):
    v = [p for p, _ in g[k]]
    lo = min(g[k])
    print(k[0], k[1], k[2], len(v), "%.1f" % gm(v), sum(p < 70 for p in v), sum(p < 80 for p in v),
          "%.1f %s" % lo)
print("\nby C's narrow side (min(m, n)): dtype, side, threads; shapes, geometric mean")
for k in sorted(b):
    print(k, len(b[k]), "%.1f" % gm(b[k]))
print("\nlargest relative error:", dict(err), "; rows not ok:", bad or "none")
