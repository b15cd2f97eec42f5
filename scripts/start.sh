#!/usr/bin/env bash
# Runs the product on its embedded defaults: SQLite and documents under ./data, mail and SMS in
# the outbox, the shipped demo company register, health directories and screening lists. Web app
# on WEB_PORT (8080), API on API_PORT (8081), the bank's back-office on BACKOFFICE_PORT (8082;
# create an operator with npm run operator:create).
set -euo pipefail
cd "$(dirname "$0")/.."

# Absolute, because npm runs each workspace script from its own folder.
export DATA_DIR="$(realpath -m "${DATA_DIR:-./data}")"
api_port="${API_PORT:-8081}"
web_port="${WEB_PORT:-8080}"
backoffice_port="${BACKOFFICE_PORT:-8082}"
export PUBLIC_API_URL="${PUBLIC_API_URL:-http://localhost:$api_port}"
export WEB_ORIGIN="${WEB_ORIGIN:-http://localhost:$web_port}"
export BACKOFFICE_ORIGIN="${BACKOFFICE_ORIGIN:-http://localhost:$backoffice_port}"
mkdir -p "$DATA_DIR"

echo "Building the web app..."
npm run build --silent -w apps/web >/dev/null
echo "Building the back-office app..."
npm run build --silent -w apps/backoffice >/dev/null

echo "Preparing the database, the demo company register, health directories and screening lists..."
npm run migrate --silent -w apps/api
npm run registry:load-demo --silent -w apps/api
# Healthcare professionals: the demo RPPS / ADELI and FINESS directories (invented people).
npm run sante:load-demo --silent -w apps/api
# Asset-freeze and sanctions screening: the demo national register and EU list (invented entries).
npm run screening:load-demo --silent -w apps/api

up() { node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$1"; }

pids=()
stop() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop EXIT INT TERM

# Error reports (spec §8) go to the stand-in intake on loopback unless a DSN is given: nothing leaves
# the machine. Its reports are listed at http://127.0.0.1:$intake_port/events.
intake_port="${ERROR_INTAKE_PORT:-8089}"
if [ -z "${ERROR_REPORTING_DSN:-}${WEB_ERROR_REPORTING_DSN:-}" ]; then
  ERROR_INTAKE_PORT="$intake_port" npx tsx scripts/error-intake/start.ts &
  pids+=($!)
  export ERROR_REPORTING_DSN="http://intake@127.0.0.1:$intake_port/1"
  export WEB_ERROR_REPORTING_DSN="http://intake@127.0.0.1:$intake_port/2"
fi

# Sign-in with Pro Santé Connect goes to the loopback stand-in (invented practitioners) unless an
# issuer is given (docs/pro-sante-connect.md). Its e-CPS phone page: the issuer's /phone.
psc_port="${PSC_STANDIN_PORT:-8090}"
if [ -z "${PSC_ISSUER:-}" ]; then
  PSC_STANDIN_PORT="$psc_port" npx tsx scripts/pro-sante-connect/start.ts &
  pids+=($!)
  export PSC_ISSUER="http://127.0.0.1:$psc_port/auth/realms/esante-wallet"
  export PSC_CLIENT_ID="bank-account-opening" PSC_CLIENT_SECRET="standin-client-secret"
fi

PORT="$api_port" npm run start --silent -w apps/api &
pids+=($!)
API_URL="$PUBLIC_API_URL" WEB_PORT="$web_port" bash scripts/serve-web.sh &
pids+=($!)
# The back-office is served by the same script as the customer app, from its own build and port.
API_URL="$PUBLIC_API_URL" WEB_PORT="$backoffice_port" WEB_DIST=apps/backoffice/dist WEB_ERROR_REPORTING_DSN= \
  bash scripts/serve-web.sh &
pids+=($!)

for _ in $(seq 1 120); do
  if up "http://localhost:$api_port/health" && up "http://localhost:$web_port/" && up "http://localhost:$backoffice_port/"; then
    echo
    echo "Ready: web app http://localhost:$web_port  ·  API http://localhost:$api_port (OpenAPI at /docs)"
    echo "Back-office: http://localhost:$backoffice_port (first operator: npm run operator:create -- --email ... --name ... --role supervisor)"
    echo "Outbox (e-mails and SMS written by the product): http://localhost:$api_port/dev/outbox"
    break
  fi
  sleep 1
done
wait -n "${pids[@]}"
