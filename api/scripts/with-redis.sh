#!/usr/bin/env bash
# Runs a command with a throwaway Redis on loopback (no persistence) and TEST_REDIS_URL set.
#   api/scripts/with-redis.sh api/scripts/with-postgres.sh npx jest test/cluster.test.ts
# Needs redis-server (Debian: the redis-server package). Without it the command runs as is.
set -euo pipefail

REDIS_BIN="${REDIS_BIN:-$(command -v redis-server || true)}"
[ -z "$REDIS_BIN" ] && [ -x /usr/bin/redis-server ] && REDIS_BIN=/usr/bin/redis-server
if [ -z "$REDIS_BIN" ]; then
  echo "with-redis: redis-server not found; running without Redis" >&2
  exec "$@"
fi

PORT="${REDIS_PORT:-$((20000 + RANDOM % 20000))}"
DIR="$(mktemp -d /tmp/pz-redis.XXXXXX)"
"$REDIS_BIN" --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$DIR" \
  --daemonize yes --pidfile "$DIR/redis.pid" --logfile "$DIR/log" >/dev/null

cleanup() {
  if [ -f "$DIR/redis.pid" ]; then
    pid="$(cat "$DIR/redis.pid")"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$DIR"
}
trap cleanup EXIT

for _ in $(seq 1 50); do
  [ -f "$DIR/redis.pid" ] && break
  sleep 0.1
done
export TEST_REDIS_URL="redis://127.0.0.1:$PORT"
echo "with-redis: Redis $("$REDIS_BIN" --version | awk '{print $3}' | tr -d 'v=') on 127.0.0.1:$PORT" >&2
set +e
"$@"
status=$?
set -e
exit $status
