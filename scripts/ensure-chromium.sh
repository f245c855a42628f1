#!/usr/bin/env bash
# The browser suite drives Debian's Chromium (never a downloaded browser). Installs it when missing and we are
# root; otherwise stops with the command to run.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's Chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Debian's Chromium. Install it with: sudo apt-get install -y chromium" >&2
exit 1
