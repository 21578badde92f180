# summary.py ROWS.json[.xz] [N]: each shape's N fastest variants (default 6) by their speed
# over the rounds, as % of cuBLAS in each round (cuBLAS timed in the same rotation).
import json,sys,collections,lzma
d=json.load((lzma.open if sys.argv[1].endswith('.xz') else open)(sys.argv[1],'rt'))
rows=d['rows'] if isinstance(d,dict) else d
g=collections.defaultdict(dict); note={}
for r in rows:
    key=(r['dtype'], r['transA']+r['transB'], r['variant'], r['m'])
    g[key][r.get('round',0)]=r['gflops']; note[(r['dtype'],r['variant'])]=r['status']
for key in sorted({(k[0],k[1],k[3]) for k in g}):
    dt,t,m=key
    cub=g[(dt,t,'cublas',m)]
    vs=[k[2] for k in g if (k[0],k[1],k[3])==key and k[2]!='cublas']
    best=sorted(vs,key=lambda n:-sum(g[(dt,t,n,m)].values()))[:int(sys.argv[2]) if len(sys.argv)>2 else 6]
    print(dt,m,t,' '.join('%s:%s'%(n.replace('candidate:','c').replace('tgemm_batched','lib'),'/'.join('%.1f'%(100*g[(dt,t,n,m)][r]/cub[r]) for r in sorted(cub))) for n in best))
