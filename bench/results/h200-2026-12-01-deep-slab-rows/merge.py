#!/usr/bin/env python3
"""merge.py TABLE_HPP SUITE_CSV SWEEP_CSV [DTYPE]: the committed table with its FP64 rows (DTYPE
double, the default; float for ../h200-2026-12-02-fp32-rows) replaced by the tgemm-tune output
of this run, written to stdout. FP64 rows at the public suite's shapes, the
sweep's tuning half, the one-transpose rows and the Krylov row are dropped, and the FP64 cost
model with them; the new rows go at the end of the section they belong to (a row with a tenth
column to the one-transpose section, model rows to the cost model)."""
import sys

hpp, suite, sweep = sys.argv[1:4]
dtype = sys.argv[4] if len(sys.argv) > 4 else 'double'


def rows(path):
    out = []
    for line in open(path):
        line = line.rstrip('\n')
        if line.startswith(f'sm_90,{dtype},'):
            out.append(line)
    return out


def fields(line):
    # kernel names are quoted and hold commas
    head, q, rest = line.partition('"')
    name, q2, tail = rest.partition('"')
    return head.split(',')[:-1], name, tail.lstrip(',').split(',')


def one_transpose(line):
    return len(fields(line)[2]) == 4


new = {'suite': [], 'sweep': [], 'onet': [], 'model': []}
for src, sec in ((suite, 'suite'), (sweep, 'sweep')):
    for r in rows(src):
        if r.startswith(f'sm_90,{dtype},model'):
            new['model'].append(r)
        elif one_transpose(r):
            new['onet'].append(r)
        else:
            new[sec].append(r)

sections = [('# the public suite\n', 'suite'), ("# the sweep's tuning half\n", 'sweep'),
            ("# the sweep's tuning half, rows for one transpose", 'onet'),
            ("# the public suite's Krylov", 'krylov'), ('# half precision', 'half'),
            ('# cost model', 'model'), ('# batched rows', 'batched'), ('# a batched row', 'batched')]
lines = open(hpp).readlines()
out, cur = [], None


def flush():
    if cur in new:
        out.extend(r + '\n' for r in new[cur])
        new[cur] = []


for line in lines:
    starts = [s for p, s in sections if line.startswith(p)]
    if starts or line.startswith(')"'):
        flush()
        if starts:
            cur = starts[0]
        else:
            cur = None
    if line.startswith(f'sm_90,{dtype},') and cur in ('suite', 'sweep', 'onet', 'krylov', 'model'):
        continue
    out.append(line)
sys.stdout.write(''.join(out))
