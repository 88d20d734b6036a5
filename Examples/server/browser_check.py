"""Headless Chromium against a running server: loads the form, types answers, submits, and
checks the page that comes back. Reuses Conformance/browser/browser.py's DevTools driver.

usage: python3 browser_check.py URL EXPECTED_MESSAGE
Exits non-zero with a line on stderr when a check fails.
"""

import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Conformance", "browser"))
from browser import Chromium  # noqa: E402


def wait_for(browser, path):
    """Waits until the page at `path` has loaded; returns its body's text."""
    deadline = time.time() + 20
    while time.time() < deadline:
        state = browser.evaluate(
            "JSON.stringify([location.pathname, document.readyState, document.body ? document.body.innerText : ''])"
        )
        here, ready, text = json.loads(state)
        if here == path and ready == "complete" and text:
            return text
        time.sleep(0.1)
    raise RuntimeError(f"no loaded page at {path}")


def type_into(browser, selector, text):
    """Focuses a control and types into it as a keyboard does."""
    browser.evaluate(f"document.querySelector({json.dumps(selector)}).focus()")
    browser.evaluate(f"document.querySelector({json.dumps(selector)}).select && document.querySelector({json.dumps(selector)}).select()")
    browser.call("Input.insertText", text=text)


def submit(browser):
    browser.evaluate("document.querySelector('button[type=submit]').click()")


def main():
    url, expected = sys.argv[1], sys.argv[2]
    failures = 0
    browser = Chromium()
    try:
        browser.call("Page.enable")
        # A refused answer: the browser's own check is turned off, as in a browser without
        # constraint validation, so that the server's answer is what shows.
        browser.call("Page.navigate", url=url)
        wait_for(browser, "/")
        browser.evaluate("document.querySelector('form').noValidate = true")
        type_into(browser, "#field-email", "jo@")
        type_into(browser, "#field-age", "7")
        submit(browser)
        time.sleep(0.5)
        text = wait_for(browser, "/")
        kept = browser.evaluate("document.querySelector('#field-email').value")
        invalid = browser.evaluate("document.querySelector('#field-email').getAttribute('aria-invalid')")
        if expected not in text:
            print(f"FAIL browser: the page after a refused post lacks {expected!r}:\n{text}", file=sys.stderr)
            failures += 1
        elif kept != "jo@" or invalid != "true":
            print(f"FAIL browser: the answer was not kept ({kept!r}, aria-invalid {invalid!r})", file=sys.stderr)
            failures += 1
        else:
            print(f"ok   browser: refused post shows {expected!r}, answer kept")
        # A valid answer, with the browser's own check on: it lands on /thanks.
        browser.call("Page.navigate", url=url)
        wait_for(browser, "/")
        type_into(browser, "#field-email", "jo@example.com")
        type_into(browser, "#field-age", "42")
        submit(browser)
        text = wait_for(browser, "/thanks")
        if "jo@example.com" not in text or "42" not in text:
            print(f"FAIL browser: /thanks lacks the values:\n{text}", file=sys.stderr)
            failures += 1
        else:
            print("ok   browser: valid post lands on /thanks with the values")
    finally:
        print(f"browser: {browser.version}")
        browser.close()
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
