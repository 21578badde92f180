import csv,sys,collections
rows=list(csv.DictReader(open('tune-all.csv')))
fast=collections.defaultdict(lambda:1e30)
for r in rows:
  if r['status']=='ok': fast[r['shape']]=min(fast[r['shape']],float(r['median_ms'])*1000)
K=sys.argv[1]; dt=sys.argv[2]
for r in rows:
  if r['kernel']==K and r['dtype']==dt and r['status']=='ok' and r['shape'].endswith('-NN'):
    us=float(r['median_ms'])*1000; m,n,k=int(r['m']),int(r['n']),int(r['k'])
    print(f"{r['shape'][:38]:38s} mn={m*n:9d} k={k:6d} us={us:9.1f} fastest={fast[r['shape']]:8.1f} ratio={us/fast[r['shape']]:6.2f}")
