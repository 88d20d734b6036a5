"""The oracle and the benchmark of the format commands beyond date and number: each command's
output against PyICU driving the same ICU service with the same settings, byte for byte, over
generated values in a spread of locales; then lines per second against PyICU and Babel.

A refused line counts as agreeing when both refuse it: the message is fieldcli's own words (and
its "did you mean"), not ICU's, so only the word `invalid` is compared there.

See compare-formats.sh for the setup. Environment: ORACLE_COUNT (values per locale and
variant, 2,000), COUNT (values for the speed table, 200,000), ONLY (a command name)."""
import os
import subprocess
import sys

from peerbench import count_lines, fieldcli, generated, peers, run, table, venv_python


# A spread of scripts, plural rules, digits and calendars.
LOCALES = [
    "en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "sv_SE", "fi_FI", "pl_PL",
    "cs_CZ", "ru_RU", "uk_UA", "tr_TR", "ar_EG", "he_IL", "fa_IR", "hi_IN", "bn_BD", "th_TH",
    "ja_JP", "ko_KR", "zh_CN", "zh_Hant_TW", "sw_KE", "cy_GB", "ga_IE", "lt_LT",
]

# command, generator arguments, flag variants (the first is the one timed), Babel peer or not;
# a fifth element names the peers and generator when they are not the command's (plain dates).
CASES = [
    ("date", [], [
        ["--date-style", "full"],
        ["--skeleton", "yMMMEd"],
        ["--time-style", "medium", "--date-style", "short"],
        ["--date-style", "long", "--calendar", "japanese"],
    ], True, "date_plain"),
    ("relative", [], [
        ["--unit", "day"],
        ["--unit", "hour", "--numeric", "always"],
        ["--unit", "month", "--style", "short"],
        ["--unit", "quarter", "--style", "narrow"],
    ], True),
    ("list", [], [
        [],
        ["--type", "or"],
        ["--type", "unit", "--width", "narrow"],
        ["--type", "and", "--width", "short"],
    ], True),
    ("unit", [], [
        ["--unit", "kilometer-per-hour"],
        ["--unit", "celsius", "--width", "long"],
        ["--unit", "megabyte", "--width", "narrow"],
        ["--unit", "liter-per-100-kilometer", "--width", "long"],
    ], True),
    ("date-range", [], [
        ["--skeleton", "yMMMd"],
        ["--date-style", "medium", "--time-style", "short", "--time-zone", "Europe/Berlin"],
        ["--skeleton", "yMMMMEEEEd"],
    ], True),
    ("number-range", [], [
        [],
        ["--style", "percent"],
        ["--style", "currency", "--currency", "EUR"],
        ["--style", "compact"],
    ], False),
    ("plural", [], [
        [],
        ["--ordinal"],
    ], True),
    ("name", ["--of", "language"], [["--of", "language"]], True),
    ("name", ["--of", "region"], [["--of", "region"]], True),
    ("name", ["--of", "locale"], [["--of", "locale"], ["--of", "locale", "--style", "short"]], True),
    ("name", ["--of", "currency"], [["--of", "currency"]], True),
    ("name", ["--of", "script"], [["--of", "script"]], True),
    ("name", ["--of", "calendar"], [["--of", "calendar"]], False),
    ("number", [], [
        ["--rounding", "half-up"],
        ["--sign", "always"],
        ["--grouping", "min2"],
        ["--style", "currency", "--currency", "USD", "--sign", "accounting"],
        ["--style", "percent", "--rounding", "ceiling", "--grouping", "off"],
    ], False),
]


def peer_name(case):
    return case[4] if len(case) > 4 else case[0].replace("-", "_")


def generate(case, count, seed):
    return generated(peer_name(case), count, seed, case[1])


def output(command, path):
    with open(path, "rb") as source:
        lines = subprocess.run(command, stdin=source, capture_output=True).stdout.split(b"\n")
    return [b"invalid" if line.startswith(b"invalid") else line for line in lines]


def oracle(only):
    count = int(os.environ.get("ORACLE_COUNT", "2000"))
    total_lines = 0
    total_differing = 0
    for case in CASES:
        command, _, variants = case[:3]
        if only and command != only:
            continue
        values = generate(case, count, 1)
        for flags in variants:
            differing = 0
            example = None
            for locale in LOCALES:
                ours_lines = output([str(fieldcli), "format", command, "--stdin", "--locale",
                                     locale, *flags], values)
                theirs_lines = output([str(venv_python), str(peers / f"pyicu_{peer_name(case)}.py"),
                                       "--locale", locale, *flags], values)
                lines = max(len(ours_lines), len(theirs_lines))
                for index in range(lines):
                    a = ours_lines[index] if index < len(ours_lines) else b"<missing>"
                    b = theirs_lines[index] if index < len(theirs_lines) else b"<missing>"
                    if a != b:
                        differing += 1
                        if example is None:
                            example = (locale, index + 1, a.decode(errors="replace"),
                                       b.decode(errors="replace"))
                total_lines += count
            total_differing += differing
            shown = " ".join(flags)
            print(f"format {command} {shown}: {count * len(LOCALES):,} lines in {len(LOCALES)} "
                  f"locales, {differing} differ from PyICU")
            if example:
                locale, line, a, b = example
                print(f"    first: {locale} line {line}: fieldcli {a!r}, PyICU {b!r}")
    print(f"\noracle: {total_differing} of {total_lines:,} lines differ from PyICU")
    return total_differing


def speed(only):
    count = int(os.environ.get("COUNT", "200000"))
    for case in CASES:
        command, _, variants, babel = case[:4]
        if only and command != only:
            continue
        values = generate(case, count, 2)
        lines = count_lines(values)
        flags = ["--locale", "de_DE", *variants[0]]
        reference = f"fieldcli format {command} --stdin"
        jobs = [
            (reference, [str(fieldcli), "format", command, "--stdin", *flags]),
            ("fieldcli ... --jobs 1 (one thread)",
             [str(fieldcli), "format", command, "--stdin", "--jobs", "1", *flags]),
            ("PyICU", [str(venv_python), str(peers / f"pyicu_{peer_name(case)}.py"), *flags]),
        ]
        if babel:
            jobs.append(
                ("Babel", [str(venv_python), str(peers / f"babel_{peer_name(case)}.py"), *flags]))
        rows = []
        for name, job in jobs:
            seconds, rss = run(job, values)
            rows.append((name, seconds, lines / seconds, rss))
        table(f"format {command} {' '.join(flags)}, {lines:,} lines", rows, reference)


def main():
    only = os.environ.get("ONLY")
    if os.environ.get("SPEED_ONLY"):
        speed(only)
        return
    differing = oracle(only)
    if os.environ.get("ORACLE_ONLY"):
        sys.exit(1 if differing else 0)
    speed(only)
    sys.exit(1 if differing else 0)


main()
