import re,collections,sys
txt=open(sys.argv[1]).read().split('\n')
key=sys.argv[2]
funcs=[];cur=None
for l in txt:
    m=re.match(r'\s+Function : (\S+)',l)
    if m: cur=[m.group(1),[]];funcs.append(cur);continue
    if cur is not None:
        m=re.match(r'\s+/\*([0-9a-f]{4,})\*/\s+(.*?);',l)
        if m: cur[1].append((int(m.group(1),16),m.group(2).strip()))
for f,ins in funcs:
    if key not in f: continue
    m=re.search(key+r'ILb(\d)ELi(\d)ELi(\d)ELi(\d)',f)
    addr={a:i for i,(a,_) in enumerate(ins)}
    loops=[]
    for i,(a,s) in enumerate(ins):
        if 'BRA' in s:
            mm=re.search(r'0x([0-9a-f]+)',s.split('BRA')[1])
            if mm:
                tgt=int(mm.group(1),16)
                if tgt<a and tgt in addr:
                    body=ins[addr[tgt]:i+1]
                    nd=sum('DMMA' in x for _,x in body)
                    if nd>=32: loops.append((len(body),nd,tgt))
    loops.sort()
    L,nd,tgt=loops[0]
    body=ins[addr[tgt]:addr[tgt]+L]
    c=collections.Counter((x.split()[1] if x.startswith('@') else x.split()[0]).split('.')[0] for _,x in body)
    print(m.groups() if m else f[:80],'loop instrs',L,'DMMA',nd)
    print('   ',', '.join('%s:%d'%kv for kv in c.most_common(22)))
    if len(sys.argv)>3 and m and m.groups()==tuple(sys.argv[3].split(',')):
        for a,s in body: print('%5x %s'%(a,s))
