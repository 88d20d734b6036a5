"""Runs `fieldcli validate` and the peers a user would pick instead over the same generated lines
and prints lines per second and ratios measured in this one run. See compare-validators.sh."""
import os

from peerbench import count_lines, data, fieldcli, peers, run, table, venv_python


def main():
    jobs = {
        "emails.txt": [
            ("fieldcli validate email --stdin", [str(fieldcli), "validate", "email", "--stdin"]),
            ("WHATWG regex in Python", [str(venv_python), str(peers / "email_regex_peer.py")]),
            ("email-validator", [str(venv_python), str(peers / "email_validator_peer.py")]),
        ],
        "urls.txt": [
            ("fieldcli validate url --stdin", [str(fieldcli), "validate", "url", "--stdin"]),
            ("fieldcli validate url --stdin --jobs 1",
             [str(fieldcli), "validate", "url", "--stdin", "--jobs", "1"]),
            ("ada-url (Python)", [str(venv_python), str(peers / "ada_url_peer.py")]),
        ],
        "phones-us.txt": [
            ("fieldcli validate phone --stdin --region US",
             [str(fieldcli), "validate", "phone", "--stdin", "--region", "US"]),
            ("phonenumbers", [str(venv_python), str(peers / "phonenumbers_peer.py")]),
        ],
    }
    for name, commands in jobs.items():
        path = data / name
        lines = count_lines(path)
        rows = []
        for label, command in commands:
            seconds, rss = run(command, path)
            rows.append((label, seconds, lines / seconds, rss))
        table(f"{name}, {lines:,} lines", rows, commands[0][0])
    copies = int(os.environ.get("RSS_COPIES", "10"))
    print(f"\nmax RSS over {copies} x 1,000,000 lines")
    for name in jobs:
        label, command = jobs[name][0]
        seconds, rss = run(command, data / name, copies=copies)
        print(f"{label:<45} {rss / 1024:7.1f}MB")


main()
