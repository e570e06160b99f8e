#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster on 127.0.0.1:54329 for the test suite and
# prints its URL. `scripts/test-postgres.sh stop` stops it. The Debian cluster
# (pg_ctlcluster) cannot start here (its owner has no passwd entry), so we initdb our own,
# owned by `nobody`, as PLATFORM-NOTES.md describes.
set -euo pipefail
PORT="${PGPORT_TEST:-54329}"
BASE="${PG_TEST_DIR:-/tmp/mnemo-pg}"
D="$BASE/data"; SOCK="$BASE/sock"
BIN=/usr/lib/postgresql/15/bin

if [ "${1:-}" = "stop" ]; then
  [ -d "$D" ] && runuser -u nobody -- "$BIN/pg_ctl" -D "$D" -m fast stop >/dev/null 2>&1 || true
  exit 0
fi

if [ ! -x "$BIN/initdb" ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql-15 >/dev/null
fi

if [ -f "$D/postmaster.pid" ] && runuser -u nobody -- "$BIN/pg_ctl" -D "$D" status >/dev/null 2>&1; then
  echo "postgres://postgres@127.0.0.1:$PORT/postgres"
  exit 0
fi
rm -rf "$BASE"; mkdir -p "$D" "$SOCK"; chown -R nobody "$BASE"
runuser -u nobody -- "$BIN/initdb" -D "$D" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
runuser -u nobody -- "$BIN/pg_ctl" -D "$D" -l "$BASE/log" -w \
  -o "-p $PORT -k $SOCK -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
