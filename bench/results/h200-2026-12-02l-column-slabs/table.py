# table.py FILES...: % of cuBLAS per shape and harness candidate, one column per candidate
# (the runs of each file side by side)
import re, sys, collections
res = collections.defaultdict(list)
for f in sys.argv[1:]:
    for l in open(f):
        m = re.match(r"(\S+)\s+double b0\s+(cand:(\d+)|cublas)\s+\S+ ms\s+\S+ GF/s\s+(\S+) %", l)
        if m: res[(m.group(1), m.group(3) or 'cub')].append(float(m.group(4)))
shapes = sorted(set(k[0] for k in res), key=lambda s: (int(s.split('x')[1].split('^')[0]), s))
nc = max(int(k[1]) for k in res if k[1] != 'cub') + 1
print('shape           ' + ' '.join('%10d' % c for c in range(nc)))
for s in shapes:
    print('%-16s' % s + ' '.join('/'.join('%4.1f' % v for v in res[(s, str(c))]).rjust(10) for c in range(nc)))
