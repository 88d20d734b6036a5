"""Prints COUNT seeded input lines for `fieldcli format number-range --stdin`: LOW, a tab,
HIGH, mostly LOW below HIGH, some equal (ICU writes "~5") or equal after rounding, some
reversed; about 1% invalid (no tab, two tabs, a side that is not a number).
Usage: generate_number_range_values.py COUNT SEED"""
import random
import sys

count, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
INVALID = ["", "1", "1\t2\t3", "1\tx", "a\tb", "1,5\t2", "\t", " 1\t2"]


def number(scale):
    value = rng.random() * scale
    return f"{value:.{rng.randrange(0, 4)}f}"


for _ in range(count):
    if rng.random() < 0.01:
        print(rng.choice(INVALID))
        continue
    scale = 10 ** rng.randrange(0, 8)
    kind = rng.random()
    low = number(scale)
    if kind < 0.1:
        high = low
    elif kind < 0.15:
        high = low + "0001"if "." in low else low + ".0001"
    else:
        high = number(scale)
        if kind < 0.9 and float(high) < float(low):
            low, high = high, low
    if rng.random() < 0.1:
        low = "-" + low
    print(f"{low}\t{high}")
