#!/usr/bin/env bash
# Browser tests for the env-driven services (analytics and the page-feedback event, identity,
# hosted search), which need a build made with every one of them configured (obviously fake
# values): builds into its own out dir (never build/), serves it with scripts/serve-build.mjs
# (which records token-sync requests), and runs their specs inside `firebase emulators:exec`,
# so the Auth Emulator starts before and stops after them. Offline: a demo- project needs no
# login or network, and the specs intercept the analytics and search hosts.
#
#   bash scripts/test-configured.sh                               # build, serve, emulate, test
#   SKIP_CONFIGURED_BUILD=true bash scripts/test-configured.sh    # reuse the last build
#   CONFIGURED_BUILD_ONLY=true bash scripts/test-configured.sh    # build, test nothing
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"

OUT_DIR="${CONFIGURED_BUILD_DIR:-${TMPDIR:-/tmp}/routekit-build-configured}"
GENERATED_DIR="${CONFIGURED_GENERATED_DIR:-.docusaurus-configured}"
PORT="${CONFIGURED_E2E_PORT:-3413}"
# firebase.json's, or CONFIGURED_AUTH_EMULATOR_PORT to run beside another checkout's run; the
# build bakes it in for connectAuthEmulator.
EMULATOR_PORT="${CONFIGURED_AUTH_EMULATOR_PORT:-9099}"
EMULATOR_HOST="127.0.0.1:$EMULATOR_PORT"
PROJECT_ID='demo-docs'
API_KEY='demo-api-key'
MEASUREMENT_ID='G-TEST000000'
ALGOLIA_APP='E2EFAKEAPP'
ALGOLIA_KEY='e2e-fake-search-key'
ALGOLIA_INDEX='e2e-fake-docs'

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

if [ "${SKIP_CONFIGURED_BUILD:-}" != true ]; then
  step "Build with analytics, identity and hosted search configured -> $OUT_DIR"
  # No persistent cache: Rspack's cache does not see that env vars changed the generated
  # config module, and would reuse the unconfigured site's bundle (measurementId "").
  DOCUSAURUS_NO_PERSISTENT_CACHE=true \
    DOCUSAURUS_GENERATED_FILES_DIR_NAME="$GENERATED_DIR" \
    GA_MEASUREMENT_ID="$MEASUREMENT_ID" \
    FIREBASE_API_KEY="$API_KEY" \
    FIREBASE_PROJECT_ID="$PROJECT_ID" \
    FIREBASE_AUTH_EMULATOR_HOST="$EMULATOR_HOST" \
    ALGOLIA_APP_ID="$ALGOLIA_APP" \
    ALGOLIA_SEARCH_API_KEY="$ALGOLIA_KEY" \
    ALGOLIA_INDEX_NAME="$ALGOLIA_INDEX" \
    npx docusaurus build --out-dir "$OUT_DIR"
fi
if [ "${CONFIGURED_BUILD_ONLY:-}" = true ]; then exit 0; fi

CONFIG_DIR="$(mktemp -d)"
SERVER_PID=''
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$CONFIG_DIR"
}
trap cleanup EXIT

step "Serve $OUT_DIR on port $PORT"
node scripts/serve-build.mjs --dir "$OUT_DIR" --port "$PORT" &
SERVER_PID=$!
bash scripts/wait-for-server.sh "http://127.0.0.1:$PORT/" 20 "$SERVER_PID"

# The repo config with its own web server (the default build) switched off. The browser
# resolves no search host: page.route cannot see the preconnect to the Algolia host, and a
# request a spec forgot to intercept fails instead of leaving the machine.
cat > "$CONFIG_DIR/playwright.configured.config.ts" <<CONFIG
import base from '$ROOT/playwright.config';

const offlineSearchHosts =
  '--host-resolver-rules=MAP *.algolia.net ~NOTFOUND, MAP *.algolianet.com ~NOTFOUND, ' +
  'MAP *.algolia.io ~NOTFOUND, MAP cdn.jsdelivr.net ~NOTFOUND';

export default {
  ...base,
  projects: base.projects?.filter((project) => project.name === 'e2e'),
  webServer: undefined,
  // scripts/test.sh runs this beside other Playwright runs, and each empties its own folder.
  outputDir: '$ROOT/test-results/configured-services',
  use: {
    ...base.use,
    launchOptions: {
      ...base.use?.launchOptions,
      args: [...(base.use?.launchOptions?.args ?? []), offlineSearchHosts],
    },
  },
};
CONFIG

# firebase.json as it is, or a copy with the emulator on the other port.
FIREBASE_CONFIG="$ROOT/firebase.json"
if [ "$EMULATOR_PORT" != 9099 ]; then
  FIREBASE_CONFIG="$CONFIG_DIR/firebase.json"
  node -e '
    const [source, port, target] = process.argv.slice(1);
    const config = JSON.parse(require("node:fs").readFileSync(source, "utf8"));
    config.emulators.auth.port = Number(port);
    require("node:fs").writeFileSync(target, JSON.stringify(config));
  ' "$ROOT/firebase.json" "$EMULATOR_PORT" "$FIREBASE_CONFIG"
fi

step "Analytics, identity and hosted search browser tests (Firebase Auth Emulator)"
export IDENTITY_E2E_BASE_URL="http://127.0.0.1:$PORT"
export ANALYTICS_E2E_BASE_URL="http://127.0.0.1:$PORT"
export ANALYTICS_E2E_MEASUREMENT_ID="$MEASUREMENT_ID"
export IDENTITY_E2E_API_KEY="$API_KEY"
export SEARCH_HOSTED_BASE_URL="http://127.0.0.1:$PORT"
export SEARCH_HOSTED_APP_ID="$ALGOLIA_APP"
export SEARCH_HOSTED_API_KEY="$ALGOLIA_KEY"
export SEARCH_HOSTED_INDEX_NAME="$ALGOLIA_INDEX"
npx firebase --config "$FIREBASE_CONFIG" emulators:exec --only auth --project "$PROJECT_ID" \
  "cd '$ROOT' && npx playwright test --config '$CONFIG_DIR/playwright.configured.config.ts' analytics.spec.ts page-feedback.spec.ts identity.spec.ts search-hosted.spec.ts"
