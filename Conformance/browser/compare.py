"""Runs the cases through fieldcli and headless Chromium and writes the comparison.

Usage: compare.py FIELDCLI OUTDIR [REPORT.md]
Writes OUTDIR/results.jsonl (every case with both verdicts) and the report (RESULTS.md beside
this file by default); prints one line per kind. Exits 0 when it ran, whatever it found.
"""

import collections
import datetime
import json
import os
import subprocess
import sys
import time

import cases as case_data
from browser import Chromium
from classes import CLASSES, FIELDCLI_WRONG

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = ["text", "email", "url", "integer", "decimal", "number", "date", "time", "datetime"]


def fieldcli_args(kind, constraints):
    args = ["validate", kind, "--format", "jsonl", "--count", "utf16"]
    for name, value in constraints.items():
        flag = {"minlength": "--min-length", "maxlength": "--max-length"}.get(name, "--" + name)
        args += [flag] if value is True else [flag, value]
    return args


def run_fieldcli(fieldcli, all_cases):
    """fieldcli's verdict per case: one run per kind and constraints (two with line breaks)."""
    groups = collections.defaultdict(list)
    for c in all_cases:
        groups[(c["kind"], json.dumps(c["constraints"], sort_keys=True))].append(c)
    for (kind, _), group in groups.items():
        args = fieldcli_args(kind, group[0]["constraints"])
        lines = [c for c in group if "\n" not in c["value"] and "\r" not in c["value"]]
        broken = [c for c in group if c not in lines]
        runs = [(lines, args + ["--stdin"], "".join(c["value"] + "\n" for c in lines))]
        if broken:
            runs.append((broken, args + ["--"] + [c["value"] for c in broken], ""))
        for members, argv, stdin in runs:
            if not members:
                continue
            done = subprocess.run([fieldcli] + argv, input=stdin.encode(), capture_output=True)
            out = done.stdout.decode().splitlines()
            if done.returncode not in (0, 1) or len(out) != len(members):
                error = done.stderr.decode().strip().splitlines()
                for c in members:
                    c["fieldcli"] = {"error": error[-1] if error else f"exit {done.returncode}"}
                continue
            for c, line in zip(members, out):
                r = json.loads(line)
                c["fieldcli"] = {"flags": r["state"], "normalized": r["normalized"]}


def run_browser(chromium, all_cases):
    with open(os.path.join(HERE, "validity.js")) as f:
        chromium.evaluate(f.read())
    page = lambda c: {k: c[k] for k in ("type", "attrs", "value", "mode")}
    batch = [c for c in all_cases if c["mode"] == "set"]
    for start in range(0, len(batch), 500):
        chunk = batch[start:start + 500]
        results = chromium.evaluate(f"judgeSet({json.dumps([page(c) for c in chunk])})")
        for c, r in zip(chunk, results):
            c["browser"] = r
    for c in all_cases:
        if c["mode"] != "edit":
            continue
        if not chromium.evaluate(f"prepareEdit({json.dumps(page(c))})"):
            c["browser"] = {"error": "the input did not take focus"}
            continue
        if c["value"]:
            chromium.call("Input.insertText", text=c["value"])
        c["browser"] = chromium.evaluate(f"finishEdit({json.dumps(page(c))})")


def classify(c):
    for cls in CLASSES:
        if cls["match"](c):
            return cls["name"]
    f, b = set(c["fieldcli"].get("flags", [])), set(c["browser"].get("flags", []))
    diff = ", ".join(
        [f"fieldcli only {x}" for x in sorted(f - b)] + [f"Chromium only {x}" for x in sorted(b - f)]
    )
    return f"unclassified: {c['kind']}: {diff or 'error'}"


def show(c):
    value = json.dumps(c["value"], ensure_ascii=False)
    cons = " ".join(
        f"{k}" if v is True else f"{k}={json.dumps(v, ensure_ascii=False)}"
        for k, v in c["attrs"].items()
    )
    fc = c["fieldcli"].get("error") or ",".join(c["fieldcli"]["flags"]) or "valid"
    br = c["browser"].get("error") or ",".join(c["browser"]["flags"]) or "valid"
    sanitized = c["browser"].get("value")
    extra = f", Chromium's value {json.dumps(sanitized, ensure_ascii=False)}" if sanitized not in (None, c["value"]) else ""
    how = "typed" if c["mode"] == "edit" else "set"
    tag = f"<input type={c['type']}{' ' + cons if cons else ''}>"
    return f"{c['kind']} `{tag}` {how} {value}: fieldcli {fc}; Chromium {br}{extra}"


def main():
    fieldcli, outdir = sys.argv[1], sys.argv[2]
    report = sys.argv[3] if len(sys.argv) > 3 else os.path.join(HERE, "RESULTS.md")
    os.makedirs(outdir, exist_ok=True)
    started = time.monotonic()
    all_cases = case_data.generate()
    run_fieldcli(fieldcli, all_cases)
    fieldcli_seconds = time.monotonic() - started
    chromium = Chromium(os.environ.get("CHROMIUM", "chromium"))
    try:
        run_browser(chromium, all_cases)
    finally:
        chromium.close()
    seconds = time.monotonic() - started

    per_kind = collections.OrderedDict((k, [0, 0]) for k in KINDS)
    wrong = collections.Counter()
    verdicts = {cls["name"]: cls["verdict"] for cls in CLASSES}
    classes = collections.defaultdict(list)
    with open(os.path.join(outdir, "results.jsonl"), "w") as out:
        for c in all_cases:
            fc, br = c["fieldcli"], c["browser"]
            agree = "flags" in fc and "flags" in br and set(fc["flags"]) == set(br["flags"])
            c["agree"] = agree
            per_kind[c["kind"]][0] += 1
            if agree:
                per_kind[c["kind"]][1] += 1
            else:
                name = classify(c)
                classes[name].append(c)
                if verdicts.get(name) == FIELDCLI_WRONG:
                    wrong[c["kind"]] += 1
            out.write(json.dumps(c, ensure_ascii=False) + "\n")

    version = subprocess.run([fieldcli, "--version"], capture_output=True, text=True).stdout.strip()
    # The validators' source: the last commit that changed it, not this folder's.
    commit = subprocess.run(
        ["git", "-C", HERE, "log", "-1", "--format=%h", "--", "../../Sources",
         "../../Package.swift", "../../Locales"],
        capture_output=True, text=True).stdout.strip() or "unknown"
    today = datetime.date.today().isoformat()
    lines = [
        "# Browser agreement: fieldcli against headless Chromium",
        "",
        f"Measured on {today} at commit {commit} (fieldcli's source) with {chromium.version} (headless, en-US); "
        f"{len(all_cases)} cases in {seconds:.0f} s (fieldcli {fieldcli_seconds:.0f} s). "
        f"fieldcli: {version.splitlines()[0] if version else 'unknown'}. "
        "Written by `Conformance/browser/run.sh`; see `README.md` there for what is compared.",
        "",
        "| kind | cases | agree | differ | agreement | of the differences, fieldcli wrong |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    total = [0, 0]
    for kind, (n, ok) in per_kind.items():
        total[0] += n
        total[1] += ok
        lines.append(
            f"| {kind} | {n} | {ok} | {n - ok} | {100 * ok / n:.1f} % | {wrong[kind]} |")
        print(f"{kind:9} {ok:5}/{n:<5} agree ({100 * ok / n:5.1f} %)")
    lines.append(f"| all | {total[0]} | {total[1]} | {total[0] - total[1]} | "
                 f"{100 * total[1] / total[0]:.1f} % | {sum(wrong.values())} |")
    print(f"{'all':9} {total[1]:5}/{total[0]:<5} agree ({100 * total[1] / total[0]:5.1f} %); "
          f"{chromium.version}; {seconds:.0f} s")
    known = {cls["name"]: cls for cls in CLASSES}
    order = [cls["name"] for cls in CLASSES] + sorted(k for k in classes if k not in known)
    lines += ["", "## Classes of difference", "",
              "| class | kinds | cases | verdict |", "| --- | --- | ---: | --- |"]
    for name in order:
        if name in classes:
            kinds = ", ".join(k for k in KINDS if any(c["kind"] == k for c in classes[name]))
            verdict = known[name]["verdict"] if name in known else "unclassified"
            lines.append(f"| {name} | {kinds} | {len(classes[name])} | {verdict} |")
    lines.append("")
    for name in order:
        if name not in classes:
            continue
        members = classes[name]
        lines.append(f"### {name} ({len(members)})")
        lines.append("")
        if name in known:
            lines.append(f"**{known[name]['verdict']}** {known[name]['reason']}")
            lines.append("")
        for c in members[:3]:
            lines.append(f"- {show(c)}")
        lines.append("")
    with open(report, "w") as f:
        f.write("\n".join(lines))
    print(f"report: {report}; every case: {os.path.join(outdir, 'results.jsonl')}")


if __name__ == "__main__":
    main()
