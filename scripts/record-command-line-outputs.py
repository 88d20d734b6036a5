#!/usr/bin/env python3
"""Records what fieldcli prints for help, completion scripts and usage errors.

Usage: scripts/record-command-line-outputs.py .build/debug/fieldcli \
         > Tests/fieldcliTests/Fixtures/command-line-outputs.json

CommandLineOutputsCommandTests runs each command line again and expects these bytes and exit
codes: `validate` reads its command line without argument-parser when it can, and what
argument-parser prints for everything else must not change. Record again only when a change to
help, completions or a usage error is meant.
"""
import json, subprocess, sys

binary = sys.argv[1]
# Help, completion scripts and usage errors of `validate`, and a few runs it reads itself.
cases = [
  ["--help"], ["-h"], ["help"], ["--version"], ["help", "validate"], ["validate", "--help"],
  ["validate", "-h"], ["validate", "email", "--help"], ["validate", "email", "a@b.c", "-h"],
  ["validate", "email", "a@b.c", "--version"], ["validate", "help"], ["help", "bogus"],
  ["--generate-completion-script", "bash"], ["--generate-completion-script", "zsh"],
  ["--generate-completion-script", "fish"],
  ["validate", "email", "a@b.c", "--generate-completion-script", "bash"],
  ["validate", "email", "---completion", "--", "validate", "email"],
  ["validate", "email", "--experimental-dump-help"],
  ["validate"], ["validate", "bogus", "a"], ["validate", "Email", "a"],
  ["validate", "email", "--bogus", "a"], ["validate", "email", "-x", "a"],
  ["validate", "email", "-stdin", "a"], ["validate", "email", "a", "--jobs"],
  ["validate", "email", "--jobs", "0", "a"], ["validate", "email", "--jobs", "65", "a"],
  ["validate", "email", "--jobs", "x", "a"], ["validate", "email", "--jobs", "-1", "a"],
  ["validate", "email", "--jobs", "--stdin"], ["validate", "email", "--jobs=", "a"],
  ["validate", "email", "--stdin=true"], ["validate", "email", "--stdin=", "a"],
  ["validate", "email", "--locale"], ["validate", "email", "--locale", "--stdin"],
  ["validate", "text", "--multiple", "a"], ["validate", "email", "--min", "1", "a"],
  ["validate", "email", "--step", "1", "a"], ["validate", "text", "--region", "US", "a"],
  ["validate", "email", "--schemes", "https", "a"], ["validate", "email", "--base", "x:", "a"],
  ["validate", "email", "--csv", "f.csv"], ["validate", "email", "--column", "c", "a"],
  ["validate", "email", "--csv", "f.csv", "--column", "0"],
  ["validate", "email", "--csv", "f.csv", "--column", "a", "--stdin"],
  ["validate", "email", "--only-invalid", "--format", "jsonl", "a"],
  ["validate", "email", "--format", "xml", "a"], ["validate", "text", "--count", "bytes", "a"],
  ["validate", "text", "--min-length", "x", "a"], ["validate", "text", "--min-length", "-5", "a"],
  ["validate", "text", "--max-length", "1.5", "a"], ["validate", "text", "--pattern", "(", "a"],
  ["validate", "email", "a", "--stdin"], ["validate", "email"], ["validate", "email", "--", "-x"],
  ["validate", "email", "a", "b", "--bogus"], ["validate", "email", "a", "b", "c", "--bogus"],
  ["validate", "email", "--csv", "/nonexistent.csv", "--column", "a"],
  ["validate", "email", "--locale", "xx_YY", "a"], ["validate", "phone", "--region", "ZZ", "1"],
  ["validate", "email", "a", "b", "--csv", "f.csv", "--column", "a"],
  ["validate", "email", "a@b.c", "-", "-5", "--", "--help"],
  ["validate", "number", "--min", "-5", "--max=-1", "-3", "-7", "-.5"],
  ["validate", "email", "--multiple", "--required", "--required", "a@b.c,b@c.d", ""],
  ["validate", "email", "--locale", "de", "--locale=fr", "x"],
]
records = []
for arguments in cases:
  run = subprocess.run([binary] + arguments, stdin=subprocess.DEVNULL, capture_output=True)
  records.append({"arguments": arguments, "stdout": run.stdout.decode(),
                  "stderr": run.stderr.decode(), "exitCode": run.returncode})
json.dump(records, sys.stdout, indent=1, ensure_ascii=False, sort_keys=True)
sys.stdout.write("\n")
