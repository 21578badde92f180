import lzma
import csv, json, math
import eval as E
def coefs(table, ov={}):
    c={}
    for r in csv.reader(open(table)):
        if len(r)>5 and r[2]=='model' and not r[0].startswith('#'): c[(r[1],r[5])]=(list(map(float,r[6:10])),float(r[10]))
    c.update(ov); return c
def rows(table):
    out=[]
    for r in csv.reader(open(table)):
        if len(r)>8 and not r[0].startswith('#') and r[2]!='model' and r[1] in('float','double'): out.append((r[1],int(r[2]),int(r[3]),int(r[4]),r[5]))
    return out
def pick(C,R,dt,m,n,k,applies):
    for d,a,b,c,kn in R:
        if d==dt and all(max(x,y)/min(x,y)<=1.1 for x,y in ((a,m),(b,n),(c,k))): return kn,'row'
    sb=4 if dt=='float' else 8; best=None; bu=1e300
    for (d,kn),(f,bw) in C.items():
        if d!=dt: continue
        cv=E.cover(E.shape_of(kn),m,n,k,sb,applies)
        if not cv['applies']: continue
        u=E.predict(f,cv,bw)
        if u<bu: bu,best=u,kn
    return best,'model'
ov={('float','team_thin<128x32x128,TM1,TN32,WM4,B4>'):([8.136,1983.774,1952.550,13.054],2884.0),('double','team_thin<64x16x128,TM1,TN16,WM2,B8>'):([9.324,1704.743,1478.112,0.774],2884.0)}
Cm=coefs('tune-table.csv'); Cf=coefs('tune-table.csv',ov); R=rows('tune-table.csv')
for t,dt in (('f32','float'),('f64','double')):
    d=json.load(lzma.open(f'ab/sweep-new-{t}-1.json.xz','rt'))
    for r in d:
        if r['variant']!='auto': continue
        s=r['shape']; m,n,k=r['m'],r['n'],r['k']
        a,wa=pick(Cm,R,dt,m,n,k,False); b,wb=pick(Cf,R,dt,m,n,k,True)
        if a!=r['note']: print('REPLICA MISMATCH',s,a,r['note'])
        if a!=b: print(t,s,wa,a[:50],'->',b[:50])
