import csv, lzma, sys
f = sys.argv[1]
lines = lzma.open(f, 'rt').read().splitlines()
i = next(j for j, l in enumerate(lines) if l.startswith('"Address"'))
rows = list(csv.reader(lines[i:]))
h = rows[0]; rows = [r for r in rows[1:] if len(r) == len(h) and r[0] != 'Address']
ix = {k: h.index(k) for k in h}
def n(r, k):
    try: return float(r[ix[k]].replace(',', ''))
    except: return 0.0
tot = sum(n(r, "Warp Stall Sampling (All Samples)") for r in rows)
print("instructions", len(rows), "samples", tot)
print("-- global excess")
for r in rows:
    if n(r, "L2 Theoretical Sectors Global Excessive") > 0 or n(r,"L2 Theoretical Sectors Global")>0:
        print(r[0][-5:], r[1].strip()[:60], int(n(r,"Instructions Executed")), "sect", int(n(r,"L2 Theoretical Sectors Global")), "ideal", int(n(r,"L2 Theoretical Sectors Global Ideal")), "exc", int(n(r,"L2 Theoretical Sectors Global Excessive")))
print("-- shared excess")
for r in rows:
    if n(r, "L1 Wavefronts Shared Excessive") > 0:
        print(r[0][-5:], r[1].strip()[:60], int(n(r,"Instructions Executed")), "wf", int(n(r,"L1 Wavefronts Shared")), "ideal", int(n(r,"L1 Wavefronts Shared Ideal")), "exc", int(n(r,"L1 Wavefronts Shared Excessive")))
stalls = [k for k in h if k.startswith('stall_') and 'Not Issued' not in k]
print("-- stalls", {k[6:]: int(sum(n(r,k) for r in rows)) for k in stalls if sum(n(r,k) for r in rows) > 0.01*tot})
