"""Peer for `fieldcli check Examples/signup.json --stdin`: checks each JSON Lines submission of
the sign-up form the way a careful Python server would without Fields, with json, email-validator
(deliverability off), ada-url (urllib.parse when it is not installed), phonenumbers and Babel's
parse_date/parse_time in the form's locale, de_DE, falling back to ISO.

Prints one line per submission, in input order: `ok`, or `invalid`, a tab and the names of the
fields that are not valid, comma-separated, in the form's order, then the names the form lacks
in the submission's order; `""` names a line that is no JSON object. The rules are the form's:
null, "" and a missing field mean no value; text fields take JSON strings, the age a JSON number
or a string holding HTML's floating-point number; a key given twice, NaN and Infinity are not
JSON a browser sends; the birthday is 1900-01-01 or later; the picker's minuteInterval is no step.

Where the libraries read differently from fieldcli, the peer keeps their reading: Babel also
takes `31.01.2000`, `20000131` and `9` (fieldcli takes HTML's `2000-01-31` and `09:00`),
email-validator refuses special-use domains (`a@localhost`, `a@b.test`) and two dots in a row
before the @, and the bio's length counts code points, not grapheme clusters. The generated
submissions hold none of these, and compare_check.py counts the lines whose verdict differs.

With the argument `--body urlencoded`, each line is an application/x-www-form-urlencoded body
instead, read with urllib.parse.parse_qsl(keep_blank_values=True) into text values (a name given
twice keeps its first value, as fieldcli does), and checked by the same rules."""
import json
import re
import sys
from datetime import date, time
from decimal import Decimal
from urllib.parse import parse_qsl

import phonenumbers
from babel import Locale
from babel.dates import parse_date, parse_time
from email_validator import EmailNotValidError, validate_email

try:
    from ada_url import URL

    def is_https_url(value):
        try:
            url = URL(value)
        except ValueError:
            return False
        return url.protocol == "https:" and url.hostname != ""
except ImportError:
    from urllib.parse import urlsplit

    def is_https_url(value):
        try:
            parts = urlsplit(value.strip())
        except ValueError:
            return False
        return parts.scheme.lower() == "https" and bool(parts.hostname)

MAX_LINE = 1 << 20
LOCALE = Locale.parse("de_DE")
FIELDS = ("email", "website", "age", "phone", "birthday", "call", "country", "city", "bio")
KNOWN = frozenset(FIELDS)
CITIES = {"Deutschland": ("Berlin", "Hamburg"), "France": ("Paris", "Lyon")}
MIN_BIRTHDAY = date(1900, 1, 1)
# What HTML strips around an e-mail address.
HTML_SPACE = " \t\n\f\r"
# HTML's valid floating-point number, which a number field submits.
HTML_NUMBER = re.compile(r"-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\Z")


class DuplicateKey(ValueError):
    pass


def unique_object(pairs):
    members = dict(pairs)
    if len(members) != len(pairs):
        raise DuplicateKey("a key appears twice")
    return members


def no_constant(name):
    raise ValueError(f"{name} is not JSON")


def text(submission, name):
    """The field's string, "" for no value, or None for a value of another JSON type."""
    value = submission.get(name)
    if value is None:
        return ""
    return value if type(value) is str else None


def valid_age(value):
    if value is None:
        return True
    if type(value) is str:
        if value == "":
            return True
        if not HTML_NUMBER.match(value):
            return False
        value = Decimal(value)
    elif type(value) is not int and type(value) is not Decimal:
        return False  # true and false, arrays, objects
    if not 13 <= value <= 130:
        return False
    return type(value) is int or value == value.to_integral_value()


def valid_phone(value):
    try:
        number = phonenumbers.parse(value, "DE")
    except phonenumbers.NumberParseException:
        return False
    if not phonenumbers.is_valid_number(number):
        return False
    # What the server would store.
    phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    return True


def read_date(value):
    try:
        return parse_date(value, locale=LOCALE)
    except (ValueError, IndexError):
        return date.fromisoformat(value)


def read_time(value):
    try:
        return parse_time(value, locale=LOCALE)
    except (ValueError, IndexError):
        return time.fromisoformat(value)


def problems(submission):
    """The names of the fields that are not valid, in the form's order, then unknown names."""
    bad = []
    email = text(submission, "email")
    if not email:
        bad.append("email")  # required, or not a string
    else:
        try:
            # HTML's rule: ASCII before the @, a domain without a dot allowed.
            validate_email(email.strip(HTML_SPACE), check_deliverability=False,
                           allow_smtputf8=False, globally_deliverable=False)
        except EmailNotValidError:
            bad.append("email")
    website = text(submission, "website")
    if website is None or website and not is_https_url(website):
        bad.append("website")
    if not valid_age(submission.get("age")):
        bad.append("age")
    phone = text(submission, "phone")
    if phone is None or phone and not valid_phone(phone):
        bad.append("phone")
    birthday = text(submission, "birthday")
    if birthday is None:
        bad.append("birthday")
    elif birthday:
        try:
            if read_date(birthday) < MIN_BIRTHDAY:
                bad.append("birthday")
        except ValueError:
            bad.append("birthday")
    call = text(submission, "call")
    if call is None:
        bad.append("call")
    elif call:
        # The picker's minuteInterval of 15 sets its wheel, not a step that values must keep.
        try:
            read_time(call)
        except ValueError:
            bad.append("call")
    country = text(submission, "country")
    if country is None or country and country not in CITIES:
        bad.append("country")
    city = text(submission, "city")
    # A city takes a title of the country submitted; with no valid country it takes none.
    if city is None or city and city not in CITIES.get(country or "", ()):
        bad.append("city")
    bio = text(submission, "bio")
    if bio is None or len(bio) > 160:
        bad.append("bio")
    if len(submission) > len(KNOWN) or not KNOWN.issuperset(submission):
        bad.extend(name for name in submission if name not in KNOWN)
    return bad


def read_urlencoded(line):
    """A body's values by name, the first of a name given twice."""
    submission = {}
    for name, value in parse_qsl(line.decode(errors="replace").rstrip("\n"), keep_blank_values=True):
        submission.setdefault(name, value)
    return submission


def main_urlencoded():
    write = sys.stdout.write
    for line in sys.stdin.buffer:
        if len(line) > MAX_LINE:
            write('invalid\t""\n')
            continue
        bad = problems(read_urlencoded(line))
        write("invalid\t" + ",".join(bad) + "\n" if bad else "ok\n")


def main():
    if sys.argv[1:] == ["--body", "urlencoded"]:
        main_urlencoded()
        return
    write = sys.stdout.write
    decode = json.JSONDecoder(object_pairs_hook=unique_object, parse_float=Decimal,
                              parse_constant=no_constant).decode
    for line in sys.stdin.buffer:
        if len(line) > MAX_LINE:
            write('invalid\t""\n')
            continue
        try:
            submission = decode(line.decode())
        except ValueError:  # JSONDecodeError, UnicodeDecodeError, DuplicateKey
            write('invalid\t""\n')
            continue
        if type(submission) is not dict:
            write('invalid\t""\n')
            continue
        bad = problems(submission)
        write("invalid\t" + ",".join(bad) + "\n" if bad else "ok\n")


main()
