import collections,sys
d=collections.defaultdict(list); ver=None; cub=collections.defaultdict(list)
for l in open(sys.argv[1]):
    if l.startswith('== '): ver=l.split()[1]; continue
    f=l.split()
    if len(f)<10 or f[4]!='us': continue
    key=(f[0],f[1],f[2],f[3]); d[key+(ver,)].append(float(f[5])); cub[key[:3]].append(float(f[7]))
shapes=[]
for k in d:
    if k[:3] not in shapes: shapes.append(k[:3])
for s in shapes:
    c=min(cub[s])
    print(' '.join(s), 'cublas %.1f'%c)
    for k in [k for k in d if k[:3]==s and k[4]=='old']:
        o=d[k]; n=d[k[:4]+('new',)]
        print('   %-50s old %s new %s  -> %5.1f%% -> %5.1f%%  x%.3f' % (k[3][:50], ' '.join('%6.1f'%x for x in o), ' '.join('%6.1f'%x for x in n), 100*c/min(o), 100*c/min(n), min(o)/min(n)))
