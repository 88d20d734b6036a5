"""Babel peer for `fieldcli parse number --stdin --locale de_DE`, strict as fieldcli is."""
import sys

from babel.numbers import NumberFormatError, parse_decimal

write = sys.stdout.write
for line in sys.stdin:
    try:
        write(str(parse_decimal(line.rstrip("\n"), locale="de_DE", strict=True)) + "\n")
    except NumberFormatError:
        write("invalid\n")
