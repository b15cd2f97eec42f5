#!/usr/bin/env bash
# Serves the built web app on WEB_PORT, pointing it at API_URL without a rebuild
# (the app reads its API address from env.js at start).
set -euo pipefail
cd "$(dirname "$0")/.."
web_port="${WEB_PORT:-8080}"
api_url="${API_URL:-http://localhost:8081}"
dist="${WEB_DIST:-apps/web/dist}"
if [ ! -f "$dist/index.html" ]; then
  echo "The web app is not built: run npm run build first." >&2
  exit 1
fi
printf 'window.__ENV__ = %s;\n' "$(node -e 'console.log(JSON.stringify({ apiUrl: process.argv[1] }))' "$api_url")" >"$dist/env.js"
exec npx vite preview --config apps/web/vite.config.ts --outDir "$(cd "$dist" && pwd)" --port "$web_port" --strictPort --host "${WEB_HOST:-localhost}"
