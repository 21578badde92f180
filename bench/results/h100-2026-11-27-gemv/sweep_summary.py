# sweep_summary.py DIR [v]: per scalar and half of the sweep, the geometric mean over shapes of each
# shape's geometric mean over the rounds of auto against cuBLAS (DIR/sweep-<dt>-<r>.txt.xz), the
# shapes below 70 %, and with v the vector shapes' rounds and kernels.
import re,sys,math,collections,lzma
def parse(f):
    rows={}
    for l in lzma.open(f,'rt'):
        p=l.split()
        if len(p)>8 and p[3] in('auto','cublas') and ('/' in p[0]):
            rows.setdefault(p[0],{})[p[3]]=float(p[4])
            if p[3]=='auto': rows[p[0]]['k']=l[l.find('ok (')+4:].strip().rstrip(')')
    return rows
d=sys.argv[1]
for dt in ['f32','f64']:
    per=collections.defaultdict(list); kern={}
    for r in [1,2,3]:
        rows=parse(f'{d}/sweep-{dt}-{r}.txt.xz')
        for k,v in rows.items():
            per[k].append(100*v['cublas']/v['auto']); kern[k]=v['k']
    for half in ['tune','val']:
        ks=[k for k in per if k.startswith(half)]
        g=[math.exp(sum(math.log(x) for x in per[k])/len(per[k])) for k in ks]
        gm=math.exp(sum(math.log(x) for x in g)/len(g))
        low=sorted((x,k) for x,k in zip(g,ks))[:3]
        print(dt,half,len(ks),'geomean %.1f'%gm,'below70',sum(x<70 for x in g),'lowest',[('%.1f'%x,k) for x,k in low])
    if len(sys.argv)>2:
        vec=[k for k in per if re.search(r'-(1x\d+x\d+|\d+x1x\d+)-',k)]
        for k in sorted(vec): print('  %-34s %s  %s'%(k,' '.join('%.1f'%x for x in per[k]), kern[k]))
