#!/usr/bin/python3
# table.py DIR ROUNDS NAME...: auto's % of OpenBLAS per shape and thread count, each round, for
# each named run (DIR/NAME-<r>.json.xz). Plain Python 3.
import json, lzma, sys
d, n, names = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
def load(p):
    return {(r['shape'], r['threads']): r for r in json.load(lzma.open(p)) if r['variant'] == 'auto'}
runs = {v: [load(f'{d}/{v}-{i}.json.xz') for i in range(1, n + 1)] for v in names}
for k in runs[names[0]][0]:
    print(f'{k[0]:36s} t{k[1]}  ' + '   '.join(
        f'{v} ' + ' '.join(f"{r[k]['pct_openblas']:4.0f}" for r in runs[v]) for v in names))
