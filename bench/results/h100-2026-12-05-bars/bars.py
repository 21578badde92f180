#!/usr/bin/env python3
"""#30's bars from run.sh's rounds: bars.py DIR... (folders of KIND-N.json[.xz] for round N, the
first folder holding a round's file read). Per round and over the rounds (geometric mean of a shape's rounds): the sweep's
halves (geometric mean, lowest, shapes below 70 %, largest relative error), FP64/FP32 4096^3
and 8192^3, the batched cases and the public suite, auto's (tgemm_batched's) % of cuBLAS."""
import glob, json, lzma, math, os, sys
from collections import defaultdict

dirs = sys.argv[1:]
rounds = sorted({os.path.basename(f)[10] for d in dirs for f in glob.glob(os.path.join(d, "sweep-f64-[0-9].json*"))})
def load(f):
    name = os.path.basename(f)
    for d in dirs:
        for g in (os.path.join(d, name), os.path.join(d, name) + ".xz"):
            if os.path.exists(g):
                return json.load(lzma.open(g) if g.endswith(".xz") else open(g))
    return []
def gm(v):
    return math.exp(sum(map(math.log, v)) / len(v)) if v else float("nan")

per = defaultdict(lambda: defaultdict(list))   # (kind) -> key -> [pct over rounds]
err = defaultdict(float)
for r in rounds:
    rd = "."
    for kind in ["sweep-f64", "sweep-f32", "big", "suite", "batched"]:
        for row in load(f"{kind}-{r}.json"):
            if row["variant"] not in ("auto", "tgemm_batched") or row.get("pct_cublas") is None:
                continue
            key = row["shape"] + (" " + row["dtype"] if kind in ("batched", "big") else "")
            per[kind][key].append(row["pct_cublas"])
            err[kind] = max(err[kind], row.get("rel_err") or 0)
    for kind in ["sweep-f64", "sweep-f32"]:
        rows = [x for x in load(f"{kind}-{r}.json") if x["variant"] == "auto"]
        for half in ["tune", "val"]:
            v = [x["pct_cublas"] for x in rows if x["shape"].startswith(half)]
            if v:
                print(f"round {r} {kind} {half}: {gm(v):.1f} % over {len(v)}, lowest {min(v):.1f}, "
                      f"below 70: {sum(x < 70 for x in v)}")
print()
for kind in ["sweep-f64", "sweep-f32"]:
    for half in ["tune", "val"]:
        v = {s: gm(p) for s, p in per[kind].items() if s.startswith(half)}
        if not v:
            continue
        lo = sorted(v, key=v.get)[:5]
        print(f"{kind} {half} (rounds' mean a shape): {gm(list(v.values())):.1f} % over {len(v)}; "
              f"below 70: {sum(x < 70 for x in v.values())}; largest rel. error {err[kind]:.1e}")
        print("   lowest: " + "; ".join(f"{s} {v[s]:.1f}" for s in lo))
for kind in ["big", "batched", "suite"]:
    if per[kind]:
        print(f"\n{kind} (% of cuBLAS, each round; largest rel. error {err[kind]:.1e})")
        for s, p in per[kind].items():
            print(f"  {s:44s} " + " / ".join(f"{x:.1f}" for x in p))
