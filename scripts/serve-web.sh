#!/usr/bin/env bash
# Serves the built web app on WEB_PORT with its security headers (CSP, HSTS in production…),
# cache rules and compression, pointing it at API_URL without a rebuild (the server answers
# /env.js from API_URL). See apps/web/server/serve.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
export WEB_DIST="$(realpath -m "${WEB_DIST:-apps/web/dist}")"
exec npx tsx apps/web/server/serve.ts
