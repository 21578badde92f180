# The cost model fitted three ways, each scored by two-fold cross-validation over the tuning
# shapes (docs/lessons.md): once per candidate; once per candidate and transpose; once per
# candidate with a time factor per transpose (NN's factor 1).
import csv, math, random, lzma
from collections import defaultdict
import eval as E
BW = 2884.0
T4 = ['NN', 'NT', 'TN', 'TT']
def pred(f, c, t): return E.predict(f[:4], c, BW) * (f[4 + T4.index(t)] if len(f) > 4 else 1)
def fit(points, factors):
    pts = [(c, us, t) for c, us, t in points if c['applies']]
    if len(pts) < 4: return None
    fastest = min(us / c['launches'] for c, us, t in pts); per = min(us * 1e3 / (c['slabs'] * c['busiest']) for c, us, t in pts)
    f = [fastest / 2, per * 4, per, 0.3] + ([1, 1, 1, 1] if factors else [])
    def loss(g): return sum(math.log(pred(g, c, t) / us) ** 2 for c, us, t in pts)
    best = loss(f)
    for step in (4, 2, 1.4, 1.2, 1.1, 1.05, 1.02):
        imp = True
        while imp:
            imp = False
            for p in [0, 1, 2, 3] + ([5, 6, 7] if factors else []):
                for fac in (step, 1 / step):
                    g = list(f); g[p] *= fac; l = loss(g)
                    if l < best: best, f, imp = l, g, True
    return f
rows = list(csv.DictReader(lzma.open('tune-all.csv.xz', 'rt')))
data = defaultdict(dict); meta = {}
for r in rows:
    if r['status'] != 'ok': continue
    key = (r['dtype'], r['shape']); data[key][r['kernel']] = float(r['median_ms']) * 1e3; meta[key] = (int(r['m']), int(r['n']), int(r['k']))
def transpose(k): return k[1].rsplit('-', 1)[1]
for dt in ('float', 'double'):
    sb = 4 if dt == 'float' else 8
    keys = [k for k in data if k[0] == dt]
    base = sorted(set(k[1].rsplit('-', 1)[0] for k in keys)); rnd = random.Random(1); fold = {b: rnd.randrange(2) for b in base}
    kernels = sorted(set(kn for k in keys for kn in data[k]))
    for mode in ('one fit', 'a fit per transpose', 'one fit with a factor per transpose'):
        groups = T4 if mode == 'a fit per transpose' else ['*']
        logs = []
        for fo in (0, 1):
            train = [k for k in keys if fold[k[1].rsplit('-', 1)[0]] != fo]; test = [k for k in keys if fold[k[1].rsplit('-', 1)[0]] == fo]
            coef = {(kn, g): fit([(E.cover(E.shape_of(kn), *meta[k], sb, True), data[k][kn], transpose(k))
                                  for k in train if kn in data[k] and g in ('*', transpose(k))], mode.endswith('factor per transpose'))
                    for kn in kernels for g in groups}
            for k in test:
                g = transpose(k) if len(groups) > 1 else '*'
                m, n, kk = meta[k]; best = min(data[k].values()); pick = None; pu = 1e300
                for kn in data[k]:
                    f = coef.get((kn, g))
                    if f is None: continue
                    c = E.cover(E.shape_of(kn), m, n, kk, sb, True)
                    if not c['applies']: continue
                    u = pred(f, c, transpose(k))
                    if u < pu: pu, pick = u, kn
                logs.append(math.log(best / data[k][pick]))
        print(dt, mode, '2-fold CV: picks at %.1f%% of fastest' % (100 * math.exp(sum(logs) / len(logs))), flush=True)
