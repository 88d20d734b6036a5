"""Writes COUNT seeded input lines for `fieldcli format plural --stdin`: small and large
integers, decimals with trailing zeros (1.0, 2.50), exponents, and about 1% invalid lines.
Usage: generate_plural_values.py COUNT SEED"""
import random
import sys

count, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
junk = ["", "abc", "1,5", "1 000", "--1", "1e", "NaN", "½", "١٢"]
out = []
for _ in range(count):
    roll = rng.random()
    if roll < 0.01:
        out.append(rng.choice(junk))
    elif roll < 0.5:
        out.append(str(rng.randint(0, 120)))
    elif roll < 0.7:
        out.append(str(rng.choice([1, 10, 100, 1000]) * rng.randint(1, 1_000_000)))
    elif roll < 0.95:
        out.append(f"{rng.uniform(0, 100):.{rng.randint(1, 3)}f}")
    else:
        out.append(f"{rng.randint(1, 9)}.{rng.randint(0, 9)}e{rng.randint(1, 6)}")
sys.stdout.write("\n".join(out) + "\n")
