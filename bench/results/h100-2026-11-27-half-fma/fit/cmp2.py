import json,math,sys
sys.argv=['x']
exec(open('/tmp/rule.py').read().split("g=lambda")[0])
def loadv(f):
    d=json.load(open(f)); R={}
    for r in d:
        key=(r['m'],r['n'],r['k'],r['transA'],r['transB'],r['set'])
        R.setdefault(key,{})[r['variant']]=r['median_ms']*1e3
    return R
a=loadv('/tmp/fr2/sweep-f16.json'); b=loadv('/tmp/fr2/sweep-tf32.json')
def mapof(m,n,k,ta,tb):
    name,_=pred[(m,n,k,2)]
    if name!='thin': return name
    flip=n>m; narrow=min(m,n)
    xcol = (ta=='N') if not flip else (tb=='T')
    w=32 if narrow>16 else (16 if narrow>8 else 8)
    if xcol: return 'thin-rows'
    return 'thin-lanes' if w==8 else 'thin-staged'
import collections
grp=collections.defaultdict(list)
for k in a:
    grp[mapof(*k[:5])].append(a[k]['fma']/b[k]['fma'])
g=lambda xs: math.exp(sum(math.log(x) for x in xs)/len(xs))
for kk,v in grp.items(): print(kk,len(v),'f16 fma / tf32 fma time: geo %.2f'%g(v), 'min %.2f max %.2f'%(min(v),max(v)))
