import lzma
import csv, math, re, sys
from collections import defaultdict
SMS=132; CONC=132*2048
def cdiv(a,b): return (a+b-1)//b
def shape_of(name):
    if name=='naive_range': return dict(kind='elem',bm=1,bn=1,bk=1,threads=256,tps=8)
    m=re.search(r'<(\d+)x(\d+)x(\d+),TM(\d+),TN(\d+),WM(\d+),B(\d+)',name)
    bm,bn,bk,tm,tn,wm,b=map(int,m.groups())
    if name.startswith('team_small_k'):
        return dict(kind='tiles',bm=bm,bn=bn,bk=bk,threads=32*(bn//tn),tps=b,packed=False,maxs=64)
    if name.startswith('team_thin'):
        return dict(kind='thin',bm=bm,bn=bn,bk=32,threads=32*wm,tps=b)
    sched='stream' if name.startswith('team_stream_k') else 'split'
    by_area=64*128*128//(bm*bn); maxs=max(64,min(256,by_area))
    return dict(kind=sched,bm=bm,bn=bn,bk=bk,threads=(bm//tm)*(bn//tn),tps=b,packed='team_packed' in name,maxs=maxs)
def split_slices(resident,tiles,k,bk,most):
    deepest=max(1,min(most,k//(8*bk)))
    if tiles<=0 or tiles>=resident: return 1
    return min(cdiv(resident,tiles),deepest)
def chunks(k,slices,bk):
    slices=max(1,slices); chunk=cdiv(cdiv(k,slices),bk)*bk
    return (cdiv(k,chunk) if chunk>0 else 1, chunk)
def cover(s,m,n,k,sb,use_applies):
    c=dict(slabs=1,busiest=1,main=sb*(m*k+k*n+m*n),extra=0,launches=1,cbytes=sb*m*n,applies=True)
    if s['kind']=='thin':
        narrow=min(m,n); wide=max(m,n); bn=s['bn']
        w=bn//4 if narrow<=bn//4 else (bn//2 if narrow<=bn//2 else bn)
        passes=cdiv(narrow,w); rows=s['bm']*bn//w; blocks=cdiv(wide,rows)*passes
        res=max(1,CONC//(4*s['threads']))
        if blocks>=res or k<=0: sl=1
        else: sl=max(1,min(cdiv(res,blocks),k//64,k//(4*max(narrow,1))))
        ln=max(32,(cdiv(k,sl)+31)//32*32); sl=max(1,cdiv(k,ln))
        c['main']=sb*(wide*k*passes+k*narrow+m*n); c['slabs']=cdiv(min(ln,k),32); c['busiest']=math.ceil(blocks*sl/SMS)
        if sl>1: c['extra']=sb*(sl+1)*m*n; c['launches']+=1
        if use_applies: c['applies']= passes==1
        return c
    tiles=cdiv(m,s['bm'])*cdiv(n,s['bn']); resident=SMS*s['tps']; slabs=cdiv(k,s['bk'])
    if s['kind']=='elem':
        teams=math.ceil(m*n/s['threads']); c['slabs']=slabs; c['busiest']=math.ceil(teams/SMS); return c
    stream= s['kind']=='stream' and tiles>resident and tiles%resident!=0 and slabs>=2
    if stream:
        c['slabs']=tiles*slabs/resident; c['busiest']=s['tps']
    else:
        slices=1 if s['kind']=='tiles' else split_slices(max(1,CONC//(4*s['threads'])),tiles,k,s['bk'],s['maxs'])
        split,chunk=chunks(k,slices,s['bk'])
        c['slabs']=max(1,chunk//s['bk']); c['busiest']=math.ceil(tiles*split/SMS)
        if split>1: c['extra']+=sb*(split+1)*m*n; c['launches']+=1
    if s['packed']: c['extra']+=2*sb*(m*k+k*n); c['launches']+=2
    return c
def predict(f,c,bw):
    pb=1e-3/bw
    comp=c['slabs']*max(f[1],c['busiest']*f[2])*1e-3
    return c['launches']*f[0]+max(comp,c['main']*pb)+c['extra']*pb+c['cbytes']*f[3]*1e-6
def run(table, allcsv, use_applies, overrides={}):
    coef={}
    for r in csv.reader(open(table)):
        if len(r)>5 and r[2]=='model' and not r[0].startswith('#'): coef[(r[1],r[5])]=(list(map(float,r[6:10])),float(r[10]))
    coef.update(overrides)
    data=defaultdict(dict); meta={}
    for r in csv.DictReader((lzma.open(allcsv,'rt') if allcsv.endswith('.xz') else open(allcsv))):
        if r['status']!='ok': continue
        key=(r['dtype'],r['shape']); data[key][r['kernel']]=float(r['median_ms']); meta[key]=(int(r['m']),int(r['n']),int(r['k']))
    for dt in ('float','double'):
        sb=4 if dt=='float' else 8; logs=[]
        for key,ks in data.items():
            if key[0]!=dt: continue
            m,n,k=meta[key]; best=min(ks.values()); pick=None; pu=1e300
            for kn,ms in ks.items():
                if (dt,kn) not in coef: continue
                f,bw=coef[(dt,kn)]; c=cover(shape_of(kn),m,n,k,sb,use_applies)
                if not c['applies']: continue
                u=predict(f,c,bw)
                if u<pu: pu,pick=u,kn
            logs.append(math.log(best/ks[pick]))
        print(dt,'applies' if use_applies else 'plain', 'model picks %.1f%% of fastest'%(100*math.exp(sum(logs)/len(logs))))
if __name__=='__main__':
    run('tune-table.csv','tune-all.csv.xz',False)
    run('tune-table.csv','tune-all.csv.xz',True)
    ov={('float','team_thin<128x32x128,TM1,TN32,WM4,B4>'):([8.136,1983.774,1952.550,13.054],2884.0),
        ('double','team_thin<64x16x128,TM1,TN16,WM2,B8>'):([9.324,1704.743,1478.112,0.774],2884.0)}
    print('refit:'); run('tune-table.csv','tune-all.csv.xz',True,ov)

def picks(table, shapes, use_applies, overrides={}):
    coef={}
    for r in csv.reader(open(table)):
        if len(r)>5 and r[2]=='model' and not r[0].startswith('#'): coef[(r[1],r[5])]=(list(map(float,r[6:10])),float(r[10]))
    coef.update(overrides)
    for dt,m,n,k in shapes:
        sb=4 if dt=='float' else 8; best=None; bu=1e300
        for (d,kn),(f,bw) in coef.items():
            if d!=dt: continue
            c=cover(shape_of(kn),m,n,k,sb,use_applies)
            if not c['applies']: continue
            u=predict(f,c,bw)
            if u<bu: bu,best=u,kn
        print(dt,m,n,k,'%.1f us'%bu,best)
