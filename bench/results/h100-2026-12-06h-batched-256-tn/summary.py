#!/usr/bin/env python3
"""summary.py: out/cand.json(.xz) (run.sh: every FP64 batched candidate in turn at 1000 x 256^3,
four LayoutRight transposes, five rounds) -> the six fastest per transpose, times each round; and
out2/{old,new}-R.json (run2.sh: batched_gemm with the committed table and with the new row,
alternated) -> tgemm_batched's % of cuBLAS per round."""
import glob, json, lzma, os, statistics as st
from collections import defaultdict

here = os.path.dirname(os.path.abspath(__file__))
f = os.path.join(here, "out", "cand.json")
d = json.load(lzma.open(f + ".xz") if os.path.exists(f + ".xz") else open(f))
t, name = defaultdict(lambda: defaultdict(list)), {}
for r in d:
    t[r["shape"]][r["variant"]].append(r["median_ms"])
    name[r["variant"]] = r["status"].replace("ok: ", "").replace("ok", "")
for s in t:
    print(s, "(ms each round; % of cuBLAS's median over the rounds)")
    cb = st.median(t[s]["cublas"])
    for v, x in sorted(t[s].items(), key=lambda kv: st.median(kv[1]))[:6]:
        print("  %-14s %5.1f %%  %s  %s" % (v, 100 * cb / st.median(x), " ".join("%.3f" % y for y in x), name.get(v, "")[:72]))
print()
for v in ["old", "new"]:
    for g in sorted(glob.glob(os.path.join(here, "out2", v + "-*.json"))):
        rows = [x for x in json.load(open(g)) if x["variant"] == "tgemm_batched"]
        print(v, os.path.basename(g)[len(v) + 1:-5], "  ".join(
            "%s %.1f" % (x["shape"].split("-")[1] if "-" in x["shape"] else "NN", x["pct_cublas"]) for x in rows))
