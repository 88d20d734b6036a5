"""Writes 1,000,000 e-mail addresses, URLs and US phone numbers, about one in five malformed.
Seeded, so every run reads the same lines."""
import random
import sys
from pathlib import Path

folder = Path(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
folder.mkdir(parents=True, exist_ok=True)
rng = random.Random(4)
letters = "abcdefghijklmnopqrstuvwxyz"
def word(low=3, high=10):
    return "".join(rng.choice(letters) for _ in range(rng.randint(low, high)))

with open(folder / "emails.txt", "w") as out:
    for _ in range(count):
        address = f"{word()}.{word()}@{word()}.{rng.choice(['com', 'de', 'co.uk', 'org'])}"
        roll = rng.random()
        if roll < 0.1:
            address = address.replace("@", "")
        elif roll < 0.2:
            address = address.replace(".", "..", 1)
        out.write(address + "\n")

with open(folder / "urls.txt", "w") as out:
    for _ in range(count):
        url = f"https://{word()}.{rng.choice(['com', 'de', 'org'])}/{word()}/{word()}?q={word()}"
        roll = rng.random()
        if roll < 0.1:
            url = url.replace("https://", "https://ex ample.")
        elif roll < 0.2:
            url = url.upper().replace("HTTPS", "HTTPS")
        out.write(url + "\n")

with open(folder / "phones-us.txt", "w") as out:
    for _ in range(count):
        area = rng.choice([201, 212, 305, 415, 512, 617, 650, 713, 808, 917])
        number = f"({area}) {rng.randint(200, 999)}-{rng.randint(0, 9999):04d}"
        if rng.random() < 0.2:
            number = number[:-3]
        out.write(number + "\n")
