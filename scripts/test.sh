#!/usr/bin/env bash
# The whole suite, as CI runs it: static checks, API spec lint, a production build with the
# test fixtures, Vitest (unit, content and build checks; the content and build checks read what
# the build wrote in .docusaurus/ and build/), one Playwright run of the feature specs and the
# quality gates against that build (with the services' build beside it, at the lowest priority),
# the header, CSP and redirect checks on Cloudflare's Pages runtime, the dev-server spec, and the
# services' specs.
# At the end, also after a failure, it prints how long each step took, in wall-clock and CPU
# seconds, beside the host's speed (scripts/host-speed.mjs), so runs on different hosts or
# under different load can be compared.
#
# Ports (set them to run beside another checkout's suite): E2E_PORT (the served build, 3210),
# PAGES_PORT (Cloudflare's runtime, 3220), E2E_DEV_PORT (the dev server, 3716),
# CONFIGURED_E2E_PORT (the configured build, 3413).
set -euo pipefail
cd "$(dirname "$0")/.."

PAGES_PORT="${PAGES_PORT:-3220}"
export PAGES_PORT

STEP_NAMES=()
STEP_SECONDS=()
STEP_CPU=()
CURRENT_STEP=''
STEP_STARTED=0
STEP_CPU_STARTED=0
HOST_SPEED_START=''

# Sets CPU_NOW to the CPU seconds (user + system) of this shell's finished children so far.
# `times` must run in this shell, not in a command substitution (a fork sees no children); its
# second line holds the children's user and system times.
CPU_TIMES_FILE="$(mktemp)"
CPU_NOW=0
read_cpu() {
  times >"$CPU_TIMES_FILE"
  CPU_NOW="$(awk 'NR == 2 {
    total = 0
    for (field = 1; field <= 2; field += 1) {
      split($field, part, "m"); sub("s", "", part[2]); total += part[1] * 60 + part[2]
    }
    printf "%.1f", total
  }' "$CPU_TIMES_FILE")"
}

record_step() { # name wall-seconds cpu-seconds
  STEP_NAMES+=("$1")
  STEP_SECONDS+=("$2")
  STEP_CPU+=("$3")
}

end_step() {
  if [ -n "$CURRENT_STEP" ]; then
    read_cpu
    record_step "$CURRENT_STEP$1" $((SECONDS - STEP_STARTED)) \
      "$(awk -v now="$CPU_NOW" -v then="$STEP_CPU_STARTED" 'BEGIN { printf "%.0f", now - then }')"
    CURRENT_STEP=''
  fi
}

step() {
  end_step ''
  CURRENT_STEP="$*"
  STEP_STARTED=$SECONDS
  read_cpu
  STEP_CPU_STARTED="$CPU_NOW"
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

# Stops a process and everything it started (the background build, when a step before it fails).
kill_tree() {
  local child
  for child in $(pgrep -P "$1"); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}

# Gives a process and everything it started the normal priority back, where allowed.
renice_tree() {
  local child
  for child in $(pgrep -P "$1"); do renice_tree "$child"; done
  renice -n 0 -p "$1" >/dev/null 2>&1 || true
}

# The machine's CPU time over the run, from /proc/stat: how busy both cores were, and how much
# of the time the hypervisor gave to other guests (steal). The loop above takes the fastest of
# five short runs, so it misses a host that is shared and busy for minutes; steal does not.
CPU_STAT_START="$(head -n 1 /proc/stat 2>/dev/null || true)"
print_cpu_shares() {
  local end
  end="$(head -n 1 /proc/stat 2>/dev/null || true)"
  if [ -z "$CPU_STAT_START" ] || [ -z "$end" ]; then return; fi
  printf '%s\n%s\n' "$CPU_STAT_START" "$end" | awk '
    { for (field = 2; field <= 9; field += 1) value[NR, field] = $field }
    END {
      for (field = 2; field <= 9; field += 1) delta[field] = value[2, field] - value[1, field]
      total = 0
      for (field = 2; field <= 9; field += 1) total += delta[field]
      if (total <= 0) exit
      busy = delta[2] + delta[3] + delta[4] + delta[7] + delta[8]
      printf "CPU over the run (/proc/stat, all cores): %.0f %% busy, %.0f %% idle or waiting on I/O, %.1f %% stolen by the hypervisor\n",
        100 * busy / total, 100 * (delta[5] + delta[6]) / total, 100 * delta[9] / total
    }'
}

# What the run computes once and its test processes share (tests/support/runCache.ts: the parsed
# docs pages, the dereferenced OpenAPI specs), for Vitest's runs and Playwright's workers alike.
TEST_RUN_DIR="$(mktemp -d)"
export TEST_RUN_DIR

CONFIGURED_BUILD_PID=''
DEV_SERVER_PID=''
BACKGROUND_DIR=''
print_times() {
  local status=$?
  if [ -n "$CONFIGURED_BUILD_PID" ]; then kill_tree "$CONFIGURED_BUILD_PID"; fi
  if [ -n "$DEV_SERVER_PID" ]; then kill_tree "$DEV_SERVER_PID"; fi
  if [ -n "$BACKGROUND_DIR" ]; then rm -rf "$BACKGROUND_DIR"; fi
  rm -rf "$TEST_RUN_DIR"
  if [ "$status" -ne 0 ]; then end_step ' (FAILED)'; else end_step ''; fi
  local speed_end
  speed_end="$(node scripts/host-speed.mjs 2>/dev/null || echo '?')"
  printf '\n\033[1m== Time per step\033[0m\n'
  printf '%8s  %8s  %s\n' 'seconds' 'CPU s' 'step'
  for i in "${!STEP_NAMES[@]}"; do
    printf '%8s  %8s  %s\n' "${STEP_SECONDS[$i]}" "${STEP_CPU[$i]}" "${STEP_NAMES[$i]}"
  done
  read_cpu
  printf '%8d  %8.0f  %s\n' "$SECONDS" "$CPU_NOW" 'total'
  printf 'Host speed: %s ms at the start, %s ms at the end (scripts/host-speed.mjs: a fixed CPU loop, lower is faster)\n' \
    "${HOST_SPEED_START:-?}" "$speed_end"
  print_cpu_shares
  rm -f "$CPU_TIMES_FILE"
  exit "$status"
}
trap print_times EXIT

# Starts a command in the background, its output and its wall and CPU seconds kept in
# <dir>/<key>.*; sets STARTED_PID.
STARTED_PID=''
start_timed() { # dir key command
  local dir="$1" key="$2" command="$3"
  (
    set +e
    /usr/bin/time -f '%e %U %S' -o "$dir/$key.time" bash -c "$command" >"$dir/$key.log" 2>&1
    echo $? >"$dir/$key.status"
  ) &
  STARTED_PID=$!
}

# Prints what a finished start_timed command wrote, under its name, and records its own wall
# and CPU time as a step; returns non-zero if the command failed.
report_timed() { # dir key name
  local dir="$1" key="$2" name="$3" wall cpu
  read -r wall cpu < <(awk 'END { printf "%.0f %.0f\n", $1, $2 + $3 }' "$dir/$key.time")
  printf '\n\033[1m== %s\033[0m\n' "$name"
  cat "$dir/$key.log"
  if [ "$(cat "$dir/$key.status")" -ne 0 ]; then
    record_step "  $name (FAILED)" "$wall" "$cpu"
    return 1
  fi
  record_step "  $name" "$wall" "$cpu"
}

# Runs checks at once, each in the background with its output kept aside, then prints each
# one's output under its heading, in the order given, and records its own wall and CPU time.
# Each of these checks keeps about one core busy, so on a 2-core host two at a time halve their
# wall time.
# Arguments: the name of the summary line, then pairs of step name and command line.
parallel_steps() {
  end_step ''
  local summary="$1" dir started names=() pids=() status=0
  shift
  dir="$(mktemp -d)"
  started=$SECONDS
  printf '\n\033[1m== In parallel:'
  while [ "$#" -gt 0 ]; do
    local index=${#names[@]}
    names+=("$1")
    printf ' %s;' "$1"
    start_timed "$dir" "$index" "$2"
    pids+=("$STARTED_PID")
    shift 2
  done
  printf '\033[0m\n'
  wait "${pids[@]}"
  for index in "${!names[@]}"; do
    report_timed "$dir" "$index" "${names[$index]}" || status=1
  done
  rm -rf "$dir"
  record_step "$summary" $((SECONDS - started)) '-'
  return "$status"
}

HOST_SPEED_START="$(node scripts/host-speed.mjs)"
printf 'Host speed: %s ms for a fixed CPU loop (scripts/host-speed.mjs; lower is faster)\n' \
  "$HOST_SPEED_START"

step "Chromium for browser tests"
bash scripts/ensure-chromium.sh

parallel_steps "static checks above, at once (wall clock)" \
  "Typecheck (tsc --noEmit)" "npx tsc --noEmit" \
  "ESLint" "npx eslint . --max-warnings 0" \
  "Prettier" "npx prettier --check ." \
  "Unused files, exports and dependencies (knip)" "npx knip" \
  "OpenAPI lint (Redocly house rules, Spectral OWASP)" "npm run --silent lint:api"

# The fuzz tests, which push megabyte bodies and million-deep nesting through the request path,
# keep a process per file: in a heap other files have filled, the engine's regular-expression
# stack can run out first, a RangeError a reader's fresh page does not give. They read nothing
# the build writes, so they run beside it, on the core its single-threaded phases leave idle.
parallel_steps "build and fuzz tests above, at once (wall clock)" \
  "Production build (with test fixtures)" "E2E_FIXTURES=true npx docusaurus build" \
  "Fuzz tests (Vitest, a process per file)" "npx vitest run tests/unit/fuzz"

step "Unit, content and build tests (Vitest)"
# Test files share a worker's module cache (--no-isolate): with isolation each file starts a new
# process and imports the docs, specs, sandbox and solver again, two thirds of the step.
npx vitest run --no-isolate --exclude 'tests/unit/fuzz/**'

# The build with every service configured reads nothing the main browser run writes, and that
# run leaves about 5 % of both cores idle while its tests wait on timers and the network. So the
# build runs beside it at the lowest priority, taking what the browsers leave, and only the
# configured specs remain for the end. (Same session, so `nice` applies: a session of its own
# would be a scheduler group weighed equally with this one.)
BACKGROUND_DIR="$(mktemp -d)"
start_timed "$BACKGROUND_DIR" configured-build \
  'nice -n 19 env CONFIGURED_BUILD_ONLY=true bash scripts/test-configured.sh'
CONFIGURED_BUILD_PID=$STARTED_PID

# The dev server's first compilation, which the dev-server specs wait for at the end, starts now
# at the same low priority, so that most of it is done by the time the browsers are.
E2E_DEV_PORT="${E2E_DEV_PORT:-3716}"
E2E_DEV_GENERATED_DIR="${E2E_DEV_GENERATED_DIR:-.docusaurus-e2e-dev}"
export E2E_DEV_PORT E2E_DEV_GENERATED_DIR
if curl -sfo /dev/null "http://127.0.0.1:$E2E_DEV_PORT/"; then
  echo "Port $E2E_DEV_PORT already answers: set E2E_DEV_PORT to a free port." >&2
  exit 1
fi
DEV_SERVER_LOG="$BACKGROUND_DIR/dev-server.log"
nice -n 19 bash scripts/start-dev-server.sh >"$DEV_SERVER_LOG" 2>&1 &
DEV_SERVER_PID=$!
export DEV_SERVER_PID DEV_SERVER_LOG

step "Browser tests: feature specs and quality gates (Playwright, Debian Chromium)"
npx playwright test

end_step ''
# What the build still needs once the browsers are done: its own line, so the steps add up.
WAIT_STARTED=$SECONDS
wait "$CONFIGURED_BUILD_PID"
CONFIGURED_BUILD_PID=''
record_step 'Build with every service configured: left after the browser tests' \
  $((SECONDS - WAIT_STARTED)) '-'
report_timed "$BACKGROUND_DIR" configured-build \
  'Build with every service configured, beside the browser tests (nice 19; wall from its start)'
# Whatever is left of the dev server's compilation now runs at the normal priority (only root
# may lower a niceness; otherwise it finishes at 19).
renice_tree "$DEV_SERVER_PID"

# The three checks after the main browser run each keep about one core busy (Cloudflare's
# runtime, what is left of the dev server's first compilation, the configured specs), so they run
# side by side, each on its own port and output directory.
parallel_steps "checks beside the main browser run, at once (wall clock)" \
  "Headers, CSP and redirects on Cloudflare's Pages runtime (wrangler pages dev)" \
  "bash scripts/test-pages-runtime.sh" \
  "Local search on the development server (docusaurus start)" \
  "bash scripts/test-dev-server.sh" \
  "Analytics, identity and hosted search browser tests (on the build with every service configured)" \
  "SKIP_CONFIGURED_BUILD=true bash scripts/test-configured.sh"
