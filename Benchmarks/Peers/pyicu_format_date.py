"""PyICU peer for `fieldcli format date --stdin --locale de_DE --date-style full --time-style short
--time-zone Europe/Berlin`: the same ICU formatter, driven from Python, line by line."""
import sys
from datetime import datetime

import icu

locale = icu.Locale("de_DE")
formatter = icu.DateFormat.createDateTimeInstance(icu.DateFormat.FULL, icu.DateFormat.SHORT, locale)
formatter.setTimeZone(icu.TimeZone.createTimeZone("Europe/Berlin"))
write = sys.stdout.write
for line in sys.stdin:
    instant = datetime.fromisoformat(line.rstrip("\n").replace("Z", "+00:00"))
    write(formatter.format(instant.timestamp()) + "\n")
