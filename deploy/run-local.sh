#!/usr/bin/env bash
# One machine, the shape of a cluster: PostgreSQL, Redis, N api processes and a reverse proxy.
#   deploy/run-local.sh [N=3]        (PROXY_PORT=8240, api ports PROXY_PORT+1 ... PROXY_PORT+N)
# Uses Debian's postgresql and redis-server packages (apt-get install postgresql redis-server) and
# keeps their data under DATA_DIR (default deploy/.data; remove it to start afresh). Ctrl-C stops all.
# Set JWT_SECRET, SUBSCRIPTION_SECRET and OPERATOR_KEY (or OPERATOR_KEYS) for anything real;
# NODE_ENV=production refuses the development defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
N="${1:-3}"
PROXY_PORT="${PROXY_PORT:-8240}"
PUBLIC_HOST="${PUBLIC_HOST:-127.0.0.1:$PROXY_PORT}"
DATA_DIR="${DATA_DIR:-$ROOT/deploy/.data}"
PG_PORT="${PG_PORT:-$((PROXY_PORT + 100))}"
REDIS_PORT="${REDIS_PORT:-$((PROXY_PORT + 101))}"
NODE="${NODE:-$(ls "$ROOT"/.node/node-*/bin/node 2>/dev/null | head -n 1 || command -v node)}"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
mkdir -p "$DATA_DIR"

RUN_AS=()
if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$DATA_DIR"; RUN_AS=(runuser -u postgres --); fi
pids=()
stop() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [ -f "$DATA_DIR/redis.pid" ] && kill "$(cat "$DATA_DIR/redis.pid")" 2>/dev/null || true
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA_DIR/pg" -m fast stop >/dev/null 2>&1 || true
}
trap stop EXIT INT TERM

# PostgreSQL: one cluster, one database for the portal.
if [ ! -d "$DATA_DIR/pg" ]; then
  "${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DATA_DIR/pg" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
fi
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA_DIR/pg" -l "$DATA_DIR/pg.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $DATA_DIR -c max_connections=200" start >/dev/null
"${RUN_AS[@]}" "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc \
  "select 1 from pg_database where datname = 'playzone'" | grep -q 1 ||
  "${RUN_AS[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres playzone

# Redis: rate limits and the rooms' presence; nothing in it needs to survive a restart.
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
  --pidfile "$DATA_DIR/redis.pid" --logfile "$DATA_DIR/redis.log" --dir "$DATA_DIR"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/playzone"
export REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
export TRUST_PROXY=1 HOST=127.0.0.1 UPLOAD_DIR="${UPLOAD_DIR:-$DATA_DIR/uploads}"
# With PROXY_TLS_CERT and PROXY_TLS_KEY (PEM files) the proxy is an HTTPS edge (HTTP/2 to browsers).
SCHEME=http
if [ -n "${PROXY_TLS_CERT:-}" ] && [ -n "${PROXY_TLS_KEY:-}" ]; then SCHEME=https; fi
export PORTAL_ORIGIN="${PORTAL_ORIGIN:-$SCHEME://$PUBLIC_HOST}"
ports=()
for i in $(seq 1 "$N"); do
  port=$((PROXY_PORT + i))
  ports+=("$port")
  # The first process migrates (and seeds the demo when the database is empty) before the others start.
  (cd api && PORT=$port INSTANCE_ID="api-$i" ROOMS_PUBLIC_ADDRESS="$PUBLIC_HOST/b/$i/api/rooms" \
    exec "$NODE" --import tsx src/server.ts) > "$DATA_DIR/api-$i.log" 2>&1 &
  pids+=($!)
  if [ "$i" = 1 ] || [ "${WAIT_EACH:-0}" = 1 ]; then
    for _ in $(seq 1 600); do
      curl -sf "http://127.0.0.1:$port/health/ready" >/dev/null 2>&1 && break
      sleep 0.5
    done
  fi
done
for port in "${ports[@]}"; do
  for _ in $(seq 1 600); do curl -sf "http://127.0.0.1:$port/health/ready" >/dev/null 2>&1 && break; sleep 0.5; done
done
"$NODE" deploy/proxy.mjs "$PROXY_PORT" "${ports[@]}" &
pids+=($!)
echo "PlayZone: $SCHEME://$PUBLIC_HOST ($N api processes, logs in $DATA_DIR)"
wait -n "${pids[@]}"
