#!/usr/bin/env python3
"""ragged.py DIR: run.sh's ragged step (ragged-TABLE-R.json[.xz] in DIR): auto's % of cuBLAS at
each FP64 NN shape with M off a multiple of 16, with the committed table (the copy-engine tile)
and with fallback.csv (the packed tile it fell back to), per round, the kernel each ran, the
largest relative error, and the geometric mean over the shapes per round."""
import glob, json, lzma, math, os, sys
from collections import defaultdict

d = sys.argv[1]
def load(f):
    return json.load(lzma.open(f) if f.endswith(".xz") else open(f))
pct, note, err = defaultdict(list), {}, defaultdict(float)
for f in sorted(glob.glob(os.path.join(d, "ragged-*-[0-9].json*"))):
    tb = os.path.basename(f).split("-")[1]
    for r in load(f):
        if r["variant"] == "auto":
            pct[(r["shape"], tb)].append(r["pct_cublas"])
            note[(r["shape"], tb)] = r["note"].split("<")[0] + ("<tma>" if "team_tma" in r["note"] else "")
            err[tb] = max(err[tb], r.get("rel_err") or 0)
def gm(v):
    return math.exp(sum(map(math.log, v)) / len(v))
shapes = sorted({s for s, _ in pct}, key=lambda s: (int(s.split("x")[0]), s))
print(f"{'shape':24s} {'fallback (rounds)':>22s}  {'copy engine (rounds)':>22s}")
for s in shapes:
    a, b = pct[(s, "fallback")], pct[(s, "committed")]
    print(f"{s:24s} {' '.join(f'{x:5.1f}' for x in a):>22s}  {' '.join(f'{x:5.1f}' for x in b):>22s}  "
          f"{note[(s, 'fallback')]} -> {note[(s, 'committed')]}")
for tb in ("fallback", "committed"):
    n = min(len(pct[(s, tb)]) for s in shapes)
    print(f"{tb}: geometric mean per round " +
          " / ".join(f"{gm([pct[(s, tb)][i] for s in shapes]):.1f}" for i in range(n)) +
          f" %; lowest {min(min(pct[(s, tb)]) for s in shapes):.1f} %; largest rel. error {err[tb]:.1e}")
