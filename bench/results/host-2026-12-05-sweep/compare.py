#!/usr/bin/python3
# compare.py BEFORE.json[.xz] AFTER.json[.xz]: auto's % of OpenBLAS per dtype, half and thread count, and
# for C's narrow side <= 2 against wider, geometric means before and after; then every row
# whose kernel changed, by its speed-up. Plain Python 3.
import json,lzma,math,sys
from collections import defaultdict
def load(p):
  rs=json.load(lzma.open(p) if p.endswith('xz') else open(p))
  return {(r['shape'],r['threads']):r for r in rs if r['variant']=='auto'}
a=load(sys.argv[1]); b=load(sys.argv[2])
def g(x): return math.exp(sum(map(math.log,x))/len(x))
cat=defaultdict(lambda:([],[]))
moved=[]
for k in a:
  if k not in b: continue
  ra,rb=a[k],b[k]
  s=min(ra['m'],ra['n']); half=k[0].split('/')[0]
  key=(ra['dtype'],half,k[1])
  cat[key][0].append(ra['pct_openblas']); cat[key][1].append(rb['pct_openblas'])
  key2=(ra['dtype'],'narrow<=2' if s<=2 else 'wider',k[1])
  cat[key2][0].append(ra['pct_openblas']); cat[key2][1].append(rb['pct_openblas'])
  if ra['note']!=rb['note']: moved.append((rb['pct_openblas']/ra['pct_openblas'],k,ra['pct_openblas'],rb['pct_openblas'],rb['note']))
for k,(x,y) in sorted(cat.items()): print(k,len(x),'before %.1f after %.1f  min %.1f -> %.1f'%(g(x),g(y),min(x),min(y)))
moved.sort()
print('picks moved',len(moved))
for m in moved: print('  %.2fx %-40s t=%d %.1f -> %.1f %s'%(m[0],m[1][0],m[1][1],m[2],m[3],m[4]))
