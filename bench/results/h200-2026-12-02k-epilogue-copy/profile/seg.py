import sys
rows=[]
for l in open(sys.argv[1]):
    p=l.rstrip('\n').split(None,3)
    rows.append((int(p[0]),int(p[1]),int(p[2]),p[3] if len(p)>3 else ''))
segs=[];cur=None
for n,e,s,t in rows:
    f=lambda k: int(k in t)
    if cur and cur[2]==e:
        cur[1]=n; cur[3]+=s; cur[4]+=1; cur[5]+=f('DMMA'); cur[6]+=f('LDS'); cur[7]+=f('LDGSTS'); cur[8]+=f('STG')
    else:
        cur=[n,n,e,s,1,f('DMMA'),f('LDS'),f('LDGSTS'),f('STG')]; segs.append(cur)
tot=sum(r[1] for r in rows); ts=sum(r[2] for r in rows)
for a,b,e,s,cnt,dm,lds,ldg,stg in segs:
    w=e*cnt
    if w>0.01*tot or s>0.02*ts: print(f'{a:5d}-{b:5d} exec/inst {e:8d} n {cnt:4d} inst {w/tot*100:5.1f}% samples {s/ts*100:5.1f}% dmma {dm} lds {lds} ldgsts {ldg} stg {stg}')
