# spills.py SASS: for each multistage FP64 kernel in cuobjdump's SASS, how many instructions,
# DMMAs, and where its local-memory stores and loads (spills) sit: before the first DMMA, among
# the DMMAs (the steady loop), or after the last.
import re, subprocess, sys
txt = open(sys.argv[1]).read()
for f in re.split(r'\n\s+Function : ', txt)[1:]:
    name = f.split('\n')[0].strip()
    dm = subprocess.run(['c++filt'], input=name, capture_output=True, text=True).stdout
    ml = re.findall(r"MultistageMainloop<[^>]*?Tile\{([^}]*)\}, (\w+), (\w+), (\w+), (\w+)", dm)
    if not ml or ml[0][4] != 'false':
        continue
    lines = [l for l in f.split('\n') if re.search(r'/\*[0-9a-f]{4,}\*/', l)]
    d = [i for i, l in enumerate(lines) if 'DMMA' in l]
    if not d:
        continue
    def where(ix):
        return '%d before, %d among, %d after' % (sum(i < d[0] for i in ix),
                                                sum(d[0] <= i <= d[-1] for i in ix),
                                                sum(i > d[-1] for i in ix))
    stl = [i for i, l in enumerate(lines) if re.search(r'\bSTL', l)]
    ldl = [i for i, l in enumerate(lines) if re.search(r'\bLDL', l)]
    print('Tile{%s} A cols unit %s, B cols unit %s: %d instructions, %d DMMA; STL %s; LDL %s' %
          (ml[0][0], ml[0][1], ml[0][2], len(lines), len(d), where(stl), where(ldl)))
