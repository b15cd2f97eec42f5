#!/usr/bin/env bash
# Two API instances on two ports, one PostgreSQL, behind a local nginx: the scale-out of
# docs/operations.md ("Two instances behind a reverse proxy"). Installs nginx (and PostgreSQL,
# through pg-test-server.sh) from Debian's packages when missing, picks free ports, and prints
# nothing on success but the proxy's URL. The instances' addresses are in $dir/instances.env.
# Usage: scripts/two-instances.sh start|stop
# Settings the caller exports reach both instances (MAIL_TRANSPORT, SMTP_URL, STATUS_REPORT_*...).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
dir="${TWO_INSTANCES_DIR:-${TMPDIR:-/tmp}/account-opening-two-instances}"

free_ports() { # count: prints that many ports nobody listens on
  node -e '
    const net = require("node:net");
    const servers = Array.from({ length: Number(process.argv[1]) }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((r) => s.listen(0, "127.0.0.1", () => r(s.address().port)))))
      .then((ports) => { console.log(ports.join(" ")); servers.forEach((s) => s.close()); });
  ' "$1"
}

ensure_nginx() {
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
    if [ "$(id -u)" != 0 ]; then echo "nginx is not installed and this user cannot apt-get it" >&2; exit 1; fi
    echo "Installing nginx from Debian's packages..." >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >&2
  fi
}
nginx_bin() { command -v nginx 2>/dev/null || echo /usr/sbin/nginx; }

wait_for() { # url, seconds
  for _ in $(seq 1 $(( $2 * 4 ))); do
    node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$1" && return 0
    sleep 0.25
  done
  return 1
}

start() {
  ensure_nginx
  if [ -f "$dir/instances.env" ]; then echo "already started ($dir); stop it first" >&2; exit 1; fi
  mkdir -p "$dir/nginx-tmp" "$dir/data"
  read -r proxy_port port_a port_b metrics_a metrics_b pg_port <<<"$(free_ports 6)"

  # One PostgreSQL for both instances (the test server's script, on its own port and folder).
  export TEST_PG_PORT="$pg_port" TEST_PG_DIR="$dir/pg"
  admin_url="$(bash scripts/pg-test-server.sh start)"
  echo "$pg_port" >"$dir/pg-port"
  node -e '
    const pg = require(require.resolve("pg", { paths: [process.argv[2]] }));
    const client = new pg.Client({ connectionString: process.argv[1] });
    client.connect().then(() => client.query("CREATE DATABASE two_instances")).then(() => client.end());
  ' "$admin_url" "$root/apps/api"
  database_url="${admin_url%/*}/two_instances"

  # What the two instances share, as two hosts would: the database, the keys and the documents
  # (a folder both reach here; a bucket in production).
  local key audit_key sca app_check
  key="$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("base64"))')"
  audit_key="$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("base64"))')"
  sca="$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("base64url"))')"
  app_check="$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("base64url"))')"
  (cd apps/api && DATABASE_URL="$database_url" node --import tsx src/db/migrate-cli.ts >"$dir/migrate.log" 2>&1)

  local proxy_url="http://127.0.0.1:$proxy_port"
  for instance in a b; do
    local port metrics
    if [ "$instance" = a ]; then port="$port_a"; metrics="$metrics_a"; else port="$port_b"; metrics="$metrics_b"; fi
    (
      cd apps/api
      NODE_ENV="${NODE_ENV:-test}" HOST=127.0.0.1 PORT="$port" METRICS_PORT="$metrics" METRICS_HOST=127.0.0.1 \
        DATABASE_URL="$database_url" DATA_DIR="$dir/data" PUBLIC_API_URL="$proxy_url" \
        DOCUMENT_ENCRYPTION_KEY="$key" AUDIT_KEY="$audit_key" SCA_SECRET="$sca" APP_CHECK_SECRET="$app_check" \
        TRUSTED_PROXIES=127.0.0.2 LOG_FORMAT=json LOG_LEVEL="${LOG_LEVEL:-info}" \
        nohup node --import tsx src/server.ts >"$dir/api-$instance.log" 2>&1 &
      echo $! >"$dir/api-$instance.pid"
    )
  done

  # nginx on loopback, round robin over both; it reaches them from 127.0.0.2, the one address the
  # instances trust for X-Forwarded-For, so a client cannot pass for another by sending the header.
  local user_line=""
  [ "$(id -u)" = 0 ] && user_line="user root root;"
  cat >"$dir/nginx.conf" <<CONF
$user_line
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/nginx-error.log warn;
events { worker_connections 512; }
http {
  access_log $dir/nginx-access.log;
  client_body_temp_path $dir/nginx-tmp/body;
  proxy_temp_path $dir/nginx-tmp/proxy;
  fastcgi_temp_path $dir/nginx-tmp/fastcgi;
  uwsgi_temp_path $dir/nginx-tmp/uwsgi;
  scgi_temp_path $dir/nginx-tmp/scgi;
  client_max_body_size 30m;
  upstream api {
    server 127.0.0.1:$port_a;
    server 127.0.0.1:$port_b;
    keepalive 16;
  }
  server {
    listen 127.0.0.1:$proxy_port;
    location / {
      proxy_pass http://api;
      proxy_bind 127.0.0.2;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      # Which instance answered (this local proof only: a production proxy would not say).
      add_header X-Served-By \$upstream_addr always;
    }
  }
}
CONF
  "$(nginx_bin)" -c "$dir/nginx.conf" -p "$dir" -e "$dir/nginx-error.log"

  if ! wait_for "http://127.0.0.1:$port_a/health/ready" 120 || ! wait_for "http://127.0.0.1:$port_b/health/ready" 120 \
    || ! wait_for "$proxy_url/health/ready" 10; then
    echo "the instances did not become ready; logs in $dir" >&2
    tail -n 20 "$dir/api-a.log" "$dir/api-b.log" >&2 || true
    exit 1
  fi
  cat >"$dir/instances.env" <<ENV
PROXY_URL=$proxy_url
API_A_URL=http://127.0.0.1:$port_a
API_B_URL=http://127.0.0.1:$port_b
METRICS_A_URL=http://127.0.0.1:$metrics_a/metrics
METRICS_B_URL=http://127.0.0.1:$metrics_b/metrics
DATABASE_URL=$database_url
DATA_DIR=$dir/data
AUDIT_KEY=$audit_key
ENV
  echo "$proxy_url"
}

stop() {
  if [ -f "$dir/nginx.pid" ]; then "$(nginx_bin)" -c "$dir/nginx.conf" -p "$dir" -e "$dir/nginx-error.log" -s quit 2>/dev/null || true; fi
  for instance in a b; do
    if [ -f "$dir/api-$instance.pid" ]; then
      pid="$(cat "$dir/api-$instance.pid")"
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
      kill -9 "$pid" 2>/dev/null || true
    fi
  done
  if [ -f "$dir/pg-port" ]; then
    TEST_PG_PORT="$(cat "$dir/pg-port")" TEST_PG_DIR="$dir/pg" bash scripts/pg-test-server.sh stop || true
  fi
  rm -rf "$dir"
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
