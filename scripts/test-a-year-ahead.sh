#!/usr/bin/env bash
# `npm test` with the clock a year ahead (or FAKETIME's offset), to prove that no test depends on
# the day it runs: a test that creates data at today's date and then sets the server's clock to a
# fixed date passes today and fails a few days later. libfaketime (Debian's `faketime`) moves the
# clock of every process started from here: Vitest and its PGlite databases, the app servers, the
# browser and a throwaway PostgreSQL server for the integration tests (the machine's own server
# keeps the real clock, so it is not used).
#
# Chromium cannot run under libfaketime (its zygote never answers), so the browser alone keeps the
# real clock: pages are rendered by the server, which reads the moved clock, as do the tests.
#
#   bash scripts/test-a-year-ahead.sh              # a year ahead: npm test
#   bash scripts/test-a-year-ahead.sh test:e2e     # only the browser tests (any npm script)
#   FAKETIME=+30d bash scripts/test-a-year-ahead.sh
set -euo pipefail
cd "$(dirname "$0")/.."

lib=$(ls /usr/lib/*/faketime/libfaketimeMT.so.1 2>/dev/null | head -1 || true)
if [ -z "$lib" ]; then
  echo "Installing libfaketime from Debian's packages…"
  apt-get install -y -qq faketime >/dev/null
  lib=$(ls /usr/lib/*/faketime/libfaketimeMT.so.1 | head -1)
fi
export FAKETIME="${FAKETIME:-+365d}"
export LD_PRELOAD="$lib"
# Timers and timeouts keep real time: only the date and time of day move.
export DONT_FAKE_MONOTONIC=1

bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
dir=$(mktemp -d /tmp/jx-pg-ahead.XXXXXX)
chown postgres "$dir"
runuser -u postgres -- env LD_PRELOAD="$lib" FAKETIME="$FAKETIME" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust >/dev/null
runuser -u postgres -- env LD_PRELOAD="$lib" FAKETIME="$FAKETIME" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" \
  -o "-p 55433 -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -w start >/dev/null
trap 'runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:55433/postgres"
real_chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
printf '#!/bin/sh\nunset LD_PRELOAD FAKETIME\nexec "%s" "$@"\n' "$real_chromium" >"$dir/chromium"
chmod 755 "$dir/chromium"
export CHROMIUM_PATH="$dir/chromium"
echo "The clock reads $(date -u +%FT%TZ) here; PostgreSQL says $(psql "$TEST_DATABASE_URL" -Atc 'select now()')."

npm run "${1:-test}"
