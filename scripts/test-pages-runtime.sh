#!/usr/bin/env bash
# The header, CSP and redirect checks on Cloudflare's Pages runtime (`wrangler pages dev`,
# scripts/pages-dev.mjs) serving build/: its Playwright specs and the Vitest checks of served
# responses (headers, page URLs) share one runtime, started here and stopped when they end.
# The port (PAGES_PORT, 3220) must be free, so no other server answers in its place.
set -euo pipefail
cd "$(dirname "$0")/.."

PAGES_PORT="${PAGES_PORT:-3220}"
export PAGES_PORT

if curl -sfo /dev/null "http://127.0.0.1:$PAGES_PORT/"; then
  echo "Port $PAGES_PORT already answers: set PAGES_PORT to a free port." >&2
  exit 1
fi
node scripts/pages-dev.mjs --port "$PAGES_PORT" >/dev/null 2>&1 &
PAGES_DEV_PID=$!
trap 'kill "$PAGES_DEV_PID" 2>/dev/null || true' EXIT
bash scripts/wait-for-server.sh "http://127.0.0.1:$PAGES_PORT/" 60 "$PAGES_DEV_PID"

PAGES_SERVER_STARTED=true npx playwright test --config playwright.pages.config.ts
SERVED_BUILD_URL="http://127.0.0.1:$PAGES_PORT" npx vitest run tests/build/securityHeaders.test.ts \
  tests/build/servedUrls.test.ts
