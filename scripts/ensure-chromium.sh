#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through Playwright; Playwright's own browser
# download cannot work here (no network but the package registries), so we install the
# distribution package instead.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM; installing Debian's chromium with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
  exit 0
fi
cat >&2 <<MSG
Browser tests need Chromium at $CHROMIUM, and it is not installed.
Install it with:   sudo apt-get update && sudo apt-get install -y chromium
(or point CHROMIUM_PATH at an existing Chromium binary), then run npm test again.
MSG
exit 1
