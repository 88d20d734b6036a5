"""PyICU peer for `fieldcli parse number --stdin --locale de_DE`."""
import sys

import icu

formatter = icu.NumberFormat.createInstance(icu.Locale("de_DE"))
formatter.setLenient(False)
write = sys.stdout.write
for line in sys.stdin:
    try:
        write(repr(formatter.parse(line.rstrip("\n")).getDouble()) + "\n")
    except icu.ICUError:
        write("invalid\n")
