#!/usr/bin/env bash
# Browser suite: production build, Debian's Chromium, Playwright Test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npx vite build --logLevel warn
rm -rf .test-data/e2e-*
npx playwright test "$@"
