#!/usr/bin/env python3
"""sass_summary.py FILE.csv[.xz]: Nsight Compute's source page (--page source --csv
--print-source sass) of one kernel -> stall reasons, then per opcode the share of stall samples
and of executed instructions, then the instructions with the most excessive shared wavefronts."""
import collections, csv, io, lzma, sys

path = sys.argv[1]
text = lzma.open(path, "rt") if path.endswith(".xz") else open(path)
rows = list(csv.reader(text))
hdr, data = rows[1], rows[2:]
ix = {h: i for i, h in enumerate(hdr)}


def f(r, k):
    try:
        return float(r[ix[k]].replace(",", ""))
    except (KeyError, ValueError):
        return 0.0


stalls = [h for h in hdr if h.startswith("stall_") and "Not Issued" not in h]
total = collections.Counter()
for r in data:
    for h in stalls:
        total[h] += f(r, h)
s = sum(total.values())
print(f"stall samples {s:.0f}")
for h, v in total.most_common(10):
    print(f"  {h:24s} {100 * v / s:5.1f} %")
samples, executed = collections.Counter(), collections.Counter()
for r in data:
    words = r[ix["Source"]].split()
    if not words:
        continue
    op = (words[1] if words[0].startswith("@") else words[0]).split(".")[0]
    samples[op] += f(r, "Warp Stall Sampling (All Samples)")
    executed[op] += f(r, "Instructions Executed")
a, e = sum(samples.values()), sum(executed.values())
print(f"instructions executed {e:.0f}; per opcode: % of stall samples, % of instructions")
for op, v in executed.most_common(16):
    print(f"  {op:10s} {100 * samples[op] / a:5.1f} % {100 * v / e:5.1f} %")
print("most excessive shared wavefronts: executed, wavefronts, ideal, instruction")
for r in sorted(data, key=lambda r: -f(r, "L1 Wavefronts Shared Excessive"))[:6]:
    print(f"  {f(r, 'Instructions Executed'):9.0f} {f(r, 'L1 Wavefronts Shared'):9.0f} "
          f"{f(r, 'L1 Wavefronts Shared Ideal'):9.0f}  {r[ix['Source']].strip()[:70]}")
