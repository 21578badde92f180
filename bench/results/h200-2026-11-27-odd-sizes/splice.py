# splice.py TABLE HEADER: put tgemm-tune's table (TABLE: the sweep's tuning-half rows and the
# cost model's rows) into the committed header (HEADER, src/tgemm/tuning/sm_90.hpp) in place
# of its own, keeping the public-suite and batched rows.
import sys
table = [l for l in open(sys.argv[1]).read().splitlines()[1:] if l.strip()]
head = open(sys.argv[2]).read().splitlines()
start = head.index("# the sweep's tuning half") + 1
end = next(i for i, l in enumerate(head) if l.startswith('# batched rows'))
open(sys.argv[2], 'w').write('\n'.join(head[:start] + table + head[end:]) + '\n')
