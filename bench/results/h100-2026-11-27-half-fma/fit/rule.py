import json,math,sys
exec(open('/tmp/tcfit.py').read().split("ty=sys.argv[1]")[0])
pred={}
for line in open('/tmp/hh/pred.txt'):
    m,n,k,b,name,us=line.split(); pred[(int(m),int(n),int(k),int(b))]=(name,float(us))
def tc_est(m,n,k,ta,tb,inb,outb,P):
    L0,L,rate,cst=P
    r = rate if inb==2 else rate/2
    base=est(m,n,k,ta,tb,inb,outb,[0,r,2884,cst if outb==2 else cst*1.2,cst*1.2])
    launches=est(m,n,k,ta,tb,inb,outb,[1,1e30,1e30,0,0])
    return base+L0+L*(launches-1)
def staged(m,n,k,ta,tb):
    # thin: flip if n>m; X = flip? op(B)^T : op(A); X.row_stride==1 means X column-major (M-contig)
    flip = n>m
    narrow=min(m,n)
    if not flip: xcol = (ta=='N')   # op(A) col-major when A not transposed
    else: xcol = (tb=='T')          # op(B)^T col-major when op(B) row-major, i.e. B transposed
    if xcol: return False
    # width
    w=32
    if narrow<=8: w=8
    elif narrow<=16: w=16
    return w!=8
g=lambda xs: math.exp(sum(math.log(x) for x in xs)/len(xs))
P=[float(x) for x in sys.argv[1].split(',')]; fmaf=float(sys.argv[2]); excl=int(sys.argv[3])
tot={}
for ty in ['f16','bf16','f16f32','bf16f32','tf32']:
    inb={'f16':2,'bf16':2,'f16f32':2,'bf16f32':2,'tf32':4}[ty]; outb={'f16':2,'bf16':2,'f16f32':4,'bf16f32':4,'tf32':4}[ty]
    R=load(f'/tmp/fr/sweep-{ty}.json')
    for st in ['tune','val']:
        pr=[];orc=[];bad=0
        for key,v in R.items():
            if key[5]!=st or v['cublas']['status']!='ok': continue
            m,n,k,ta,tb,_=key
            name,fus=pred[(m,n,k,inb)]
            t=tc_est(m,n,k,ta,tb,inb,outb,P)
            use = name!='none' and fus*fmaf < t
            if use and excl and inb==2 and name=='thin' and staged(m,n,k,ta,tb): use=False
            c=v['cublas']['median_ms']; f=v['fma']['median_ms']; w=v['half_wgmma']['median_ms']
            pr.append(100*c/(f if use else w)); orc.append(100*c/min(f,w))
        tot[(ty,st)]=(g(pr),g(orc),sum(1 for x in pr if x<70))
for k,v in tot.items(): print(k, 'rule %.1f oracle %.1f below70 %d'%v)
