"""Writes 1,000,000 e-mail addresses, URLs and US phone numbers. About one in five e-mail
addresses and phone numbers is malformed; the URLs are a mix whose proportions are stated above
the URL generator (45% outside the plain shape). Seeded, so every run reads the same lines."""
import random
import sys
from pathlib import Path

folder = Path(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
folder.mkdir(parents=True, exist_ok=True)
rng = random.Random(4)
letters = "abcdefghijklmnopqrstuvwxyz"
def word(low=3, high=10):
    return "".join(rng.choice(letters) for _ in range(rng.randint(low, high)))

with open(folder / "emails.txt", "w") as out:
    for _ in range(count):
        address = f"{word()}.{word()}@{word()}.{rng.choice(['com', 'de', 'co.uk', 'org'])}"
        roll = rng.random()
        if roll < 0.1:
            address = address.replace("@", "")
        elif roll < 0.2:
            address = address.replace(".", "..", 1)
        out.write(address + "\n")

# URLs as forms receive them, not only the plain shape (shares of the lines, in order of the
# draw; outside the plain shape: 45%):
#   55% plain: https://host.tld/path/path?q=word, one in ten of them in uppercase
#    5% IPv4 literals (dotted, some hexadecimal or octal, some with a port)
#    5% IPv6 literals (compressed, full, IPv4-mapped)
#    6% internationalized hosts (bücher.example, 例え.jp, пример.рф, ...)
#    6% percent-escapes and characters to encode (%7E, %20, spaces, é in path and query)
#    6% dot segments (/a/./b/../c, %2e%2E)
#    4% backslashes (https:\\host\a\b)
#    4% relative references (/path, ../x, //host/p, ?q): no URL without a base, so invalid for
#       fieldcli and ada-url alike
#    5% non-special schemes (mailto:, git+ssh://, urn:, data:, sc://)
#    4% invalid (a space in the host, port above 65535, unclosed IPv6, bad IPv4, empty host)
url_rng = random.Random(15)
def url_word(low=3, high=10):
    return "".join(url_rng.choice(letters) for _ in range(url_rng.randint(low, high)))
def tld():
    return url_rng.choice(["com", "de", "org", "net", "io"])
def plain_url():
    url = f"https://{url_word()}.{tld()}/{url_word()}/{url_word()}?q={url_word()}"
    return url.upper() if url_rng.random() < 0.1 else url
def ipv4_url():
    parts = [url_rng.randint(1, 254) for _ in range(4)]
    host = url_rng.choice([
        ".".join(map(str, parts)),
        "0x%x.%d.%d.%d" % tuple(parts),
        "0%o.%d.%d" % (parts[0], parts[1], parts[2] * 256 + parts[3]),
        str((parts[0] << 24) + (parts[1] << 16) + (parts[2] << 8) + parts[3]),
    ])
    port = url_rng.choice(["", ":8080", ":80", ":3000"])
    return f"http://{host}{port}/{url_word()}?id={url_rng.randint(1, 9999)}"
def ipv6_url():
    pieces = ["%x" % url_rng.randint(1, 0xFFFF) for _ in range(3)]
    host = url_rng.choice([
        f"2001:db8::{pieces[0]}",
        f"2001:0DB8:0000:0000:{pieces[0]}:{pieces[1]}:0:{pieces[2]}",
        f"::ffff:192.168.{url_rng.randint(0, 255)}.{url_rng.randint(0, 255)}",
        f"fe80::{pieces[0]}:{pieces[1]}",
        "::1",
    ])
    return f"https://[{host}]:{url_rng.choice(['443', '8443'])}/{url_word()}"
def idn_url():
    host = url_rng.choice([
        "bücher.example", "münchen.de", "例え.jp", "пример.рф", "Straße.de", "café.fr",
        "xn--bcher-kva.example", "ÉCOLE.fr", "mañana.es", "δοκιμή.gr",
    ])
    return f"https://{host}/{url_word()}/{url_word()}"
def escaped_url():
    return url_rng.choice([
        f"https://{url_word()}.{tld()}/%7E{url_word()}/a%20b?q={url_word()}%26x",
        f"https://{url_word()}.{tld()}/{url_word()} {url_word()}?q=a b#frag ment",
        f"https://{url_word()}.{tld()}/café/{url_word()}?q=été",
        f"https://{url_word()}.{tld()}/{url_word()}?q={{x}}&r=<y>|`z`",
        f"https://{url_word()}.{tld()}/%E2%82%AC/{url_word()}?q=%zz",
    ])
def dots_url():
    return url_rng.choice([
        f"https://{url_word()}.{tld()}/a/./b/../{url_word()}",
        f"https://{url_word()}.{tld()}/{url_word()}/../../{url_word()}/.",
        f"https://{url_word()}.{tld()}/x/%2e%2E/{url_word()}/%2e/",
        f"http://{url_word()}.{tld()}/{url_word()}/./{url_word()}/..?q=1",
    ])
def backslash_url():
    return url_rng.choice([
        f"https:\\\\{url_word()}.{tld()}\\{url_word()}\\{url_word()}",
        f"https://{url_word()}.{tld()}\\{url_word()}\\{url_word()}?q=1",
        f"http:/\\{url_word()}.{tld()}/{url_word()}",
    ])
def relative_url():
    return url_rng.choice([
        f"/{url_word()}/{url_word()}?q=1", f"../{url_word()}", f"//{url_word()}.{tld()}/p",
        f"?q={url_word()}", f"{url_word()}.html",
    ])
def non_special_url():
    return url_rng.choice([
        f"mailto:{url_word()}@{url_word()}.{tld()}",
        f"git+ssh://git@{url_word()}.{tld()}/{url_word()}/{url_word()}.git",
        f"urn:isbn:{url_rng.randint(10**12, 10**13 - 1)}",
        f"data:text/plain,{url_word()}%20{url_word()}",
        f"sc://{url_word().upper()}/{url_word()}/../{url_word()}",
        f"web+demo:/.//{url_word()}",
    ])
def invalid_url():
    return url_rng.choice([
        f"https://ex ample.{tld()}/{url_word()}",
        f"https://{url_word()}.{tld()}:99999/",
        f"https://[2001:db8::{url_rng.randint(1, 999)}/",
        f"http://1.2.3.{url_rng.randint(256, 999)}/",
        "https:///" + url_word(),
        f"https://{url_word()}.{tld()}:8o8o/",
    ])
url_kinds = [
    (0.55, plain_url), (0.05, ipv4_url), (0.05, ipv6_url), (0.06, idn_url),
    (0.06, escaped_url), (0.06, dots_url), (0.04, backslash_url), (0.04, relative_url),
    (0.05, non_special_url), (0.04, invalid_url),
]
def mixed_url():
    roll = url_rng.random()
    for share, kind in url_kinds:
        if roll < share:
            return kind()
        roll -= share
    return plain_url()

with open(folder / "urls.txt", "w") as out:
    for _ in range(count):
        out.write(mixed_url() + "\n")

with open(folder / "phones-us.txt", "w") as out:
    for _ in range(count):
        area = rng.choice([201, 212, 305, 415, 512, 617, 650, 713, 808, 917])
        number = f"({area}) {rng.randint(200, 999)}-{rng.randint(0, 9999):04d}"
        if rng.random() < 0.2:
            number = number[:-3]
        out.write(number + "\n")

# US numbers in the forms beyond the plain shape (issue 28), with their own seed so that the
# files above keep their lines: 30% RFC 3966 (`tel:+1-617-432-8474`, a third with `;ext=`),
# 40% with an extension (` ext. 123`, ` x123`, ` #12`, ` ext 4567`, ` extension 89`), 30%
# with letters (`1-800-FLOWERS`); one in ten of each with its last three digits cut.
forms_rng = random.Random(28)
def us_digits():
    area = forms_rng.choice([201, 212, 305, 415, 512, 617, 650, 713, 808, 917])
    return area, forms_rng.randint(200, 999), forms_rng.randint(0, 9999)
def tel_phone():
    area, exchange, line = us_digits()
    text = f"tel:+1-{area}-{exchange}-{line:04d}"
    if forms_rng.random() < 1 / 3:
        text += f";ext={forms_rng.randint(1, 9999)}"
    return text
def extension_phone():
    area, exchange, line = us_digits()
    label = forms_rng.choice([" ext. ", " x", " #", " ext ", " extension "])
    return f"({area}) {exchange}-{line:04d}{label}{forms_rng.randint(1, 9999)}"
def letters_phone():
    word = "".join(forms_rng.choice(letters.upper()) for _ in range(7))
    prefix = forms_rng.choice(["800", "888", "877", "866"])
    return forms_rng.choice([f"1-{prefix}-{word}", f"({prefix}) {word[:3]}-{word[3:]}"])

with open(folder / "phones-forms.txt", "w") as out:
    for _ in range(count):
        roll = forms_rng.random()
        text = tel_phone() if roll < 0.3 else extension_phone() if roll < 0.7 else letters_phone()
        if forms_rng.random() < 0.1:
            text = text[:-3]
        out.write(text + "\n")
