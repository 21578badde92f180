import lzma
import json, math
from cmp import *
def load(f):
    d=json.load(lzma.open(f,'rt')); a={};c={};note={}
    for r in d:
        if r['variant']=='auto': a[r['shape']]=r['median_ms']; note[r['shape']]=r['note']
        if r['variant']=='cublas': c[r['shape']]=r['median_ms']
    return a,c,note
for t,dt in (('f32','float'),('f64','double')):
    P={w:[load(f'ab/sweep-{w}-{t}-{r}.json.xz') for r in [1,2,3]] for w in ['new','old']}
    shapes=list(P['new'][0][0])
    med={w:{s:sorted(p[1][s]/p[0][s] for p in P[w])[1] for s in shapes} for w in P}
    notes={w:P[w][0][2] for w in P}
    est={}; unknown=[]
    for s in shapes:
        r=[x for x in json.load(lzma.open(f'ab/sweep-new-{t}-1.json.xz','rt')) if x['shape']==s][0]
        b,_=pick(Cf,R,dt,r['m'],r['n'],r['k'],True)
        if b==notes['new'][s]: est[s]=med['new'][s]
        elif b==notes['old'][s]: est[s]=med['old'][s]; print('  ',s,'old ratio %.2f (new run had %.2f)'%(med['old'][s],med['new'][s]))
        else: unknown.append(s); est[s]=med['new'][s]
    for half in ['tune','val']:
        ks=[s for s in shapes if s.startswith(half)]
        g=math.exp(sum(math.log(est[s]) for s in ks)/len(ks))
        print(t,half,'estimate %.1f%%'%(100*g),'<70:',sum(1 for s in ks if est[s]<0.7),' unknown',[u for u in unknown if u.startswith(half)])
