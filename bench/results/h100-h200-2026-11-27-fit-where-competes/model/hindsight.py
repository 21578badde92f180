import json,lzma,math,sys,collections
def load(f): return json.load(lzma.open(f) if f.endswith('.xz') else open(f))
for f in sys.argv[1:]:
    d=load(f); by=collections.defaultdict(dict)
    for r in d:
        if r.get('status')=='ok': by[(r['set'],r['shape'],r['transA'],r['transB'])][r['variant']]=r['median_ms']
    for half in ['tune','val']:
        la=[];lh=[];lr=[]
        for k,v in by.items():
            if k[0]!=half or 'auto' not in v or 'cublas' not in v: continue
            alts=[v[x] for x in ('fma','half_wgmma') if x in v]
            if not alts: continue
            h=min(alts); la.append(math.log(v['cublas']/v['auto'])); lh.append(math.log(v['cublas']/h)); lr.append(math.log(h/v['auto']))
        g=lambda l:100*math.exp(sum(l)/len(l))
        print(f.split('/')[-2]+'/'+f.split('/')[-1][:22], half, 'auto %.1f  hindsight %.1f  auto/hindsight %.1f (%d rows)'%(g(la),g(lh),g(lr),len(la)))
