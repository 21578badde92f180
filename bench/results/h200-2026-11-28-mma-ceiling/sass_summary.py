#!/usr/bin/env python3
"""sass_summary.py FILE.csv[.xz] [--epilogue [hmma]]: Nsight Compute's source page (--page source
--csv --print-source sass) of one kernel -> stall reasons, then per opcode the share of stall
samples and of executed instructions, then the instructions with the most excessive shared
wavefronts. --epilogue: instead, the share of stall samples and instructions after the kernel's
epilogue starts: after the last WARPGROUP.DEPBAR before the first STG (wgmma kernels), or after
the last HMMA (`--epilogue hmma`, mma.sync kernels)."""
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


if "--epilogue" in sys.argv:
    src = [r[ix["Source"]].strip() for r in data]
    if sys.argv[-1] == "hmma":
        start = max(i for i, s in enumerate(src) if "HMMA" in s)
    else:
        first_stg = min(i for i, s in enumerate(src) if "STG" in s)
        start = max(i for i in range(first_stg) if "WARPGROUP.DEPBAR" in src[i])
    share = [sum(f(r, k) for r in data[start + 1:]) / sum(f(r, k) for r in data)
             for k in ("Warp Stall Sampling (All Samples)", "Instructions Executed")]
    print(f"epilogue: {100 * share[0]:.1f} % of stall samples, "
          f"{100 * share[1]:.1f} % of instructions executed")
    sys.exit(0)

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
