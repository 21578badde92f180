import csv, math, random, lzma, sys
from collections import defaultdict
import eval as E
BW=2884.0
def fit(points):
    pts=[(c,us) for c,us in points if c['applies']]
    if len(pts)<4: return None
    fastest=min(us/c['launches'] for c,us in pts); per=min(us*1e3/(c['slabs']*c['busiest']) for c,us in pts)
    f=[fastest/2,per*4,per,0.3]
    def loss(g): return sum(math.log(E.predict(g,c,BW)/us)**2 for c,us in pts)
    best=loss(f)
    for step in (4,2,1.4,1.2,1.1,1.05,1.02):
        imp=True
        while imp:
            imp=False
            for p in range(4):
                for fac in (step,1/step):
                    g=list(f); g[p]*=fac; l=loss(g)
                    if l<best: best,f,imp=l,g,True
    return f
rows=list(csv.DictReader(lzma.open('tune-all.csv.xz','rt')))
data=defaultdict(dict); meta={}
for r in rows:
    if r['status']!='ok': continue
    key=(r['dtype'],r['shape']); data[key][r['kernel']]=float(r['median_ms'])*1e3; meta[key]=(int(r['m']),int(r['n']),int(r['k']))
for dt in ('float','double'):
    sb=4 if dt=='float' else 8
    keys=[k for k in data if k[0]==dt]
    base=sorted(set(k[1].rsplit('-',1)[0] for k in keys)); rnd=random.Random(1); fold={b:rnd.randrange(2) for b in base}
    kernels=sorted(set(kn for k in keys for kn in data[k]))
    for aware in (False,True):
        logs=[]
        for fo in (0,1):
            train=[k for k in keys if fold[k[1].rsplit('-',1)[0]]!=fo]; test=[k for k in keys if fold[k[1].rsplit('-',1)[0]]==fo]
            coef={}
            for kn in kernels:
                s=E.shape_of(kn)
                groups=['NN','NT','TN','TT'] if aware else ['*']
                for g in groups:
                    pts=[(E.cover(s,*meta[k],sb,True),data[k][kn]) for k in train if kn in data[k] and (g=='*' or k[1].endswith('-'+g))]
                    coef[(kn,g)]=fit(pts)
            for k in test:
                g=k[1].rsplit('-',1)[1] if aware else '*'
                m,n,kk=meta[k]; best=min(data[k].values()); pick=None; pu=1e300
                for kn in data[k]:
                    f=coef.get((kn,g))
                    if f is None: continue
                    c=E.cover(E.shape_of(kn),m,n,kk,sb,True)
                    if not c['applies']: continue
                    u=E.predict(f,c,BW)
                    if u<pu: pu,pick=u,kn
                logs.append(math.log(best/data[k][pick]))
        print(dt,'transpose-aware' if aware else 'one fit','2-fold CV: picks at %.1f%% of fastest'%(100*math.exp(sum(logs)/len(logs))),flush=True)
