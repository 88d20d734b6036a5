"""Prints COUNT seeded input lines for `fieldcli format date-range --stdin`: START TAB END, as
two instants (ISO 8601 in UTC or with an offset, or @seconds) or two plain dates, with ends in
the same day, month, year or further apart, so every interval layout shows; about 1% invalid
(no tab, a day the month lacks, mixed kinds, a start after the end).
Usage: generate_date_range_values.py COUNT SEED"""
import random
import sys
from datetime import datetime, timedelta, timezone

count, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
origin = datetime(1900, 1, 1, tzinfo=timezone.utc)
span = int((datetime(2100, 1, 1, tzinfo=timezone.utc) - origin).total_seconds())
# Gaps that keep the ends in one day, one month, one year, or not.
gaps = [0, 60, 3600 * 3, 86400 * 2, 86400 * 20, 86400 * 200, 86400 * 800]


def instant(moment):
    form = rng.random()
    if form < 0.1:
        return "@" + str(int(moment.timestamp()))
    if form < 0.3:
        hours = rng.randint(-12, 14)
        shifted = moment + timedelta(hours=hours)
        sign = "+" if hours >= 0 else "-"
        return shifted.strftime("%Y-%m-%dT%H:%M:%S") + f"{sign}{abs(hours):02d}:00"
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def invalid():
    day = origin + timedelta(seconds=rng.randrange(span))
    return rng.choice([
        day.strftime("%Y-%m-%d"),
        day.strftime("%Y-02-30") + "\t" + day.strftime("%Y-03-01"),
        day.strftime("%Y-%m-%d") + "\t" + day.strftime("%Y-%m-%dT%H:%M:%SZ"),
        (day + timedelta(days=3)).strftime("%Y-%m-%d") + "\t" + day.strftime("%Y-%m-%d"),
        "tomorrow\t" + day.strftime("%Y-%m-%d"),
    ])


write = sys.stdout.write
for _ in range(count):
    if rng.random() < 0.01:
        write(invalid() + "\n")
        continue
    start = origin + timedelta(seconds=rng.randrange(span))
    end = start + timedelta(seconds=rng.randint(0, rng.choice(gaps)))
    if rng.random() < 0.5:
        write(start.strftime("%Y-%m-%d") + "\t" + end.strftime("%Y-%m-%d") + "\n")
    else:
        write(instant(start) + "\t" + instant(end) + "\n")
