#!/usr/bin/env python3
"""ncu_table.py NCU_CSV: Nsight Compute's --csv --page details output (profile.sh) as one
column per profiled kernel (IDs in launch order), one row per metric."""
import csv, io, sys

lines = open(sys.argv[1]).read().split('\n')
start = next(i for i, l in enumerate(lines) if l.startswith('"ID"'))
rows = list(csv.DictReader(io.StringIO('\n'.join(l for l in lines[start:] if l.startswith('"')))))
ids = sorted({r['ID'] for r in rows}, key=int)
value, metrics = {}, []
for r in rows:
    value[(r['ID'], r['Metric Name'])] = (r['Metric Value'], r['Metric Unit'])
    if r['Metric Name'] not in metrics:
        metrics.append(r['Metric Name'])
print(f"{'kernel':<46} {'unit':<16}" + ''.join(f"{i:>22}" for i in ids))
for m in metrics:
    unit = value.get((ids[0], m), ('', ''))[1]
    print(f"{m[:46]:<46} {unit[:16]:<16}" + ''.join(f"{value.get((i, m), ('', ''))[0]:>22}" for i in ids))
