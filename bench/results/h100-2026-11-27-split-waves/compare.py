# compare.py BEFORE_DIR AFTER_DIR [-v]: the committed table's sweep runs (sweep-old-*.json[.xz]) of
# two builds, per shape: auto's and cuBLAS's median times (geometric mean over rounds), and
# auto's % of cuBLAS. Shapes are grouped by whether split K cuts K differently for auto's pick
# under the two rules (before: a quarter of the thread slots, rounded up; after: the waves
# rule with one slice where the tiles fill the device once, the build of sweep-h100/);
# cuBLAS's own time ratio shows the drift between runs.
import json, lzma, glob, math, re, sys, collections
def load(d, dt):
    runs = [json.load(lzma.open(f) if f.endswith('.xz') else open(f))
            for f in sorted(glob.glob(f'{d}/sweep-old-{dt}-*.json*'))]
    out = collections.defaultdict(lambda: collections.defaultdict(list))
    for r in runs:
        for x in r:
            out[x['shape']][x['variant']].append(x)
    return out
def gm(xs): return math.exp(sum(map(math.log, xs)) / len(xs))
def slices(note, m, n, k, rule):
    t = re.search(r'team_split_k<(?:team_packed<)?team_(?:multistage|specialized)<(\d+)x(\d+)x(\d+),TM(\d+),TN(\d+),WM\d+,B(\d+)', note)
    if not t: return None
    bm, bn, bk, tm, tn, b = map(int, t.groups())
    tiles = -(-m // bm) * -(-n // bn)
    most = max(64, min(256, 64 * 128 * 128 // (bm * bn)))
    deep = max(1, min(most, k // (8 * bk)))
    if rule == 'before':
        R = 132 * 2048 // (4 * (bm // tm) * (bn // tn))
        return 1 if tiles >= R else min(-(-R // tiles), deep)
    R = 132 * b
    if tiles >= R: return 1
    best, bn_, bd = 1, 17, 16
    for s in range(2, deep + 1):
        num = -(-(tiles * s) // R) * (16 + s); den = 16 * s
        if num * bd < bn_ * den: best, bn_, bd = s, num, den
    return best
for dt in ['f32', 'f64']:
    a, b = load(sys.argv[1], dt), load(sys.argv[2], dt)
    groups = collections.defaultdict(list)
    for s in b:
        if s not in a or 'auto' not in a[s] or 'auto' not in b[s]: continue
        x = b[s]['auto'][0]
        note_a, note_b = a[s]['auto'][0]['note'], x['note']
        sa = slices(note_a, x['m'], x['n'], x['k'], 'before')
        sb = slices(note_b, x['m'], x['n'], x['k'], 'after')
        key = 'pick changed' if note_a != note_b else ('split changed' if sa != sb else 'same')
        ta = gm([r['median_ms'] for r in a[s]['auto']]); tb = gm([r['median_ms'] for r in b[s]['auto']])
        ca = gm([r['median_ms'] for r in a[s]['cublas']]); cb = gm([r['median_ms'] for r in b[s]['cublas']])
        pa = gm([r['pct_cublas'] for r in a[s]['auto']]); pb = gm([r['pct_cublas'] for r in b[s]['auto']])
        groups[key].append((s, ta, tb, ca, cb, pa, pb, sa, sb))
    for key, g in groups.items():
        print(f"{dt} {key:14s} n={len(g):3d} auto time after/before {gm([x[2]/x[1] for x in g]):.3f}  "
              f"cuBLAS after/before {gm([x[4]/x[3] for x in g]):.3f}  % of cuBLAS {gm([x[5] for x in g]):.1f} -> {gm([x[6] for x in g]):.1f}  "
              f"<70 %: {sum(x[5] < 70 for x in g)} -> {sum(x[6] < 70 for x in g)}")
        if key == 'split changed' and '-v' in sys.argv:
            for x in sorted(g, key=lambda x: x[2] / x[1]):
                print(f"   {x[0]:42s} slices {x[7]}->{x[8]} auto {x[1]*1e3:8.1f}->{x[2]*1e3:8.1f} us  {x[5]:5.1f}->{x[6]:5.1f} %")
