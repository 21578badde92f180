import json,math,sys
g=lambda xs: math.exp(sum(math.log(x) for x in xs)/len(xs))
run=sys.argv[1]
print('| A, B → C | auto tune / val | rung 2 alone tune / val | FMA alone tune / val | hindsight tune / val | auto < 70 % (tune / val) | lowest auto row |')
print('| --- | ---: | ---: | ---: | ---: | ---: | --- |')
names={'f16':'f16 → f16','f16f32':'f16 → f32','bf16':'bf16 → bf16','bf16f32':'bf16 → f32','tf32':'tf32'}
for ty in ['f16','f16f32','bf16','bf16f32','tf32']:
    d=json.load(open(f'{run}/sweep-{ty}.json')); R={}
    for r in d:
        key=(r['m'],r['n'],r['k'],r['transA'],r['transB'],r['set'])
        R.setdefault(key,{})[r['variant']]=r
    out={}
    low=None
    for st in ['tune','val']:
        v={x:[] for x in ['auto','half_wgmma','fma','oracle']}; below=0
        for key,x in R.items():
            if key[5]!=st or x['cublas']['status']!='ok' or x['auto']['status']!='ok': continue
            c=x['cublas']['median_ms']
            for y in ['auto','half_wgmma','fma']: v[y].append(100*c/x[y]['median_ms'])
            v['oracle'].append(100*c/min(x['fma']['median_ms'],x['half_wgmma']['median_ms']))
            p=100*c/x['auto']['median_ms']
            if p<70: below+=1
            if low is None or p<low[0]: low=(p,key)
        out[st]=({y:g(z) for y,z in v.items()},below,len(v['auto']))
    f=lambda y: '%.1f / %.1f %%'%(out['tune'][0][y],out['val'][0][y])
    print(f"| {names[ty]} | {f('auto')} | {f('half_wgmma')} | {f('fma')} | {f('oracle')} | {out['tune'][1]} / {out['val'][1]} of {out['tune'][2]} / {out['val'][2]} | {low[1][0]} x {low[1][1]} x {low[1][2]} {low[1][3]}{low[1][4]}, {low[0]:.1f} % |")
