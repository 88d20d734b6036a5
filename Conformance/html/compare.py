"""Loads the page `fieldcli html` writes for each example form into headless Chromium, fills it
with sets of values, and compares the browser's constraint validation with `fieldcli check`.

Usage: compare.py FIELDCLI OUTDIR [REPORT.md]

For every example form spec and every field, each value of the field's kind is set while the
other fields stay empty (one submission per value, plus one with every field empty). The
browser gives each field's validity flags and the urlencoded body the form would submit; the
values the browser holds (after its own sanitizing and maxlength) go to `fieldcli check --stdin`
as a JSON object, and, when `fieldcli check --help` lists `--body`, the body goes to
`fieldcli check --stdin --body urlencoded` too. A field agrees when its set of flags is the set
of states check names for it (valid: none). Exits 0 when it ran, whatever it found.
"""

import collections
import glob
import json
import os
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Conformance", "browser"))
from browser import Chromium  # noqa: E402  (the DevTools harness of Conformance/browser)

# Values a person might give, per kind; a choice also gets each of its options and a stray one.
VALUES = {
    "text": ["Jo", "a", "x" * 90, "\U0001F600" * 3, "\U0001F468\u200D\U0001F469\u200D\U0001F467",
             "e\u0301te", "SW1A 1AA", "sw1a!", "abcd", "  ", "l1\nl2"],
    "email": ["jo@example.com", "jo@", "a@b", "jo@bücher.example", "a@b.c,d@e.f", "jo example",
              "a@example.com, b@example.com", "a@example.com,b@other.org"],
    "url": ["https://example.com/a", "ftp://example.com", "example.com", "http://x", "https://",
            "HTTPS://EXAMPLE.COM"],
    "integer": ["42", "12", "131", "2.5", "1e2", "-0", "13", "35", "37", "-5", "105"],
    "decimal": ["3.14", "-1", "1e3", "0.001", "12,5", "0.10", "1.005"],
    "number": ["7", "-2.5", "1e-3", "1", "1.0000001"],
    "phone": ["030 123456", "+4930123456", "+44 20 7946 0958", "123", "abc", "03-1234-5678"],
    "date": ["2000-01-31", "1899-12-31", "2026-01-01", "2025-12-31", "2000-02-30", "31.01.2000",
             "2024-01-08", "2024-01-09", "2023-12-25"],
    "time": ["13:30", "13:31", "09:00", "09:00:30", "25:00", "13:45", "09:30", "08:30",
             "17:30", "10:00"],
    "datetime": ["2000-01-31T13:30", "2000-01-31T13:31", "2000-01-31 13:30", "2000-01-31T13:00:00"],
    "boolean": [True, False],
}


def specs():
    """The example form specs (the JSON files under Examples/ that have 'fields'), and
    constraints.json here."""
    found = []
    paths = sorted(glob.glob(os.path.join(ROOT, "Examples", "*.json")))
    # And one form of every constraint, which the examples use only a few of.
    for path in paths + [os.path.join(HERE, "constraints.json")]:
        with open(path, encoding="utf-8") as f:
            spec = json.load(f)
        if isinstance(spec, dict) and "fields" in spec:
            found.append((path, spec))
    return found


def options(field, spec):
    opts = field.get("options", [])
    if isinstance(opts, dict):
        return [title for titles in opts.values() for title in titles]
    return opts


def values_for(field, spec):
    kind = field["kind"]
    if kind == "choice":
        titles = options(field, spec)
        if field.get("multiple"):
            return [[], titles[:1], titles[:2], titles[:3], titles]
        return titles + ["Nowhere"]
    return VALUES[kind]


def submissions(spec):
    """(varied field or None, {name: value}) for every submission of a form."""
    yield None, {}
    for field in spec["fields"]:
        if field.get("disabled"):
            continue
        for value in values_for(field, spec):
            yield field["name"], {field["name"]: value}


def fill(chromium, spec, values):
    """Sets the form to `values` and reads every field's flags and value, and the body."""
    chromium.evaluate("__clear()")
    for name, value in values.items():
        target = chromium.evaluate(f"__set({json.dumps(name)}, {json.dumps(value)})")
        if target is not None and value:
            # Text is typed, since HTML judges lengths only after a person's edit, and a
            # browser stops typing at maxlength.
            chromium.call("Input.insertText", text=value)
        chromium.evaluate("document.activeElement && document.activeElement.blur()")
    names = [f["name"] for f in spec["fields"]]
    return chromium.evaluate(f"__read({json.dumps(names)})")


def as_json(spec, browser):
    """The browser's values as the JSON object `check` reads: a boolean as true or false, a
    multiple choice as an array, every other value as its text; a disabled field not at all."""
    submission = {}
    for field in spec["fields"]:
        state = browser["fields"].get(field["name"])
        if state is None or state["disabled"]:
            continue
        value = state["value"]
        if field["kind"] == "boolean":
            submission[field["name"]] = bool(value)
        elif field["kind"] == "choice" and field.get("multiple"):
            submission[field["name"]] = value
        elif value != "":
            submission[field["name"]] = value
    return submission


def reason(field, held):
    """Why HTML cannot check what the spec asks of a field, or None when it can."""
    kind = field["kind"]
    counts_graphemes = field.get("count", "graphemes") == "graphemes"
    if counts_graphemes and ("minLength" in field or "maxLength" in field) and isinstance(held, str):
        # Python's len counts code points: a value whose UTF-16 length or grapheme count
        # differs from it is one where the two counts part.
        utf16 = len(held.encode("utf-16-le")) // 2
        joined = any(unicodedata.combining(c) or c == "\u200d" for c in held)
        if utf16 != len(held) or joined:
            return "the spec counts graphemes (count: graphemes), HTML's lengths UTF-16 units"
    if kind == "phone":
        return "HTML has no phone numbers: type=tel takes any text"
    if kind == "url" and field.get("schemes"):
        return "HTML has no list of schemes: type=url takes any scheme"
    if kind == "choice" and field.get("dependsOn"):
        return "a page without a script cannot narrow options to the parent's answer"
    if kind == "choice" and field.get("multiple") and (
        "min" in field or "max" in field or field.get("required")
    ):
        return "HTML cannot count the ticked checkboxes of a group"
    return None


def run_check(fieldcli, spec_path, lines, extra):
    done = subprocess.run(
        [fieldcli, "check", spec_path, "--stdin", "--jobs", "1"] + extra,
        input="".join(line + "\n" for line in lines).encode(),
        capture_output=True,
    )
    out = done.stdout.decode().splitlines()
    if done.returncode not in (0, 1) or len(out) != len(lines):
        raise RuntimeError(f"check failed ({done.returncode}): {done.stderr.decode().strip()}")
    verdicts = []
    for line in out:
        status, _, rest = line.partition("\t")
        problems = json.loads(rest) if status == "invalid" else {}
        verdicts.append({name: sorted(p["state"]) for name, p in problems.items()})
    return verdicts


def main():
    fieldcli, outdir = sys.argv[1], sys.argv[2]
    report = sys.argv[3] if len(sys.argv) > 3 else os.path.join(HERE, "RESULTS.md")
    os.makedirs(outdir, exist_ok=True)
    help_text = subprocess.run([fieldcli, "check", "--help"], capture_output=True).stdout.decode()
    has_body = "--body" in help_text
    with open(os.path.join(HERE, "form.js"), encoding="utf-8") as f:
        script = f.read()
    chromium = Chromium(os.environ.get("CHROMIUM", "chromium"))
    rows = []
    try:
        for path, spec in specs():
            page = subprocess.run(
                [fieldcli, "html", path], capture_output=True, check=True
            ).stdout.decode()
            chromium.evaluate(
                f"document.open(); document.write({json.dumps(page)}); document.close(); true"
            )
            chromium.evaluate(script + "; true")
            cases = list(submissions(spec))
            filled = [fill(chromium, spec, values) for _, values in cases]
            json_lines = [json.dumps(as_json(spec, b), ensure_ascii=False) for b in filled]
            by_json = run_check(fieldcli, path, json_lines, [])
            by_body = (
                run_check(fieldcli, path, [b["body"] for b in filled], ["--body", "urlencoded"])
                if has_body
                else [None] * len(filled)
            )
            for (varied, values), browser, jv, bv, line in zip(
                cases, filled, by_json, by_body, json_lines
            ):
                for field in spec["fields"]:
                    name = field["name"]
                    if field.get("disabled") or (varied is not None and name != varied):
                        continue
                    kind = field["kind"] + (" multiple" if field.get("multiple") else "")
                    rows.append({
                        "form": os.path.basename(path), "field": name, "kind": kind,
                        "given": values.get(name),
                        "held": browser["fields"][name]["value"],
                        "browser": sorted(browser["fields"][name]["flags"]),
                        "check_json": jv.get(name, []),
                        "check_body": None if bv is None else bv.get(name, []),
                        "body": browser["body"], "json": line,
                        "reason": reason(field, browser["fields"][name]["value"]),
                    })
    finally:
        chromium.close()
    with open(os.path.join(outdir, "results.jsonl"), "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    write_report(report, rows, has_body, chromium.version)


def write_report(report, rows, has_body, version):
    steps = [("check_json", "check of the values as JSON")]
    if has_body:
        steps.append(("check_body", "check --body urlencoded of the body"))
    lines = [
        "# The HTML form against the browser",
        "",
        f"Written by `Conformance/html/run.sh` with {version}: each example form's page from "
        "`fieldcli html`, one field set at a time. A field agrees when the browser's validity "
        "flags are the states `check` names for it.",
        "",
    ]
    if not has_body:
        lines += [
            "`fieldcli check --help` lists no `--body`, so only the JSON step ran.", "",
        ]
    for key, title in steps:
        per_kind = collections.defaultdict(lambda: [0, 0])
        for row in rows:
            per_kind[row["kind"]][0] += 1
            per_kind[row["kind"]][1] += row["browser"] == row[key]
        total = sum(n for n, _ in per_kind.values())
        agree = sum(a for _, a in per_kind.values())
        lines += [f"## {title}", "", f"{agree} of {total} fields agree.", "",
                  "| kind | fields | agree |", "| --- | --- | --- |"]
        for kind in sorted(per_kind):
            n, a = per_kind[kind]
            lines.append(f"| {kind} | {n} | {a} |")
        differing = [row for row in rows if row["browser"] != row[key]]
        explained = sum(row["reason"] is not None for row in differing)
        lines += [
            "",
            f"Of the {len(differing)} differences, {explained} are constraints HTML has no "
            "attribute for (the reason is given with each); the rest are unexplained.",
            "",
            "Differences (form, field, value given, value held, browser, check, why):",
            "",
        ]
        for row in differing:
            lines.append(
                f"- {row['form']} `{row['field']}` ({row['kind']}): given "
                f"{json.dumps(row['given'], ensure_ascii=False)}, held "
                f"{json.dumps(row['held'], ensure_ascii=False)}: browser "
                f"{row['browser'] or 'valid'}, check {row[key] or 'valid'}: "
                f"{row['reason'] or 'UNEXPLAINED'}"
            )
        lines.append("")
    with open(report, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    for key, title in steps:
        agree = sum(row["browser"] == row[key] for row in rows)
        unexplained = sum(
            row["browser"] != row[key] and row["reason"] is None for row in rows
        )
        print(f"{title}: {agree} of {len(rows)} fields agree, {unexplained} unexplained")


if __name__ == "__main__":
    main()
