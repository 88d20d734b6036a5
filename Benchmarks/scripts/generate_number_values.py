"""Prints COUNT seeded input lines for `fieldcli format number --stdin` (and `format unit`):
plain decimal numbers of varied size, sign, fraction digits and exponent, with halves that
show the rounding modes, plus about 1% invalid lines.
Usage: generate_number_values.py COUNT SEED"""
import random
import sys

count, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
INVALID = ["", "abc", "12x", "1,234.5", "-", "1e", " 7", "1.2.3", "٣", "+-1"]


def number():
    kind = rng.random()
    sign = "-" if rng.random() < 0.2 else ""
    if kind < 0.15:
        # A half at some fraction digit: where half-even and half-up differ.
        return sign + f"{rng.randrange(10**rng.randrange(1, 7))}.{rng.randrange(10**rng.randrange(0, 3))}5"
    if kind < 0.25:
        return sign + str(rng.choice([0, 1, 2, 10, 100, 999, 1000, 1234, 9999, 10000, 12345]))
    if kind < 0.35:
        return sign + f"{rng.randrange(1, 1000)}e{rng.randrange(-9, 16)}"
    digits = rng.randrange(1, 13)
    whole = str(rng.randrange(10 ** digits))
    fraction = "".join(rng.choice("0123456789") for _ in range(rng.randrange(0, 6)))
    return sign + whole + ("." + fraction if fraction else "")


for _ in range(count):
    print(rng.choice(INVALID) if rng.random() < 0.01 else number())
