#!/usr/bin/env python3
"""fit32.py: the cost model's fit (src/tgemm/tuning/model.hpp: split K's slice count, Coverage,
predict_us, fit) redone in Python for the two 32 x 32 FP64 tensor-core tiles, 8- and 16-deep
slabs, from this run's tgemm-tune times (tune-sweep-f64-all.csv.xz). With four coefficients it
reproduces the table's model rows to the digit; it prints their predictions at the long-K,
small-C shapes (val 144 x 14 x 139696 among them). A fifth, a per-candidate share of the copy
bandwidth (at most 1), stays at 1: the fit gives no reason to prefer the 16-deep tile there,
although it ran every long-K tuning shape 4-19 % faster."""
import csv, lzma, math, collections, os
def max_slices(bm,bn):
    a=64*128*128//(bm*bn); return 64 if a<64 else 512 if a>512 else a
def slices(resident,tiles,k,bk,most):
    deepest=max(1,min(most,k//(8*bk)))
    if tiles<=0 or tiles>=2*resident: return 1
    best=0;bn_=0;bd=1
    for s in range(1,deepest+1):
        num=(tiles*s+resident-1)//resident*(16+s); den=16*s
        if best==0 or num*bd<bn_*den: best,bn_,bd=s,num,den
    return best
def chunks(k,sl,bk):
    sl=max(1,sl); chunk=((k+sl-1)//sl+bk-1)//bk*bk
    return ((k+chunk-1)//chunk if chunk>0 else 1), chunk
def predict(bm,bn,bk,tps,coef,m,n,k,sb=8,bw=4082,sms=132):
    launch,lat,thr,store=coef
    tiles=((m+bm-1)//bm)*((n+bn-1)//bn); res=sms*tps
    sl=slices(res,tiles,k,bk,max_slices(bm,bn))
    split,chunk=chunks(k,sl,bk); per=max(1,chunk//bk)
    slabs=per; busiest=math.ceil(tiles*split/sms)
    main=sb*(m*k+k*n+m*n); extra=0; launches=1
    if split>1: extra+=sb*(split+1)*m*n; launches+=1
    pb=1e-3/bw
    comp=slabs*max(lat,busiest*thr)*1e-3
    return launches*launch+max(comp,main*pb)+extra*pb+sb*m*n*store*1e-6, split, slabs, busiest, comp, main*pb
rows=list(csv.DictReader(lzma.open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'tune-sweep-f64-all.csv.xz'),'rt')))
fast=collections.defaultdict(lambda:1e30)
for r in rows:
    if r['status']=='ok': fast[r['shape']]=min(fast[r['shape']],float(r['median_ms'])*1e3)
C={'k8':('team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>',32,32,8,8),
   'k16':('team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>',32,32,16,4)}
def cover(bm,bn,bk,tps,m,n,k,sb=8,sms=132):
    tiles=((m+bm-1)//bm)*((n+bn-1)//bn); res=sms*tps
    sl=slices(res,tiles,k,bk,max_slices(bm,bn)); split,chunk=chunks(k,sl,bk)
    c=dict(slabs=max(1,chunk//bk),busiest=math.ceil(tiles*split/sms),main=sb*(m*k+k*n+m*n),extra=0,launches=1,cb=sb*m*n)
    if split>1: c['extra']=sb*(split+1)*m*n; c['launches']=2
    return c
def pred(f,c,bw):
    launch,lat,thr,store=f[:4]; bwc=bw*(f[4] if len(f)>4 else 1)
    pb=1e-3/bwc
    return c['launches']*launch+max(c['slabs']*max(lat,c['busiest']*thr)*1e-3,c['main']*pb)+c['extra']*(1e-3/bw)+c['cb']*store*1e-6
def fit(pts,bw,five):
    fastest=min(p[1]/p[0]['launches'] for p in pts); per=min(p[1]*1e3/(p[0]['slabs']*p[0]['busiest']) for p in pts)
    f=[fastest/2,per*4,per,0.3]+([1.0] if five else [])
    def loss(g):
        s=0
        for c,us,fu in pts:
            e=math.log(pred(g,c,bw)/us)
            if us>1.5*fu: e=min(e,0)
            s+=e*e
        return s
    best=loss(f)
    for step in [4,2,1.4,1.2,1.1,1.05,1.02,1.01]:
        imp=True
        while imp:
            imp=False
            for i in range(len(f)):
                for fac in (step,1/step):
                    g=list(f); g[i]*=fac
                    if five and i==4 and g[4]>1: continue
                    l=loss(g)
                    if l<best: best,f,imp=l,g,True
    return f
for five in (False,True):
    fs={}
    for key,(name,bm,bn,bk,tps) in C.items():
        pts=[]
        for r in rows:
            if r['kernel']==name and r['status']=='ok':
                m,n,k=int(r['m']),int(r['n']),int(r['k'])
                pts.append((cover(bm,bn,bk,tps,m,n,k),float(r['median_ms'])*1e3,fast[r['shape']]))
        fs[key]=fit(pts,4082,five)
    print('five' if five else 'four', {k:[round(x,3) for x in v] for k,v in fs.items()})
    for (m,n,k) in [(144,14,139696),(104,24,39622),(16,160,12812),(50,17,108574),(64,64,1000000),(241,8,7582)]:
        p={key:pred(fs[key],cover(*C[key][1:],m,n,k),4082) for key in C}
        print('  ',(m,n,k),{a:round(b,1) for a,b in p.items()})
