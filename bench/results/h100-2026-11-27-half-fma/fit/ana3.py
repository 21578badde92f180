import json,sys,math
g=lambda xs: math.exp(sum(math.log(x) for x in xs)/len(xs)) if xs else float('nan')
def load(f):
    d=json.load(open(f)); R={}
    for r in d:
        key=(r['m'],r['n'],r['k'],r['transA'],r['transB'],r['set'])
        R.setdefault(key,{})[r['variant']]=r
    return R
for ty in sys.argv[1:]:
    R=load(f'/tmp/fr/sweep-{ty}.json')
    res={'auto':[], 'fma':[], 'half_wgmma':[], 'oracle':[]}
    worst=[]
    for key,v in R.items():
        c=v['cublas']['median_ms']
        if v['cublas']['status']!='ok' or v['auto']['status']!='ok': continue
        for x in ['auto','fma','half_wgmma']: res[x].append(100*c/v[x]['median_ms'])
        o=min(v['fma']['median_ms'],v['half_wgmma']['median_ms']); res['oracle'].append(100*c/o)
        a=v['auto']['median_ms']
        worst.append((a/o, key, a*1e3, v['fma']['median_ms']*1e3, v['half_wgmma']['median_ms']*1e3, c*1e3))
    print(ty, {k:round(g(x),1) for k,x in res.items()}, 'n',len(res['auto']), 'below70', sum(1 for x in res['auto'] if x<70), 'oracle below70', sum(1 for x in res['oracle'] if x<70))
    worst.sort(reverse=True)
    for w in worst[:12]: print('  auto/oracle %.2f'%w[0], w[1], 'auto %.1f fma %.1f wg %.1f cub %.1f'%w[2:])
