#!/usr/bin/env bash
# Browser suite: production build, Debian's Chromium, Playwright Test.
# E2E_PORT (default 4173) picks the ports (demo server on it, empty-database server on it + 1) and the build folder,
# so several runs can share one machine.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
port="${E2E_PORT:-4173}"
export E2E_PORT="$port"
export E2E_WEB_DIST=".test-data/web-$port"
npx vite build --logLevel warn --outDir "$E2E_WEB_DIST" --emptyOutDir
rm -rf ".test-data/e2e-$port-demo" ".test-data/e2e-$port-empty" ".test-data/e2e-$port-sso"
npx playwright test "$@"
