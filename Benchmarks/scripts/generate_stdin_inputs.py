"""Writes the inputs of stdin-commands.sh that the other generators do not: integers, HTML
decimals, ISO dates, times and date-times, dates as de_DE writes them (short date, short time)
and paths for `route`. A tenth of each file is invalid on purpose (out of range, off the step,
not a value at all), as real input is. Seeded, so every run reads the same lines.
Usage: generate_stdin_inputs.py FOLDER [COUNT]"""
import random
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

folder = Path(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
folder.mkdir(parents=True, exist_ok=True)
rng = random.Random(20261123)
letters = "abcdefghijklmnopqrstuvwxyz"
start = datetime(1900, 1, 1, tzinfo=timezone.utc)
span = int((datetime(2100, 1, 1, tzinfo=timezone.utc) - start).total_seconds())


def junk():
    return rng.choice(["", "abc", "12x", "-", "1e", "2024-13-01", "25:61", " 7", "1,5.2"])


def instant():
    return start + timedelta(seconds=rng.randrange(span))


def write(name, make):
    with open(folder / name, "w") as out:
        for _ in range(count):
            out.write((make() if rng.random() >= 0.1 else junk()) + "\n")


write("integers.txt", lambda: str(rng.randint(-1000, 1_100_000)))
write("decimals.txt", lambda: f"{rng.uniform(-1e6, 1e6):.{rng.choice([0, 1, 2, 3])}f}")
write("dates.txt", lambda: instant().strftime("%Y-%m-%d"))
write("times.txt", lambda: instant().strftime(rng.choice(["%H:%M", "%H:%M:%S"])))
write("datetimes.txt", lambda: instant().strftime("%Y-%m-%dT%H:%M"))
write("dates-de.txt", lambda: instant().strftime("%d.%m.%y, %H:%M"))


def path():
    word = "".join(rng.choice(letters) for _ in range(rng.randint(3, 9)))
    return rng.choice([
        f"/posts/{rng.randint(1, 99999)}",
        f"/posts/{rng.randint(1, 99999)}/edit",
        "/posts/new",
        "/signin",
        f"/search?q={word}",
        f"https://example.com/{word}/{rng.randint(1, 999)}/",
        f"/{word}/%7E{word}",
    ])


with open(folder / "paths.txt", "w") as out:
    for _ in range(count):
        out.write((path() if rng.random() >= 0.02 else rng.choice(["", "posts", "http://["])) + "\n")
