# oracle.py DIR: for the sweep's tuning shapes where auto ran below 70 % of cuBLAS (committed
# table, both rounds), the fastest candidate of the tuning run (DIR/tune-all.csv.xz) as % of
# cuBLAS's median in the sweep runs: whether a faster kernel was there to pick.
import csv, json, lzma, glob, math, re, sys, collections
D = sys.argv[1]
cub, auto = {}, {}
for f in glob.glob(D + '/sweep-old-*.json.xz'):
    for r in json.load(lzma.open(f)):
        (cub if r['variant'] == 'cublas' else auto).setdefault(r['shape'], []).append(
            r['median_ms'] if r['variant'] == 'cublas' else r['pct_cublas'])
best = collections.defaultdict(lambda: (1e9, ''))
for r in csv.DictReader(lzma.open(D + '/tune-all.csv.xz', 'rt')):
    if r['status'] == 'ok':
        key = tuple(r['shape'].rsplit('-', 1))
        best[key] = min(best[key], (float(r['median_ms']), r['kernel']))
low = []
for s in cub:
    tr = re.search(r'-(NN|NT|TN|TT)-f(32|64)$', s)
    if not s.startswith('tune') or not tr or (s, tr.group(1)) not in best:
        continue
    a = math.exp(sum(map(math.log, auto[s])) / len(auto[s]))
    o = 100 * (sum(cub[s]) / len(cub[s])) / best[(s, tr.group(1))][0]
    if a < 70:
        low.append((a, o, s, best[(s, tr.group(1))][1]))
print(len(low), 'tuning shapes below 70 %;', sum(o >= 70 for _, o, _, _ in low), 'with a candidate at 70 % or more')
for a, o, s, k in sorted(low):
    print(f'{s:42s} auto {a:5.1f}  fastest candidate {o:5.1f}  {k}')
