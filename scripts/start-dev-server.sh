#!/usr/bin/env bash
# The `docusaurus start` server the dev-server specs (tests/e2e-dev) run against, on
# E2E_DEV_PORT with its generated files in E2E_DEV_GENERATED_DIR, so it runs beside a
# production build and anyone's own dev server. Started by playwright.dev.config.ts, or by
# scripts/test.sh ahead of time so that its first compilation overlaps the main browser run.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${E2E_DEV_PORT:?set E2E_DEV_PORT to the port for the dev server}"
: "${E2E_DEV_GENERATED_DIR:?set E2E_DEV_GENERATED_DIR to a generated-files folder of its own}"

# Local search is the default the specs check; hosted credentials would switch it off.
exec env DOCUSAURUS_GENERATED_FILES_DIR_NAME="$E2E_DEV_GENERATED_DIR" \
  ALGOLIA_APP_ID='' ALGOLIA_SEARCH_API_KEY='' ALGOLIA_INDEX_NAME='' \
  npx docusaurus start --port "$E2E_DEV_PORT" --host 127.0.0.1 --no-open
