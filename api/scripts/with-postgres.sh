#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster on loopback and TEST_DATABASE_URL set.
#   api/scripts/with-postgres.sh pnpm --filter @portal/api test
# Needs initdb/pg_ctl (Debian: /usr/lib/postgresql/<version>/bin). Root runs the cluster as the
# postgres user; anyone else runs it as themselves. Without PostgreSQL the command runs as is.
set -euo pipefail

PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  if command -v initdb >/dev/null 2>&1; then PG_BIN="$(dirname "$(command -v initdb)")"
  else PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"; fi
fi
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: initdb not found; running without PostgreSQL" >&2
  exec "$@"
fi

PORT="${PG_PORT:-$((20000 + RANDOM % 20000))}"
DIR="$(mktemp -d /tmp/pz-pg.XXXXXX)"
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
set +e
"$@"
status=$?
set -e
exit $status
