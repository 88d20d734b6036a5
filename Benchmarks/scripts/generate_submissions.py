"""Writes 1,000,000 JSON Lines submissions of Examples/signup.json for `fieldcli check`: about
half valid, the rest with one or more invalid fields (a malformed address, an age out of range,
a phone number too short, a city of another country, a name the form lacks, a value of the
wrong JSON type) and one in a hundred not JSON at all. Seeded, so every run reads the same lines.

Beside them, signup-submissions.urlencoded holds the same submissions, line for line, as the
application/x-www-form-urlencoded bodies a browser posts (`fieldcli check --body urlencoded`):
every value as text (a number as its digits, so a wrong JSON type is no longer wrong), a line
cut short where its JSON line is, at a place of its own.
Usage: generate_submissions.py FOLDER [COUNT]"""
import json
import random
import sys
from urllib.parse import urlencode
from pathlib import Path

folder = Path(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
folder.mkdir(parents=True, exist_ok=True)
rng = random.Random(7)
letters = "abcdefghijklmnopqrstuvwxyz"
cities = {"Deutschland": ["Berlin", "Hamburg"], "France": ["Paris", "Lyon"]}


def word(low=3, high=10):
    return "".join(rng.choice(letters) for _ in range(rng.randint(low, high)))


def valid():
    country = rng.choice(list(cities))
    submission = {
        "email": f"{word()}.{word()}@{word()}.{rng.choice(['com', 'de', 'fr'])}",
        "website": f"https://{word()}.example/{word()}",
        "age": rng.randint(13, 130),
        "phone": rng.choice(["030 ", "+49 89 ", "0151 "]) + str(rng.randint(1_000_000, 9_999_999)),
        "birthday": f"{rng.randint(1930, 2010)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        "call": f"{rng.randint(8, 19):02d}:{rng.choice(['00', '15', '30', '45'])}",
        "country": country,
        "city": rng.choice(cities[country]),
        "bio": " ".join(word() for _ in range(rng.randint(0, 12))),
    }
    # Optional fields left out, as a browser's JSON often does.
    for name in ["website", "phone", "call", "bio"]:
        if rng.random() < 0.2:
            del submission[name]
    return submission


mutations = [
    (0.12, lambda s: s.update(email=s["email"].replace("@", ""))),
    (0.08, lambda s: s.update(age=rng.choice([12, 131, "abc", "4.5"]))),
    (0.08, lambda s: s.update(phone="030 12")),
    (0.05, lambda s: s.update(website="http://" + word() + ".example")),
    (0.05, lambda s: s.update(city="Lyon" if s["country"] == "Deutschland" else "Berlin")),
    (0.05, lambda s: s.update(nickname=word())),
    (0.05, lambda s: s.update(bio=rng.randint(1, 99))),
    (0.03, lambda s: s.update(birthday="1899-12-31")),
]

# The urlencoded lines' cuts have a generator of their own, so the JSON lines stay as they were.
cuts = random.Random(11)
with open(folder / "signup-submissions.jsonl", "w", encoding="utf-8") as out, \
        open(folder / "signup-submissions.urlencoded", "w", encoding="ascii") as bodies:
    for _ in range(count):
        submission = valid()
        for chance, mutate in mutations:
            if rng.random() < chance:
                mutate(submission)
        line = json.dumps(submission, ensure_ascii=False, separators=(",", ":"))
        body = urlencode({name: str(value) for name, value in submission.items()})
        if rng.random() < 0.01:
            line = line[: rng.randint(1, len(line) - 1)]
            body = body[: cuts.randint(1, len(body) - 1)]
        out.write(line + "\n")
        bodies.write(body + "\n")
