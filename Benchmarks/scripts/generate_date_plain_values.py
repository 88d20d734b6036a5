"""Prints COUNT seeded input lines for `fieldcli format date --stdin` with plain values: plain
dates (YYYY-MM-DD, years 0001 to 9999, most near today) and plain times (HH:MM, HH:MM:SS,
HH:MM:SS.fff), about 1% invalid (a day the month lacks, a month 13, an hour 24 or more).
Usage: generate_date_plain_values.py COUNT SEED"""
import random
import sys
from datetime import date, timedelta

count, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
write = sys.stdout.write


def plain_date():
    if rng.random() < 0.9:
        day = date(1900, 1, 1) + timedelta(days=rng.randrange(73_000))
    else:
        day = date(1, 1, 1) + timedelta(days=rng.randrange(3_652_058))
    return day.isoformat()


def plain_time():
    hour, minute, second = rng.randrange(24), rng.randrange(60), rng.randrange(60)
    form = rng.random()
    if form < 0.4:
        return f"{hour:02d}:{minute:02d}"
    if form < 0.8:
        return f"{hour:02d}:{minute:02d}:{second:02d}"
    return f"{hour:02d}:{minute:02d}:{second:02d}.{rng.randrange(1000):03d}"


def invalid():
    return rng.choice([
        f"{rng.randint(1900, 2100)}-02-30", f"{rng.randint(1900, 2100)}-13-01",
        f"{rng.randint(1900, 2100)}-04-31", f"{rng.randint(24, 99)}:00", "12:60:00",
    ])


for _ in range(count):
    roll = rng.random()
    write((invalid() if roll < 0.01 else plain_date() if roll < 0.55 else plain_time()) + "\n")
