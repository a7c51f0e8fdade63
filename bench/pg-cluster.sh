#!/usr/bin/env bash
# A PostgreSQL cluster that outlives one command, for bases kept by bench/scale-bench.ts --keep.
#   bench/pg-cluster.sh start <dir> [port]   creates the cluster under <dir>/data on first use, starts it
#   bench/pg-cluster.sh stop <dir>           stops it (the data stays)
#   bench/pg-cluster.sh status <dir>         prints the URL when it runs
#   bench/pg-cluster.sh url <dir>            prints the URL (the same as <dir>/url)
# Same settings as api/scripts/with-postgres.sh: loopback only, trust auth, fsync and synchronous
# commit off, 200 connections. The port (default 25432) is kept in <dir>/port and the URL of its
# postgres database in <dir>/url, which scale-bench.ts --pg --keep/--reuse <dir> reads.
# Root runs the cluster as the postgres user; anyone else runs it as themselves.
set -euo pipefail

usage() { echo "usage: bench/pg-cluster.sh start|stop|status|url <dir> [port]" >&2; exit 2; }
[ $# -ge 2 ] || usage
CMD="$1"
if [ "$CMD" = start ]; then mkdir -p "$2"; fi
if [ ! -d "$2" ]; then echo "pg-cluster: no cluster directory $2" >&2; exit 3; fi
DIR="$(cd "$2" && pwd)"

PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  if command -v initdb >/dev/null 2>&1; then PG_BIN="$(dirname "$(command -v initdb)")"
  else PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"; fi
fi
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then echo "pg-cluster: initdb not found" >&2; exit 1; fi

RUN_AS=()
if [ "$(id -u)" = "0" ]; then RUN_AS=(runuser -u postgres --); fi

if [ -f "$DIR/port" ]; then PORT="$(cat "$DIR/port")"; else PORT="${3:-25432}"; fi
URL="postgres://postgres@127.0.0.1:$PORT/postgres"
running() { "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; }

case "$CMD" in
  start)
    if [ ! -d "$DIR/data" ]; then
      if [ "$(id -u)" = "0" ]; then chown postgres:postgres "$DIR"; fi
      "${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
    fi
    echo "$PORT" > "$DIR/port"
    echo "$URL" > "$DIR/url"
    if running; then echo "pg-cluster: already running: $URL" >&2; exit 0; fi
    "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -t 300 \
      -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    echo "pg-cluster: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on $URL" >&2
    ;;
  stop)
    if running; then "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null; fi
    echo "pg-cluster: stopped ($DIR)" >&2
    ;;
  status)
    if running; then echo "$URL"; else echo "pg-cluster: not running ($DIR)" >&2; exit 3; fi
    ;;
  url) echo "$URL" ;;
  *) usage ;;
esac
