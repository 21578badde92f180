import json,math,sys
sys.argv=['x']
src=open('/tmp/rule.py').read().split("g=lambda")[0].replace('/tmp/fr/','/tmp/fr2/')
exec(src)
def loadv(f):
    d=json.load(open(f)); R={}
    for r in d:
        key=(r['m'],r['n'],r['k'],r['transA'],r['transB'],r['set'])
        R.setdefault(key,{})[r['variant']]=r['median_ms']*1e3
    return R
P=[12,5,3e8,2.5e-6]
for ty,inb,outb in [('f16',2,2),('tf32',4,4)]:
    R=loadv(f'/tmp/fr2/sweep-{ty}.json'); agree=0; dis=[]
    for key,v in R.items():
        m,n,k,ta,tb,_=key
        name,fus=pred[(m,n,k,inb)]
        t=tc_est(m,n,k,ta,tb,inb,outb,P)
        use = name!='none' and fus < t
        if use and inb==2 and name=='thin' and staged(m,n,k,ta,tb): use=False
        a,f,w=v['auto'],v['fma'],v['half_wgmma']
        if abs(f-w)/min(f,w) < 0.15: continue
        auto_fma = abs(a-f) < abs(a-w)
        if auto_fma==use: agree+=1
        else: dis.append((key,name,round(fus,1),round(t,1),a,f,w))
    print(ty,'agree',agree,'disagree',len(dis))
    for d in dis[:8]: print('  ',d)
