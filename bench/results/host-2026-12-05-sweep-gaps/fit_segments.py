#!/usr/bin/python3
"""A stream-K candidate's time split into slab steps and tile segments, from tgemm-tune --all times.

    fit_segments.py KERNEL BM BN BK RESIDENT ALL.csv.xz...

For every shape where KERNEL runs stream K (more tiles than RESIDENT teams, not whole waves;
at least 16 slabs and 2 x 10^8 m*n*k), the busiest team's work as the schedule
(src/tgemm/schedule/stream_k.hpp) deals it: slab steps (its share of the stream-K tiles' steps
plus its whole tiles') and tile segments (the stream-K tiles its run touches, about share /
slabs + 1, plus its whole tiles). Least squares in relative error: time = a slab step's time
per transpose x steps + a segment's time x segments + a constant. A large segment time says a
tile's prologue, epilogue or hand-over costs what many slabs do. Needs numpy.
"""
import csv
import io
import lzma
import sys

import numpy as np

kernel, bm, bn, bk, resident = sys.argv[1], *map(int, sys.argv[2:6])
ops = ["NN", "TN", "NT", "TT"]
times, rows = [], []
for path in sys.argv[6:]:
    with lzma.open(path, "rt") if path.endswith(".xz") else open(path) as f:
        for r in csv.DictReader(f):
            if r["kernel"] != kernel or r["status"] != "ok":
                continue
            m, n, k = int(r["m"]), int(r["n"]), int(r["k"])
            tiles, slabs = -(-m // bm) * -(-n // bn), -(-k // bk)
            if tiles <= resident or tiles % resident == 0 or slabs < 16 or m * n * k < 2e8:
                continue
            shared = min(tiles, tiles % resident + resident)
            share, whole = shared * slabs / resident, (tiles - shared) / resident
            x = [0.0] * 4
            x[ops.index(r["shape"].split("-")[-1])] = share + whole * slabs
            rows.append(x + [share / slabs + 1 + whole, 1.0])
            times.append(float(r["median_ms"]) * 1e3)
X, y = np.array(rows), np.array(times)
c = np.linalg.lstsq(X / y[:, None], np.ones(len(y)), rcond=None)[0]
err = np.sqrt(np.mean(((X @ c - y) / y) ** 2))
print(f"{kernel}: {len(y)} times; us a slab step NN/TN/NT/TT {' / '.join(f'{v:.3f}' for v in c[:4])}; "
      f"us a segment {c[4]:.1f}; constant {c[5]:.1f} us; rms relative error {err:.3f}")
