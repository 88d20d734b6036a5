"""The WHATWG "valid e-mail address" regular expression in Python, as a floor for e-mail checks."""
import re
import sys

address = re.compile(
    r"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
    r"(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*")
write = sys.stdout.write
for line in sys.stdin:
    value = line.rstrip("\n").strip()
    write(("ok\t" + value if address.fullmatch(value) else "invalid") + "\n")
