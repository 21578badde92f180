#!/usr/bin/env python3
# Means of each kernel's % of cuBLAS per shape over the runs of each binary (summary.txt).
import re, glob, collections
runs = {"tiles (before; tiles.txt, tiles-b.txt)": ["tiles.txt", "tiles-b.txt"],
        "tiles2 (steady loop + one pointer)": ["tiles2.txt"],
        "tiles3": ["tiles3.txt"],
        "tiles4 (= the committed mainloop)": ["tiles4-1.txt", "tiles4-2.txt", "tiles4c-1.txt", "tiles4c-2.txt"],
        "tiles4p (TGEMM_MMA_PREFETCH, same SASS)": ["tiles4p-1.txt", "tiles4p-2.txt"],
        "tiles5 (barrier before the last step, not kept)": ["tiles5-1.txt", "tiles5-2.txt"]}
pat = re.compile(r"^f64 (\d+\^3 \w\w) (\S+) +([\d.]+) ms +([\d.]+) TFLOP/s +([\d.]+) % of cublas")
for label, files in runs.items():
    acc = collections.defaultdict(list)
    for f in files:
        for line in open(f):
            m = pat.match(line)
            if m and m.group(2) != "cublas":
                name = m.group(2).replace("team_split_k<team_packed<team_multistage<", "split ").replace("team_stream_k<team_packed<team_multistage<", "stream ").rstrip(">")
                acc[(name, m.group(1))].append(float(m.group(5)))
    print(f"== {label}")
    for (name, shape), v in sorted(acc.items()):
        print(f"  {name:48s} {shape:10s} {min(v):5.1f}-{max(v):5.1f} % (n {len(v)}, mean {sum(v)/len(v):5.1f})")
