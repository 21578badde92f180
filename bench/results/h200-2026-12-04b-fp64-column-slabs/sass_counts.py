#!/usr/bin/env python3
# cuobjdump -sass BINARY | sass_counts.py: per TileGrid kernel (the Gemm kernels), how many
# instructions of each opcode its SASS holds (static counts, every path).
import re, sys, collections
name, counts, out = None, collections.Counter(), []
def flush():
    if name and 'TileGrid' in name:
        m = re.search(r'Tile\w+?E(L\w+?)EENS\d_8schedule', name)
        out.append((m.group(1) if m else name[:120], counts))
for line in sys.stdin:
    m = re.match(r'\s*Function : (\S+)', line)
    if m:
        flush(); name, counts = m.group(1), collections.Counter(); continue
    m = re.match(r'\s*/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)', line)
    if m: counts[m.group(1).split('.')[0]] += 1
flush()
for n, c in out:
    tot = sum(c.values())
    print(n, 'total', tot, ' '.join(f'{k}:{v}' for k, v in c.most_common(18)))
