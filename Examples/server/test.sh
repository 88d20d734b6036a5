#!/usr/bin/env bash
# Drives the example server end to end: curl posts (valid, invalid, multipart, hostile, too
# large, wrong type), then headless Chromium when `chromium` is installed. Exits non-zero on
# any failure. Run from anywhere: Examples/server/test.sh
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
form="$here/../signup.json"
work="$(mktemp -d)"
failures=0
passes=0

swift build --package-path "$here" --product FieldsServer >&2 || exit 1
# fieldcli from the same build, to compare the server's JSON with `fieldcli check`.
swift build --package-path "$here" --product fieldcli >&2 || exit 1
bin="$(swift build --package-path "$here" --show-bin-path)"

port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
"$bin/FieldsServer" --form "$form" --port "$port" >"$work/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$work"' EXIT
url="http://127.0.0.1:$port"
for _ in $(seq 100); do curl -s -o /dev/null "$url/" && break; sleep 0.1; done

# cli BODY [FLAGS...]: `fieldcli check --body urlencoded` on BODY, its JSON without the verdict.
cli() {
  printf '%s' "$1" >"$work/body"
  shift
  "$bin/fieldcli" check "$form" "$work/body" --body urlencoded "$@" | cut -f2-
}
# message_of JSON FIELD: the message check gives FIELD.
message_of() { python3 -c 'import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]]["message"])' "$1" "$2"; }
pass() { passes=$((passes + 1)); echo "ok   $1"; }
fail() { failures=$((failures + 1)); echo "FAIL $1"; }
# expect NAME WANT GOT: passes when equal.
expect() { if [ "$2" == "$3" ]; then pass "$1"; else fail "$1: wanted $2, got $3"; fi; }
# contains NAME FILE TEXT: passes when FILE holds TEXT.
contains() { if grep -qF -- "$3" "$2"; then pass "$1"; else fail "$1: no '$3' in $2"; fi; }
# post ARGS...: the status; headers in $work/h, body in $work/b.
post() { curl -s -o "$work/b" -D "$work/h" -w '%{http_code}' "$@" "$url/"; }

expect "GET / 200" 200 "$(curl -s -o "$work/b" -w '%{http_code}' "$url/")"
contains "GET / serves the form" "$work/b" '<input id="field-email" name="email" type="email" required'
contains "GET / in the form's language by default" "$work/b" '<html lang="de-DE">'
curl -s -o "$work/b" -H 'Accept-Language: fr-CH, en;q=0.5' "$url/"
contains "GET / in the Accept-Language's" "$work/b" '<html lang="fr-CH">'

valid='email=jo%40example.com&age=42&country=France&city=Paris'
expect "valid urlencoded 303" 303 "$(post --data "$valid")"
if grep -qi '^location: /thanks' "$work/h"; then pass "valid urlencoded Location /thanks"; else fail "valid urlencoded: no Location /thanks"; fi
expect "/thanks 200" 200 "$(curl -s -o "$work/b" -w '%{http_code}' -b "$(grep -i '^set-cookie' "$work/h" | sed 's/^[^:]*: //; s/;.*//')" "$url/thanks")"
contains "/thanks shows the values" "$work/b" 'jo@example.com'

invalid='email=jo%40&age=7&country=France&city=Paris'
expect "invalid urlencoded 422" 422 "$(post --data "$invalid")"
contains "invalid: the message beside the field" "$work/b" '<span id="field-email-error" class="error">'
contains "invalid: the answer kept" "$work/b" 'value="jo@"'
contains "invalid: the choice kept" "$work/b" '<option value="Paris" selected>Paris</option>'
message="$(message_of "$(cli "$invalid")" email)"
contains "invalid: check's message in the page" "$work/b" "$message"
expect "invalid JSON 422" 422 "$(post --data "$invalid" -H 'Accept: application/json')"
cli "$invalid" >"$work/cli.json"
if cmp -s "$work/b" "$work/cli.json"; then pass "invalid JSON equals fieldcli check --body urlencoded"; else fail "invalid JSON differs from fieldcli: $(cat "$work/b") vs $(cat "$work/cli.json")"; fi
expect "valid JSON 200" 200 "$(post --data "$valid" -H 'Accept: application/json')"
contains "valid JSON: the values" "$work/b" '"email":"jo@example.com"'
expect "invalid, Accept-Language en: 422" 422 "$(post --data "$invalid" -H 'Accept-Language: en' -H 'Accept: application/json')"
contains "invalid, Accept-Language en: English message" "$work/b" 'Enter an e-mail address'

expect "multipart valid 303" 303 "$(post -F email=jo@example.com -F age=42)"
expect "multipart invalid 422" 422 "$(post -F email=jo@ -F age=42)"
expect "multipart with a file 400" 400 "$(post -F email=jo@example.com -F "bio=@$form")"

# Hostile: markup in an answer and in a field name the form does not have.
expect "hostile 422" 422 "$(post --data-urlencode 'email=<script>alert(1)</script>' --data '%3Cimg%20src%3Dx%3E=1')"
if grep -qF '<script>alert' "$work/b" || grep -qF '<img src=x>' "$work/b"; then fail "hostile: markup not escaped"; else pass "hostile: markup escaped"; fi
contains "hostile: the unknown field's message" "$work/b" '&lt;img src=x&gt;'
expect "bad boundary 400" 400 "$(post -H 'Content-Type: multipart/form-data' --data 'x')"

head -c $((1024 * 1024 + 1)) /dev/zero | tr '\0' 'a' >"$work/big"
expect "over 1 MiB 413" 413 "$(post -H 'Content-Type: application/x-www-form-urlencoded' --data-binary "@$work/big")"
expect "over 1 MiB chunked 413" 413 "$(post -H 'Content-Type: application/x-www-form-urlencoded' -H 'Transfer-Encoding: chunked' --data-binary "@$work/big")"
expect "text/plain 415" 415 "$(post -H 'Content-Type: text/plain' --data 'email=jo@example.com')"
expect "no content type 415" 415 "$(curl -s -o /dev/null -w '%{http_code}' -X POST "$url/")"
expect "still up after all that" 200 "$(curl -s -o /dev/null -w '%{http_code}' "$url/")"

if command -v chromium >/dev/null; then
  # The form is de_DE and the browser asks for en-US: the page and messages are English.
  english="$(message_of "$(cli 'email=jo%40&age=7' --accept-language en-US)" email)"
  if python3 "$here/browser_check.py" "$url/" "$english"; then pass "headless Chromium"; else fail "headless Chromium"; fi
elif [ -n "${FIELDS_REQUIRE_BROWSER:-}" ]; then
  fail "headless Chromium: no chromium, and FIELDS_REQUIRE_BROWSER is set"
else
  echo "skip headless Chromium: no chromium (install Debian's chromium to run it)"
fi

echo "server: $passes passed, $failures failed"
[ "$failures" -eq 0 ]
