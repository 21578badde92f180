# summary.py RUN.json[.xz]...: each batched case's % of cuBLAS strided batched in each run
# (tgemm_batched against the cublas row of the same run), and the lowest.
import json, sys, lzma, collections
res = collections.defaultdict(list)
for f in sys.argv[1:]:
    d = json.load((lzma.open if f.endswith('.xz') else open)(f, 'rt'))
    rows = d['rows'] if isinstance(d, dict) else d
    key = lambda x: (x['dtype'], x['m'], x['transA'] + x['transB'])
    cub = {key(x): x['gflops'] for x in rows if x['variant'] == 'cublas'}
    for x in rows:
        if x['variant'] != 'cublas':
            res[key(x)].append(100 * x['gflops'] / cub[key(x)])
for k in sorted(res):
    print(*k, ' '.join('%.1f' % v for v in res[k]), ' lowest %.1f' % min(res[k]))
print('lowest of all %.1f' % min(min(v) for v in res.values()))
