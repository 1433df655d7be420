#!/usr/bin/env bash
# The dev-server specs (playwright.dev.config.ts). With DEV_SERVER_PID set, scripts/test.sh has
# started the server ahead of time (its output in DEV_SERVER_LOG): wait for its first answer,
# then run the specs against it. Otherwise Playwright starts the server and stops it after.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${DEV_SERVER_PID:-}" ]; then
  url="http://127.0.0.1:${E2E_DEV_PORT:?}/"
  # The same 10 minutes the config gives a cold compilation.
  if ! bash scripts/wait-for-server.sh "$url" 600 "$DEV_SERVER_PID"; then
    echo "The dev server's output:" >&2
    cat "${DEV_SERVER_LOG:-/dev/null}" >&2
    exit 1
  fi
  export DEV_SERVER_STARTED=true
fi
npx playwright test --config playwright.dev.config.ts
