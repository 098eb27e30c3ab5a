#!/usr/bin/env bash
# Before the suites: checks the Debian packages the tests drive (Chromium for the browser tests,
# PostgreSQL and Redis for the production-mode tests, poppler-utils to read the policy PDF) and
# installs the missing ones with apt-get. Fails early with one clear line when it cannot.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test needs ${missing[*]} and this machine has no apt-get to install them: install them by hand, then run npm test again." >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "npm test needs ${missing[*]}: run it once as root (or: sudo apt-get install ${missing[*]}) so they can be installed." >&2
  exit 1
fi
echo "Installing ${missing[*]} with apt-get..."
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }; then
  echo "apt-get could not install ${missing[*]}; see its messages above." >&2
  exit 1
fi
