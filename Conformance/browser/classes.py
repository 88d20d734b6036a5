"""The known classes of difference, each with who follows the standard and why.

A difference goes to the first class whose test matches it; any other is listed as
unclassified, by kind and by the flags that differ.
"""

import math
import re
from fractions import Fraction

FIELDCLI_FOLLOWS = "fieldcli follows the standard; Chromium does not."
FIELDCLI_WRONG = "fieldcli is wrong."
BOTH = "Both follow HTML; the harness, not the validators, makes the difference."
NO_RULE = "No standard decides; fieldcli follows the nearest one."
BY_DESIGN = "By design: fieldcli refuses what a browser would silently ignore."

DEFAULT_STEP = {"integer": "1", "date": "1", "time": "60", "datetime": "60"}
STEP_SCALE = {"date": 86400000, "time": 1000, "datetime": 1000}


def flags(c, side):
    return set(c[side].get("flags", []))


def only(c, side):
    """The flags one side has and the other does not."""
    other = "browser" if side == "fieldcli" else "fieldcli"
    return flags(c, side) - flags(c, other)


def as_double(text):
    """HTML's number: the nearest double, or None when the text is not a finite number."""
    try:
        value = float(text)
    except ValueError:
        return None
    return Fraction(value) if math.isfinite(value) else None


def number_step(c):
    """The value, step base and step of a number case as doubles, or None."""
    step = c["attrs"].get("step", DEFAULT_STEP.get(c["kind"], "any"))
    value = as_double(c["value"])
    if step == "any" or value is None or c["kind"] not in ("integer", "decimal", "number"):
        return None
    return value, as_double(c["attrs"].get("min", "0")), as_double(step)



def step_tolerance(c):
    """Chromium accepts a value within step / 2^24 of a multiple of the step."""
    if number_step(c) is None or "stepMismatch" not in only(c, "fieldcli"):
        return False
    value, base, step = number_step(c)
    remainder = (value - base) % step
    return min(remainder, step - remainder) <= step / 2**24


def step_digits(c):
    """Chromium's decimal arithmetic keeps 18 digits: a long quotient loses its remainder."""
    if number_step(c) is None or "stepMismatch" not in only(c, "fieldcli"):
        return False
    value, base, step = number_step(c)
    return abs((value - base) / step) >= 10**15


def top_of_range(c):
    """A number text above the largest double's digits that still rounds to it."""
    double = as_double(c["value"])
    return double is not None and float(double) == 1.7976931348623157e308 and c["value"] not in (
        "1.7976931348623157e308",) and not flags(c, "browser")


def year(c):
    match = re.match(r"^(\d{4,})-\d\d-\d\d", c["value"])
    return int(match.group(1)) if match else None


def past_js_dates(c):
    """Dates after 275760-09-13, the end of ECMAScript's time values."""
    if c["kind"] not in ("date", "datetime") or year(c) is None:
        return False
    return (year(c), c["value"][len(str(year(c))):]) > (275760, "-09-13T00:00") and (
        "badInput" in only(c, "browser"))


def far_datetime_step(c):
    return c["kind"] == "datetime" and (year(c) or 0) > 50000 and only(c, "browser") == {
        "stepMismatch"}


def missing_with_bad_input(c):
    return only(c, "browser") == {"valueMissing"} and "badInput" in flags(c, "fieldcli")


def min_above_max(c):
    return "above the maximum" in c["fieldcli"].get("error", "") and c["kind"] != "time"


def reversed_time(c):
    return "above the maximum" in c["fieldcli"].get("error", "") and c["kind"] == "time"



def pattern_refused_by_both(c):
    return "does not compile" in c["fieldcli"].get("error", "") and c["browser"].get(
        "patternCompiles") is False


def typed_digits(c):
    """A number with more significant digits than a double holds, differing on range or step."""
    if c["kind"] not in ("integer", "decimal", "number"):
        return False
    mantissa = re.split(r"[eE]", c["value"].strip())[0]
    digits = re.sub(r"[^0-9]", "", mantissa).strip("0")
    differ = only(c, "fieldcli") | only(c, "browser")
    return len(digits) > 15 and differ and differ <= {
        "stepMismatch", "rangeOverflow", "rangeUnderflow"}


def pattern_not_v(c):
    return c["browser"].get("patternCompiles") is False and "patternMismatch" in only(c, "fieldcli")


def ascii_classes(c):
    pattern = c["attrs"].get("pattern", "")
    return (re.search(r"\\[dwbsDWBS]", pattern) is not None and not c["value"].isascii()
            and only(c, "browser") == {"patternMismatch"})


def strings_property(c):
    return "RGI_" in c["attrs"].get("pattern", "") and "patternMismatch" in (
        only(c, "fieldcli") | only(c, "browser"))


def empty_entries(c):
    if not c["attrs"].get("multiple") or "pattern" not in c["attrs"]:
        return False
    entries = [e.strip(" \t\n\f\r") for e in c["value"].split(",")]
    return "" in entries and only(c, "fieldcli") == {"patternMismatch"}


def constraints_on_unicode_domain(c):
    changed = c["mode"] == "edit" and c["browser"].get("value") not in (None, c["value"])
    differ = only(c, "fieldcli") | only(c, "browser")
    return changed and differ and differ <= {"patternMismatch", "tooLong", "tooShort"}


def idna_flavour(c):
    if c["kind"] != "email" or c["mode"] != "edit":
        return False
    differ = only(c, "fieldcli") | only(c, "browser")
    # Chromium's transitional mapping (ß becomes ss) makes a value of another length.
    value = c["browser"].get("value") or ""
    transitional = value.isascii() and "xn--" not in value and not c["value"].isascii()
    return "typeMismatch" in differ or (transitional and differ <= {"tooLong", "tooShort"})


def host_spaces(c):
    host = re.sub(r"^[a-z]+://", "", c["value"].strip()).split("/")[0]
    spaced = " " in host or "%20" in host or "\u00a0" in host
    return c["kind"] == "url" and spaced and "typeMismatch" in only(c, "fieldcli")


def typed_whitespace(c):
    return c["mode"] == "edit" and c["value"] != c["value"].strip(" \t\n\f\r")


CLASSES = [
    {
        "name": "Dates after 275760-09-13",
        "match": past_js_dates,
        "verdict": FIELDCLI_FOLLOWS,
        "reason": "HTML's valid date string has a year of four or more digits above 0 and no "
        "upper bound (HTML §2.3.5.2 Dates); Chromium drops a value beyond ECMAScript's time "
        "range (8.64e15 ms from 1970, ECMA-262 §21.4.1.1), so its value is empty (counted as "
        "badInput).",
    },
    {
        "name": "Required and not convertible: valueMissing too",
        "match": missing_with_bad_input,
        "verdict": FIELDCLI_WRONG,
        "reason": "An input HTML cannot convert leaves the element's value empty (HTML §4.10.5.1 "
        "per type: the user agent must not set the value to a string that is not valid), and a "
        "required element with an empty value is suffering from being missing (§4.10.5.3.4 the "
        "required attribute), so both flags hold. Chromium sets both for a typed number too "
        "('1e' in a required field); fieldcli reports badInput alone.",
    },
    {
        "name": "A time range from late to early (reversed range)",
        "match": reversed_time,
        "verdict": FIELDCLI_WRONG,
        "reason": "fieldcli refuses --min above --max (exit 2); for time HTML defines this as a "
        "reversed range (min 22:00, max 06:00 allows the night: HTML §4.10.5.3.7 the min and "
        "max attributes, periodic domain), and Chromium follows it.",
    },
    {
        "name": "A minimum above the maximum (dates, numbers)",
        "match": min_above_max,
        "verdict": FIELDCLI_WRONG,
        "reason": "fieldcli refuses --min above --max (exit 2, a usage error by design); HTML "
        "takes the attributes as they are, so no value can be valid (HTML §4.10.5.3.7: an "
        "element without a periodic domain is then never in range), and Chromium reports "
        "rangeUnderflow or rangeOverflow.",
    },
    {
        "name": "Numbers past the largest double's digits",
        "match": top_of_range,
        "verdict": FIELDCLI_FOLLOWS,
        "reason": "'1.7976931348623158e308' rounds to the largest double, so it is a number "
        "(HTML §2.3.4.3 rules for parsing floating-point number values, Conversion: only values "
        "rounding to 2^1024 are errors); Chromium keeps the value but checks neither range nor "
        "step for it.",
    },
    {
        "name": "Chromium's step tolerance (step/2^24)",
        "match": step_tolerance,
        "verdict": FIELDCLI_FOLLOWS,
        "reason": "HTML's step rule has no tolerance: a value that is not an integral multiple "
        "of the step from the step base is a step mismatch (HTML §4.10.5.3.8 the step "
        "attribute); Chromium accepts any value within step/2^24 of a multiple "
        "(StepRange::StepMismatch).",
    },
    {
        "name": "Chromium's 18-digit step arithmetic",
        "match": step_digits,
        "verdict": FIELDCLI_FOLLOWS,
        "reason": "When value/step has more digits than Chromium's Decimal keeps, the remainder "
        "is lost and a mismatch passes (1e17 with step 3); HTML's rule is exact (§4.10.5.3.8).",
    },
    {
        "name": "Chromium's datetime-local steps far in the future",
        "match": far_datetime_step,
        "verdict": FIELDCLI_FOLLOWS,
        "reason": "A whole minute is on the default 60-second step from 1970-01-01T00:00 "
        "(HTML §4.10.5.1.11, step scale 1000, default step 60); Chromium reports a step "
        "mismatch for some of them far in the future (89911-07-20T05:11, not 50000-06-11T18:18).",
    },
    {
        "name": "Patterns the v flag refuses: a usage error",
        "match": pattern_refused_by_both,
        "verdict": BY_DESIGN,
        "reason": "A pattern that does not compile as an ECMAScript RegExp with the v flag "
        "(`[a-z-]+`: a bare '-' in a class; `[(]`) gives the element no compiled pattern, so "
        "HTML ignores it and every value passes (HTML §4.10.5.3.6); fieldcli refuses it as a "
        "usage error (exit 2) naming JavaScript's reason, so a form that means to check a "
        "pattern is not silently left unchecked.",
    },
    {
        "name": "Chromium judges the typed digits, HTML the nearest double",
        "match": typed_digits,
        "verdict": FIELDCLI_FOLLOWS,
        "reason": "HTML parses a number to the nearest double before range and step checks "
        "(HTML §2.3.4.3); fieldcli then takes that double's shortest decimal, as ECMAScript's "
        "Number::toString writes it. 9007199254740993 is the double 9007199254740992, on step "
        "2, and 5.0000000000000001 is 5, not above a maximum of 5; Chromium compares the digits "
        "as typed.",
    },
    {
        "name": "Patterns the v flag rejects",
        "match": pattern_not_v,
        "verdict": FIELDCLI_WRONG,
        "reason": "A pattern that does not compile with the v flag (`[a-z-]+`: a bare '-' in a "
        "class; `[(]`) is ignored: the element has no compiled pattern regular expression "
        "(HTML §4.10.5.3.6); ICU compiles it and fieldcli applies it.",
    },
    {
        "name": "ECMAScript's \\d, \\w, \\b and \\s",
        "match": ascii_classes,
        "verdict": FIELDCLI_WRONG,
        "reason": "In an ECMAScript pattern \\d is [0-9] and \\w is [A-Za-z0-9_] even with the "
        "v flag, and \\s includes U+FEFF (ECMA-262 §22.2 CharacterClassEscape, §12.2 "
        "WhiteSpace); ICU's \\d and \\w match any Unicode digit or letter and its \\s "
        "leaves U+FEFF out, so fieldcli accepts ١٢٣ for \\d+ and é for \\w+.",
    },
    {
        "name": "Properties of strings (\\p{RGI_Emoji})",
        "match": strings_property,
        "verdict": FIELDCLI_WRONG,
        "reason": "With the v flag \\p{RGI_Emoji} matches a whole emoji sequence (a flag, a "
        "ZWJ family: ECMA-262 §22.2, properties of strings); ICU's \\p{RGI_Emoji} in a "
        "regular expression matches single code points only.",
    },
    {
        "name": "E-mail lists with empty entries and a pattern",
        "match": empty_entries,
        "verdict": FIELDCLI_FOLLOWS,
        "reason": "With multiple, each of the element's values must match the pattern (HTML "
        "§4.10.5.3.6), and the values come from splitting on commas, which keeps empty entries "
        "(§4.10.5.1.5, Infra's split on commas); Chromium skips empty entries.",
    },
    {
        "name": "How an e-mail domain becomes ASCII",
        "match": idna_flavour,
        "verdict": NO_RULE,
        "reason": "HTML leaves the conversion to the user agent; fieldcli uses the URL "
        "Standard's domain to ASCII (UTS #46 non-transitional, CheckJoiners, no hyphen checks), "
        "Chromium's e-mail field ICU's UTS #46 defaults (transitional: a ZWJ is dropped, ß "
        "becomes ss, so a typed jo@faß.de is jo@fass.de in Chromium's value and jo@xn--fa-hia.de "
        "in fieldcli's; labels may not start or end with '-'). Chromium's reading keeps HTML's "
        "own rule that a label does not start or end with a hyphen.",
    },
    {
        "name": "E-mail constraints on the Unicode domain, not the ASCII value",
        "match": constraints_on_unicode_domain,
        "verdict": FIELDCLI_WRONG,
        "reason": "When a person types an internationalized domain, the element's value holds "
        "its ASCII (punycode) form (HTML §4.10.5.1.5: user agents convert IDN to punycode in "
        "the value), and pattern, minlength and maxlength judge that value; fieldcli judges "
        "the text as typed, so jo@例え.テスト is 11 units for fieldcli and 25 for HTML.",
    },
    {
        "name": "Spaces in URL hosts",
        "match": host_spaces,
        "verdict": FIELDCLI_FOLLOWS,
        "reason": "A space (also as %20, or U+00A0, which UTS #46 maps to a space) is a "
        "forbidden host code point, so parsing fails and "
        "the value is not a valid absolute URL (URL Standard §3.5 host parsing; HTML "
        "§4.10.5.1.4); Chromium's URL parser escapes it and accepts.",
    },
    {
        "name": "Surrounding whitespace typed by the user",
        "match": typed_whitespace,
        "verdict": BOTH,
        "reason": "HTML's value sanitization (trim, strip line breaks) runs when a script sets "
        "the value, not on a user's edit (HTML §4.10.5.1.4); the harness types these values to "
        "check lengths, so Chromium keeps the spaces, while fieldcli always sanitizes, as for "
        "a script's value (set from a script, Chromium agrees).",
    },
]
