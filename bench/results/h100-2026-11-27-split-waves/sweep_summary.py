# sweep_summary.py DIR: auto against cuBLAS per half (geometric mean over the rounds of each table; shapes >= 95 %; < 70 %; lowest), from DIR/sweep-{old,new}-{f32,f64}-N.json[.xz]
import json,sys,math,glob,lzma
def load(f): return {r['shape']:r for r in json.load(lzma.open(f) if f.endswith(".xz") else open(f)) if r['variant']=='auto'}
d=sys.argv[1]
for tag in ['old','new']:
  cells=[]
  for dt in ['f32','f64']:
    runs=[load(f) for f in sorted(glob.glob(f'{d}/sweep-{tag}-{dt}-*.json*'))]
    v={s:math.exp(sum(math.log(r[s]['pct_cublas']) for r in runs)/len(runs)) for s in runs[0]}
    for half in ['tune','val']:
      ss=[s for s in v if s.startswith(half)]
      g=math.exp(sum(math.log(v[s]) for s in ss)/len(ss))
      lo=min(ss,key=lambda s:v[s])
      cells.append(f"{g:.1f} % ({sum(v[s]>=95 for s in ss)}; {sum(v[s]<70 for s in ss)}; {v[lo]:.1f} %)")
    # per round
    for i,r in enumerate(runs):
      vv=[r[s]['pct_cublas'] for s in r]
      print(tag,dt,'round',i+1,'%.1f'%math.exp(sum(map(math.log,vv))/len(vv)), 'errmax %.1e'%max(r[s]['rel_err'] for s in r))
  print(tag,' | '.join(cells))
