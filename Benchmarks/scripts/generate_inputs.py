"""Writes the benchmark inputs: 1,000,000 instants from 1900 to 2100 in ISO 8601 UTC, and
1,000,000 numbers as de_DE writes them. Seeded, so every run reads the same lines."""
import random
import sys
from datetime import datetime, timezone
from pathlib import Path

folder = Path(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
folder.mkdir(parents=True, exist_ok=True)
generator = random.Random(20261122)

with open(folder / "instants.txt", "w") as out:
    for _ in range(count):
        seconds = generator.randint(-2_208_988_800, 4_133_980_799)
        out.write(datetime.fromtimestamp(seconds, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ\n"))

with open(folder / "numbers-de.txt", "w") as out:
    for _ in range(count):
        value = generator.uniform(-1e7, 1e7)
        digits = generator.choice([0, 1, 2, 3])
        english = f"{value:,.{digits}f}"
        out.write(english.replace(",", "_").replace(".", ",").replace("_", ".") + "\n")
