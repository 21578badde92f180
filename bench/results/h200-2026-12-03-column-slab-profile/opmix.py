import csv, lzma, sys, collections
def load(f):
    lines = lzma.open(f, 'rt').read().splitlines()
    i = next(j for j, l in enumerate(lines) if l.startswith('"Address"'))
    rows = list(csv.reader(lines[i:]))
    h = rows[0]; rows = [r for r in rows[1:] if len(r) == len(h) and r[0] != 'Address']
    ie = h.index("Instructions Executed")
    c = collections.Counter()
    for r in rows:
        op = r[1].strip().split()[0]
        if op.startswith('@'): op = r[1].strip().split()[1]
        c[op.split('.')[0]] += float(r[ie].replace(',', '') or 0)
    return c
a = load(sys.argv[1]); b = load(sys.argv[2])
tot_a, tot_b = sum(a.values()), sum(b.values())
print("total", tot_a/1e6, tot_b/1e6)
for op in sorted(set(a) | set(b), key=lambda o: -(a[o] + b[o]))[:30]:
    print(f"{op:10s} {a[op]/1e6:8.2f} {b[op]/1e6:8.2f}")
