#!/usr/bin/env python3
"""orientation_rows.py ALL.csv.xz TABLE.hpp: the rows for one transpose that tgemm-tune now
writes (bench/tgemm_tune.cpp), from an earlier run's --all file: per tuned shape, the candidate
with the best geometric mean over the four transposes (what the shape's row names), and per
transpose the fastest correct candidate where it runs more than 10 % faster than that one.
Prints them as table rows and says, per shape, whether TABLE's row names the same pick."""
import collections, csv, io, lzma, math, re, sys

GAIN = 1.10
all_path, table_path = sys.argv[1], sys.argv[2]
rows = list(csv.DictReader(io.TextIOWrapper(lzma.open(all_path))))
times = collections.defaultdict(lambda: collections.defaultdict(dict))
for r in rows:
    if r["status"] != "ok" or float(r["gflops"]) <= 0:
        continue
    base, tr = r["shape"].rsplit("-", 1)
    key = (r["dtype"], int(r["m"]), int(r["n"]), int(r["k"]))
    times[key][r["kernel"]][tr] = float(r["gflops"])
committed = {}
for line in open(table_path):
    m = re.match(r'^(sm_90),(float|double),(\d+),(\d+),(\d+),"([^"]*)",(\d+),([^,]*),([^,\n]*)', line)
    if m:
        committed[(m[2], int(m[3]), int(m[4]), int(m[5]))] = (m[6], m[8], m[9])
out, same, differ = [], 0, 0
for key, ks in sorted(times.items()):
    full = {k: v for k, v in ks.items() if len(v) == 4}
    if not full:
        continue
    pick = max(full, key=lambda k: sum(math.log(g) for g in full[k].values()))
    row = committed.get(key)
    if row is None or row[0] != pick:
        differ += 1
        print(f"# {key}: committed {row[0] if row else None}, this run's pick {pick}", file=sys.stderr)
        continue
    same += 1
    for tr in ("NN", "NT", "TN", "TT"):
        k_best = max((k for k in ks if tr in ks[k]), key=lambda k: ks[k][tr])
        if ks[k_best][tr] > GAIN * full[pick][tr]:
            dtype, m, n, k = key
            out.append(f'sm_90,{dtype},{m},{n},{k},"{k_best}",{ks[k_best][tr]:.0f},{row[1]},{row[2]},{tr}'
                       f'  # {ks[k_best][tr] / full[pick][tr]:.2f}x the row at {tr}')
print(f"# {same} shapes whose committed row is this run's pick, {differ} not", file=sys.stderr)
print("\n".join(out))
