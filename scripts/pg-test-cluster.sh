#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for the API's test suite (Debian's binaries, trust auth on 127.0.0.1).
#
#   eval "$(bash scripts/pg-test-cluster.sh start)"   # exports TEST_DATABASE_URL and PG_TEST_DIR
#   bash scripts/pg-test-cluster.sh stop               # stops it and deletes its files
#
# start prints `export ...` lines on stdout (and writes them to $PG_TEST_DIR/env); progress goes to
# stderr. Env: PG_TEST_DIR (default: a new /tmp/catalogo-pg.XXXXXX), PG_TEST_PORT (first port
# tried, 55432), PG_TEST_DB (catalogo_test). As root the cluster runs as user postgres.
set -euo pipefail

CURRENT_FILE="${TMPDIR:-/tmp}/catalogo-pg-test.current" # remembers the last cluster for `stop`
DB_NAME="${PG_TEST_DB:-catalogo_test}"

say() { echo "[pg-test] $*" >&2; }
die() { say "ERROR: $*"; exit 1; }

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5,5n | tail -n 1 || true)
  [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]] ||
    die "PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin: install PostgreSQL: apt-get install -y postgresql"
  echo "$dir"
}

# Runs a command as the cluster's owner (postgres when we are root, ourselves otherwise).
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

cmd_start() {
  local bin dir port
  bin=$(find_bin)
  if [[ $(id -u) -eq 0 ]] && ! id postgres >/dev/null 2>&1; then
    die "user postgres is missing (install PostgreSQL: apt-get install -y postgresql)"
  fi
  dir="${PG_TEST_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/catalogo-pg.XXXXXX")}"
  mkdir -p "$dir"
  [[ ! -e "$dir/data/PG_VERSION" ]] || die "$dir already holds a cluster: stop it first (PG_TEST_DIR=$dir $0 stop)"
  [[ $(id -u) -ne 0 ]] || chown postgres: "$dir"
  chmod 700 "$dir"

  port="${PG_TEST_PORT:-55432}"
  while port_in_use "$port"; do port=$((port + 1)); done

  say "initdb with $bin into $dir/data (port $port)"
  as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; die "initdb failed"; }
  # Throwaway data: durability off for speed; only loopback, socket in the cluster's own folder.
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100" \
    start >&2 || { cat "$dir/server.log" >&2; die "pg_ctl start failed"; }
  as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres "$DB_NAME" || die "createdb $DB_NAME failed"

  local url="postgres://postgres@127.0.0.1:$port/$DB_NAME"
  printf 'export TEST_DATABASE_URL=%s\nexport PG_TEST_DIR=%s\n' "$url" "$dir" | tee "$dir/env"
  echo "$dir" >"$CURRENT_FILE"
  say "ready: $url"
}

cmd_stop() {
  local dir="${1:-${PG_TEST_DIR:-}}"
  [[ -n "$dir" ]] || dir=$(cat "$CURRENT_FILE" 2>/dev/null || true)
  [[ -n "$dir" && -d "$dir" ]] || { say "no cluster to stop"; return 0; }
  if [[ -f "$dir/data/postmaster.pid" ]]; then
    as_owner "$(find_bin)/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >&2 || say "pg_ctl stop failed"
  fi
  case "$dir" in
    */catalogo-pg.*) rm -rf "$dir" ;; # only delete folders we created
    *) rm -rf "$dir/data" "$dir/env" "$dir/initdb.log" "$dir/server.log" ;;
  esac
  [[ "$(cat "$CURRENT_FILE" 2>/dev/null || true)" != "$dir" ]] || rm -f "$CURRENT_FILE"
  say "stopped and removed $dir"
}

case "${1:-}" in
  start) cmd_start ;;
  stop) cmd_stop "${2:-}" ;;
  *) echo "usage: $0 start | stop [dir]" >&2; exit 2 ;;
esac
