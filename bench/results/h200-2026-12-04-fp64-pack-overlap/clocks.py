#!/usr/bin/env python3
# clocks.py DIR NAME: for each variant run of DIR/NAME-{1,2}.txt (run4.sh), the mean SM clock
# and power nvidia-smi sampled (DIR/smi-{1,2}.csv) over the run, its first second left out.
import csv, datetime, re, sys
d, name = sys.argv[1], sys.argv[2]
for r in (1, 2):
    rows = []
    for l in list(csv.reader(open(f'{d}/smi-{r}.csv')))[1:]:
        try:
            ts = datetime.datetime.strptime(l[0].strip(), '%Y/%m/%d %H:%M:%S.%f').replace(
                tzinfo=datetime.timezone.utc).timestamp()
            rows.append((ts, float(l[1]), float(l[2]), l[4].strip()))
        except (ValueError, IndexError):
            pass
    ev = {}
    for l in open(f'{d}/{name}-{r}.txt'):
        m = re.match(r'([\d.]+) (start|end) (.+?) (\d+) (TN|NN)(.*)', l)
        if m:
            ev.setdefault((m.group(3), m.group(4)), {})[m.group(2)] = (float(m.group(1)), m.group(6))
    for (v, n), e in ev.items():
        sel = [x for x in rows if e['start'][0] + 1 <= x[0] <= e['end'][0]]
        clk = sum(x[1] for x in sel) / len(sel)
        pw = sum(x[2] for x in sel) / len(sel)
        print(f"run {r} {n}^3 TN {v:12s} {e['end'][1].split(',')[1].strip():>14s}  SM clock {clk:5.0f} MHz"
              f"  power {pw:4.0f} W  reasons {sorted(set(x[3] for x in sel))}")
