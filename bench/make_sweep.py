#!/usr/bin/env python3
"""Writes bench/sweep.csv: the broad shape sweep, shapes no tuning table was written for.

    bench/make_sweep.py [-o bench/sweep.csv]

Deterministic (a fixed seed): running it again writes the same file, which is committed.
Every shape is named SET/CATEGORY-MxNxK-TATB-DTYPE. SET is "tune" or "val": within each
category the shapes are shuffled and split in two halves. `tgemm-tune` never reads "val/"
rows, and `tgemm-bench` reports auto's geometric mean per set, so the validation half
measures how `auto` does on shapes it was never tuned on.

Categories (each in float and double, transposes drawn from all four):
  logu     m, n, k log-uniform over 1..16384
  prime    primes near log-uniform sizes over 17..8192
  pow2     2^e - 1, 2^e or 2^e + 1, e in 4..13
  tall     m 2048..16384, n 1..128, k 16..1024 (tall-skinny)
  fat      m 1..128, n 2048..16384, k 16..1024 (short-wide)
  smallk   m, n 512..16384, k 1..64
  largek   m, n 1..256, k 4096..10^6
A shape is drawn again while it exceeds 2 * 4096^3 flops or 2^26 elements in one matrix, so
one H100 run of auto and cuBLAS over the sweep takes minutes.
"""
import argparse
import math
import random

SEED = 20261125
FLOP_CAP = 2 * 4096 ** 3
ELEMENT_CAP = 2 ** 26
PER_CATEGORY = {"logu": 80, "prime": 24, "pow2": 24, "tall": 16, "fat": 16, "smallk": 16,
                "largek": 16}  # per dtype


def log_uniform(rng, lo, hi):
    return int(round(math.exp(rng.uniform(math.log(lo), math.log(hi)))))


def is_prime(x):
    if x < 2:
        return False
    return all(x % d for d in range(2, int(math.isqrt(x)) + 1))


def prime_near(x):
    y = x
    while not is_prime(y):
        y += 1
    return y


def draw(rng, category):
    if category == "logu":
        return [log_uniform(rng, 1, 16384) for _ in range(3)]
    if category == "prime":
        return [prime_near(log_uniform(rng, 17, 8192)) for _ in range(3)]
    if category == "pow2":
        return [2 ** rng.randint(4, 13) + rng.choice((-1, 0, 1)) for _ in range(3)]
    if category == "tall":
        return [log_uniform(rng, 2048, 16384), log_uniform(rng, 1, 128),
                log_uniform(rng, 16, 1024)]
    if category == "fat":
        return [log_uniform(rng, 1, 128), log_uniform(rng, 2048, 16384),
                log_uniform(rng, 16, 1024)]
    if category == "smallk":
        return [log_uniform(rng, 512, 16384), log_uniform(rng, 512, 16384),
                log_uniform(rng, 1, 64)]
    if category == "largek":
        return [log_uniform(rng, 1, 256), log_uniform(rng, 1, 256),
                log_uniform(rng, 4096, 10 ** 6)]
    raise ValueError(category)


def fits(m, n, k):
    return 2 * m * n * k <= FLOP_CAP and max(m * k, k * n, m * n) <= ELEMENT_CAP


def sweep():
    rng = random.Random(SEED)
    rows = []
    for category, count in PER_CATEGORY.items():
        for dtype in ("f32", "f64"):
            shapes = []
            while len(shapes) < count:
                m, n, k = draw(rng, category)
                if not fits(m, n, k):
                    continue
                ops = rng.choice(("NN", "NT", "TN", "TT"))
                shapes.append((m, n, k, ops))
            rng.shuffle(shapes)
            for i, (m, n, k, ops) in enumerate(shapes):
                half = "tune" if i % 2 == 0 else "val"
                rows.append((f"{half}/{category}-{m}x{n}x{k}-{ops}-{dtype}", m, n, k, ops[0],
                             ops[1], "float" if dtype == "f32" else "double"))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-o", "--output", default="bench/sweep.csv")
    args = parser.parse_args()
    rows = sweep()
    flops = {"float": 0, "double": 0}
    for r in rows:
        flops[r[6]] += 2 * r[1] * r[2] * r[3]
    with open(args.output, "w") as f:
        f.write("# The broad shape sweep, written by bench/make_sweep.py (seed %d): %d shapes, "
                "%.1f TFLOP in FP32 and %.1f in FP64 a pass.\n"
                % (SEED, len(rows), flops["float"] / 1e12, flops["double"] / 1e12))
        f.write("# SET/CATEGORY-MxNxK-TATB-DTYPE: SET \"tune\" may be tuned on; \"val\" never is "
                "(tgemm-tune skips it). name,m,n,k,transA,transB,dtype\n")
        for r in rows:
            f.write(",".join(str(x) for x in r) + "\n")
    print(f"{args.output}: {len(rows)} shapes, FP32 {flops['float'] / 1e12:.1f} TFLOP, "
          f"FP64 {flops['double'] / 1e12:.1f} TFLOP")


if __name__ == "__main__":
    main()
