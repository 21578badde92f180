# the results table: % of cuBLAS over the four transposes for the batched rows of 00964fd in
# the runs of HEAD's epilogue and for the rows in ROWS in the runs of this one
# (python3 bsum.py ROWS HEADFILES,.. NEWFILES,..)
import lzma, sys, statistics as st, collections, re
def table(files, picks):
    T=collections.defaultdict(list); C=collections.defaultdict(list)
    for f in files:
        for l in (lzma.open(f,'rt') if f.endswith('.xz') else open(f)):
            p=l.split()
            if len(p)<8: continue
            size=int(re.match(r'\d+x(\d+)',p[0]).group(1)); tr=p[0].split('-')[1]
            if p[3]=='cublas': C[(size,p[1],tr)].append(float(p[4]))
            else: T[(size,p[1],p[-1],tr)].append(float(p[4]))
    out={}
    for (dt,size),nm in picks.items():
        full=[k[2] for k in T if k[0]==size and k[1]==dt and k[2]==nm]
        assert full, (dt,size,nm)
        out[(dt,size)]=[100*st.median(C[(size,dt,tr)])/st.mean(T[(size,dt,nm,tr)]) for tr in ('NN','NT','TN','TT')]
    return out
def rows_of(text):
    d={}
    for l in text.splitlines():
        m=re.match(r'sm_90,(float|double)-batched,(\d+),\d+,\d+,"([^"]+)"',l)
        if m: d[(m.group(1),int(m.group(2)))]=m.group(3)
    return d
import subprocess
old=rows_of(subprocess.run(['git','show','00964fd:src/tgemm/tuning/sm_90.hpp'],capture_output=True,text=True).stdout)
new=rows_of(open(sys.argv[1]).read())
a=table(sys.argv[2].split(','), old); b=table(sys.argv[3].split(','), new)
import math
for k in sorted(a, key=lambda k:(k[0]!='float',k[1])):
    g=lambda v: math.exp(sum(map(math.log,v))/4)
    print(f"| {k[1]}³ {k[0]} | {min(a[k]):.1f}-{max(a[k]):.1f} % ({g(a[k]):.1f}) | {min(b[k]):.1f}-{max(b[k]):.1f} % ({g(b[k]):.1f}) | {old[k][8:-1]} | {new[k][8:-1]} |")
