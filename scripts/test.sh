#!/usr/bin/env bash
# `npm test`: every test. Typecheck, lint, unit + API (embedded PostgreSQL, or TEST_DATABASE_URL), then the
# browser suite against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
echo "== lint"; npx biome check .
# The API contract (docs/architecture.md, "Requests: authentication, sessions, tokens, permissions"): Redocly's recommended rules on the served document, offline (no update check, no telemetry).
echo "== OpenAPI lint"; REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint docs/openapi.json
echo "== unit and API tests"; npx vitest run
echo "== browser tests"; bash scripts/e2e.sh
