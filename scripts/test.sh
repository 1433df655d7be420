#!/usr/bin/env bash
# The whole suite, as CI runs it: static checks, API spec lint, a production build with the
# test fixtures, Vitest (unit, content and build checks; the content and build checks read what
# the build wrote in .docusaurus/ and build/), one Playwright run of the feature specs and the
# quality gates against that build, the header, CSP and redirect checks on Cloudflare's Pages
# runtime, the dev-server spec, and the services' build and specs.
# At the end, also after a failure, it prints how long each step took.
set -euo pipefail
cd "$(dirname "$0")/.."

STEP_NAMES=()
STEP_SECONDS=()
CURRENT_STEP=''
STEP_STARTED=0

end_step() {
  if [ -n "$CURRENT_STEP" ]; then
    STEP_NAMES+=("$CURRENT_STEP$1")
    STEP_SECONDS+=($((SECONDS - STEP_STARTED)))
    CURRENT_STEP=''
  fi
}

step() {
  end_step ''
  CURRENT_STEP="$*"
  STEP_STARTED=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

print_times() {
  local status=$?
  if [ "$status" -ne 0 ]; then end_step ' (FAILED)'; else end_step ''; fi
  printf '\n\033[1m== Time per step\033[0m\n'
  printf '%8s  %s\n' 'seconds' 'step'
  for i in "${!STEP_NAMES[@]}"; do
    printf '%8d  %s\n' "${STEP_SECONDS[$i]}" "${STEP_NAMES[$i]}"
  done
  printf '%8d  %s\n' "$SECONDS" 'total'
  exit "$status"
}
trap print_times EXIT

step "Chromium for browser tests"
bash scripts/ensure-chromium.sh

step "Typecheck (tsc --noEmit)"
npx tsc --noEmit

step "ESLint"
npx eslint . --max-warnings 0

step "Prettier"
npx prettier --check .

step "Unused files, exports and dependencies (knip)"
npx knip

step "OpenAPI lint (Redocly house rules, Spectral OWASP)"
npm run --silent lint:api

step "Production build (with test fixtures)"
E2E_FIXTURES=true npx docusaurus build

step "Unit, content and build tests (Vitest)"
npx vitest run

step "Browser tests: feature specs and quality gates (Playwright, Debian Chromium)"
npx playwright test

step "Headers, CSP and redirects on Cloudflare's Pages runtime (wrangler pages dev)"
npx playwright test --config playwright.pages.config.ts
# The Vitest checks of served responses (headers, page URLs) on the same runtime, started here
# for them and stopped when they end.
node scripts/pages-dev.mjs --port 3221 >/dev/null 2>&1 &
PAGES_DEV_PID=$!
stop_pages_dev() {
  local status=$?
  kill "$PAGES_DEV_PID" 2>/dev/null || true
  (exit "$status")
  print_times
}
trap stop_pages_dev EXIT
timeout 60 bash -c 'until curl -sfo /dev/null http://127.0.0.1:3221/; do sleep 1; done'
SERVED_BUILD_URL=http://127.0.0.1:3221 npx vitest run tests/build/securityHeaders.test.ts \
  tests/build/servedUrls.test.ts
kill "$PAGES_DEV_PID"
trap print_times EXIT

step "Local search on the development server (docusaurus start)"
npx playwright test --config playwright.dev.config.ts

step "Analytics, identity and hosted search browser tests (build with every service configured)"
bash scripts/test-configured.sh
