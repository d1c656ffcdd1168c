#!/usr/bin/env bash
# Before `npm start` (npm runs it as `prestart`): the website grader measures every graded site
# in Chromium. Finds it (CHROME_PATH, else chromium, chromium-browser or google-chrome on the
# PATH, as the server does: lib/analysis/browser/chromium.ts); when there is none, installs
# Debian's `chromium` if this user may (root, or password-less sudo, and apt-get); otherwise
# says so plainly and lets the site start: its grader then reports the download-timed checks
# only, and /api/health says "degraded". GRADER_BROWSERS=0 skips all of it.
set -uo pipefail

say() { echo "[chromium] $*" >&2; }

if [ "${GRADER_BROWSERS:-1}" = 0 ]; then exit 0; fi
if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then exit 0; fi
  say "CHROME_PATH=$CHROME_PATH is not an executable: the website grader cannot measure pages in a browser. Fix CHROME_PATH, or unset it to use chromium from the PATH."
  exit 0
fi
for candidate in chromium chromium-browser google-chrome-stable google-chrome; do
  if command -v "$candidate" >/dev/null 2>&1; then exit 0; fi
done

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo "$@"
  else
    return 1
  fi
}

if command -v apt-get >/dev/null 2>&1 && as_root true; then
  say "no Chromium found: installing Debian's chromium for the website grader (about a minute)…"
  if as_root apt-get update -qq &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; then
    say "installed $(command -v chromium)"
    exit 0
  fi
  say "apt-get could not install chromium."
fi
say "NO BROWSER: no Chromium found, and it could not be installed here. The site starts, but the"
say "website grader cannot measure pages in a browser (its reports say so). Install it"
say "(apt-get install chromium) or set CHROME_PATH, then restart."
exit 0
