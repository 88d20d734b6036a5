"""Writes COUNT seeded codes for `fieldcli format name --stdin --of KIND` (region by default),
one a line, in mixed case as people type them (`de-ch`, `us`, `latn`, `eur`). About 1% are
invalid on purpose: codes malformed for their kind and far from every known code, so that
fieldcli suggests none and pyicu_name.py writes the same refusal.
Usage: generate_name_values.py COUNT SEED [--of KIND]"""
import argparse
import random

CODES = {
    "language": "de en fr es it ja zh ar ru pt nl sv pl tr ko hi he el fi da nb cs hu uk th vi id "
    "ms fa ur bn ta te sw yue haw gsw fil".split(),
    "region": "DE AT CH US GB FR IT ES JP CN TW HK RU UA BR MX AR IN EG SA AE IL TR NL BE SE NO "
    "DK FI PL CZ KR AU NZ CA ZA NG KE XK 001 002 019 150 419 142".split(),
    "script": "Latn Cyrl Arab Hans Hant Jpan Kore Grek Hebr Deva Thai Beng Taml Ethi Armn Geor "
    "Zzzz".split(),
    "currency": "EUR USD JPY GBP CHF CNY RUB INR BRL MXN SEK NOK DKK PLN CZK HUF TRY KRW AUD CAD "
    "DEM FRF ITL".split(),
    "locale": "de de_DE de-CH de_AT en en_US en-GB fr_FR fr-CA it_IT es_ES es-419 ja_JP zh_Hans_CN "
    "zh-Hant-TW ar_EG ru_RU pt_BR sr_Latn_RS de_CH@calendar=buddhist en-US-u-ca-islamic "
    "th_TH@calendar=buddhist".split(),
    "calendar": "gregorian buddhist japanese islamic islamic-umalqura islamic-civil hebrew "
    "chinese persian indian coptic ethiopic roc iso8601 dangi".split(),
}

# Malformed for every kind, and more than three edits from every known code.
INVALID = ["zzzzzzzzzzzz", "!!", "1234567890", "q.q.q.q.q", "xxxxxxxxxxxxxxxxxxxx"]


def vary(rng, code):
    """The code in the case a person might type it; codes are read case-insensitively."""
    choice = rng.randrange(4)
    if choice == 1:
        return code.lower()
    if choice == 2:
        return code.upper() if "@" not in code else code
    return code


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("count", type=int)
    parser.add_argument("seed", type=int)
    parser.add_argument("--of", default="region", choices=sorted(CODES))
    options = parser.parse_args()
    rng = random.Random(options.seed)
    lines = []
    for _ in range(options.count):
        if rng.random() < 0.01:
            lines.append(rng.choice(INVALID))
        else:
            lines.append(vary(rng, rng.choice(CODES[options.of])))
    print("\n".join(lines))


main()
