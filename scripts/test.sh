#!/usr/bin/env bash
# `npm test`: every test. Typecheck, lint, unit + API (embedded PostgreSQL, or TEST_DATABASE_URL), then the
# browser suite against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
echo "== lint"; npx biome check .
echo "== unit and API tests"; npx vitest run
echo "== browser tests"; bash scripts/e2e.sh
