#!/usr/bin/env python3
"""cubes.py DIR: run.sh's cubes step (cubes-TABLE-R.json[.xz] in DIR), auto's % of cuBLAS per FP64
cube and transpose with the committed table and with the copy-engine cube rows, per round, the
geometric mean over the cubes, and the kernel each ran."""
import glob, json, lzma, math, os, sys
from collections import defaultdict

d = sys.argv[1]
def load(f):
    return json.load(lzma.open(f) if f.endswith(".xz") else open(f))
pct, note = defaultdict(list), {}
for f in sorted(glob.glob(os.path.join(d, "cubes-*-[0-9].json*"))):
    tb = os.path.basename(f).split("-")[1]
    for r in load(f):
        if r["variant"] == "auto":
            pct[(r["shape"], tb)].append(r["pct_cublas"])
            note[(r["shape"], tb)] = r["note"].split("<")[0] + ("<tma>" if "team_tma" in r["note"] else "")
def gm(v):
    return math.exp(sum(map(math.log, v)) / len(v))
shapes = sorted({s for s, _ in pct}, key=lambda s: (int(s.split("x")[0]), s))
print(f"{'shape':24s} {'committed (rounds)':>22s}  {'with the cube rows':>22s}")
for s in shapes:
    a, b = pct[(s, "committed")], pct[(s, "cubes")]
    print(f"{s:24s} {' '.join(f'{x:5.1f}' for x in a):>22s}  {' '.join(f'{x:5.1f}' for x in b):>22s}  "
          f"{note[(s, 'committed')]} -> {note[(s, 'cubes')]}")
for tb in ("committed", "cubes"):
    n = len(pct[(shapes[0], tb)])
    print(f"{tb}: geometric mean per round " +
          " / ".join(f"{gm([pct[(s, tb)][i] for s in shapes]):.1f}" for i in range(n)) +
          f" %; lowest {min(min(pct[(s, tb)]) for s in shapes):.1f} %")
