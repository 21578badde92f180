#!/usr/bin/env python3
"""compare.py OUT OUT2: the committed table against table-new.csv (the mid-size FP32 tiles' rows and
model, tuned on this H100) over the FP32 sweep (rounds 2 and 3) and the FP32 suite (OUT2, three
rounds), and the FP64 cubes with the committed table (rows) and without its cube rows (nocube)."""
import json, lzma, math, sys
o, o2 = sys.argv[1:3]
def L(f):
    return {r["shape"]: r for r in json.load(lzma.open(f + ".xz")) if r["variant"] == "auto"}
def gm(v):
    return math.exp(sum(map(math.log, v)) / len(v))
for r in [2, 3]:
    a, b = L(f"{o}/sweep-f32-{r}.json"), L(f"{o}/sweep-f32-new-{r}.json")
    for h in ["tune", "val"]:
        ss = [s for s in a if s.startswith(h)]
        print(f"round {r} FP32 sweep {h}: committed {gm([a[s]['pct_cublas'] for s in ss]):.1f} %, "
              f"new {gm([b[s]['pct_cublas'] for s in ss]):.1f} % (lowest {min(b[s]['pct_cublas'] for s in ss):.1f}); "
              f"picks changed at {sum(a[s]['note'] != b[s]['note'] for s in ss)}")
    big = [s for s in a if a[s]["m"] * a[s]["n"] * a[s]["k"] > 1e9]
    print(f"   above 1e9 m*n*k ({len(big)}): committed {gm([a[s]['pct_cublas'] for s in big]):.1f} %, "
          f"new {gm([b[s]['pct_cublas'] for s in big]):.1f} %")
for r in [1, 2, 3]:
    a, b = L(f"{o2}/suite-{r}.json"), L(f"{o2}/suite-new-{r}.json")
    print(f"suite round {r} (committed / new): " +
          "; ".join(f"{s} {a[s]['pct_cublas']:.1f} / {b[s]['pct_cublas']:.1f}" for s in b))
for r in [2, 3]:
    a, b = L(f"{o}/cubes-rows-{r}.json"), L(f"{o}/cubes-nocube-{r}.json")
    print(f"FP64 cubes 2304-7680 round {r}: rows {gm([a[s]['pct_cublas'] for s in a]):.1f} %, "
          f"nocube {gm([b[s]['pct_cublas'] for s in a]):.1f} % (lowest rows {min(a[s]['pct_cublas'] for s in a):.1f})")
