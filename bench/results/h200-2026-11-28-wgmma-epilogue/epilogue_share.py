#!/usr/bin/env python3
"""epilogue_share.py FILE.csv.xz [after]: from Nsight Compute's source page (--page source --csv
--print-source sass) of one kernel, the share of stall samples and of executed instructions
after the kernel's epilogue starts: after the last WARPGROUP.DEPBAR before the first STG (rung
2, wgmma), or after the last HMMA (rung 1, `after hmma`)."""
import csv, lzma, sys

rows = list(csv.reader(lzma.open(sys.argv[1], "rt")))
hdr, data = rows[1], rows[2:]
ix = {h: i for i, h in enumerate(hdr)}


def f(r, k):
    try:
        return float(r[ix[k]].replace(",", ""))
    except (KeyError, ValueError):
        return 0.0


src = [r[ix["Source"]].strip() for r in data]
if len(sys.argv) > 2 and sys.argv[2] == "hmma":
    start = max(i for i, s in enumerate(src) if "HMMA" in s)
else:
    first_stg = min(i for i, s in enumerate(src) if "STG" in s)
    start = max(i for i in range(first_stg) if "WARPGROUP.DEPBAR" in src[i])
samples = sum(f(r, "Warp Stall Sampling (All Samples)") for r in data)
ep_samples = sum(f(r, "Warp Stall Sampling (All Samples)") for r in data[start + 1:])
ins = sum(f(r, "Instructions Executed") for r in data)
ep_ins = sum(f(r, "Instructions Executed") for r in data[start + 1:])
print(f"epilogue: {100 * ep_samples / samples:.1f} % of stall samples, "
      f"{100 * ep_ins / ins:.1f} % of instructions executed")
