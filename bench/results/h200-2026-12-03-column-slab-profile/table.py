# table.py FILE...: % of cuBLAS per shape and kernel, one column per file
import re, sys
rows = {}
for n, f in enumerate(sys.argv[1:]):
    for line in open(f):
        m = re.match(r"(\S+)\s+double\s+b0\s+((?:cand|swap):\d+)\s.*?\s([\d.]+) %", line)
        if m:
            rows.setdefault((m.group(1), m.group(2)), {})[n] = float(m.group(3))
for (shape, c), v in sorted(rows.items()):
    print(f"{shape:16s} {c:7s}  " + " ".join(f"{v.get(i, float('nan')):6.1f}" for i in range(len(sys.argv) - 1)))
