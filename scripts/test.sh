#!/usr/bin/env bash
# The whole test suite: lint and format, type-check, unit, API (SQLite and PostgreSQL),
# component and browser tests. Installs and starts what it needs beyond npm packages
# (PostgreSQL, Chromium). Every step runs even when an earlier one fails; the exit code and
# the last line say whether everything passed.
set -uo pipefail
cd "$(dirname "$0")/.."
results="$(mktemp -d)"
failed_steps=()

step() {
  local name="$1"
  shift
  echo
  echo "==> $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}

vitest_json() { # workspace, report name, extra env (NAME=value)..., extra Vitest options (--...)...
  local workspace="$1" report="$2"
  shift 2
  local settings=() options=()
  for argument in "$@"; do
    if [[ "$argument" == --* ]]; then options+=("$argument"); else settings+=("$argument"); fi
  done
  env "${settings[@]}" npx vitest run --root "$workspace" --reporter=default --reporter=json \
    --outputFile.json="$results/$report.json" "${options[@]}"
}

step "Lint and format (Biome)" npx biome check .
step "Type-check (tsc --noEmit in every workspace)" npm run typecheck --silent
step "Domain rules (unit tests)" vitest_json packages/domain domain
step "Shared UI (translation engine, unit tests)" vitest_json packages/ui ui
# Vitest takes one worker per core but one on a two-core machine; the component tests spend most
# of their time building their DOM, the PostgreSQL tests waiting for the server and the SQLite ones
# in short waits of their own, so two workers finish each sooner there (web 140 s to 95 s,
# back-office 86 s to 55 s, PostgreSQL 250 s to 190 s, SQLite 255 s to 185 s).
step "Web app (component tests)" vitest_json apps/web web --maxWorkers=2
step "Web server (security headers, caching, compression)" vitest_json apps/web/server web-server
step "Back-office app (component tests)" vitest_json apps/backoffice backoffice --maxWorkers=2
step "API on SQLite" vitest_json apps/api api-sqlite TEST_DATABASE=sqlite --maxWorkers=2

pg_url="$(bash scripts/pg-test-server.sh start)" || pg_url=""
if [ -n "$pg_url" ]; then
  step "API on PostgreSQL" vitest_json apps/api api-postgres TEST_DATABASE=postgres "TEST_PG_URL=$pg_url" --maxWorkers=2
else
  failed_steps+=("PostgreSQL server")
fi

# Two API instances on one PostgreSQL behind nginx (installed when missing): rate limits, sessions,
# the outbox and the status reports as with one instance. About 1 to 1.5 minutes, most of it starting
# PostgreSQL and the two instances (docs/operations.md: "Two instances behind a reverse proxy").
step "Two API instances behind nginx" npx vitest run --config apps/api/test/ops/two-instances.config.ts \
  --reporter=default --reporter=json --outputFile.json="$results/two-instances.json"

# Each drill starts the real API; one run each keeps the whole test run under 30 minutes (docs/operations.md: "Fault drills").
step "Faults survived on purpose (1 run each)" env FAULT_RUNS=1 npm run --silent test:faults

if bash scripts/ensure-chromium.sh; then
  step "Web app build and bundle budget" npm run build --silent -w apps/web
  step "Back-office app build" npm run build --silent -w apps/backoffice
  step "Browser journeys (Playwright, Chromium)" env "E2E_REPORT=$results/e2e.json" npm test --silent -w e2e
else
  failed_steps+=("Chromium install")
fi

bash scripts/pg-test-server.sh stop >/dev/null 2>&1 || true
node scripts/test-summary.mjs "$results"
if [ "${#failed_steps[@]}" -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
  exit 1
fi
