#!/usr/bin/env bash
# The whole suite, as CI runs it: static checks, unit and content tests, API spec lint, a
# production build with the test fixtures, then browser tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Chromium for browser tests"
bash scripts/ensure-chromium.sh

step "Typecheck (tsc --noEmit)"
npx tsc --noEmit

step "ESLint"
npx eslint . --max-warnings 0

step "Prettier"
npx prettier --check .

if [ -f scripts/lint-api.mjs ]; then
  step "OpenAPI lint (Redocly)"
  npm run --silent lint:api
fi

step "Unit and content tests (Vitest)"
npx vitest run

step "Production build (with test fixtures)"
E2E_FIXTURES=true npx docusaurus build

step "Browser tests (Playwright, Debian Chromium)"
npx playwright test

step "Quality gates on the same build (first-load JS budgets, sitemap crawl, axe, keyboard)"
npx playwright test --config playwright.quality.config.ts

step "Local search on the development server (docusaurus start)"
npx playwright test --config playwright.dev.config.ts

step "Analytics, identity and hosted search browser tests (build with every service configured)"
bash scripts/test-configured.sh
