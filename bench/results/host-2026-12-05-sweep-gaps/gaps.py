#!/usr/bin/env python3
"""Where `auto` trails cuBLAS over the shape sweep, and whether the choice or the kernels are why.

    gaps.py RUN_DIR TUNE_F32 TUNE_F64 [--below 92] [--plot sweep.json]

RUN_DIR holds tgemm-bench JSON of `auto` against cuBLAS over bench/sweep.csv
(sweep-{f32,f64}-new-{1,2}.json.xz, as ../h200-2026-12-04e-along-k-term/out/ does); TUNE_F32 and
TUNE_F64 are `tgemm-tune --all` files over the sweep's tuning half (every candidate's median in
every transpose, `<shape>-<op>` rows). For each shape: auto's % of cuBLAS (mean of the rounds),
its dtype, half and pick; for a tuning-half shape also the tuner's time of that pick against the
fastest candidate it timed there, so `pick/best` above 1 is what a better choice would gain and
1.00 says the candidates hold nothing faster (the gap is the kernels'). The tuner's runs are
other processes (and days) than the sweep's; only ratios within one run are used.
--plot writes round 1's rows as one JSON for `bench/plot_results.py --scatter`.
"""
import argparse
import csv
import io
import json
import lzma
import math
from collections import defaultdict

ap = argparse.ArgumentParser()
ap.add_argument("run_dir")
ap.add_argument("tune_f32")
ap.add_argument("tune_f64")
ap.add_argument("--below", type=float, default=92.0)
ap.add_argument("--plot")
a = ap.parse_args()

auto = defaultdict(list)
first = []
for dt in ("f32", "f64"):
    for rnd in ("1", "2"):
        rows = json.load(lzma.open(f"{a.run_dir}/sweep-{dt}-new-{rnd}.json.xz"))
        if rnd == "1":
            first += rows
        for r in rows:
            if r["variant"] == "auto":
                auto[r["shape"]].append(r)
if a.plot:
    with open(a.plot, "w") as f:
        json.dump(first, f)

tuned = {}
for path in (a.tune_f32, a.tune_f64):
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt") as f:
        for r in csv.DictReader(f):
            if r["status"] == "ok":
                tuned.setdefault(r["shape"], {})[r["kernel"]] = float(r["median_ms"])

def gmean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))

summary = defaultdict(list)
listed = []
for shape, runs in sorted(auto.items(), key=lambda kv: kv[1][0]["m"] * kv[1][0]["n"] * kv[1][0]["k"]):
    pct = sum(r["pct_cublas"] for r in runs) / len(runs)
    half, dt, pick = shape.split("/")[0], runs[0]["dtype"], runs[0]["note"]
    summary[(dt, half)].append(pct)
    gain = None
    times = tuned.get(f"{shape}-{shape.split('-')[-2]}")
    if half == "tune" and times and pick in times:
        gain = times[pick] / min(times.values())
    if pct < a.below:
        listed.append((shape, runs[0]["m"] * runs[0]["n"] * runs[0]["k"], [r["pct_cublas"] for r in runs], gain, pick))

print("dtype  half  shapes  geo-mean %  lowest %  above 1e9 m*n*k: shapes, geo-mean %")
for (dt, half), p in sorted(summary.items()):
    bigp = [sum(r["pct_cublas"] for r in runs) / len(runs) for s, runs in auto.items()
            if s.startswith(half + "/") and runs[0]["dtype"] == dt
            and runs[0]["m"] * runs[0]["n"] * runs[0]["k"] > 1e9]
    print(f"{dt:6s} {half:5s} {len(p):6d} {gmean(p):11.1f} {min(p):9.1f}   {len(bigp):3d}, {gmean(bigp):.1f}")
print()
print(f"shapes below {a.below:g} % (rounds), by m*n*k; pick/best: the tuner's time of auto's pick "
      "over the fastest candidate's (tuning half)")
for shape, mnk, pcts, gain, pick in listed:
    g = f"{gain:5.2f}" if gain else "    -"
    print(f"{shape:42s} {mnk:9.2e} {' '.join(f'{x:5.1f}' for x in pcts)}  {g}  {pick}")
