#!/usr/bin/env bash
# Waits until a server the suite started answers URL, for at most SECONDS; with PID, fails as
# soon as that process has exited, rather than waiting out the time for a server that died.
#
#   bash scripts/wait-for-server.sh URL SECONDS [PID]
set -euo pipefail
url="$1"
limit="$2"
pid="${3:-}"

deadline=$((SECONDS + limit))
until curl -sfo /dev/null --max-time 10 "$url"; do
  if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then
    echo "The server for $url exited before it answered." >&2
    exit 1
  fi
  if [ "$SECONDS" -ge "$deadline" ]; then
    echo "$url did not answer within $limit s." >&2
    exit 1
  fi
  sleep 0.5
done
