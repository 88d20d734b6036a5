#!/usr/bin/env bash
# The bundled example: format and parse the files beside this script in a spread of locales.
# Lines marked `invalid` are there on purpose, to show what a bad line gives.
set -u
here=$(cd "$(dirname "$0")" && pwd)
fieldcli=${FIELDCLI:-"$here/../.build/debug/fieldcli"}
run() {
  echo "\$ fieldcli $*"
  "$fieldcli" "$@"
  echo "(exit $?)"
  echo
}
"$fieldcli" --version
echo
run format date --stdin --locale de_DE --date-style full --time-style short \
  --time-zone Europe/Berlin < "$here/instants.txt"
run format date --stdin --locale th_TH --calendar buddhist --date-style long --time-style none \
  < "$here/instants.txt"
run format date 2024-09-14T13:00:00Z --locale en_US --time-zone America/New_York --show-codepoints
run format number --stdin --locale hi_IN < "$here/numbers.txt"
run format number 1234.5 --locale de_DE --style currency
run format number 1234567 --locale ar_EG --style compact-long
run parse number '1.234,5' '1,2,3' --locale de_DE
run parse date '14.09.24, 15:00' --locale de_DE --date-style short --time-style short \
  --time-zone Europe/Berlin
run format phone --stdin --region US --style international < "$here/phones-us.txt"
run validate email --stdin --locale de_DE < "$here/emails.txt"
run validate url 'HTTPS://Example.com/a/../b?q=1' 'http://[::1]:80/' example.com --format jsonl
run validate integer 12 13 2.5 --min 13 --max 130 --locale fr_FR
run validate datetime '2014-01-01 11:11' '31.01.2000, 09:30' --locale de_DE
run session "$here/signup.session"
run session "$here/turbo.session"
run session "$here/routing.session" --check "$here/routing.golden"
run fill "$here/signup.json" --answers "$here/signup.answers"
run fill "$here/shipping.json" --answers "$here/shipping.answers"
run fill "$here/appointment.json" --answers "$here/appointment.answers"
run lint "$here/paths.json" "$here/paths-modal.json"
run lint "$here/paths-mistakes.json"
run route --config "$here/paths.json" /signin /posts/new https://example.com/posts/1/ \
  /recede_historical_location
run route --config "$here/paths-modal.json" /users/sign_in '/posts?tab=2' /sessions/destroy \
  /onboarding/done /photos/new
# A Turbo page's own HTML form, read with no spec written by hand (turbo/README.md).
run spec "$here/turbo/signin.html"
run fill "$here/turbo/signin.html" < "$here/turbo/signin.answers"
run check "$here/turbo/signin.html" --stdin --body urlencoded < "$here/turbo/signin.bodies"
run route --config "$here/turbo/paths.json" --stack '{"main":["/posts","/posts/1"]}' /signin \
  /posts/1 /recede_historical_location
run session "$here/turbo/signin.session" --check "$here/turbo/signin.golden"
run session "$here/tour.session"
run session "$here/tour.session" --check "$here/tour.golden"
