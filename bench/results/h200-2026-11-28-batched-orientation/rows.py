# Batched rows for one transpose (python3 rows.py TABLE FILE...): from bh.cu outputs of
# ../h200-2026-11-27-epilogue/run2-runs-vs-pairs (pairs-*), the rule of tgemm-tune's rows for one
# transpose (tuning::tuned_rows): where a listed candidate runs one transpose more than 10 %
# faster than the size's batched row in TABLE (tuning/sm_90.hpp), a row of that candidate for
# that transpose. bh.cu's operands are LayoutRight: its NN is column-major TT (each letter
# flipped), the table's tenth column names column-major transposes.
import lzma, sys, re, statistics as st, collections, csv, io
table, files = sys.argv[1], sys.argv[2:]
G = collections.defaultdict(list); C = collections.defaultdict(list); idx = {}
for f in files:
    for l in (lzma.open(f, 'rt') if f.endswith('.xz') else open(f)):
        p = l.split()
        if len(p) < 8: continue
        size = int(re.match(r'\d+x(\d+)', p[0]).group(1)); tr = p[0].split('-')[1]; dt = p[1]
        if p[3] == 'cublas': C[(size, dt, tr)].append(float(p[4])); continue
        G[(size, dt, p[-1], tr)].append(float(p[6])); idx[(dt, p[-1])] = int(p[3][5:])
def listed(dt, i, name):  # the library's list (brows.py): bh.cu's extra FP64 tilings, two joined
    if dt == 'float': return i < 20
    return i < 19 or '64x64x8,TM4,TN8,WM2,B4,S4,' in name or '32x32x8,TM4,TN4,WM1,B12,S3' in name
rows = {}
for l in open(table):
    if '-batched,' in l and l.startswith('sm_90'):
        f = next(csv.reader(io.StringIO(l.strip())))
        rows[(int(f[2]), f[1].split('-')[0])] = f[5]
flip = {'N': 'T', 'T': 'N'}
for (size, dt), row in sorted(rows.items(), key=lambda x: (x[0][1], x[0][0])):
    for tr in ('NN', 'NT', 'TN', 'TT'):
        g = lambda nm: st.mean(G[(size, dt, nm, tr)]) if G[(size, dt, nm, tr)] else 0.0
        names = [nm for (s, d, nm, t) in G if s == size and d == dt and t == tr and listed(dt, idx[(dt, nm)], nm)]
        best = max(names, key=g)
        cub = 2 * size**3 * {16: 100000, 32: 10000, 64: 10000, 128: 1000, 256: 1000}[size] / (st.median(C[(size, dt, tr)]) * 1e6)
        line = f'# {dt} {size} {tr} (LayoutRight): row {g(row):.0f} GF/s ({100*g(row)/cub:.1f} % of cuBLAS), best {best} {g(best):.0f} ({100*g(best)/cub:.1f} %)'
        print(line, file=sys.stderr)
        if g(best) > 1.10 * g(row):
            cm = flip[tr[0]] + flip[tr[1]]
            print(f'sm_90,{dt}-batched,{size},{size},{size},"{best}",{g(best):.0f},NVIDIA H200,2026-11-27,{cm}')
