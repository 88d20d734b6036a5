"""Babel peer for the same job as pyicu_format_date.py, with the pattern ICU uses for de_DE full
date and short time, so both print the same text."""
import sys
from datetime import datetime
from zoneinfo import ZoneInfo

from babel.dates import format_datetime

berlin = ZoneInfo("Europe/Berlin")
write = sys.stdout.write
for line in sys.stdin:
    instant = datetime.fromisoformat(line.rstrip("\n").replace("Z", "+00:00"))
    write(format_datetime(instant, "EEEE, d. MMMM y 'um' HH:mm", tzinfo=berlin, locale="de_DE") + "\n")
