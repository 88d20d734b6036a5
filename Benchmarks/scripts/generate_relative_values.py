"""Writes COUNT seeded input lines for `fieldcli format relative --stdin`: offsets of -3 to 3
(where the words are), larger whole offsets, fractions, and about 1% invalid lines.
Usage: generate_relative_values.py COUNT SEED"""
import random
import sys

count, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
junk = ["", "abc", "1,5", "--1", "1e", " 2", "+", "NaN", "inf", "½"]
out = []
for _ in range(count):
    roll = rng.random()
    if roll < 0.01:
        out.append(rng.choice(junk))
    elif roll < 0.5:
        out.append(str(rng.randint(-3, 3)))
    elif roll < 0.8:
        out.append(str(rng.randint(-100_000, 100_000)))
    else:
        out.append(f"{rng.uniform(-1000, 1000):.{rng.randint(1, 3)}f}")
sys.stdout.write("\n".join(out) + "\n")
