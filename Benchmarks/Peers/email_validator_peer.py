"""email-validator peer for `fieldcli validate email --stdin` (deliverability checks off)."""
import sys

from email_validator import EmailNotValidError, validate_email

write = sys.stdout.write
for line in sys.stdin:
    try:
        write("ok\t" + validate_email(line.rstrip("\n"), check_deliverability=False).normalized + "\n")
    except EmailNotValidError as error:
        write("invalid\t" + str(error) + "\n")
