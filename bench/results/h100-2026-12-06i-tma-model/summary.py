#!/usr/bin/env python3
"""summary.py: run.sh's validation rounds (out/{sweep-f64,cubes}-{old,new}-R.json[.xz]): per round
the geometric mean of auto's % of cuBLAS with the committed table (old) and with the copy-engine
tile's model row (new), the sweep's halves apart; then every cube and rectangle in NN and TN, and
the shapes whose rounds' geometric mean moved most."""
import json, lzma, math, os
from collections import defaultdict

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "out")
def load(name):
    f = os.path.join(here, name)
    return json.load(lzma.open(f + ".xz") if os.path.exists(f + ".xz") else open(f))
def gm(v):
    return math.exp(sum(map(math.log, v)) / len(v))

for kind in ["sweep-f64", "cubes"]:
    per = defaultdict(lambda: defaultdict(list))
    for v in ["old", "new"]:
        for r in [1, 2, 3]:
            for x in load(f"{kind}-{v}-{r}.json"):
                if x["variant"] == "auto" and x.get("pct_cublas"):
                    per[v][x["shape"]].append(x["pct_cublas"])
    shapes = sorted(per["old"])
    for half in (["tune", "val"] if kind == "sweep-f64" else [""]):
        ss = [s for s in shapes if s.startswith(half)]
        print(kind, half or "cubes and rectangles, every transpose", "(geometric mean, old / new):",
              "  ".join("%.1f / %.1f" % (gm([per["old"][s][r] for s in ss]),
                                         gm([per["new"][s][r] for s in ss])) for r in range(3)))
    if kind == "cubes":
        for s in shapes:
            if s.endswith("NN-f64") or s.endswith("TN-f64"):
                print("  %-24s old %s  new %s" % (s, " ".join("%.1f" % x for x in per["old"][s]),
                                                 " ".join("%.1f" % x for x in per["new"][s])))
    moved = sorted((gm(per["new"][s]) / gm(per["old"][s]), s) for s in shapes)
    print("  most down:", ", ".join("%s %.3f" % (s, d) for d, s in moved[:4]))
    print("  most up:  ", ", ".join("%s %.3f" % (s, d) for d, s in moved[-4:]))
