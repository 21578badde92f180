#!/usr/bin/env python3
"""gain.py [ALL_CSV]: from a tgemm-tune --all file (default out/tune-sweep-f32-all.csv.xz), per
shape and transpose the fastest of the candidates candidates.patch adds against the fastest of
the others: where they win, by how much, and the geometric mean gain of the best overall."""
import collections, csv, io, lzma, math, sys

path = sys.argv[1] if len(sys.argv) > 1 else 'out/tune-sweep-f32-all.csv.xz'
new = {'team_split_k<team_multistage<128x64x8,TM8,TN8,WM2,B3,S3,T,R>>',
       'team_stream_k<team_multistage<128x64x8,TM8,TN8,WM2,B3,S3,T,R>>',
       'team_split_k<team_multistage<64x128x8,TM8,TN8,WM2,B3,S3,T,R>>',
       'team_split_k<team_multistage<64x64x16,TM4,TN8,WM2,B3,S3,T,R>>',
       'team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>',
       'team_split_k<team_packed<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,R>>>'}
text = lzma.open(path, 'rt') if path.endswith('.xz') else open(path)
d = collections.defaultdict(dict)
for r in csv.DictReader(text):
    if r['status'] == 'ok':
        d[r['shape']][r['kernel']] = float(r['gflops'])
gains, wins, big = [], collections.Counter(), []
for s, v in d.items():
    old = max(g for k, g in v.items() if k not in new)
    g_new, k_new = max(((g, k) for k, g in v.items() if k in new), default=(0.0, ''))
    gains.append(max(old, g_new) / old)
    if g_new > old:
        wins[k_new] += 1
    if g_new > 1.05 * old:
        big.append((g_new / old, s, k_new))
print(f'{len(d)} shapes x transposes; the best overall against the best without the new tiles: '
      f'geometric mean {math.exp(sum(map(math.log, gains)) / len(gains)):.4f}x')
print(f'a new tile fastest at {sum(wins.values())}:')
for k, c in wins.most_common():
    print(f'  {c:3d}  {k}')
print(f'{len(big)} by more than 5 %:')
for g, s, k in sorted(big, reverse=True):
    print(f'  {g:.3f}x  {s:42s} {k}')
