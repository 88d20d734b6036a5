"""ada-url peer for `fieldcli validate url --stdin`: WHATWG parsing, href out."""
import sys

from ada_url import normalize_url

write = sys.stdout.write
for line in sys.stdin:
    try:
        write("ok\t" + normalize_url(line.rstrip("\n").strip()) + "\n")
    except ValueError:
        write("invalid\n")
