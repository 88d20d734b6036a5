"""Writes COUNT seeded input lines for `fieldcli format list --stdin`: lists of 1 to 8 items
separated by tabs (words in several scripts), and about 1% invalid lines (empty, not UTF-8).
Usage: generate_list_values.py COUNT SEED"""
import random
import sys

count, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
words = ["apple", "Birne", "cerise", "датчик", "東京", "القاهرة", "naïve", "x", "3 km", "₹20",
         "a b", "😀", "Zürich", "São Paulo"]
out = sys.stdout.buffer
for _ in range(count):
    roll = rng.random()
    if roll < 0.005:
        out.write(b"\n")
    elif roll < 0.01:
        out.write(b"caf\xe9\tbar\n")
    else:
        items = [rng.choice(words) for _ in range(rng.randint(1, 8))]
        out.write(("\t".join(items) + "\n").encode())
