# staged_rows.py OLD_DIR NEW_DIR: the half sweep's auto, two builds (half-<types>.json[.xz] in each),
# per row class: the rows whose wide operand the thin kernel would stage (a K-contiguous wide
# operand, narrow side 9-32) and the others. Prints the geometric mean of
# (old auto / old cuBLAS) / (new auto / new cuBLAS): above 1, the new build is relatively faster.
import json, lzma, math, os, collections, sys
def load(f):
    by = collections.defaultdict(dict)
    for r in json.load(open(f) if os.path.exists(f) else lzma.open(f + '.xz')):
        if r.get('status') == 'ok': by[(r['shape'], r['transA'], r['transB'])][r['variant']] = r['median_ms']
    return by
def width_for(n, bn): return bn // 4 if n <= bn // 4 else bn // 2 if n <= bn // 2 else bn
for p in ['f16', 'f16f32', 'bf16', 'bf16f32', 'tf32']:
    a, b = load(f'{sys.argv[1]}/half-{p}.json'), load(f'{sys.argv[2]}/half-{p}.json')
    cls = collections.defaultdict(list)
    for k in a:
        if k not in b or 'auto' not in a[k] or 'auto' not in b[k]: continue
        m, n, _ = map(int, k[0].split('x'))
        narrow, flip = min(m, n), n > m
        along_k = (k[1] == 'T') if not flip else (k[2] == 'N')
        staged = narrow <= 32 and along_k and width_for(narrow, 32) != 8
        cls['staged' if staged else 'other'].append(
            math.log((a[k]['auto'] / a[k]['cublas']) / (b[k]['auto'] / b[k]['cublas'])))
    print(p, {c: '%.3f (%d rows)' % (math.exp(sum(v) / len(v)), len(v)) for c, v in cls.items()})
