"""Runs `fieldcli check Examples/signup.json --stdin` and the Python peer that checks the same
fields without Fields over the same submissions, checks that both reach the same verdict on
every line, and prints submissions per second and ratios measured in this one run, then
fieldcli's maximum RSS over RSS_COPIES times the submissions. See check-submissions.sh.
With `urlencoded` after the file, the lines are application/x-www-form-urlencoded bodies, read
by `fieldcli check --body urlencoded` and the peer's `--body urlencoded`.
Usage: compare_check.py SUBMISSIONS.jsonl | compare_check.py SUBMISSIONS.urlencoded urlencoded"""
import json
import os
import subprocess
import sys
from pathlib import Path

from peerbench import count_lines, fieldcli, peers, root, run, table, venv_python

spec = root / "Examples" / "signup.json"
jobs = os.environ.get("JOBS")
body = ["--body", "urlencoded"] if sys.argv[2:] == ["urlencoded"] else []
fieldcli_command = [str(fieldcli), "check", str(spec), "--stdin", *body,
                    *(["--jobs", jobs] if jobs else [])]
one_thread_command = [str(fieldcli), "check", str(spec), "--stdin", *body, "--jobs", "1"]
peer_command = [str(venv_python), str(peers / "signup_check_peer.py"), *body]
shown_differences = 10


def fieldcli_names(problems):
    """The field names of fieldcli's PROBLEMS object, in its order."""
    return json.loads(problems, object_pairs_hook=lambda pairs: [name for name, _ in pairs])


def peer_names(names):
    return [""] if names == '""' else names.split(",")


def agreement(path):
    """Runs both over `path` line by line and prints how many verdicts and invalid fields agree."""
    with open(path, "rb") as first, open(path, "rb") as second:
        ours = subprocess.Popen(fieldcli_command, stdin=first, stdout=subprocess.PIPE, text=True)
        theirs = subprocess.Popen(peer_command, stdin=second, stdout=subprocess.PIPE, text=True)
        lines = valid = verdicts_differ = names_differ = 0
        differences = []
        for number, (mine, peer) in enumerate(zip(ours.stdout, theirs.stdout), start=1):
            lines += 1
            verdict, _, problems = mine.rstrip("\n").partition("\t")
            peer_verdict, _, names = peer.rstrip("\n").partition("\t")
            valid += verdict == "ok"
            if verdict != peer_verdict:
                verdicts_differ += 1
                if len(differences) < shown_differences:
                    differences.append(f"line {number}: fieldcli {mine.strip()[:200]!r}, "
                                       f"peer {peer.strip()!r}")
            elif verdict == "invalid" and fieldcli_names(problems) != peer_names(names):
                names_differ += 1
        codes = ours.wait(), theirs.wait()
    if codes[0] not in (0, 1) or codes[1] != 0:
        sys.exit(f"fieldcli exited {codes[0]}, the peer {codes[1]}")
    print(f"{lines:,} submissions: {valid:,} ok and {lines - valid:,} invalid for fieldcli")
    print(f"verdicts that differ between fieldcli and the peer: {verdicts_differ:,}")
    for difference in differences:
        print("  " + difference)
    print(f"invalid submissions whose invalid fields differ: {names_differ:,}")
    return lines


def main():
    path = Path(sys.argv[1])
    print(" ".join(os.path.relpath(part, root) if part.startswith(str(root)) else part
                   for part in fieldcli_command))
    lines = agreement(path)
    if lines != count_lines(path):
        sys.exit(f"{path} has {count_lines(path)} lines but the checkers printed {lines}")
    label = "fieldcli check --stdin" + (" --body urlencoded" if body else "") + (
        f" --jobs {jobs}" if jobs else "")
    rows = []
    for name, command in [(label, fieldcli_command),
                          (label.split(" --jobs")[0] + " --jobs 1 (one thread)", one_thread_command),
                          ("peer: email-validator, phonenumbers, Babel", peer_command)]:
        seconds, rss = run(command, path)
        rows.append((name, seconds, lines / seconds, rss))
    table(f"check Examples/signup.json, {lines:,} submissions (lines/s: submissions/s)", rows, label)
    peer_seconds = rows[2][1]
    print(f"fieldcli against the peer: {peer_seconds / rows[0][1]:.1f}x its submissions/s, "
          f"{peer_seconds / rows[1][1]:.1f}x with one thread (target: at least 20x)")
    copies = int(os.environ.get("RSS_COPIES", "5"))
    seconds, rss = run(fieldcli_command, path, copies=copies)
    print(f"{label}, {copies} x {lines:,} submissions: {seconds:.2f} s, max RSS {rss / 1024:.1f}MB")


main()
