import json,math,sys
def load(f):
    d=json.load(open(f)); R={}
    for r in d:
        key=(r['m'],r['n'],r['k'],r['transA'],r['transB'],r['set'])
        R.setdefault(key,{})[r['variant']]=r
    return R
def est(m,n,k,ta,tb,inb,outb,P):
    L,rate,bw,cst2,cst4=P
    # A stored: ta=='N' -> m x k col-major (ld m); op(A) K-major if ta=='T' (ld = k)
    def packs_a():
        # op(A) K-contig when ta=='T' with ld k; MN when ta=='N' with ld m
        ld = k if ta=='T' else m
        other = m if ta=='T' else k
        ok = (ld*inb)%16==0 or other<=1
        if inb==4 and ta=='N': return 1
        return 0 if ok else 1
    def packs_b():
        ld = k if tb=='N' else n
        other = n if tb=='N' else k
        ok = (ld*inb)%16==0 or other<=1
        if inb==4 and tb=='T': return 1
        return 0 if ok else 1
    pa,pb=packs_a(),packs_b()
    tiles=math.ceil(m/64)*math.ceil(n/128); bk=32 if inb==2 else 16
    slabs=math.ceil(k/bk); want=2*3*132
    split=1
    if not(tiles*2>=want or slabs<16):
        split=min(math.ceil(want/tiles), slabs//8, 256)
        while split>1 and split*m*n*4>256<<20: split-=1
        split=max(split,1)
    launches=1+pa+pb+(1 if split>1 else 0)
    by=inb*(m*k+k*n) + 2*inb*(pa*m*k+pb*k*n) + (split*m*n*8 if split>1 else 0)
    return L*launches + 2*m*n*k/rate + by*1e-3/bw + m*n*(cst2 if outb==2 else cst4)
ty=sys.argv[1]; inb={'f16':2,'bf16':2,'f16f32':2,'bf16f32':2,'tf32':4}[ty]; outb={'f16':2,'bf16':2,'f16f32':4,'bf16f32':4,'tf32':4}[ty]
R=load(f'/tmp/fr/sweep-{ty}.json')
P=[float(x) for x in sys.argv[2].split(',')]
errs=[]
for key,v in R.items():
    m,n,k,ta,tb,_=key
    w=v['half_wgmma']['median_ms']*1e3
    e=est(m,n,k,ta,tb,inb,outb,P)
    errs.append((math.log(e/w),key,e,w))
print(ty,'rms log err %.3f'%math.sqrt(sum(x[0]**2 for x in errs)/len(errs)), 'mean %.3f'%(sum(x[0] for x in errs)/len(errs)))
errs.sort()
for x in errs[:6]+errs[-6:]: print('  %.2f'%x[0], x[1], 'est %.1f meas %.1f'%(x[2],x[3]))
