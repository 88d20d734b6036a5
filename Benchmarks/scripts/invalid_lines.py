"""Writes what Examples/scale/spark_validate.py writes to its --invalid folder, from the input
and a single `fieldcli validate --stdin` run over it: VALUE<TAB>STATES<TAB>MESSAGE for each
invalid line, in input order. Lines split as fieldcli splits them: at LF, one CR before it
dropped, a last line without LF counted.
Usage: invalid_lines.py INPUT RESULTS > EXPECTED"""
import sys

ESCAPES = {"\\": "\\\\", "\t": "\\t", "\r": "\\r", "\n": "\\n"}


def tsv_field(text):
    """fieldcli's TSV for a value, written here again so that the check covers the job's."""
    return "".join(ESCAPES.get(character, character) for character in text)


data = open(sys.argv[1], "rb").read()
lines = data.split(b"\n")
if data.endswith(b"\n") or not data:
    lines.pop()
with open(sys.argv[2], "rb") as results, open(sys.stdout.fileno(), "wb", closefd=False) as out:
    count = 0
    for count, (line, result) in enumerate(zip(lines, results), start=1):
        if result.startswith(b"invalid\t"):
            value = line[:-1] if line.endswith(b"\r") else line
            reason = result[len(b"invalid\t"):]
            out.write(tsv_field(value.decode("utf-8", "replace")).encode("utf-8") + b"\t" + reason)
    count += sum(1 for _ in results)
    if count != len(lines):
        sys.exit(f"invalid_lines.py: {len(lines)} input lines but {count} result lines.")
