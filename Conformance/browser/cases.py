"""The cases: values and constraints per kind, the same on every run (a fixed seed).

A case is a kind, its constraints (fieldcli's flags, the same names as HTML's attributes), a
value, and how the browser gets the value: "set" (input.value from a script, which HTML
sanitizes) or "edit" (typed by the user over the DevTools protocol). HTML judges lengths and
turns an internationalized e-mail domain into ASCII only for a user's edit; everything else is
set from a script, which is what a submitted value is.
"""

import random

SEED = 23

# The <input> type per kind; integer steps by 1 (HTML's default), decimal and number by any.
TYPES = {
    "text": "text", "email": "email", "url": "url", "integer": "number",
    "decimal": "number", "number": "number", "date": "date", "time": "time",
    "datetime": "datetime-local",
}
DEFAULT_STEP = {"decimal": "any", "number": "any"}

# -- Values ---------------------------------------------------------------------------------

TEXT = [
    "", " ", "   ", "a", "abc", "abcd", "abcde", "abcdef", " abc ", "\u00a0abc", "ab\u200bc",
    "é", "e\u0301", "e\u0301e\u0301", "😀", "😀😀", "👩‍👩‍👧", "🇩🇪", "漢字", "漢字かな",
    "ＡＢＣ", "Straße", "ǅ", "İ", "ß", "١٢٣", "１２３", "123", "abc123", "ABC", "aBc",
    "foo bar", "foobar", "x" * 10, "𝒳𝒴", "\ud7ff", "\ufeffabc", "a\tb", "\u2028", "a\nb", "\r\nabc",
]
TEXT_ALPHABET = list("abcxyzABC0129 -_.") + ["é", "e\u0301", "ß", "漢", "😀", "\u00a0", "١", "Ω", "ﬁ"]

EMAIL = [
    "", " ", "a@b", "a@b.c", "jo@example.com", "Jo@Example.COM", " jo@example.com ",
    "jo@example.com.", "jo@.example.com", "jo@example..com", "jo@-example.com",
    "jo@example-.com", "jo@exa_mple.com", "jo..x@example.com", ".jo@example.com",
    "jo.@example.com", "jo@[127.0.0.1]", "jo@127.0.0.1", "jo@a.b.c.d", "jo@ex ample.com",
    "jo example@x.com", "jo@", "@example.com", "jo", "jo@@example.com", "a+b@example.com",
    "!#$%&'*+/=?^_`{|}~-@example.com", "jo\"x\"@example.com", "jo(x)@example.com",
    "jo@" + "a" * 63 + ".com", "jo@" + "a" * 64 + ".com", "jo@xn--bcher-kva.example",
    "jo@xn--a.example", "jo@xn--.example", "jo@XN--BCHER-KVA.example", "jo@1.2.3.4.5",
    "jo@example.com,", "jo@localhost", "a@b,c@d", "jo@exa\nmple.com", "\njo@example.com",
]
EMAIL_UNICODE = [
    "jo@bücher.example", "jo@Bücher.example", "jo@例え.テスト", "jo@ß.de", "jo@faß.de",
    "jo@☃.net", "üser@example.com", "jo@bücher..example", "jo@-bücher.example",
    "jo@bücher-.example", "jo@ＥＸＡＭＰＬＥ.com", "jo@exa\u200dmple.com", "jo@exam\u00adple.com",
    "jo@İ.example", "jo@ǅ.example", "jo@ﬁ.example", "jo@١٢٣.example", "jo@a\u0301.example",
    "jo@\u0301a.example", "jo@xn--bcher-kva.bücher", "jo@😀.example", "jo@bücher.example ",
    " jo@bücher.example", "jo@bü cher.example", "jo@ex\u3002ample.com", "jo@example\uff0ecom",
]
EMAIL_MULTIPLE = [
    "", " ", ",", " , ", "a@b,c@d", "a@b, c@d", " a@b , c@d ", "a@b,,c@d", "a@b,", ",a@b",
    "a@b,c", "a@b;c@d", "a@b c@d", "jo@example.com,jo@example.com", "a@b,\tc@d",
]
EMAIL_MULTIPLE_UNICODE = ["jo@bücher.example,a@b", "a@b, jo@例え.テスト", "üser@x.com,a@b"]

URL = [
    "", " ", "https://example.com", "https://example.com/", "HTTPS://EXAMPLE.COM",
    " https://example.com ", "http://exa mple.com", "https://ex%20ample.com",
    "https://bücher.example", "https://xn--bcher-kva.example/", "https://xn--a.com",
    "https://xn--.com", "mailto:jo@example.com", "example.com", "//example.com", "/path",
    "https://[::1]/", "https://[::1", "https://[1:2:3:4:5:6:7:8:9]/", "https://256.0.0.1",
    "https://0x7f.1", "http://1.2.3", "http://999999999999", "http://a:b@c",
    "https://exa%41mple.com", "https://example.com:99999", "https://example.com:65535",
    "https://example.com:-1", "file:///tmp", "javascript:alert(1)", "https://", "http://ß.de",
    "https://☃.net", "https:example.com", "https://example.com/\u00a0", "https://%zz.com",
    "https://a..b", "https://a.b..", "https://exam\u200dple.com", "https://exam\u00adple.com",
    "https://example.com/path with space", "https://ex<ample.com", "https://ex^ample.com",
    "https://ex|ample.com", "ht tp://x", "h:", "a:b", "1http://x", "http://x/\\y",
    "http:\\\\x\\y", "https://example.com#frag ment", "https://example.com?q=ü",
    "https://user@example.com", "https://@example.com", "http://[::ffff:1.2.3.4]",
    "http://example.com.", "https://ＥＸＡＭＰＬＥ.com", "http://%41.com", "https://ex\u3002ample.com",
    "https://a b.com", "https://a\u00a0b.com", "https://a%00b.com", "https://😀.example",
    "https://xn--ls8h.example", "blob:https://example.com/x", "data:,hi", "about:blank",
    "https://-x.example", "https://x-.example", "https://x_y.example", "https://1.1.1.1.",
    "https://0300.0250.0.1", "https://[::1]:80", "http://example.com:80/", "https://exa\nmple.com/", "https://example.com/\r\n",
]

NUMBER = [
    "", " ", "0", "1", "-1", "+1", "-0", "1.", ".5", "-.5", "0.5", "00012", "1e3", "1E3",
    "1e+3", "1e-3", "1e", "e3", "1e3.5", "0x10", "1,000", "1_000", " 1", "1 ", "١٢٣", "１２",
    "Infinity", "-Infinity", "NaN", "1e308", "1.7976931348623157e308", "1.7976931348623158e308",
    "1.797693134862316e308", "2e308", "-2e308", "1e1000", "1e-400", "4.9e-324", "2.5e-324",
    "1e-320", "0.1", "0.2", "0.3", "0.30000000000000004", "1.0000000000000002", "0.7",
    "123456789012345678901234567890", "9007199254740993", "12345678901234567890.5", "abc", "-",
    "--1", "1.5", "2.5", "3", "4", "5", "6", "7", "10", "11", "99", "100", "101", "-10", "-11",
    "1.1", "0.25", "0.35", "1.0e0", "1e0001", "1e-7", "0.0000001", "100.0000000001",
    "5.000000001", "5.0000000000000001", "3.0000001", "1e-10", "3e-10", "2.9999999999e-10",
]
DATE = [
    "", " ", "2024-02-29", "2023-02-29", "2024-02-30", "2024-04-31", "2024-13-01", "2024-00-10",
    "2024-01-00", "2024-1-1", "2024-01-1", "24-01-01", "0001-01-01", "0000-01-01",
    "9999-12-31", "10000-01-01", "275760-09-13", "275760-09-14", "275761-01-01",
    "999999-12-31", " 2024-01-01", "2024-01-01 ", "2024/01/01", "+002024-01-01", "-0001-01-01",
    "1582-10-10", "1582-10-15", "1969-12-31", "1970-01-01", "2024-W01", "2024-01",
    "2024-01-01T00:00", "２０２４-０１-０１", "١٩٧٠-٠١-٠١", "2000-01-01", "2000-01-08",
    "2000-01-09", "2024-01-01", "2024-01-08", "2024-01-15", "2024-01-16", "2030-12-31",
    "2031-01-01", "1999-12-31", "1900-02-29", "2000-02-29", "2100-02-29", "1600-02-29",
]
TIME = [
    "", " ", "00:00", "23:59", "24:00", "13:30", "13:30:15", "13:30:15.5", "13:30:15.50",
    "13:30:15.123", "13:30:15.1234", "13:30:60", "13:60", "1:30", "13:3", "13:30:00",
    "13:30:00.000", "13:30Z", "13:30+01:00", " 13:30", "13:30 ", "13.30", "１３:３０", "09:00",
    "08:59", "17:00", "17:00:01", "09:15", "09:14", "22:00", "23:00", "06:00", "06:01",
    "12:00", "05:00", "00:00:00.001", "23:59:59.999", "12:00:00.5", "12:00:01", "12:00:30",
    "12:15:00", "12:00:00.0005",
]
DATETIME = [
    "", " ", "2024-01-01T00:00", "2024-01-01 00:00", "2024-01-01t00:00", "2024-01-01T24:00",
    "2024-01-01T23:59:59.999", "2024-01-01T23:59:59.9999", "2024-01-01T12:00:00",
    "2024-01-01T12:00:00.000", "2024-01-01T12:00:30", "2024-01-01T12:30", "2024-01-01T13:00",
    "2024-01-01T00:00Z", "2024-01-01T00:00+01:00", "2024-01-01", "2024-01-01T", "T12:00",
    "2024-02-29T12:00", "2023-02-29T12:00", "275760-09-13T00:00", "275760-09-13T00:00:01",
    "275760-09-12T23:59", "275761-01-01T00:00", "0001-01-01T00:00", "0000-01-01T00:00",
    "10000-01-01T00:00", " 2024-01-01T00:00", "2024-01-01T00:00 ", "2024-01-01  00:00",
    "2024-01-01T1:00", "1969-12-31T23:59", "1970-01-01T00:00", "2024-06-15T09:00",
    "2024-06-15T08:59", "2024-06-15T17:00", "2024-06-15T17:01",
]

# -- Constraints ----------------------------------------------------------------------------

PATTERNS = [
    "[a-z]+", "\\d+", "\\w+", "\\p{L}+", "[\\p{L}--[a-z]]+", ".", "..", "...", "a|abc",
    "(ab)+c?", "[^x]*", "\\s*", "\\bfoo.*", "[\\q{abc}x]", "(?i:abc)", "[A-Z]{2}\\d{3}",
    "\\u{1F600}+", "\\x61.*", "[a-z-]+", "[(]", "\\p{Lu}.*", "\\S+", ".*\\u0301", "[\\w&&[a-c]]+",
    "\\p{RGI_Emoji}", "[^]*",
]

CONSTRAINTS = {
    "text": [{}, {"required": True}, {"minlength": "3"}, {"maxlength": "5"},
             {"minlength": "2", "maxlength": "4"}, {"required": True, "minlength": "1"}]
    + [{"pattern": p} for p in PATTERNS] + [{"required": True, "pattern": "[a-z]*"}],
    "email": [{}, {"required": True}, {"pattern": "[a-z]+@example\\.com"},
              {"pattern": ".+@.+\\..+"}, {"maxlength": "12"}, {"minlength": "12"}],
    "email_multiple": [{"multiple": True}, {"multiple": True, "required": True},
                       {"multiple": True, "pattern": "[a-z]+@[a-z]+"},
                       {"multiple": True, "maxlength": "8"}],
    "url": [{}, {"required": True}, {"pattern": "https://.*"}, {"maxlength": "20"},
            {"minlength": "20"}],
    "integer": [{}, {"required": True}, {"min": "0", "max": "100"}, {"min": "5", "step": "3"},
                {"min": "10", "max": "5"}, {"step": "2"}, {"min": "-10", "max": "-5"}],
    "decimal": [{}, {"required": True}, {"min": "-1.5", "max": "2.5"}, {"min": "1e-300"},
                {"max": "1e308"}],
    "number": [{}, {"step": "0.1"}, {"step": "0.01", "min": "0"}, {"step": "1e-10"},
               {"step": "0.25", "min": "0.1"}, {"step": "3", "max": "10"}, {"required": True},
               {"step": "0.7"}, {"min": "1e-320"}],
    "date": [{}, {"required": True}, {"min": "2000-01-01", "max": "2030-12-31"}, {"step": "7"},
             {"step": "7", "min": "2024-01-01"}, {"max": "275760-09-13"},
             {"min": "2030-01-01", "max": "2000-01-01"}],
    "time": [{}, {"required": True}, {"step": "1"}, {"step": "0.001"}, {"step": "900"},
             {"min": "09:00", "max": "17:00"}, {"min": "22:00", "max": "06:00"},
             {"step": "0.5"}, {"step": "any"}],
    "datetime": [{}, {"required": True}, {"step": "1"}, {"step": "any"}, {"step": "3600"},
                 {"min": "2024-06-15T09:00", "max": "2024-06-15T17:00"},
                 {"step": "86400", "min": "2024-01-01T00:00"}],
}


def random_text(rng, n):
    return "".join(rng.choice(TEXT_ALPHABET) for _ in range(n))


def random_number(rng):
    sign = rng.choice(["", "", "-"])
    digits = str(rng.randint(0, 10 ** rng.randint(1, 20)))
    frac = rng.choice(["", "", "." + str(rng.randint(0, 10 ** rng.randint(1, 12)))])
    exp = rng.choice(["", "", "", "e" + str(rng.randint(-330, 330)), "E+" + str(rng.randint(0, 20))])
    return sign + digits + frac + exp


def random_date(rng):
    y = rng.choice([rng.randint(1, 9999), rng.randint(1, 300000)])
    return f"{y:04d}-{rng.randint(1, 12):02d}-{rng.randint(1, 31):02d}"


def random_time(rng):
    t = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"
    r = rng.random()
    if r < 0.4:
        t += f":{rng.randint(0, 59):02d}"
    if r < 0.2:
        t += "." + str(rng.randint(0, 999)).zfill(rng.randint(1, 3))
    return t


def values(kind, rng):
    """The values of a kind: the fixed edge cases, then random ones."""
    if kind == "text":
        return TEXT + [random_text(rng, rng.randint(0, 8)) for _ in range(40)]
    if kind == "email":
        return EMAIL + EMAIL_UNICODE
    if kind == "email_multiple":
        return EMAIL_MULTIPLE + EMAIL_MULTIPLE_UNICODE + EMAIL[:20]
    if kind == "url":
        return URL
    if kind in ("integer", "decimal", "number"):
        return NUMBER + [random_number(rng) for _ in range(60)]
    if kind == "date":
        return DATE + [random_date(rng) for _ in range(40)]
    if kind == "time":
        return TIME + [random_time(rng) for _ in range(40)]
    if kind == "datetime":
        return DATETIME + [f"{random_date(rng)}T{random_time(rng)}" for _ in range(40)]
    raise ValueError(kind)


def is_edit(kind, constraints, value):
    if "minlength" in constraints or "maxlength" in constraints:
        return True
    return kind == "email" and not value.isascii()


def generate():
    """Every case, in a fixed order."""
    rng = random.Random(SEED)
    cases = []
    for group, constraint_sets in CONSTRAINTS.items():
        kind = "email" if group == "email_multiple" else group
        all_values = values(group, rng)
        for constraints in constraint_sets:
            length = "minlength" in constraints or "maxlength" in constraints
            # A user edit takes a round trip per case: a sample of the values, no line breaks.
            chosen = all_values
            if length:
                chosen = [v for v in all_values if "\n" not in v and "\r" not in v][:45]
            for value in chosen:
                attrs = dict(constraints)
                if kind in DEFAULT_STEP and "step" not in attrs:
                    attrs["step"] = DEFAULT_STEP[kind]
                cases.append({
                    "id": len(cases), "kind": kind, "constraints": constraints,
                    "type": TYPES[kind], "attrs": attrs, "value": value,
                    "mode": "edit" if is_edit(kind, constraints, value) else "set",
                })
    return cases


if __name__ == "__main__":
    import collections
    import sys
    cs = generate()
    print(len(cs), collections.Counter(c["mode"] for c in cs), file=sys.stderr)
    print(collections.Counter(c["kind"] for c in cs), file=sys.stderr)
