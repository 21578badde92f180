import json,math,sys,itertools
exec(open('/tmp/tcfit.py').read().split("ty=sys.argv[1]")[0])
def est2(m,n,k,ta,tb,inb,outb,P):
    L0,L,rate,cst=P
    # reuse est with L=0 to get the rest, then add launches
    base=est(m,n,k,ta,tb,inb,outb,[0,rate,2884,cst*(1 if outb==2 else 1.2),cst*1.2 if outb==4 else cst])
    # launches count
    def cnt():
        e1=est(m,n,k,ta,tb,inb,outb,[1,1e30,1e30,0,0]); return e1
    return base + L0 + L*(cnt()-1)
data=[]
for ty in ['f16','bf16','f16f32','bf16f32','tf32']:
    inb={'f16':2,'bf16':2,'f16f32':2,'bf16f32':2,'tf32':4}[ty]; outb={'f16':2,'bf16':2,'f16f32':4,'bf16f32':4,'tf32':4}[ty]
    R=load(f'/tmp/fr/sweep-{ty}.json')
    for key,v in R.items():
        if key[5]!='tune': continue
        data.append((key,inb,outb,v['half_wgmma']['median_ms']*1e3))
best=None
for L0 in [10,12,13,14]:
  for L in [4,5,6,7,8]:
    for rate in [2.5e8,3e8,4e8]:
      for cst in [2.5e-6,3.4e-6,4.5e-6]:
        P=[L0,L,rate,cst]
        s=0
        for key,inb,outb,w in data:
            r = rate if inb==2 else rate/2
            e=est2(*key[:5],inb,outb,[L0,L,r,cst]); s+=math.log(e/w)**2
        s=math.sqrt(s/len(data))
        if best is None or s<best[0]: best=(s,P)
print(best)
