#!/usr/bin/env python3
"""auto against OpenBLAS over bench/sweep.csv on a host backend (tgemm-bench --variants
auto,openblas at 1 and all threads): per dtype, half and thread count the geometric mean, the
lowest shape and the count below 70 / 80 %; then the same by C's narrow side (min(m, n)) and by
the micro-kernel's waste (the share of its MR x NR outputs that fall outside C), and the shapes
below a bar.

    summary.py sweep.json.xz [--below 50]
"""
import argparse
import json
import lzma
import math
import re
from collections import defaultdict

ap = argparse.ArgumentParser()
ap.add_argument("json")
ap.add_argument("--below", type=float, default=50.0)
a = ap.parse_args()
rows = json.load(lzma.open(a.json) if a.json.endswith(".xz") else open(a.json))
auto = [r for r in rows if r["variant"] == "auto" and r.get("pct_openblas") is not None]

def gmean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")

def line(name, ps):
    return (f"{name:34s} {len(ps):4d} {gmean(ps):8.1f} {min(ps):7.1f} "
            f"{sum(p < 70 for p in ps):5d} {sum(p < 80 for p in ps):5d}")

print(f"{'dtype half threads':34s} {'n':>4s} {'geomean':>8s} {'lowest':>7s} {'<70':>5s} {'<80':>5s}")
g = defaultdict(list)
for r in auto:
    g[(r["dtype"], r["shape"].split("/")[0], r["threads"])].append(r["pct_openblas"])
for k, ps in sorted(g.items()):
    print(line(" ".join(map(str, k)), ps))

def waste(r):
    m = re.search(r"<(\d+)x(\d+),", r["note"] or "")
    if not m:
        return None
    mr, nr = int(m.group(1)), int(m.group(2))
    tm, tn = -(-r["m"] // mr), -(-r["n"] // nr)
    return 1 - r["m"] * r["n"] / (tm * mr * tn * nr)

print("\nby C's narrow side, all threads counts and halves")
b = defaultdict(list)
for r in auto:
    s = min(r["m"], r["n"])
    key = "1-2" if s <= 2 else "3-8" if s <= 8 else "9-32" if s <= 32 else "33-128" if s <= 128 else ">128"
    b[(r["dtype"], key)].append(r["pct_openblas"])
order = ["1-2", "3-8", "9-32", "33-128", ">128"]
for k in sorted(b, key=lambda k: (k[0], order.index(k[1]))):
    print(line(f"{k[0]} min(m,n) {k[1]}", b[k]))

print("\nby the micro-kernel's padding (share of its outputs outside C)")
w = defaultdict(list)
for r in auto:
    x = waste(r)
    if x is None:
        continue
    key = "<25%" if x < 0.25 else "25-50%" if x < 0.5 else "50-75%" if x < 0.75 else ">=75%"
    w[(r["dtype"], key)].append(r["pct_openblas"])
order = ["<25%", "25-50%", "50-75%", ">=75%"]
for k in sorted(w, key=lambda k: (k[0], order.index(k[1]))):
    print(line(f"{k[0]} padding {k[1]}", w[k]))

print(f"\nbelow {a.below:g} %:")
for r in sorted(auto, key=lambda r: r["pct_openblas"]):
    if r["pct_openblas"] < a.below:
        print(f"  {r['shape']:40s} t={r['threads']} {r['pct_openblas']:6.1f} % auto {r['median_ms'] * 1e3:9.1f} us  {r['note']}")
