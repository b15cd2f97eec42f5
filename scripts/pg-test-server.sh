#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the test suite on port ${TEST_PG_PORT:-54329}, installing
# the server from Debian's packages first when the machine has none. Prints nothing on success
# but the URL to use. Usage: scripts/pg-test-server.sh start|stop|crash
# The test server trades durability for speed (no fsync, asynchronous commit); PG_DURABLE=1
# keeps PostgreSQL's own durable settings, for the fault drills that stop it abruptly
# (crash: pg_ctl stop -m immediate, as a power cut of the server process).
set -euo pipefail
port="${TEST_PG_PORT:-54329}"
base="${TEST_PG_DIR:-${TMPDIR:-/tmp}/account-opening-pg-$port}"

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  return 1
}

ensure_installed() {
  if ! find_bin >/dev/null; then
    if [ "$(id -u)" != 0 ]; then echo "PostgreSQL is not installed and this user cannot apt-get it" >&2; exit 1; fi
    echo "Installing PostgreSQL from Debian's packages..." >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  fi
}

# PostgreSQL refuses to run as root: use the postgres system user when we are root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir "$base" postgres
    su postgres -s /bin/bash -c "$*"
  else
    bash -c "$*"
  fi
}

case "${1:-start}" in
  start)
    ensure_installed
    bin="$(find_bin)"
    mkdir -p "$base"
    [ "$(id -u)" = 0 ] && { id postgres >/dev/null 2>&1 || useradd --system --home-dir "$base" postgres; chown -R postgres "$base"; }
    if [ ! -f "$base/data/PG_VERSION" ]; then
      as_owner "'$bin/initdb' -D '$base/data' -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null"
    fi
    fast=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    [ "${PG_DURABLE:-0}" = 1 ] && fast=""
    if ! as_owner "'$bin/pg_ctl' -D '$base/data' status" >/dev/null 2>&1; then
      as_owner "'$bin/pg_ctl' -D '$base/data' -l '$base/server.log' -w -o \"-p $port -k '$base' -c listen_addresses=127.0.0.1$fast -c max_connections=200\" start >/dev/null"
    fi
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if bin="$(find_bin)" && [ -f "$base/data/PG_VERSION" ]; then
      as_owner "'$bin/pg_ctl' -D '$base/data' -m fast stop >/dev/null" || true
    fi
    ;;
  crash)
    bin="$(find_bin)"
    as_owner "'$bin/pg_ctl' -D '$base/data' -m immediate stop >/dev/null"
    ;;
  *) echo "usage: $0 start|stop|crash" >&2; exit 2 ;;
esac
