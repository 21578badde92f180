# rules.py FILE: split-K slice rules against sl.cu's timings (every slice count in a list per
# kernel and shape). For each rule, the slice count it picks and that count's time over the
# fastest measured; then each rule's geometric mean time against "ceil" (the rule before: a
# quarter of the thread slots, rounded up). "floorT": as many slices as the teams the device
# holds (SMs x teams per SM), rounded down; "waveE": the count minimizing ceil(tiles s / R) / s
# x (1 + E s) with R those teams; "waveG": the same, one slice where the tiles fill R;
# "wave2G": one slice where they fill it twice (the committed rule is wave2G0.0625); "lib":
# slices 0, the library's own count as sl was built.
import re,collections,math,sys
d=collections.OrderedDict()
for l in open(sys.argv[1]):
    m=re.match(r'(\S+) (\S\S) (f\d\d) (\S+) slices (\d+) us ([\d.]+)',l)
    if not m: continue
    sh,tr,dt,k,s,us=m.groups(); d.setdefault((sh,tr,dt,k),{})[int(s)]=float(us)
def info(k):
    t=re.search(r'<(\d+)x(\d+)x(\d+),TM(\d+),TN(\d+),WM\d+,B(\d+)',k); bm,bn,bk,tm,tn,b=map(int,t.groups()); return bm,bn,bk,(bm//tm)*(bn//tn),b
LIST=[1,2,3,4,5,6,7,8,9,10,12,16,24]
def rules(k,M,N,K):
    bm,bn,bk,th,B=info(k); Rr=132*2048//(4*th); Rt=132*B; t=-(-M//bm)*-(-N//bn)
    ms=max(64,min(256,64*128*128//(bm*bn))); deep=max(1,min(ms,K//(8*bk)))
    out={}
    out['ceil']=1 if t>=Rr else min(-(-Rr//t),deep)
    out['floor']=1 if t>=Rr else max(1,min(Rr//t,deep))
    out['floorT']=1 if t>=Rt else max(1,min(Rt//t,deep))
    for eps in [0.0,0.02,0.03,0.05,0.08,0.1,0.15]:
      best=None
      for s in range(1,deep+1):
        c=math.ceil(t*s/Rt)/s*(1+eps*s) 
        if best is None or c<best[0]-1e-12: best=(c,s)
      out[f'wave{eps}']=best[1]
    for eps in [0.05,0.0625,0.08]:
      if t>=Rt: out[f'waveG{eps}']=1; continue
      best=None
      for s in range(1,deep+1):
        c=math.ceil(t*s/Rt)/s*(1+eps*s)
        if best is None or c<best[0]-1e-12: best=(c,s)
      out[f'waveG{eps}']=best[1]
    for eps in [0.0625]:
      if t>=2*Rt: out[f'wave2G{eps}']=1; continue
      best=None
      for s in range(1,deep+1):
        c=math.ceil(t*s/Rt)/s*(1+eps*s)
        if best is None or c<best[0]-1e-12: best=(c,s)
      out[f'wave2G{eps}']=best[1]
    # smallest s within 5% of min wave cost
    costs=[(math.ceil(t*s/Rt)/s,s) for s in range(1,deep+1)]
    mn=min(c for c,_ in costs); out['wave5%']=min(s for c,s in costs if c<=mn*1.05)
    mn=min(c for c,_ in costs); out['wave10%']=min(s for c,s in costs if c<=mn*1.10)
    return out
def near(v,s):
    if s in v: return v[s]
    return None
agg=collections.defaultdict(list)
for (sh,tr,dt,k),v in d.items():
    M,N,K=map(int,sh.split('x'))
    best=min(u for s,u in v.items() if s>0)
    r=rules(k,M,N,K)
    r['lib']=0
    row=[]
    for name,s in r.items():
        u=near(v,s)
        row.append(f"{name}:{s}:{'%.2f'%(u/best) if u else '-'}")
        if u: agg[name].append((sh,k,u/best))
    print(sh,tr,k[:45],' '.join(row))
# common subset
keys=set.intersection(*[set((a,b) for a,b,_ in L) for L in agg.values()])
for name,L in agg.items():
    xs=[x for a,b,x in L if (a,b) in keys]
    print(f"{name:10s} n={len(xs)} geomean time/best {math.exp(sum(map(math.log,xs))/len(xs)):.3f} worst {max(xs):.2f}")
print('pairwise vs ceil:')
for name in agg:
    A={(a,b):x for a,b,x in agg[name]}; C={(a,b):x for a,b,x in agg['ceil']}
    ks=[q for q in A if q in C]
    g=math.exp(sum(math.log(A[q]/C[q]) for q in ks)/len(ks))
    print(f"  {name:10s} n={len(ks)} geomean time vs ceil {g:.3f} worst {max(A[q]/C[q] for q in ks):.2f} best {min(A[q]/C[q] for q in ks):.2f}")
