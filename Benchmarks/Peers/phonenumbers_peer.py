"""phonenumbers peer for `fieldcli validate phone --stdin --region US`: parse, check, E.164."""
import sys

import phonenumbers

write = sys.stdout.write
E164 = phonenumbers.PhoneNumberFormat.E164
for line in sys.stdin:
    try:
        number = phonenumbers.parse(line.rstrip("\n"), "US")
        if phonenumbers.is_valid_number(number):
            write("ok\t" + phonenumbers.format_number(number, E164) + "\n")
        else:
            write("invalid\n")
    except phonenumbers.NumberParseException:
        write("invalid\n")
