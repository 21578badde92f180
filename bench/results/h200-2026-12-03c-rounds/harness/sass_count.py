# sass_count.py < cuobjdump -sass output: per function, its mangled name and the counts of all
# instructions, DMMA, LDS (and LDS.64 / LDS.128), IMAD.MOV, MOV and LDGSTS, tab-separated.
import re, sys
name, ops = None, []
def flush():
    if name is None: return
    c = lambda p: sum(1 for o in ops if o.startswith(p))
    print('\t'.join(map(str, [name, len(ops), c('DMMA'), c('LDS'), c('LDS.64'), c('LDS.128'),
                               c('IMAD.MOV'), sum(1 for o in ops if o == 'MOV' or o.startswith('MOV.')), c('LDGSTS')])))
for line in sys.stdin:
    m = re.match(r'\s+Function : (\S+)', line)
    if m:
        flush(); name, ops = m.group(1), []
        continue
    m = re.search(r'/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)', line)
    if m and name: ops.append(m.group(1))
flush()
