import json,sys
for f in sys.argv[1:]:
    d=json.load(open(f)); R={}
    for r in d: R.setdefault((r['m'],r['transA']+r['transB'],r['types']),{})[r['variant']]=r
    out=[]
    for k,v in sorted(R.items()):
        out.append('%s%s %s %.1f%%'%(k[0],k[1],k[2],100*v['cublas']['median_ms']/v['auto']['median_ms']))
    print(f.split('/')[-1], ' '.join(out))
    ks=set(r['kernel'] for r in d if r['variant']=='auto'); 
